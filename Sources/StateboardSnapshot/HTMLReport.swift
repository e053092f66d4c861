import Foundation

/// The review page of a verification: one self-contained `index.html` (inline style and
/// script, no network; the images sit beside it). Each failure shows reference and actual in
/// four views — 2-up, swipe, onion skin, blink — plus the difference, the explanation, and the
/// command that accepts the render, copied with one click.
public enum HTMLReport {
    /// The page for `report`; image paths in it are relative to the folder the page is written to.
    public static func html(_ report: VerificationReport, title: String) -> String {
        var page = ""
        write(report, title: title) { page += $0 }
        return page
    }

    /// The page of `html(_:title:)`, handed to `sink` a piece at a time (the report's entries one
    /// by one): written so into a file, the page of 50,000 images never stands whole in memory.
    public static func write<Failure: Error>(_ report: VerificationReport, title: String, to sink: (String) throws(Failure) -> Void) throws(Failure) {
        let data = template.range(of: "%DATA%")!
        let escapedTitle = JUnitReport.escape(title)
        try sink(String(template[..<data.lowerBound]).replacingOccurrences(of: "%TITLE%", with: escapedTitle))
        do {
            // `</` cannot appear inside a script element (a piece ends after a whole value, so none is cut in two).
            try report.writeJSON(JSONPieces(escapingSlashes: true)) { piece in try sink(piece.replacingOccurrences(of: "</", with: "<\\/")) }
        } catch let error as Failure {
            throw error
        } catch {
            try sink("{}")  // a report the encoder refuses (a number that is not finite) is an empty object, as before
        }
        try sink(String(template[data.upperBound...]).replacingOccurrences(of: "%TITLE%", with: escapedTitle))
    }

    static let template = HTMLPage.opening(title: "%TITLE%") + #"""
          :root { --bg: #f2f2f7; --fg: #1c1c1e; --card: #fff; --muted: #6e6e73; --accent: #007aff; --red: #ff3b30; --green: #34c759; --orange: #ff9500; --line: rgba(128,128,128,.25); }
          @media (prefers-color-scheme: dark) { :root { --bg: #000; --fg: #f2f2f7; --card: #1c1c1e; --muted: #98989d; --accent: #0a84ff; --red: #ff453a; --green: #30d158; --orange: #ff9f0a; } }
          * { box-sizing: border-box; }
          body { margin: 0; font: 14px/1.45 -apple-system, "Inter", "Helvetica Neue", sans-serif; background: var(--bg); color: var(--fg); }
          header { position: sticky; top: 0; z-index: 2; background: var(--bg); padding: 14px 22px; border-bottom: 1px solid var(--line); }
          h1 { font-size: 20px; margin: 0 0 4px; }
          .counts span { margin-right: 14px; font-weight: 600; }
          .passed { color: var(--green); } .failed { color: var(--red); } .missing { color: var(--orange); } .error { color: var(--red); }
          .note { background: color-mix(in srgb, var(--orange) 18%, var(--card)); border-radius: 10px; padding: 10px 14px; margin: 12px 22px 0; }
          main { padding: 8px 22px 40px; }
          .card { background: var(--card); border-radius: 14px; padding: 14px 16px; margin: 14px 0; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
          .card h2 { font-size: 15px; margin: 0 0 2px; word-break: break-all; }
          .summary { color: var(--muted); margin: 2px 0 6px; }
          .card ul { margin: 4px 0 10px; padding-left: 20px; }
          .modes { display: flex; gap: 4px; margin: 8px 0; }
          .modes button { border: 1px solid var(--line); background: var(--bg); color: var(--fg); border-radius: 8px; padding: 3px 10px; cursor: pointer; }
          .modes button.on { background: var(--accent); color: #fff; border-color: var(--accent); }
          .view { display: flex; gap: 14px; align-items: flex-start; flex-wrap: wrap; }
          figure { margin: 0; } figcaption { font-size: 12px; color: var(--muted); margin-bottom: 4px; }
          .view img, .stage img, figure img { display: block; max-height: 560px; max-width: 100%; border: 1px solid var(--line); background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
          .stage { position: relative; display: inline-block; }
          .stage img.top { position: absolute; left: 0; top: 0; }
          .stage .split { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--accent); pointer-events: none; }
          input[type=range] { width: 280px; }
          .accept { display: flex; gap: 8px; align-items: center; margin-top: 10px; }
          .accept code { flex: 1; background: var(--bg); padding: 6px 10px; border-radius: 8px; font: 12px ui-monospace, Menlo, monospace; overflow-x: auto; white-space: nowrap; }
          .accept button { border: 0; background: var(--accent); color: #fff; border-radius: 8px; padding: 6px 12px; cursor: pointer; }
          details { margin-top: 18px; } summary { cursor: pointer; color: var(--muted); }
          .note.all { background: var(--card); } .note.all code { white-space: pre; max-height: 160px; overflow: auto; }
          details li { font: 12px ui-monospace, Menlo, monospace; }
        </style>
        </head>
        <body>
        <header><h1>%TITLE%</h1><div class="counts" id="counts"></div></header>
        <div id="notes"></div>
        <main id="main"></main>
        <script id="data" type="application/json">%DATA%</script>
        <script>
        const report = JSON.parse(document.getElementById('data').textContent);
        const el = (tag, attrs = {}, ...children) => {
          const node = document.createElement(tag);
          for (const [k, v] of Object.entries(attrs)) { if (k === 'class') node.className = v; else if (k.startsWith('on')) node[k] = v; else node.setAttribute(k, v); }
          for (const child of children) node.append(child);
          return node;
        };
        const entries = report.entries;
        const count = s => entries.filter(e => e.status === s).length;
        const counts = document.getElementById('counts');
        counts.append(el('span', {class: 'passed'}, `${count('passed')} passed`));
        for (const s of ['failed', 'missing', 'error']) if (count(s)) counts.append(el('span', {class: s}, `${count(s)} ${s}`));
        counts.append(el('span', {}, `${entries.length} image${entries.length === 1 ? '' : 's'} in ${report.seconds.toFixed(1)} s`));
        for (const [theme, changes] of Object.entries(report.environmentChanges || {})) {
          document.getElementById('notes').append(el('div', {class: 'note'},
            el('b', {}, `${theme}: recorded in another environment. `), changes.join('; '), '. Differences may come from it.'));
        }
        // The clipboard API needs a secure context; a report opened from disk falls back to a selection.
        const copyText = (text, node, button) => {
          if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text);
          else { const range = document.createRange(); range.selectNodeContents(node);
                 getSelection().removeAllRanges(); getSelection().addRange(range); document.execCommand('copy'); }
          const label = button.textContent;
          button.textContent = 'Copied';
          setTimeout(() => button.textContent = label, 1200);
        };
        // Every accept command at once, for a change that is intended everywhere.
        const accepts = entries.filter(e => e.status === 'failed' || e.status === 'missing').map(e => e.acceptCommand);
        if (accepts.length > 1) {
          const all = el('code', {}, accepts.join('\n'));
          const copy = el('button', {onclick: () => copyText(accepts.join('\n'), all, copy)}, 'Copy all');
          document.getElementById('notes').append(el('details', {class: 'note all'},
            el('summary', {}, `Accept all ${accepts.length} renders`), el('div', {class: 'accept'}, all, copy)));
        }
        const figure = (caption, src) => el('figure', {}, el('figcaption', {}, caption), el('img', {src, alt: caption, loading: 'lazy'}));
        const views = {
          '2-up': e => el('div', {class: 'view'}, figure('Reference', e.referenceImage), figure('Actual', e.actualImage)),
          'swipe': e => {
            const top = el('img', {src: e.actualImage, class: 'top', alt: 'Actual'});
            const line = el('div', {class: 'split'});
            const stage = el('div', {class: 'stage'}, el('img', {src: e.referenceImage, alt: 'Reference'}), top, line);
            const slider = el('input', {type: 'range', min: 0, max: 100, value: 50});
            const apply = () => { top.style.clipPath = `inset(0 0 0 ${slider.value}%)`; line.style.left = `${slider.value}%`; };
            slider.oninput = apply; apply();
            return el('div', {}, el('div', {}, 'Reference ◀ ', slider, ' ▶ Actual'), stage);
          },
          'onion skin': e => {
            const top = el('img', {src: e.actualImage, class: 'top', alt: 'Actual'});
            const stage = el('div', {class: 'stage'}, el('img', {src: e.referenceImage, alt: 'Reference'}), top);
            const slider = el('input', {type: 'range', min: 0, max: 100, value: 50});
            const apply = () => top.style.opacity = slider.value / 100;
            slider.oninput = apply; apply();
            return el('div', {}, el('div', {}, 'Reference ', slider, ' Actual'), stage);
          },
          'blink': e => {
            const img = el('img', {src: e.referenceImage, alt: 'Reference'});
            const label = el('figcaption', {}, 'Reference');
            let showingActual = false;
            const timer = setInterval(() => {
              if (!img.isConnected) { clearInterval(timer); return; }
              showingActual = !showingActual;
              img.src = showingActual ? e.actualImage : e.referenceImage;
              label.textContent = showingActual ? 'Actual' : 'Reference';
            }, 700);
            return el('figure', {}, label, img);
          },
          'difference': e => el('div', {class: 'view'}, figure('Reference | difference | actual', e.diffImage)),
        };
        const main = document.getElementById('main');
        for (const e of entries.filter(e => e.status !== 'passed' || (e.lint && e.lint.length))) {
          const card = el('section', {class: 'card', id: e.key});
          // A passed render shows here only for lint's findings (`verify --lint`).
          const mark = e.status === 'passed' ? el('span', {class: 'missing'}, '⚠ ')
            : el('span', {class: e.status}, e.status === 'failed' ? '✗ ' : e.status === 'missing' ? '? ' : e.status === 'removed' ? '− ' : '! ');
          card.append(el('h2', {}, mark, e.key));
          if (e.summary) card.append(el('div', {class: 'summary'}, e.summary));
          if (e.explanation.length) card.append(el('ul', {}, ...e.explanation.map(line => el('li', {}, line))));
          if (e.lint && e.lint.length) card.append(el('ul', {class: 'lint'}, ...e.lint.map(line => el('li', {class: line.startsWith('error') ? 'failed' : 'missing'}, line))));
          if (e.status === 'failed' && e.referenceImage && e.actualImage) {
            const holder = el('div');
            const modes = el('div', {class: 'modes'});
            for (const name of Object.keys(views)) {
              const button = el('button', {onclick: () => {
                for (const b of modes.children) b.classList.toggle('on', b === button);
                holder.replaceChildren(views[name](e));
              }}, name);
              modes.append(button);
            }
            card.append(modes, holder);
            // `#view=swipe` (or onion skin, blink, difference) opens every card in that view.
            const wanted = decodeURIComponent((location.hash.match(/view=([^&]+)/) || [])[1] || '2-up');
            (Array.from(modes.children).find(b => b.textContent === wanted) || modes.children[0]).click();
          } else if (e.actualImage) {
            card.append(el('div', {class: 'view'}, figure('Actual (no reference yet)', e.actualImage)));
          } else if (e.status === 'removed' && e.referenceImage) {
            card.append(el('div', {class: 'view'}, figure('Reference (no longer drawn)', e.referenceImage)));
          }
          if (e.status === 'failed' || e.status === 'missing') {
            const code = el('code', {}, e.acceptCommand);
            const button = el('button', {onclick: () => copyText(e.acceptCommand, code, button)}, 'Copy');
            card.append(el('div', {class: 'accept'}, el('span', {}, 'Accept:'), code, button));
          }
          main.append(card);
        }
        const passed = entries.filter(e => e.status === 'passed');
        if (passed.length) main.append(el('details', {}, el('summary', {}, `${passed.length} images match their references`),
          el('ul', {}, ...passed.map(e => el('li', {}, e.key)))));
        if (entries.every(e => e.status === 'passed' || e.status === 'removed')) main.prepend(el('p', {class: 'passed'}, 'Every image matches its reference.'));
        </script>
        </body>
        </html>
        """#
}
