import Foundation
import StateboardSnapshot
import StateboardCore

/// The review gallery: one self-contained `index.html` (no network, no external files but the
/// images beside it): rows are screens × states, columns are variants; filters per dimension,
/// a lightbox with keyboard navigation, a light/dark page switch and device outlines.
public enum GalleryPage {
    struct Entry: Encodable {
        var theme, screen, state, device, appearance, contrast, locale, textSize, scale, path: String
        var variant: String
        var width, height, cornerRadius: Double
        /// Lint's findings in the image (`render --lint`), as `severity [rule] message`; absent when none.
        var findings: [String]?
        /// A live preview lists the image but has not drawn it yet; absent once drawn.
        var pending: Bool?
    }

    /// What a page served by a live preview (`stateboard serve`) needs beyond the images: where
    /// to listen for changes, where thumbnails and explanations come from. A page written to
    /// disk has none and runs no live code.
    public struct LiveOptions: Encodable, Sendable {
        /// The server-sent events stream of updates.
        public var events: String
        /// The prefix of a small preview's URL (the image's path follows).
        public var thumbnails: String
        /// The explanation endpoint (`?path=` an image's path).
        public var explain: String
        /// The update the page's images are as of; images carry it as a cache-busting query.
        public var version: Int
        /// Identifies the set of images: an update with another key reloads the page.
        public var key: String

        public init(events: String, thumbnails: String, explain: String, version: Int, key: String) {
            self.events = events; self.thumbnails = thumbnails; self.explain = explain; self.version = version; self.key = key
        }
    }

    /// The page for these images (paths relative to the page), titled `title`; with `live`,
    /// the page also follows a live preview's updates.
    /// `findings` marks images lint found problems in (by job path, as `LintReport.findingsByImage`).
    /// `pending` names images a live preview lists but has not drawn yet (paths as in `images`):
    /// their cells stay empty until an update names them.
    public static func html(
        images: [MatrixRenderer.RenderedImage], title: String, live: LiveOptions? = nil,
        findings: [String: [String]] = [:], pending: Set<String> = []
    ) -> String {
        var page = ""
        write(images: images, title: title, live: live, findings: findings, pending: pending) { page += $0 }
        return page
    }

    /// The live preview's page, handed to `sink` a piece at a time until it says false (the
    /// client went): `listing` gives each image with whether it is listed but not drawn yet,
    /// read as the page is written (a hub's compact lists, not an array of images).
    package static func write(
        listing: some Sequence<(image: MatrixRenderer.RenderedImage, pending: Bool)>, title: String, live: LiveOptions,
        to sink: (String) -> Bool
    ) {
        try? write(listing: listing, title: title, live: live, findings: [:]) { (piece: String) throws(ReaderGone) in
            guard sink(piece) else { throw ReaderGone() }
        }
    }

    /// The reader of a page being written went away: the writing stops.
    private struct ReaderGone: Error {}

    /// The page of `html(images:title:live:findings:pending:)`, handed to `sink` a piece at a
    /// time: the head, each image's entry, the tail. Written so into a `StreamedFile`, a gallery
    /// of 50,000 images never stands whole in memory, and its bytes are the same.
    static func write<Failure: Error>(
        images: some Sequence<MatrixRenderer.RenderedImage>, title: String, live: LiveOptions? = nil,
        findings: [String: [String]] = [:], pending: Set<String> = [], to sink: (String) throws(Failure) -> Void
    ) throws(Failure) {
        let listing = images.lazy.map { (image: $0, pending: live != nil && pending.contains($0.path)) }
        try write(listing: listing, title: title, live: live, findings: findings, to: sink)
    }

    /// The page of `listing` (each image with whether a live page shows it as not drawn yet).
    static func write<Failure: Error>(
        listing: some Sequence<(image: MatrixRenderer.RenderedImage, pending: Bool)>, title: String, live: LiveOptions?,
        findings: [String: [String]], to sink: (String) throws(Failure) -> Void
    ) throws(Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // `</` cannot appear inside a script element.
        func scriptJSON(_ value: some Encodable) -> String {
            let json = (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "null"
            return json.replacingOccurrences(of: "</", with: "<\\/")
        }
        func fill(_ part: String) -> String {
            part.replacingOccurrences(of: "%TITLE%", with: escape(title))
                .replacingOccurrences(of: "%LIVE%", with: live.map(scriptJSON) ?? "null")
                .replacingOccurrences(of: "%LIVESCRIPT%", with: live == nil ? "" : liveScript)
        }
        try sink(fill(templateHead) + "[")
        // An array's JSON is its elements' JSON, comma-separated: each entry is encoded alone.
        var first = true
        for (image, pendingHere) in listing {
            try sink((first ? "" : ",") + scriptJSON(entry(image, findings: findings[image.job.relativePath], pending: live != nil && pendingHere)))
            first = false
        }
        try sink("]" + fill(templateTail))
    }

    /// The gallery's data about one image.
    static func entry(_ image: MatrixRenderer.RenderedImage, findings: [String]?, pending: Bool) -> Entry {
        let v = image.job.variant
        let size = v.device.size(in: v.orientation)
        return Entry(
            theme: image.job.theme, screen: image.job.screen, state: image.job.state.key, device: v.device.id,
            appearance: v.appearance.rawValue, contrast: v.contrast.rawValue, locale: v.locale.identifier, textSize: v.textSize.rawValue,
            scale: (v.scale == v.scale.rounded() ? String(Int(v.scale)) : String(v.scale)) + "x", path: image.path, variant: v.fileStem,
            width: size.width, height: size.height, cornerRadius: v.device.cornerRadius, findings: findings, pending: pending ? true : nil)
    }

    /// The template before and after its `%DATA%`, where the entries go.
    private static let templateHead = String(template[..<template.range(of: "%DATA%")!.lowerBound])
    private static let templateTail = String(template[template.range(of: "%DATA%")!.upperBound...])

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    static let template = HTMLPage.opening(title: "%TITLE% · Stateboard") + #"""
          :root { --bg: #f2f2f7; --fg: #1c1c1e; --card: #ffffff; --muted: #6e6e73; --accent: #007aff; --bezel: #1c1c1e; }
          body.dark { --bg: #000000; --fg: #f2f2f7; --card: #1c1c1e; --muted: #98989d; --accent: #0a84ff; --bezel: #3a3a3c; }
          * { box-sizing: border-box; }
          body { margin: 0; font: 14px/1.4 -apple-system, "Inter", "Helvetica Neue", sans-serif; background: var(--bg); color: var(--fg); }
          header { position: sticky; top: 0; z-index: 2; background: var(--bg); padding: 12px 20px; border-bottom: 1px solid rgba(128,128,128,.25); }
          h1 { font-size: 20px; margin: 0 0 8px; }
          .filters { display: flex; flex-wrap: wrap; gap: 6px 18px; align-items: center; }
          .filter { display: flex; gap: 4px; align-items: center; flex-wrap: wrap; }
          .filter b { color: var(--muted); font-weight: 600; margin-right: 2px; }
          .chip { border: 1px solid rgba(128,128,128,.4); border-radius: 999px; padding: 2px 10px; cursor: pointer; user-select: none; background: var(--card); }
          .chip.off { opacity: .35; text-decoration: line-through; }
          button.page { margin-left: auto; border: 1px solid rgba(128,128,128,.4); background: var(--card); color: var(--fg); border-radius: 8px; padding: 4px 10px; cursor: pointer; }
          main { padding: 16px 20px 40px; overflow-x: auto; }
          table { border-collapse: separate; border-spacing: 14px 10px; }
          th { text-align: left; font-weight: 600; color: var(--muted); font-size: 12px; white-space: nowrap; vertical-align: bottom; }
          th.row { vertical-align: middle; color: var(--fg); font-size: 13px; }
          td { vertical-align: top; }
          .frame { display: inline-block; padding: 5px; background: var(--bezel); cursor: zoom-in; }
          .frame img { display: block; width: 150px; height: auto; }
          .frame.pending img { background: var(--bg); }
          .count { color: var(--muted); margin-left: 8px; font-size: 12px; }
          #lightbox { position: fixed; inset: 0; background: rgba(0,0,0,.86); display: none; align-items: center; justify-content: center; flex-direction: column; z-index: 5; }
          #lightbox.open { display: flex; }
          #lightbox img { max-height: 86vh; max-width: 92vw; border-radius: 18px; background: #fff; }
          #lightbox .caption { color: #fff; margin-top: 10px; }
          #lightbox .caption a { color: #8ab4ff; }
          #lightbox .nav { position: absolute; top: 50%; font-size: 40px; color: #fff; cursor: pointer; padding: 20px; user-select: none; }
          #lightbox .prev { left: 10px; } #lightbox .next { right: 10px; }
          th.row { cursor: pointer; } th.row.focused { color: var(--accent); }
          .frame { position: relative; } .frame.flagged { outline: 3px solid #ff9f0a; } .frame.flagged.error { outline-color: #ff3b30; }
          .badge { position: absolute; top: -6px; right: -6px; min-width: 20px; padding: 1px 5px; border-radius: 10px; background: #ff9f0a;
                   color: #fff; font: 600 12px/18px -apple-system, "Inter", sans-serif; text-align: center; }
          .frame.error .badge { background: #ff3b30; }
          #findings { color: #fff; margin: 8px 0 0; padding-left: 18px; max-width: 92vw; font-size: 13px; }
          #live-error { background: #ffe5e5; color: #8a0000; border: 1px solid #d70015; border-radius: 8px; padding: 8px 12px; margin-top: 8px; font: 12px/1.5 ui-monospace, Menlo, monospace; white-space: pre-wrap; }
          #live-error .where { font-weight: 700; } #live-error .hint { color: #6e6e73; }
          #inspector { display: flex; gap: 16px; align-items: flex-start; color: #fff; max-width: 92vw; }
          #inspector img { max-height: 60vh; max-width: 40vw; border-radius: 0; }
          #inspector pre { font: 11px/1.4 ui-monospace, Menlo, monospace; max-height: 60vh; overflow: auto; margin: 0; white-space: pre-wrap; }
        </style>
        </head>
        <body>
        <header>
          <h1>%TITLE%<span class="count" id="count"></span></h1>
          <div class="filters" id="filters"></div>
          <div id="live-error" hidden></div>
        </header>
        <main><table id="grid"></table></main>
        <div id="lightbox" role="dialog" aria-modal="true">
          <span class="nav prev" id="prev">‹</span><img id="big" alt=""><span class="nav next" id="next">›</span>
          <div class="caption" id="caption"></div>
          <ul id="findings"></ul>
          <div id="inspector" hidden></div>
        </div>
        <div id="status" hidden></div>
        <script type="application/json" id="data">%DATA%</script>
        <script>
        "use strict";
        const errors = [];
        window.addEventListener("error", e => { errors.push(String(e.message)); report(); });
        const images = JSON.parse(document.getElementById("data").textContent);
        // Set by a live preview (stateboard serve): thumbnails, updates, explanations; null on disk.
        const live = %LIVE%;
        const versions = {};
        const bust = path => live ? "?v=" + (versions[path] || live.version) : "";
        const thumbnail = path => live ? live.thumbnails + path + bust(path) : path;
        const full = path => path + bust(path);
        const dims = [["theme", "Theme"], ["screen", "Screen"], ["state", "State"], ["device", "Device"],
                      ["appearance", "Appearance"], ["contrast", "Contrast"], ["locale", "Locale"], ["textSize", "Text size"], ["scale", "Scale"]];
        const hidden = Object.fromEntries(dims.map(([key]) => [key, new Set()]));
        const values = key => [...new Set(images.map(i => i[key]))];
        const filters = document.getElementById("filters");
        for (const [key, label] of dims) {
          const all = values(key);
          if (all.length < 2) continue;
          const group = document.createElement("span");
          group.className = "filter";
          group.innerHTML = "<b>" + label + "</b>";
          for (const value of all) {
            const chip = document.createElement("span");
            chip.className = "chip"; chip.textContent = value; chip.dataset.key = key; chip.dataset.value = value;
            chip.addEventListener("click", () => {
              hidden[key].has(value) ? hidden[key].delete(value) : hidden[key].add(value);
              chip.classList.toggle("off"); render();
            });
            group.appendChild(chip);
          }
          filters.appendChild(group);
        }
        const toggle = document.createElement("button");
        toggle.className = "page"; toggle.id = "page-toggle"; toggle.textContent = "Dark page";
        toggle.addEventListener("click", () => {
          document.body.classList.toggle("dark");
          toggle.textContent = document.body.classList.contains("dark") ? "Light page" : "Dark page";
        });
        filters.appendChild(toggle);

        let shown = [];
        // Clicking a row's heading shows that screen state alone (all its variants); again, all rows.
        let focus = null;
        const rowOf = i => i.theme + " / " + i.screen + " / " + i.state;
        function render() {
          const visible = images.filter(i => dims.every(([key]) => !hidden[key].has(i[key])) && (focus === null || rowOf(i) === focus));
          const rows = [...new Set(visible.map(rowOf))];
          const columns = [...new Set(visible.map(i => i.variant))];
          const cells = new Map(visible.map(i => [rowOf(i) + "\n" + i.variant, i]));
          const grid = document.getElementById("grid");
          grid.textContent = "";
          const head = grid.insertRow();
          head.appendChild(document.createElement("th"));
          for (const column of columns) { const th = document.createElement("th"); th.textContent = column; head.appendChild(th); }
          shown = [];
          for (const row of rows) {
            const tr = grid.insertRow();
            const th = document.createElement("th"); th.className = "row" + (focus === row ? " focused" : ""); th.textContent = row;
            th.title = focus === row ? "Show every screen state" : "Show this screen state alone";
            th.addEventListener("click", () => { focus = focus === row ? null : row; render(); });
            tr.appendChild(th);
            for (const column of columns) {
              const td = tr.insertCell();
              const image = cells.get(row + "\n" + column);
              if (!image) continue;
              const index = shown.push(image) - 1;
              const frame = document.createElement("a");
              frame.className = "frame"; frame.href = image.path;
              frame.style.borderRadius = (image.cornerRadius * 150 / image.width + 5) + "px";
              frame.title = image.path;
              const img = document.createElement("img");
              img.alt = img.dataset.alt = row + " " + column; img.dataset.path = image.path;
              if (live) img.loading = "lazy";
              // Not drawn yet (a live preview's first round): an empty cell of the image's shape,
              // filled in when an update names it.
              // (No alt text until then: the browser would print it in the empty cell.)
              if (image.pending) { frame.classList.add("pending"); img.alt = ""; img.width = 150; img.height = Math.round(150 * image.height / image.width); }
              else img.src = thumbnail(image.path);
              img.style.borderRadius = (image.cornerRadius * 150 / image.width) + "px";
              frame.appendChild(img);
              if (image.findings) {
                frame.classList.add("flagged");
                if (image.findings.some(f => f.startsWith("error"))) frame.classList.add("error");
                const badge = document.createElement("span");
                badge.className = "badge"; badge.textContent = image.findings.length;
                frame.title = image.path + "\n" + image.findings.join("\n");
                frame.appendChild(badge);
              }
              frame.addEventListener("click", e => { e.preventDefault(); open(index); });
              td.appendChild(frame);
            }
          }
          document.getElementById("count").textContent = visible.length + " of " + images.length + " images";
          report();
        }
        let current = 0;
        function open(index) {
          current = (index + shown.length) % shown.length;
          const image = shown[current];
          // An image a live preview has not drawn yet shows once an update names it.
          if (image.pending) document.getElementById("big").removeAttribute("src");
          else document.getElementById("big").src = full(image.path);
          document.getElementById("caption").innerHTML = "";
          const link = document.createElement("a"); link.href = image.path; link.textContent = image.path;
          document.getElementById("caption").append(image.theme + " / " + image.screen + " / " + image.state + " · ", link);
          const list = document.getElementById("findings");
          list.replaceChildren(...(image.findings || []).map(text => { const li = document.createElement("li"); li.textContent = text; return li; }));
          document.getElementById("lightbox").classList.add("open");
          if (live) inspect(image.path);
        }
        const close = () => document.getElementById("lightbox").classList.remove("open");
        document.getElementById("lightbox").addEventListener("click", e => { if (e.target.id === "lightbox") close(); });
        document.getElementById("prev").addEventListener("click", () => open(current - 1));
        document.getElementById("next").addEventListener("click", () => open(current + 1));
        document.addEventListener("keydown", e => {
          if (!document.getElementById("lightbox").classList.contains("open")) return;
          if (e.key === "Escape") close();
          if (e.key === "ArrowLeft") open(current - 1);
          if (e.key === "ArrowRight") open(current + 1);
        });
        function report() {
          const all = [...document.querySelectorAll("#grid img")];
          const status = document.getElementById("status");
          status.dataset.images = all.length;
          status.dataset.loaded = all.filter(i => i.complete && i.naturalWidth > 0).length;
          status.dataset.failed = all.filter(i => i.complete && i.naturalWidth === 0).length;
          status.dataset.errors = errors.join(" | ");
        }
        window.addEventListener("load", report);
        // index.html#image=<path> opens that image in the lightbox (links to share one state).
        function openFromHash() {
          const match = /^#image=(.+)$/.exec(location.hash);
          if (!match) return;
          const index = shown.findIndex(i => i.path === decodeURIComponent(match[1]));
          if (index >= 0) open(index);
        }
        window.addEventListener("hashchange", openFromHash);
        document.addEventListener("load", report, true);
        render();
        openFromHash();
        %LIVESCRIPT%
        </script>
        </body>
        </html>
        """#
}
