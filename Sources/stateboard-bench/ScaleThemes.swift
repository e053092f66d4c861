import Foundation

/// The themes the scale benchmarks measure, in two shapes of matrix.
enum ScaleShape: String, CaseIterable {
    /// One one-state screen per image: the theme grows with the matrix, so much of a command's
    /// slope is the theme's own size (what `validate` alone shows).
    case screens
    /// An app's shape: every screen in 2 states × 2 appearances × 25 locales × 10 text sizes
    /// (1,000 images a screen), the matrix grown by screens. Every size draws the same fonts,
    /// locales and text sizes, so any slope is per image, not the caches a new locale or text
    /// size fills once (below 1,000 images: one screen, fewer locales).
    case variants

    /// States of the `variants` shape.
    static let appStates = ["empty", "error"]
    /// Latin-script locales (one font set, left to right).
    static let locales = [
        "en", "fr", "de", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "cs", "tr", "ro", "hu", "ca", "hr", "sk", "sl",
        "et", "lv", "lt", "id", "ms",
    ]
    static let textSizes = ["large", "xSmall", "small", "medium", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3"]

    /// Writes a theme of this shape with about `images` images into `folder`; its path and the
    /// number of images its matrix really holds.
    func write(images: Int, in folder: String) throws -> (path: String, images: Int) {
        let path = "\(folder)/\(rawValue)\(images)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let (screens, states, axes, count) = layout(images: images)
        var yaml = """
            stateboard: 1
            name: \(rawValue)\(images)
            states:
            \(Self.stateNodes)
            screens:

            """
        for index in 1...screens { yaml += "  s\(index): { params: { title: \"Screen \(index)\" } }\n" }
        let matrix = "{ devices: [iphone-se], \(axes), states: [\(states.joined(separator: ", "))] }"
        yaml += "matrix: \(matrix)\nsnapshots: \(matrix)\n"
        try yaml.write(toFile: path + "/theme.yaml", atomically: true, encoding: .utf8)
        // Saved a minute ago: a run trusts the inputs of a theme only once they have settled
        // (`ThemeInputs.settling`), so every build's run, the first one too, vouches for them
        // and a render again into its folder reuses every digest without resolving.
        for saved in [path + "/theme.yaml", path] {  // the folder's stamp changes with its files
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: saved)
        }
        return (path, count)
    }

    /// Screens, states, the matrix's other axes and the images they make, for about `images`.
    private func layout(images: Int) -> (Int, [String], String, Int) {
        switch self {
        case .screens:
            return (images, ["empty"], "appearances: [light], locales: [en]", images)
        case .variants:
            // Images a screen: 2 states × 2 appearances × locales × text sizes (1,000 with all).
            let perLocale = Self.appStates.count * 2 * Self.textSizes.count
            let perScreen = perLocale * Self.locales.count
            let screens = max(1, Int((Double(images) / Double(perScreen)).rounded()))
            let locales = images >= perScreen ? Self.locales.count : max(1, Int((Double(images) / Double(perLocale)).rounded()))
            let axes =
                "appearances: [light, dark], locales: [\(Self.locales.prefix(locales).joined(separator: ", "))], "
                + "textSizes: [\(Self.textSizes.joined(separator: ", "))]"
            return (screens, Self.appStates, axes, screens * perLocale * locales)
        }
    }

    /// The states every screen shows (both shapes use the first; `variants` both).
    private static let stateNodes = """
          empty:
            node:
              stack: { axis: vertical, alignment: center, spacing: 12 }
              nodes:
                - image: { symbol: tray }
                - label: { text: "$title", style: title2 }
                - label: { text: "Nothing here yet", style: body }
          error:
            node:
              stack: { axis: vertical, alignment: center, spacing: 12 }
              nodes:
                - image: { symbol: exclamationmark.triangle }
                - label: { text: "$title", style: title2 }
                - label: { text: "Something went wrong", style: body }
        """
}
