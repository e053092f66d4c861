extension GalleryPage {
    /// The script a served gallery adds (`live` set): it follows the server's events, swaps the
    /// images that changed (a new cache-busting version, so scroll position and filters stay),
    /// shows the theme's errors over the last good images, and shows the inspector overlay and
    /// the cascade trail of an opened image. Text from the server goes in through `textContent`.
    static let liveScript = #"""
        function showError(error) {
          const banner = document.getElementById("live-error");
          banner.textContent = "";
          banner.hidden = !error;
          if (!error) return;
          const title = document.createElement("div");
          title.textContent = "The theme has errors; the images are the last good ones. Fix and save:";
          banner.appendChild(title);
          for (const d of error.diagnostics) {
            const line = document.createElement("div");
            const where = document.createElement("span"); where.className = "where"; where.textContent = d.location ? d.location + ": " : "";
            line.append(where, d.message);
            if (d.hint) { const hint = document.createElement("span"); hint.className = "hint"; hint.textContent = " (" + d.hint + ")"; line.append(hint); }
            banner.appendChild(line);
          }
        }
        function inspect(path) {
          const panel = document.getElementById("inspector");
          panel.hidden = true;
          fetch(live.explain + "?path=" + encodeURIComponent(path)).then(r => r.ok ? r.json() : null).then(explanation => {
            if (!explanation || shown[current].path !== path) return;
            panel.textContent = "";
            const overlay = document.createElement("img");
            overlay.src = explanation.overlay + "&v=" + (versions[path] || live.version); overlay.alt = "inspector overlay"; overlay.id = "overlay";
            const trail = document.createElement("pre"); trail.id = "trail";
            trail.textContent = "Resolution (" + explanation.variant + ", " + explanation.glyphs + "):\n" + explanation.trail.join("\n") + "\n\n" + explanation.layout;
            panel.append(overlay, trail);
            panel.hidden = false;
          });
        }
        const byPath = new Map(images.map(image => [image.path, image]));
        document.getElementById("status").dataset.version = live.version;
        const updates = new EventSource(live.events);
        updates.addEventListener("update", event => {
          const update = JSON.parse(event.data);
          if (update.key !== live.key) { location.reload(); return; }
          for (const path of update.changed) { versions[path] = update.version; const entry = byPath.get(path); if (entry) delete entry.pending; }
          const changed = new Set(update.changed);
          for (const img of document.querySelectorAll("#grid img")) if (changed.has(img.dataset.path)) {
            img.src = thumbnail(img.dataset.path); img.alt = img.dataset.alt; img.parentElement.classList.remove("pending");
          }
          const box = document.getElementById("lightbox");
          if (box.classList.contains("open") && changed.has(shown[current].path)) {
            document.getElementById("big").src = full(shown[current].path);
            inspect(shown[current].path);
          }
          showError(update.error);
          document.getElementById("status").dataset.version = update.version;
        });
        """#
}
