import ArgumentParser
import Foundation
import StateboardCore
import StateboardRender
import StateboardTheme

/// `stateboard render-scene`: draw one scene file.
struct RenderSceneCommand: ParsableCommand {
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

    @Option(help: "png, pdf or svg. Default: from the output's extension.")
    var format: OutputFormat?

    func validate() throws {
        if let scale, !(0.5...4).contains(scale) { throw ValidationError("--scale must be between 0.5 and 4, not \(scale)") }
        if format == nil, OutputFormat(rawValue: (output as NSString).pathExtension.lowercased()) == nil {
            throw ValidationError("cannot tell the format from `\(output)`; end it in .png, .pdf or .svg, or pass --format")
        }
    }

    func run() throws {
        let scene = try SceneFile.load(path: self.scene)
        let renderer = try SharedRenderer.make()
        let laidOut = renderer.layout(scene)
        let format = self.format ?? OutputFormat(rawValue: (output as NSString).pathExtension.lowercased())!
        let data = try renderer.render(laidOut, appearance: appearance, scale: scale, format: format)
        try AtomicFile.write(data, to: output)
        for text in renderer.measurer.textsWithMissingGlyphs {
            FileHandle.standardError.write(Data("warning: no pinned font has every character of “\(text)”\n".utf8))
        }
    }
}

extension OutputFormat: ExpressibleByArgument {}

/// Writes files whole or not at all: a temporary file in the same folder, then a rename. The
/// temporary file is known to `InterruptCleanup`, so Ctrl-C never leaves one behind.
enum AtomicFile {
    static func write(_ data: Data, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure.badInput("cannot create the folder \(folder): \(error.localizedDescription)")
            }
        }
        let temporary = (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        InterruptCleanup.shared.track(temporary)
        defer { InterruptCleanup.shared.untrack(temporary) }
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw CommandFailure.badInput("cannot write \(path): the folder is not writable")
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CommandFailure.badInput("cannot write \(path)")
        }
    }
}
