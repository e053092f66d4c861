import StateboardCore
import Testing

@testable import StateboardLayout

/// Measuring is linear in the tree, whatever its shape: a stack asks its children for natural
/// widths and sizes at its own offers and measures them in full only at the widths they are
/// arranged at, and a node offered a width from which it measures as it does unconstrained is
/// not measured again.
@Suite("Linear measurement")
struct LinearMeasurementTests {
    typealias Shape = MemoisedMeasurementTests.Shape

    /// Measurements (natural widths, sizes, full measurements, width profiles) per node.
    static let perNode = 8

    @Test(
        "Linear measurement: a layout pass makes at most 8 measurements per node in nestings of 8 to 64 levels",
        arguments: Shape.allCases, [8, 16, 32, 64])
    func measurementsGrowLinearly(shape: Shape, levels: Int) {
        let engine = LayoutEngine(text: FixedAdvanceTextMeasurer())
        for width in [390.0, 120] {
            let scene = PlaceholderScene(canvas: LayoutSize(width: width, height: 844), root: MemoisedMeasurementTests.nesting(shape, levels: levels))
            let made = engine.layoutPass(scene).measurements.measurementsMade
            let nodes = scene.root.nodeCount
            #expect(made <= Self.perNode * nodes, "\(made) measurements for \(nodes) nodes at width \(width)")
        }
    }

    @Test(
        "Linear measurement: skipping widths that cannot change a measurement changes no frame and no baseline",
        arguments: Shape.allCases, [3, 5, 7])
    func skippingChangesNothing(shape: Shape, levels: Int) {
        let engine = LayoutEngine(text: FixedAdvanceTextMeasurer())
        for width in [390.0, 200, 120, 40] {
            let scene = PlaceholderScene(canvas: LayoutSize(width: width, height: 844), root: MemoisedMeasurementTests.nesting(shape, levels: levels))
            let skipping = engine.layoutPass(scene).scene
            let everything = engine.layoutPass(scene, remembering: false).scene
            #expect(MemoisedMeasurementTests.geometry(skipping) == MemoisedMeasurementTests.geometry(everything), "width \(width)")
        }
    }

    @Test(
        "Linear measurement: a label measures alike at every width from the one its kind names",
        arguments: [0, 1, 2])
    func labelMeasuresAlikeFromItsWidth(lines: Int) throws {
        let engine = LayoutEngine(text: FixedAdvanceTextMeasurer())
        let node = label("a", "A label of a few words that wraps", lines: lines)
        let context = NodeMeasuringContext(engine: engine)
        let kind = LabelNodeKind()
        let from = try #require(kind.widthMeasuringAsUnconstrained(kind.measure(node, width: nil, context: context)))
        let unconstrained = engine.measurement(node, offeredWidth: nil)
        func metrics(_ measurement: NodeMeasurement) -> TextMetrics? { (measurement.detail as? MeasuredText)?.metrics }
        for width in [from, from + 0.5, from + 40] {
            let measured = engine.measurement(node, offeredWidth: width)
            #expect(measured.size == unconstrained.size, "width \(width)")
            #expect(measured.firstBaseline == unconstrained.firstBaseline && measured.lastBaseline == unconstrained.lastBaseline)
            #expect(metrics(measured) == metrics(unconstrained), "width \(width)")
        }
        #expect(metrics(engine.measurement(node, offeredWidth: from - 10)) != metrics(unconstrained), "below it the text wraps or truncates")
    }
}
