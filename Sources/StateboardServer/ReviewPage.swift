import Foundation
import StateboardSnapshot

/// The review page: one document with inline style and script, reading the review's state from
/// `/_review/state` and sending decisions as POST requests with the session token. Keyboard
/// first: `a` / `r` decide and move on, `shift-a` / `shift-r` the whole group, `shift-s` the
/// screen, `j` / `k` move,
/// `u` undoes, `1`–`5` switch views, `n` writes a note, `?` shows the keys.
enum ReviewPage {
    static func html(token: String, title: String) -> String {
        let escapedTitle = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return (head + ReviewPageScript.body)
            .replacingOccurrences(of: "%TITLE%", with: escapedTitle)
            .replacingOccurrences(of: "%TOKEN%", with: token)
    }

    static let head = HTMLPage.opening(title: "%TITLE%", extraHead: "<meta name=\"color-scheme\" content=\"light dark\">\n") + #"""
          :root { --bg: #f2f2f7; --fg: #1c1c1e; --card: #fff; --muted: #6e6e73; --accent: #007aff; --red: #d70015; --green: #248a3d; --orange: #c93400; --line: rgba(128,128,128,.28); --sel: rgba(0,122,255,.12); }
          @media (prefers-color-scheme: dark) { :root { --bg: #000; --fg: #f2f2f7; --card: #1c1c1e; --muted: #a1a1a6; --accent: #0a84ff; --red: #ff6961; --green: #30d158; --orange: #ffb340; --sel: rgba(10,132,255,.22); } }
          * { box-sizing: border-box; }
          body { margin: 0; font: 14px/1.45 -apple-system, "Inter", "Helvetica Neue", sans-serif; background: var(--bg); color: var(--fg); }
          header { position: sticky; top: 0; z-index: 3; background: var(--bg); padding: 10px 20px; border-bottom: 1px solid var(--line); display: flex; gap: 16px; align-items: center; flex-wrap: wrap; }
          h1 { font-size: 17px; margin: 0; }
          #left { font-weight: 700; }
          .counts span { margin-right: 12px; }
          button { font: inherit; border: 1px solid var(--line); background: var(--card); color: var(--fg); border-radius: 8px; padding: 4px 10px; cursor: pointer; }
          button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
          button:disabled { opacity: .45; cursor: default; }
          kbd { font: 12px ui-monospace, Menlo, monospace; border: 1px solid var(--line); border-bottom-width: 2px; border-radius: 5px; padding: 0 5px; background: var(--card); }
          .layout { display: grid; grid-template-columns: minmax(240px, 320px) 1fr; min-height: calc(100vh - 50px); }
          nav { border-right: 1px solid var(--line); padding: 10px; overflow: auto; max-height: calc(100vh - 50px); position: sticky; top: 50px; }
          .group { margin-bottom: 10px; border-radius: 10px; background: var(--card); padding: 8px 10px; }
          .group.current { outline: 2px solid var(--accent); }
          .group .cause { font-size: 12px; color: var(--muted); margin: 2px 0 4px; }
          .group ul { list-style: none; margin: 0; padding: 0; }
          .group li { font: 12px ui-monospace, Menlo, monospace; padding: 1px 4px; border-radius: 4px; cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
          .group li.current { background: var(--sel); }
          .group li.sub { font: 600 12px -apple-system, "Inter", sans-serif; color: var(--muted); cursor: default; padding-top: 4px; }
          .mark-accept { color: var(--green); } .mark-reject { color: var(--red); } .mark-none { color: var(--muted); }
          .kind { font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; border-radius: 5px; padding: 1px 6px; }
          .kind.changed { background: color-mix(in srgb, var(--orange) 20%, transparent); color: var(--orange); }
          .kind.new { background: color-mix(in srgb, var(--green) 20%, transparent); color: var(--green); }
          .kind.removed { background: color-mix(in srgb, var(--red) 20%, transparent); color: var(--red); }
          main { padding: 14px 22px 40px; }
          .item h2 { font-size: 15px; margin: 6px 0 2px; word-break: break-all; }
          .summary { color: var(--muted); }
          .item ul.explanation { margin: 6px 0 10px; padding-left: 20px; }
          .verdict { font-weight: 700; }
          .actions { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin: 10px 0; }
          .actions input { flex: 1; min-width: 200px; font: inherit; padding: 4px 8px; border-radius: 8px; border: 1px solid var(--line); background: var(--card); color: var(--fg); }
          .modes { display: flex; gap: 4px; margin: 8px 0; }
          .modes button.on { background: var(--accent); color: #fff; border-color: var(--accent); }
          .modes button.on kbd, button.primary kbd { background: transparent; color: #fff; border-color: rgba(255,255,255,.7); }
          .view { display: flex; gap: 14px; align-items: flex-start; flex-wrap: wrap; }
          figure { margin: 0; } figcaption { font-size: 12px; color: var(--muted); margin-bottom: 4px; }
          .view img, .stage img { display: block; max-height: 620px; max-width: 100%; border: 1px solid var(--line); background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
          .stage { position: relative; display: inline-block; }
          .stage img.top { position: absolute; left: 0; top: 0; }
          .stage .split { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--accent); pointer-events: none; }
          input[type=range] { width: 260px; }
          #help { position: fixed; inset: 0; background: rgba(0,0,0,.45); display: none; align-items: center; justify-content: center; z-index: 5; }
          #help.open { display: flex; }
          #help > div { background: var(--card); border-radius: 14px; padding: 18px 22px; min-width: 320px; }
          #help table td { padding: 3px 10px 3px 0; }
          #message { margin: 10px 0; padding: 8px 12px; border-radius: 10px; display: none; }
          #message.on { display: block; background: var(--card); border: 1px solid var(--line); }
          #message.error { color: var(--red); }
          .done { font-size: 16px; margin: 30px 0; }
        </style>
        </head>
        """#
}
