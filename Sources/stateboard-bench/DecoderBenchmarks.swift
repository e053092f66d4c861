import Foundation
import Stateboard
import StateboardRender

/// Decoders in process against decoders in workers (docs/Security.md, "Decoders contained"):
/// time per image of the typical placeholder drawing one image of each kind, both measured in
/// this run, in alternation. Target: the workers within 5 % of in process.
enum DecoderBenchmarks {
    static let fixtures = OtherFigures.root.appendingPathComponent("Tests/Fixtures")
    static let images: [(String, String)] = [
        ("SVG", "InboxApp/Assets.xcassets/Tray.imageset/tray.svg"),
        ("PDF", "InboxApp/Assets.xcassets/Halves.imageset/halves.pdf"),
        ("JPEG", "InboxApp/Assets.xcassets/Photo.imageset/photo.jpg"),
        ("HEIF", "XcodeApp/App/Assets.xcassets/Avatar.imageset/avatar.heic"),
    ]

    static func run() throws {
        // The `stateboard` binary is built beside this one (`swift run` builds every product it needs).
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("stateboard").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            report("decoders: workers", "not measured", "no stateboard binary beside the bench (swift build -c release first)")
            return
        }
        let inProcess = try ImageRenderer(decoding: .inProcess)
        let workers = try ImageRenderer(decoding: .workers(executable: executable, arguments: ["decode-worker"], maximumWorkers: 1))
        for (kind, path) in images {
            let scene = scene(drawing: fixtures.appendingPathComponent(path).path)
            // Each renderer lays out and draws the image as a matrix does: a fresh layout per image.
            func draw(_ renderer: ImageRenderer) { _ = try? renderer.draw(renderer.layout(scene), appearance: .light) }
            let cold = ContinuousClock().measure {
                let fresh = try? ImageRenderer(decoding: .workers(executable: executable, arguments: ["decode-worker"], maximumWorkers: 1))
                _ = try? fresh?.draw(fresh!.layout(scene), appearance: .light)
            }
            let (old, new) = interleavedMedians({ draw(inProcess) }, { draw(workers) })
            report("decoders: \(kind) image @3x, in process", formatDuration(old), "per image (layout + draw)")
            report("decoders: \(kind) image @3x, in a worker", formatDuration(new), String(format: "%.3f× in process; target: ≤ 1.05×", new / old))
            let coldNanoseconds = Double(cold.components.seconds) * 1e9 + Double(cold.components.attoseconds) / 1e9
            report("decoders: \(kind) first image, worker started", formatDuration(coldNanoseconds), "once per run and worker")
        }
    }

    /// Median nanoseconds per call of `old` and of `new`, sampled in alternation (five calls of
    /// one, then five of the other) so that what else the machine runs weighs on both alike:
    /// measured one after the other, the two figures moved by 40 % between runs on a shared machine.
    static func interleavedMedians(_ old: () -> Void, _ new: () -> Void) -> (Double, Double) {
        for _ in 0..<3 { old(); new() }
        var olds: [Double] = [], news: [Double] = []
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int(BenchOptions.budget * 2000)))
        func sample(_ body: () -> Void) -> Double {
            let (seconds, attoseconds) = clock.measure { for _ in 0..<5 { body() } }.components
            return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / 5
        }
        while olds.count < 9 || clock.now < deadline {
            olds.append(sample(old))
            news.append(sample(new))
            if olds.count >= 2_000 { break }
        }
        return (olds.sorted()[olds.count / 2], news.sorted()[news.count / 2])
    }

    /// The typical placeholder (an iPhone 14 at 3×) with its icon replaced by the image at `path`.
    static func scene(drawing path: String) -> PlaceholderScene {
        var scene = LayoutBenchmarks.typicalPlaceholder(icon: path)
        scene.scale = 3
        return scene
    }
}
