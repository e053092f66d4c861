import Foundation
import StateboardTestSupport
import Testing

@testable import Stateboard

/// The node-kind recipe of docs/Architecture.md followed in a test target: one file holding the
/// value (adopting the capabilities that apply to it) and the kind, then a registry with it. No
/// library file changes, and the DSL's modifiers, which list no kinds, reach it.
private struct DotKind: CustomNodeKind {
    /// A filled square with rounded corners: a status dot.
    struct Dot: ForegroundColoredContent, CornerRoundedContent {
        var color = SystemColor.systemGray.color
        var cornerRadius = 5.0
        var side = 10.0
    }

    var name: String { "dot" }
    var properties: [NodeKindProperty] { [NodeKindProperty("color", .color), NodeKindProperty("size", .number(minimum: 1))] }

    func content(from properties: any NodePropertyReader) -> Dot? {
        let side = properties.number("size", minimum: 1) ?? 10
        return Dot(color: properties.color("color") ?? SystemColor.systemGray.color, cornerRadius: side / 2, side: side)
    }
    func measure(_ dot: Dot, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: dot.side, height: dot.side)
    }
    func draw(_ dot: Dot, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        context.fill(frame, color: dot.color, radius: dot.cornerRadius)
    }
    func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let dot = Self.content(of: node) else { return [:] }
        return ["color": StyleRecord.color(dot.color), "cornerRadius": StyleRecord.number(dot.cornerRadius)]
    }
}

@Suite struct NodeKindRecipeTests {
    static let kinds = NodeKindRegistry.builtIn.registering(DotKind())

    /// The pixel at `point` (canvas points) of what `node` draws on an iPhone SE.
    private static func pixel(_ node: some PlaceholderConvertible, at point: (PlaceholderRenderer.Output) -> LayoutPoint) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let output = try PlaceholderRenderer.render(node, on: .iPhoneSE, kinds: kinds)
        let image = try RGBAImage(png: output.data), scale = Device.iPhoneSE.scale
        let at = point(output)
        return image[Int(at.x * scale), Int(at.y * scale)]
    }

    @Test func aNewKindsValueAdoptingACapabilityIsReachedByTheDSLsModifiers() throws {
        let dot = CustomPlaceholder(DotKind(), .init(side: 40)).placeholderNode.id("dot")
        let centre = try Self.pixel(VerticalStack { dot.color(.systemRed) }, at: { $0.frames["dot"].map { LayoutPoint(x: $0.midX, y: $0.midY) } ?? .zero })
        #expect(centre.r > 200 && centre.g < 80 && centre.b < 80, "color(_:) colored the dot: \(centre)")
        // Its rounding is the value's own: a round dot leaves its corner to the background, a
        // square one (cornerRadius(0)) fills it.
        let corner: (PlaceholderRenderer.Output) -> LayoutPoint = { $0.frames["dot"].map { LayoutPoint(x: $0.minX + 1, y: $0.minY + 1) } ?? .zero }
        let round = try Self.pixel(VerticalStack { dot.color(.systemRed) }, at: corner)
        let square = try Self.pixel(VerticalStack { dot.color(.systemRed).cornerRadius(0) }, at: corner)
        #expect(round.g > 200, "the round dot's corner is the background: \(round)")
        #expect(square.r > 200 && square.g < 80, "cornerRadius(0) squared the dot: \(square)")
    }

    @Test func aNewKindIsWrittenInAThemeAndDrawnThroughItsRegistry() throws {
        try TestPaths.withTemporaryFolder("dot-kind") { root in
            let folder = root.appendingPathComponent("dots")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "stateboard: 1\nstates:\n  empty:\n    node: { dot: { color: systemGreen, size: 30 }, id: dot }\nscreens: { inbox: {} }\n"
                .write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            let theme = try ThemeLoader.load(path: folder.path, kinds: Self.kinds)
            let output = try PlaceholderRenderer.render(theme: theme, screen: "inbox", state: .empty, variant: Variant(device: .iPhoneSE))
            let frame = try #require(output.frames["dot"])
            #expect(frame.width == 30 && frame.height == 30)
            let image = try RGBAImage(png: output.data), scale = Device.iPhoneSE.scale
            let centre = image[Int(frame.midX * scale), Int(frame.midY * scale)]
            #expect(centre.g > 150 && centre.r < 120, "the theme's green dot is drawn: \(centre)")
        }
    }

    /// Rule (one way per extension point): `label`, `button`, `image` and `box` take `DotKind`'s
    /// path. A scene file's node of each is a leaf named after its kind, holding a value its kind
    /// reads back (its style record is not empty) and that `value(as:)` finds; `stack` is the
    /// only case of `NodeContent` of its own.
    @Test func theBuiltInLeafKindsTakeTheSamePath() throws {
        let folder = TestPaths.themes.appendingPathComponent("ios/icons").path
        let file = """
            stateboard: 1
            canvas: { width: 200, height: 200, scale: 1 }
            root:
              stack: {}
              nodes: [ { label: Hi }, { button: Retry }, { image: { symbol: heart } }, { box: { fill: systemRed } } ]
            """
        let scene = try SceneFile.parse(file, path: folder + "/kinds.yaml", baseDirectory: folder)
        #expect(scene.root.children.map(\.kind) == ["label", "button", "image", "box"])
        for node in scene.root.children {
            guard case .custom(let leaf) = node.content else {
                Issue.record("`\(node.kind)` is a case of its own")
                continue
            }
            guard let kind = NodeKindRegistry.builtIn.kind(named: leaf.name) else {
                Issue.record("`\(leaf.name)` is no registered kind")
                continue
            }
            #expect(!kind.styleRecord(of: node).isEmpty, "`\(leaf.name)`'s kind reads its value back")
        }
        let values: [(any CustomNodeContent)?] = [
            scene.root.children[0].content.value(as: LabelNode.self), scene.root.children[1].content.value(as: ButtonNode.self),
            scene.root.children[2].content.value(as: ImageNode.self), scene.root.children[3].content.value(as: BoxNode.self),
        ]
        #expect(values.allSatisfy { $0 != nil })
    }
}
