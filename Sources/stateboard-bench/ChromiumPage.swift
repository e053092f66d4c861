import StateboardTestSupport

/// The HTML twin of a placeholder that the bench times Chromium's screenshots of.

extension HeadlessChromium {
    /// An HTML page drawing what the default theme's empty favorites placeholder draws: a
    /// navigation bar with a large title, a centred symbol, title, message and a filled button,
    /// a tab bar, in the system font stack.
    static func placeholderPage(title: String) -> String {
        """
        <!doctype html><html><head><meta charset="utf-8"><style>
        body{margin:0;height:852px;font-family:-apple-system,Inter,sans-serif;background:#fff;color:#000;display:flex;flex-direction:column}
        .status{height:54px}.nav{height:96px;padding:0 16px;display:flex;align-items:flex-end;font:700 34px/41px Inter}
        .body{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:0 16px;text-align:center}
        .icon{width:64px;height:64px;margin-bottom:22px}.t{font:700 22px/28px Inter;margin-bottom:6px}
        .m{font:400 17px/22px Inter;color:rgba(60,60,67,.6);margin-bottom:20px}
        .b{background:#007aff;color:#fff;border-radius:12px;padding:7px 14px;font:600 15px/20px Inter}
        .tab{height:83px;border-top:.5px solid rgba(0,0,0,.3);background:#f9f9f9}
        </style></head><body><div class="status"></div><div class="nav">Favorites</div><div class="body">
        <svg class="icon" viewBox="0 0 24 24" fill="none" stroke="#8e8e93" stroke-width="1.5"><path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6C19 16.5 12 21 12 21z"/></svg>
        <div class="t">\(title)</div><div class="m">Tap the heart on any item to keep it here.</div><div class="b">Browse Items</div>
        </div><div class="tab"></div></body></html>
        """
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
