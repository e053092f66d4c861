import ArgumentParser
import Foundation
import Stateboard

/// `stateboard render-scene`: draw one scene file.
struct RenderSceneCommand: ParsableCommand, DrawsGlyphs {
    static let configuration = CommandConfiguration(
        commandName: "render-scene",
        abstract: "Render a scene file to PNG, PDF or SVG.",
        discussion: """
            Examples:
              stateboard render-scene Tests/Scenes/nested.yaml -o nested.png
              stateboard render-scene screen.yaml -o screen@3x.png --scale 3 --appearance dark
              stateboard render-scene screen.yaml -o screen.pdf
            The format follows the output's extension unless --format says otherwise.
            """
    )

    @Argument(help: "A scene file (`stateboard: 1`, `canvas:`, `root:`).")
    var scene: String

    @Option(name: .shortAndLong, help: "The file to write (.png, .pdf or .svg).")
    var output: String

    @Option(help: "Pixels per point for PNG. Default: the scene's `canvas.scale`.")
    var scale: Double?

    @Option(help: "light or dark.")
    var appearance: Appearance = .light

    @Option(help: "standard or increased (the Increase Contrast setting).")
    var contrast: DisplayContrast = .standard

    @Option(help: "png, pdf or svg. Default: from the output's extension.")
    var format: OutputFormat?

    func validate() throws {
        if let scale, !(0.5...4).contains(scale) { throw ValidationError("--scale must be between 0.5 and 4, not \(scale)") }
        if format == nil, OutputFormat(rawValue: (output as NSString).pathExtension.lowercased()) == nil {
            throw ValidationError("cannot tell the format from `\(output)`; end it in .png, .pdf or .svg, or pass --format")
        }
    }

    @OptionGroup var glyphOptions: GlyphOptions

    func run() throws {
        let format = self.format ?? OutputFormat(rawValue: (output as NSString).pathExtension.lowercased())!
        let rendered = try SceneFiles.render(path: scene, format: format, appearance: appearance, contrast: contrast, scale: scale)
        try AtomicFile.write(rendered.data, to: output)
        for warning in rendered.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
    }
}
