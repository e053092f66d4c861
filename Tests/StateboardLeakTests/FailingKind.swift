import StateboardCore
import StateboardLayout

/// A node kind whose drawing fails half-way: it paints its frame (so the surface has been drawn
/// on and holds Pango's and Cairo's state), then throws, as a custom node whose file is missing
/// or a deadline reached in the middle of a scene does.
struct FailingKind: PlaceholderNodeKind {
    /// What its drawing throws.
    struct Failure: Error, Equatable {}
    struct Content: CustomNodeContent {}

    var name: String { "failing" }
    var properties: [NodeKindProperty] { [] }

    func decode(_ properties: any NodePropertyReader) -> NodeContent? { .custom(CustomNode(name: name, content: Content())) }

    func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: 64, height: 64)
    }

    func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        context.fillEllipse(frame, color: SystemColor.systemRed.color)
        throw Failure()
    }

    /// A screen whose placeholder draws a label and a box, then the failing node, with a label
    /// after it that is never reached. The failing node has a drop shadow, so it first throws
    /// while its shadow is drawn into an image of its own (a second surface and context).
    static func scene() -> PlaceholderScene {
        let label = { (text: String) in PlaceholderNode(.label(LabelNode(TextContent(text: text, font: TextStyle.body.font())))) }
        let box = PlaceholderNode(.box(BoxNode(fill: SystemColor.systemBlue.color, cornerRadius: 8)), width: 120, height: 40)
        var failing = PlaceholderNode(id: "failing", .custom(CustomNode(name: "failing", content: Content())))
        failing.shadow = Shadow(offset: LayoutPoint(x: 0, y: 2), radius: 6, opacity: 0.3)
        let stack = StackNode(axis: .vertical, alignment: .center, spacing: 12, nodes: [label("Before"), box, failing, label("After")])
        return PlaceholderScene(
            canvas: LayoutSize(width: 393, height: 852), scale: 2, root: PlaceholderNode(.stack(stack)),
            placement: Placement())
    }
}
