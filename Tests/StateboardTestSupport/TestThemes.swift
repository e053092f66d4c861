/// Small themes written by tests that record, verify and explain.
public enum TestThemes {
    /// `probe`: one screen, one state, one token of each kind a regression test changes (an
    /// accent color, a string, a spacing), on one device in light mode and English.
    public static func probe(
        accent: String = "#007AFF", title: String = "No Messages", gap: Int = 12, states: String = "[empty]",
        snapshots: String = "scale: 1"
    ) -> String {
        """
        stateboard: 1
        name: probe
        tokens:
          colors:
            accent: "\(accent)"
          spacing:
            gap: \(gap)
        defaults:
          chrome: [navigationBar]
          placement: { anchor: center, insets: { horizontal: 24 } }
        states:
          empty:
            node:
              stack: { axis: vertical, alignment: center, spacing: gap }
              nodes:
                - label: { id: title, text: "@probe.title", style: title2, lines: 0, alignment: center }
                - button: { id: retry, title: Refresh, style: filled, tint: accent }
        strings:
          en:
            probe.title: "\(title)"
        screens:
          inbox:
            title: Inbox
        matrix:
          devices: [iphone-15]
          appearances: [light]
          locales: [en]
          states: \(states)
        snapshots:
          \(snapshots)
        """
    }

    /// `app`: two screens, `list` with content and `bare` without (issue 41, item 10), in English
    /// and light mode; `states` is the matrix's list, or none (every built-in state) when `nil`.
    public static func contentAndBare(states: String? = "[content, updating, empty]") -> String {
        """
        stateboard: 1
        name: app
        screens:
          list:
            content: { label: Rows }
          bare:
            title: Bare
        matrix:
          locales: [en]
          appearances: [light]
        \(states.map { "  states: \($0)" } ?? "")
        """
    }
}
