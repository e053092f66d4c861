import ArgumentParser
import Foundation
import StateboardCore
import StateboardLayout
import StateboardTheme

/// `stateboard explain`: why a screen state looks the way it does.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show how a screen state was resolved and laid out.",
        discussion: """
            Prints where each value came from in the cascade (built-in → theme → traits → screen → \
            screen state, with error kinds falling back to `error`), then the layout tree.

            Examples:
              stateboard explain ios --screen favorites --state empty --resolution
              stateboard explain listapp --screen home --state loading --locale en
            """
    )

    @Argument(help: "A theme folder or bundled theme name. Default: ios.")
    var theme: String?

    @Option(help: "The screen.")
    var screen: String

    @Option(help: "The state: loading, updating, empty, error.networkUnreachable, error.timeout, error.failed, content, custom.<name>.")
    var state: String

    @Flag(help: "Print which file and line each value came from.")
    var resolution = false

    @OptionGroup var variantOptions: VariantOptions

    @Option(help: "How text is measured.")
    var textMeasurer: TextMeasurerChoice = .defaultChoice

    func run() throws {
        let theme = try loadTheme(self.theme)
        let variant = try variantOptions.variant(for: theme)
        let resolved = try ThemeResolver(theme: theme).resolve(screen: screen, state: try parseState(state), variant: variant)
        if resolution {
            print("Resolution of \(theme.name)/\(screen)/\(state) (\(variant.fileStem)):")
            for step in resolved.steps { print("  \(step)") }
            print("")
        }
        let engine = LayoutEngine(environment: try textMeasurer.environment(direction: resolved.scene.direction))
        print(engine.layout(resolved.scene).treeDump())
    }
}
