/// The review page's body and script (`ReviewPage`). Data from the reports is only ever set as
/// text or as an image URL built by the script, never parsed as HTML.
enum ReviewPageScript {
    static let body = #"""
        <body>
        <header>
          <h1>%TITLE%</h1>
          <span id="left"></span>
          <span class="counts" id="counts"></span>
          <button class="primary" id="apply" title="shift-enter">Write accepted references</button>
          <button id="helpButton" title="?">Keys <kbd>?</kbd></button>
        </header>
        <div class="layout">
          <nav id="groups"></nav>
          <main><div id="message"></div><div id="current"></div></main>
        </div>
        <div id="help"><div>
          <h2>Keys</h2>
          <table>
            <tr><td><kbd>a</kbd></td><td>accept this image (then the next one left)</td></tr>
            <tr><td><kbd>r</kbd></td><td>reject this image</td></tr>
            <tr><td><kbd>shift</kbd>+<kbd>a</kbd></td><td>accept the whole group</td></tr>
            <tr><td><kbd>shift</kbd>+<kbd>r</kbd></td><td>reject the whole group</td></tr>
            <tr><td><kbd>shift</kbd>+<kbd>s</kbd></td><td>accept every image of this screen</td></tr>
            <tr><td><kbd>u</kbd></td><td>undo this image's decision</td></tr>
            <tr><td><kbd>j</kbd> / <kbd>k</kbd></td><td>next / previous image</td></tr>
            <tr><td><kbd>1</kbd>–<kbd>5</kbd></td><td>2-up, swipe, onion skin, blink, difference</td></tr>
            <tr><td><kbd>n</kbd></td><td>write a note (sent with the next decision; <kbd>esc</kbd> leaves it)</td></tr>
            <tr><td><kbd>shift</kbd>+<kbd>enter</kbd></td><td>write the accepted images as references</td></tr>
            <tr><td><kbd>?</kbd></td><td>show or hide these keys</td></tr>
          </table>
          <p>Decisions are saved in the report's review.json as you take them.</p>
        </div></div>
        <script>
        const token = '%TOKEN%';
        const viewNames = ['2-up', 'swipe', 'onion skin', 'blink', 'difference'];
        let state = null, index = 0, view = '2-up', blinkTimer = null;
        const el = (tag, attrs = {}, ...children) => {
          const node = document.createElement(tag);
          for (const [k, v] of Object.entries(attrs)) { if (k === 'class') node.className = v; else if (k.startsWith('on')) node[k] = v; else node.setAttribute(k, v); }
          for (const child of children) node.append(child);
          return node;
        };
        const imageURL = (item, which) => `/_review/image?key=${encodeURIComponent(item.key)}&image=${which}`;
        const say = (text, error) => { const m = document.getElementById('message'); m.textContent = text; m.className = text ? (error ? 'on error' : 'on') : ''; };
        const post = async (path, body) => {
          const response = await fetch(path, {method: 'POST', headers: {'Content-Type': 'application/json', 'X-Stateboard-Token': token}, body: JSON.stringify(body)});
          const text = await response.text();
          if (!response.ok) throw new Error(text.trim());
          return JSON.parse(text);
        };
        const load = async () => { state = await (await fetch('/_review/state')).json(); };
        const decisionOf = item => state.decisions[item.key];
        const groupOf = item => state.groups.find(g => g.id === item.group);

        const figure = (caption, src) => el('figure', {}, el('figcaption', {}, caption), el('img', {src, alt: caption}));
        const stage = (item, slider, apply, labels) => {
          const top = el('img', {src: imageURL(item, 'actual'), class: 'top', alt: 'Actual'});
          const line = el('div', {class: 'split'});
          const box = el('div', {class: 'stage'}, el('img', {src: imageURL(item, 'reference'), alt: 'Reference'}), top);
          if (labels === 'swipe') box.append(line);
          slider.oninput = () => apply(top, line); apply(top, line);
          return box;
        };
        const views = {
          '2-up': item => el('div', {class: 'view'}, figure('Reference', imageURL(item, 'reference')), figure('Actual', imageURL(item, 'actual'))),
          'swipe': item => {
            const slider = el('input', {type: 'range', min: 0, max: 100, value: 50, 'aria-label': 'swipe'});
            const box = stage(item, slider, (top, line) => { top.style.clipPath = `inset(0 0 0 ${slider.value}%)`; line.style.left = `${slider.value}%`; }, 'swipe');
            return el('div', {}, el('div', {}, 'Reference ◀ ', slider, ' ▶ Actual'), box);
          },
          'onion skin': item => {
            const slider = el('input', {type: 'range', min: 0, max: 100, value: 50, 'aria-label': 'opacity'});
            const box = stage(item, slider, top => top.style.opacity = slider.value / 100);
            return el('div', {}, el('div', {}, 'Reference ', slider, ' Actual'), box);
          },
          'blink': item => {
            const img = el('img', {src: imageURL(item, 'reference'), alt: 'Reference'});
            const label = el('figcaption', {}, 'Reference');
            let actual = false;
            blinkTimer = setInterval(() => { actual = !actual; img.src = imageURL(item, actual ? 'actual' : 'reference'); label.textContent = actual ? 'Actual' : 'Reference'; }, 700);
            return el('div', {class: 'view'}, el('figure', {}, label, img));
          },
          'difference': item => el('div', {class: 'view'}, figure('Reference | difference | actual', imageURL(item, 'diff'))),
        };

        const renderGroups = () => {
          const nav = document.getElementById('groups');
          nav.replaceChildren();
          const current = state.items[index];
          for (const group of state.groups) {
            const decided = group.keys.filter(k => state.decisions[k]).length;
            const box = el('div', {class: 'group' + (current && current.group === group.id ? ' current' : '')});
            box.append(el('div', {}, el('span', {class: 'kind ' + group.kind}, group.kind), ` ${group.theme} · ${group.keys.length} image${group.keys.length === 1 ? '' : 's'} · ${decided} decided`));
            box.append(el('div', {class: 'cause'}, group.cause.join(' · ')));
            const list = el('ul');
            let heading = '';
            for (const key of group.keys) {
              // By screen and state, then the variants: the variant is what tells images apart.
              const parts = key.split('/');
              if (parts.slice(1, 3).join(' / ') !== heading) {
                heading = parts.slice(1, 3).join(' / ');
                list.append(el('li', {class: 'sub'}, heading));
              }
              const d = state.decisions[key];
              const mark = el('span', {class: 'mark-' + (d ? d.verdict : 'none')}, d ? (d.verdict === 'accept' ? '✓ ' : '✗ ') : '• ');
              const at = state.items.findIndex(i => i.key === key);
              const li = el('li', {title: key, onclick: () => { index = at; render(); }}, mark, parts[3]);
              if (at === index) li.className = 'current';
              list.append(li);
            }
            box.append(list);
            nav.append(box);
          }
        };

        const renderItem = () => {
          if (blinkTimer) { clearInterval(blinkTimer); blinkTimer = null; }
          const holder = document.getElementById('current');
          holder.replaceChildren();
          const item = state.items[index];
          if (!item) { holder.append(el('p', {class: 'done'}, 'Nothing to review: every image matches its reference.')); return; }
          const d = decisionOf(item);
          const box = el('section', {class: 'item', 'data-key': item.key});
          box.append(el('div', {}, el('span', {class: 'kind ' + item.kind}, item.kind), ` ${index + 1} of ${state.items.length}`));
          box.append(el('h2', {}, item.key));
          if (item.summary) box.append(el('div', {class: 'summary'}, item.summary));
          const lines = item.explanation.length ? item.explanation : groupOf(item).cause;
          box.append(el('ul', {class: 'explanation'}, ...lines.map(line => el('li', {}, line))));
          const verdict = el('span', {class: 'verdict ' + (d ? 'mark-' + d.verdict : 'mark-none'), id: 'verdict'},
            d ? (d.verdict === 'accept' ? '✓ accepted' : '✗ rejected') + (d.note ? ` — “${d.note}”` : '') : 'not decided');
          const note = el('input', {id: 'note', placeholder: 'Note (optional, n): why', maxlength: 2000});
          box.append(el('div', {class: 'actions'},
            el('button', {onclick: () => decide('accept')}, 'Accept ', el('kbd', {}, 'a')),
            el('button', {onclick: () => decide('reject')}, 'Reject ', el('kbd', {}, 'r')),
            el('button', {onclick: () => decide('accept', true)}, 'Accept group ', el('kbd', {}, '⇧a')),
            el('button', {onclick: () => decide('reject', true)}, 'Reject group ', el('kbd', {}, '⇧r')),
            el('button', {onclick: () => decide('accept', false, true)}, 'Accept screen ', el('kbd', {}, '⇧s')),
            note, verdict));
          if (item.kind === 'changed') {
            const modes = el('div', {class: 'modes'});
            for (const [n, name] of viewNames.entries()) {
              modes.append(el('button', {class: name === view ? 'on' : '', onclick: () => { view = name; renderItem(); }}, `${name} `, el('kbd', {}, String(n + 1))));
            }
            box.append(modes, views[view](item));
          } else if (item.kind === 'new') {
            box.append(el('div', {class: 'view'}, figure('Actual (no reference yet)', imageURL(item, 'actual'))));
          } else if (item.referenceImage) {
            box.append(el('div', {class: 'view'}, figure('Reference (accepting deletes it)', imageURL(item, 'reference'))));
          }
          holder.append(box);
        };

        const renderCounts = () => {
          const all = Object.values(state.decisions);
          document.getElementById('left').textContent = `${state.left} left`;
          const counts = document.getElementById('counts');
          counts.replaceChildren(el('span', {class: 'mark-accept'}, `${all.filter(d => d.verdict === 'accept').length} accepted`),
            el('span', {class: 'mark-reject'}, `${all.filter(d => d.verdict === 'reject').length} rejected`),
            el('span', {}, `${state.items.length} to review, ${state.passed} unchanged`));
          document.getElementById('apply').disabled = !all.some(d => d.verdict === 'accept');
        };
        const render = () => { renderCounts(); renderGroups(); renderItem(); };

        const nextLeft = () => {
          for (let step = 1; step <= state.items.length; step++) {
            const at = (index + step) % state.items.length;
            if (!decisionOf(state.items[at])) return at;
          }
          return Math.min(index + 1, state.items.length - 1);
        };
        const decide = async (verdict, wholeGroup, wholeScreen) => {
          const item = state.items[index];
          if (!item) return;
          const note = document.getElementById('note').value;
          const body = wholeScreen ? {screen: `${item.theme}/${item.screen}`, verdict}
            : wholeGroup ? {group: item.group, verdict} : {keys: [item.key], verdict};
          if (note) body.note = note;
          try {
            state = await post('/_review/decide', body);
            say('');
            if (verdict !== 'undo') index = nextLeft();
            render();
          } catch (error) { say(error.message, true); }
        };
        const applyAccepted = async () => {
          try {
            const result = await post('/_review/apply', {});
            say(`Wrote ${result.accepted.length} references, deleted ${result.deleted.length}; ${result.rejected.length} rejected and ${result.undecided.length} undecided left as they are. Run verify again to see the baseline pass.`);
          } catch (error) { say(error.message, true); }
        };
        document.getElementById('apply').onclick = applyAccepted;
        const help = document.getElementById('help');
        document.getElementById('helpButton').onclick = () => help.classList.toggle('open');
        help.onclick = () => help.classList.remove('open');
        document.addEventListener('keydown', event => {
          if (event.target.id === 'note') { if (event.key === 'Escape' || event.key === 'Enter') event.target.blur(); return; }
          if (event.metaKey || event.ctrlKey || event.altKey) return;
          const key = event.key;
          if (key === '?') help.classList.toggle('open');
          else if (key === 'Escape') help.classList.remove('open');
          else if (key === 'a' || key === 'A') decide('accept', event.shiftKey);
          else if (key === 'r' || key === 'R') decide('reject', event.shiftKey);
          else if (key === 'S' && event.shiftKey) decide('accept', false, true);
          else if (key === 'u') decide('undo');
          else if (key === 'j') { index = Math.min(index + 1, state.items.length - 1); render(); }
          else if (key === 'k') { index = Math.max(index - 1, 0); render(); }
          else if (key >= '1' && key <= '5') { view = viewNames[Number(key) - 1]; renderItem(); }
          else if (key === 'n') { document.getElementById('note').focus(); }
          else if (key === 'Enter' && event.shiftKey) applyAccepted();
          else return;
          event.preventDefault();
        });
        load().then(() => {
          const first = state.items.findIndex(i => !state.decisions[i.key]);
          index = first < 0 ? 0 : first;
          if (state.stale.length) say(state.stale.join('\n'));
          render();
          document.body.dataset.ready = 'true';
        });
        </script>
        </body>
        </html>
        """#
}
