import StateboardCore

/// The defaults every theme extends: iOS 17's `ContentUnavailableView` look, strings in the
/// languages iOS ships (`BuiltInStrings`), and a `placeholder` component (image, title,
/// message, button) that the built-in states use.
enum BuiltInTheme {
    static let file = "(built-in)"

    static let empty = Theme(
        name: "built-in", folder: "", tokens: ThemeTokens(), strings: [:], baseLocale: "en",
        components: [:], states: [:], traits: [:], screens: [], screenDefaults: ScreenDefaults(),
        matrix: Matrix(), devices: [], fontPaths: [], files: [])

    static let theme: Theme = {
        let reader = YAMLReader(file: file)
        guard let document = reader.compose(yaml, emptyHint: ""),
            let entries = reader.mapping(document, allowed: ThemeLoader.topKeys, what: "the built-in theme")
        else {
            preconditionFailure("the built-in theme does not parse: \(reader.diagnostics)")
        }
        let values = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        var theme = ThemeDecoder(reader: reader, folder: "").decode(values, over: empty, document: document)
        precondition(reader.diagnostics.isEmpty, "the built-in theme has errors: \(reader.diagnostics)")
        theme.files = []
        return theme
    }()

    static let yaml = """
        stateboard: 1
        name: built-in
        baseLocale: en
        tokens:
          colors:
            title: label
            message: secondaryLabel
            imageTint: secondaryLabel
            accent: systemBlue
            spinner: systemGray
          spacing:
            # ContentUnavailableView's paddings, per horizontal size class (see docs/iOSMetrics.md).
            imageToText: { compact: 10, regular: 22 }
            textToSecondary: { compact: 3, regular: 12 }
            textToButton: { compact: 10, regular: 12 }
            buttonToButton: 6
          textStyles:
            title: { style: title2, weight: bold }
            message: { style: body }
            button: { style: body }
        defaults:
          placement: { anchor: center, insets: { horizontal: 16 }, maxWidth: 400 }
          background: systemBackground
        components:
          placeholder:
            params: { image: "", asset: "", symbol: "", title: ~, message: "", action: "", actionStyle: filled, secondaryAction: "" }
            node:
              stack: { axis: vertical, alignment: center, marginsRelative: true, margins: { horizontal: 16 } }
              nodes:
                - image: { if: $image, path: $image, tint: imageTint, width: 64, height: 64, scalesWith: largeTitle, spacingAfter: imageToText }
                - image: { if: $asset, asset: $asset, spacingAfter: imageToText }
                - image: { if: $symbol, symbol: $symbol, style: largeTitle, scale: large, tint: imageTint, spacingAfter: imageToText }
                - label: { id: title, text: $title, style: title, color: title, lines: 0, alignment: center, spacingAfter: textToSecondary }
                - label: { if: $message, id: message, text: $message, style: message, color: message, lines: 0, alignment: center, spacingAfter: textToButton }
                - button: { if: $action, id: action, title: $action, style: $actionStyle, tint: accent, textStyle: button, spacingAfter: buttonToButton }
                - button: { if: $secondaryAction, id: secondaryAction, title: $secondaryAction, style: plain, tint: accent, textStyle: button }
          loadingIndicator:
            params: { message: "" }
            node:
              stack: { axis: vertical, alignment: center, spacing: 8 }
              nodes:
                - spinner: { id: spinner, style: medium, color: spinner }
                - label: { if: $message, id: message, text: $message, style: message, color: message, alignment: center }
        states:
          loading:
            node: { component: loadingIndicator, message: "@loading" }
          updating:
            node: { component: loadingIndicator }
          empty:
            node: { component: placeholder }
            params: { title: "@empty.title", message: "@empty.message" }
          error:
            node: { component: placeholder }
            params: { title: "@error.title", message: "@error.message", action: "@retry" }
          error.networkUnreachable:
            params: { title: "@error.networkUnreachable.title", message: "@error.networkUnreachable.message" }
          error.timeout:
            params: { title: "@error.timeout.title", message: "@error.timeout.message" }
        """ + "\n" + BuiltInStrings.yaml
}
