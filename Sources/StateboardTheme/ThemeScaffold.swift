import Foundation
import StateboardCore

/// Writes a new theme folder that is valid at once: every state, one screen with content, strings in
/// English, and a matrix to render.
public enum ThemeScaffold {
    /// Creates `folder/theme.yaml` (and `icons/`); fails if the folder already has a theme.
    public static func create(name: String, in folder: String) throws {
        let manager = FileManager.default
        let themeFile = (folder as NSString).appendingPathComponent("theme.yaml")
        if manager.fileExists(atPath: themeFile) {
            throw ScaffoldError.exists(themeFile)
        }
        try manager.createDirectory(atPath: (folder as NSString).appendingPathComponent("icons"), withIntermediateDirectories: true)
        try icon.write(toFile: (folder as NSString).appendingPathComponent("icons/empty.svg"), atomically: true, encoding: .utf8)
        try themeYAML(name: name).write(toFile: themeFile, atomically: true, encoding: .utf8)
    }

    public enum ScaffoldError: DescribedError {
        case exists(String)
        public var description: String {
            switch self {
            case .exists(let path): "\(path) already exists; choose another name or folder"
            }
        }
    }

    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" fill="none" stroke="#000" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"><rect x="10" y="14" width="44" height="36" rx="6"/><path d="M10 38 H24 a8 6 0 0 0 16 0 H54"/></svg>

        """

    static func themeYAML(name: String) -> String {
        """
        # The \(name) theme. Render it: stateboard render \(name)
        # Check it: stateboard validate \(name)     Editor support: stateboard schema
        stateboard: 1
        name: \(name)
        # Start from the bundled iOS look: every state (loading, updating, empty, errors with a
        # retry button), SF-style icons, and strings in English, Chinese and Arabic. Override below.
        extends: ios

        tokens:
          colors:
            accent: systemBlue          # hex (#RRGGBB), a system color, or { light: …, dark: … }
          textStyles:
            title: { style: title2, weight: bold }   # Dynamic Type styles scale with the text size

        # What a state shows: `node` (the built-in `placeholder` component by default, with params
        # image, symbol or asset, title, message, action, actionStyle, secondaryAction) and its `params`.
        states:
          empty:
            params: { image: icons/empty.svg, title: "@\(name).empty.title", message: "@\(name).empty.message" }

        strings:
          en:
            \(name).title: "Home"
            \(name).empty.title: "Nothing Here Yet"
            \(name).empty.message: "Items you add will appear here."
            \(name).row: "Item"

        screens:
          home:
            title: "@\(name).title"
            chrome: [largeTitleNavigationBar, tabBar]
            # What the screen shows when it has data: the `content` and `updating` states draw it
            # (a screen without `content:` is not drawn in them). Put your rows here.
            content:
              stack: { axis: vertical }
              nodes:
                - section: { style: plain, repeat: 8 }
                  nodes: [ { row: "@\(name).row" } ]
                - spacer:

        matrix:
          devices: [iphone-15]
          appearances: [light, dark]
          locales: [en]
          textSizes: [large]
          states: [content, loading, updating, empty, error.networkUnreachable, error.timeout, error.failed]

        """
    }
}
