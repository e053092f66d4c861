import ArgumentParser
import Foundation
import Stateboard

/// `stateboard layout`: the frames a scene file's nodes get, as JSON or a tree.
struct LayoutCommand: ParsableCommand, DrawsGlyphs {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the frames of a scene file's nodes.",
        discussion: """
            Lays a scene file out with UIStackView's rules and prints every node, depth-first, \
            with its frame in canvas points (unrounded).

            Examples:
              stateboard layout Tests/Scenes/fill.yaml
              stateboard layout Tests/Scenes/fill.yaml --json > frames.json
              stateboard layout screen.yaml --direction rtl --text-measurer fixed
            """
    )

    @Argument(help: "A scene file (`stateboard: 1`, `canvas:`, `root:`).")
    var scene: String

    @Flag(help: "Print JSON: {\"canvas\": {…}, \"nodes\": [{\"id\", \"kind\", \"frame\"}, …]}.")
    var json = false

    @Option(help: "Lay out left-to-right or right-to-left, overriding the scene's `direction` (ltr, rtl).")
    var direction: InterfaceDirection?

    @Option(help: "How text is measured: `fixed` is font-independent (each character 0.5 em), for reproducible dumps.")
    var textMeasurer: TextMeasurement = .pango

    @OptionGroup var glyphOptions: GlyphOptions

    func run() throws {
        let laidOut = try SceneFiles.layout(path: scene, direction: direction, measurement: textMeasurer)
        print(json ? laidOut.jsonDump() : laidOut.treeDump())
    }
}
