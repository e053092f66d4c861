import Foundation

/// The themes the scale benchmarks measure, in two shapes of matrix.
enum ScaleShape: String, CaseIterable {
    /// One one-state screen per image: the theme grows with the matrix, so much of a command's
    /// slope is the theme's own size (what `validate` alone shows).
    case screens
    /// An app's shape: a fixed 50 screens × 2 states, the matrix grown by its variants (locales ×
    /// appearances × text sizes), so the theme stays the same size and any slope is the
    /// pipeline's.
    case variants

    /// Screens and states of the `variants` shape.
    static let appScreens = 50
    static let appStates = ["empty", "error"]
    /// Latin-script locales (one font set, left to right), enough for 50,000 images.
    static let locales = [
        "en", "fr", "de", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "cs", "tr", "ro", "hu", "ca", "hr", "sk", "sl",
        "et", "lv", "lt", "id", "ms", "vi", "is", "ga", "eu", "gl",
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
        return (path, count)
    }

    /// Screens, states, the matrix's other axes and the images they make, for about `images`.
    private func layout(images: Int) -> (Int, [String], String, Int) {
        switch self {
        case .screens:
            return (images, ["empty"], "appearances: [light], locales: [en]", images)
        case .variants:
            // 50 × 2 × 2 appearances × locales × text sizes: text sizes first, then locales.
            let perLocale = Self.appScreens * Self.appStates.count * 2
            let wanted = max(1, Int((Double(images) / Double(perLocale)).rounded()))
            let sizes = min(Self.textSizes.count, wanted)
            let locales = min(Self.locales.count, max(1, Int((Double(wanted) / Double(sizes)).rounded())))
            let axes =
                "appearances: [light, dark], locales: [\(Self.locales.prefix(locales).joined(separator: ", "))], "
                + "textSizes: [\(Self.textSizes.prefix(sizes).joined(separator: ", "))]"
            return (Self.appScreens, Self.appStates, axes, perLocale * sizes * locales)
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
