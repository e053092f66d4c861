import Foundation
import Testing

@testable import Stateboard

/// An app's kind defined here: a square of one color, `swatch: systemPink`.
struct SwatchKind: PlaceholderNodeKind {
    struct Swatch: CustomNodeContent { var color: DynamicColor }
    static let side = 40.0

    var name: String { "swatch" }
    var shorthandKey: String? { "color" }
    var properties: [NodeKindProperty] { [NodeKindProperty("color", .color)] }

    func decode(_ props: any NodePropertyReader) -> NodeContent? {
        guard props.required("color", example: "swatch: systemPink"), let color = props.color("color") else { return nil }
        return .custom(CustomNode(name: name, content: Swatch(color: color)))
    }

    func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: Self.side, height: Self.side)
    }

    func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        guard case .custom(let custom) = node.node.content, let swatch = custom.content as? Swatch else { return }
        context.fill(context.snapped(frame), color: swatch.color)
    }
}

/// The pipeline renders a theme whose nodes are of an app's kind on its Dispatch workers: the
/// theme keeps the kinds it was loaded with, and every job lays out and draws with them.
@Suite struct CustomKindPipelineTests {
    static let yaml = """
        stateboard: 1
        matrix: { states: [loading], devices: [iphone-15], locales: [en], appearances: [light] }
        states:
          loading:
            node: { swatch: "#FF00FF" }
        screens: { inbox: {}, outbox: {} }
        """

    @Test func matrixRendererDrawsAnAppKindOnEveryWorker() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-swatch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("swatches")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.yaml.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        #expect(throws: DiagnosticsError.self, "the built-in kinds do not know `swatch`") { try ThemeLoader.load(path: folder.path) }

        let theme = try ThemeLoader.load(path: folder.path, kinds: NodeKindRegistry.builtIn.registering(SwatchKind()))
        let plan = RenderPlan.jobs(for: theme)
        #expect(plan.count == 2)
        let out = root.appendingPathComponent("out").path
        let results = try MatrixRenderer(themes: [theme], jobs: 2).render(plan, into: out)
        #expect(results.failures.isEmpty, "\(results.failures)")
        #expect(results.written.count == 2)
        for written in results.written {
            let data = try #require(FileManager.default.contents(atPath: (out as NSString).appendingPathComponent(written.path)))
            let image = try RGBAImage(png: data)
            var magenta = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image[x, y]
                    if p.r == 255 && p.g == 0 && p.b == 255 { magenta += 1 }
                }
            }
            let scale = written.job.variant.scale
            #expect(Double(magenta) == SwatchKind.side * SwatchKind.side * scale * scale, "\(written.path): the swatch, whole")
        }
    }
}
