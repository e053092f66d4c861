import StateboardCore
import Testing

@testable import StateboardLayout

/// Measurement is memoised: each node is measured once per width in a layout pass, and not at
/// all again at widths that cannot change it (`LinearMeasurementTests` holds the count linear).
@Suite("Memoised measurement")
struct MemoisedMeasurementTests {
    /// How the stacks of a nesting alternate.
    enum Shape: String, CaseIterable, CustomTestStringConvertible {
        case horizontal, vertical, alternating
        var testDescription: String { rawValue }
        func axis(atLevel level: Int) -> StackAxis {
            switch self {
            case .horizontal: .horizontal
            case .vertical: .vertical
            case .alternating: level.isMultiple(of: 2) ? .horizontal : .vertical
            }
        }
    }

    /// `levels` stacks, each holding a wrapping label, a flexible box and the next stack, the
    /// distribution, alignment and margins changing from level to level so that widths differ.
    static func nesting(_ shape: Shape, levels: Int) -> PlaceholderNode {
        var inner = label("leaf", "The innermost label, which wraps", lines: 0)
        for level in (0..<levels).reversed() {
            let distributions = StackDistribution.allCases
            let alignments: [StackAlignment] = [.fill, .leading, .center, .trailing]
            inner = stack(
                shape.axis(atLevel: level), "level\(level)", distribution: distributions[level % distributions.count],
                alignment: alignments[level % alignments.count], spacing: Double(level % 3) * 4,
                margins: Insets(all: 1), marginsRelative: level.isMultiple(of: 3),
                [
                    label("text\(level)", "Level \(level) says a few words", lines: level % 2), box("box\(level)", h: 2), inner,
                ])
        }
        return inner
    }

    @Test(
        "Memoised measurement: a layout pass measures far fewer times than one that remembers nothing",
        arguments: Shape.allCases)
    func rememberingCutsTheMeasurements(shape: Shape) {
        let scene = PlaceholderScene(canvas: LayoutSize(width: 390, height: 844), root: Self.nesting(shape, levels: 6))
        let engine = LayoutEngine(text: FixedAdvanceTextMeasurer())
        let remembered = engine.layoutPass(scene).measurements.measurementsMade
        let everything = engine.layoutPass(scene, remembering: false).measurements.measurementsMade
        #expect(remembered >= scene.root.nodeCount, "every node is measured")
        #expect(remembered < everything, "\(remembered) measurements with the cache, \(everything) without")
        #expect(remembered * 3 <= everything, "\(remembered) measurements with the cache, \(everything) without")
    }

    @Test("Memoised measurement: a node asked for again at a width it was measured at is not measured again")
    func aRepeatedWidthIsRemembered() {
        let cache = MeasurementCache()
        let root = cache.newRoot()
        let node = label("a", "text")
        var measured = 0
        let engine = LayoutEngine(text: FixedAdvanceTextMeasurer())
        for width in [100.0, 100, 50, 100, 50] {
            _ = cache.measurement(node: root, width: width) {
                measured += 1; return engine.measurement(node, finalWidth: width)
            }
        }
        #expect(measured == 2)
        #expect(cache.child(of: root, at: 0) == cache.child(of: root, at: 0))
        #expect(cache.child(of: root, at: 0) != cache.child(of: root, at: 1))
    }
}

extension PlaceholderNode {
    /// The nodes in this subtree.
    var nodeCount: Int { 1 + children.reduce(0) { $0 + $1.nodeCount } }
}

extension MemoisedMeasurementTests {
    /// Every node's frame and baselines, depth first, for comparing two layouts exactly.
    static func geometry(_ scene: LaidOutScene) -> [[Double]] {
        scene.placedNodes().map { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height, $0.laidOut.firstBaseline, $0.laidOut.lastBaseline] }
    }

    @Test(
        "Memoised measurement: remembering measurements changes no frame and no baseline",
        arguments: Shape.allCases, [2, 4, 6])
    func rememberingChangesNothing(shape: Shape, levels: Int) {
        let engine = LayoutEngine(text: FixedAdvanceTextMeasurer())
        for width in [390.0, 120, 40] {
            let scene = PlaceholderScene(canvas: LayoutSize(width: width, height: 844), root: Self.nesting(shape, levels: levels))
            let remembered = engine.layoutPass(scene)
            let everything = engine.layoutPass(scene, remembering: false)
            #expect(Self.geometry(remembered.scene) == Self.geometry(everything.scene), "width \(width)")
            #expect(remembered.measurements.measurementsMade <= everything.measurements.measurementsMade)
        }
    }
}
