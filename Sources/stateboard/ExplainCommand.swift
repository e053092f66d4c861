import ArgumentParser
import Foundation
import Stateboard

/// `stateboard explain`: why a screen state looks the way it does.
struct ExplainCommand: ParsableCommand, DrawsGlyphs {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show how a screen state was resolved and laid out.",
        discussion: """
            Prints where each value came from in the cascade (built-in → theme → traits → screen → \
            screen state, with error kinds falling back to `error`), then the layout tree.

            Examples:
              stateboard explain ios --screen favorites --state empty --resolution
              stateboard explain listapp --screen home --state loading --locale en
              stateboard explain ios --screen search --state empty -o overlay.png   # inspector overlay
              stateboard explain ios --screen favorites --state empty --json > favorites.json
            The overlay tints the safe area and chrome, outlines every frame, shows the gaps between \
            a stack's nodes with their values and its margins, and dashes the content area's centre.
            """
    )

    @Argument(help: "A theme folder or theme name. Default: ios.")
    var theme: String?

    @Option(help: "The screen.")
    var screen: String

    @Option(help: "The state: loading, updating, empty, error.networkUnreachable, error.timeout, error.failed, content, custom.<name>.")
    var state: String

    @Flag(help: "Print which file and line each value came from.")
    var resolution = false

    @Flag(help: "Print the resolution and the laid-out frames as one JSON object instead.")
    var json = false

    @OptionGroup var variantOptions: VariantOptions

    @Option(help: "How text is measured.")
    var textMeasurer: TextMeasurement = .pango

    @Option(name: .shortAndLong, help: "Write an inspector overlay PNG here.")
    var output: String?

    @OptionGroup var glyphOptions: GlyphOptions

    func run() throws {
        let theme = try ThemeCatalog().load(self.theme)
        let variant = try variantOptions.request.variant(for: theme)
        let requested = try ViewState.parse(state)
        // Asked for another state, the screen still says which of its states are never drawn
        // (asked for one of those, the explanation below refuses it with the same words).
        if requested.hidesContent, let screen = theme.screen(named: screen), let note = ThemeValidator.contentNote(of: theme, screen: screen) {
            FileHandle.standardError.write(Data("note: \(note.location): \(note.message)\n  hint: \(note.hint ?? "")\n".utf8))
        }
        let explanation = try ScreenStateExplanation(
            theme: theme, screen: screen, state: requested, variant: variant,
            measurement: textMeasurer)
        if json {
            print(String(decoding: try explanation.json(screen: screen, state: state), as: UTF8.self))
            if let output { try AtomicFile.write(try explanation.overlayPNG(), to: output) }
            return
        }
        if resolution {
            print("Resolution of \(theme.name)/\(screen)/\(state) (\(variant.fileStem)):")
            for step in explanation.resolution.steps { print("  \(step)") }
            print("")
        }
        print(explanation.layout.treeDump())
        if let output {
            try AtomicFile.write(try explanation.overlayPNG(), to: output)
            print("Inspector overlay: \(output)")
        }
    }
}
