import Foundation
import Stateboard
import StateboardTestSupport

/// Layout benchmarks: a typical placeholder and a large nested tree.
enum LayoutBenchmarks {
    /// The bundled theme's symbol, found from this source file's place in the package.
    static let iconPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Themes/ios/icons/wifi.slash.svg").path

    /// A typical placeholder: image (`icon`), three labels, a spinner and two buttons in nested stacks (10 nodes).
    static func typicalPlaceholder(icon: String = iconPath) -> PlaceholderScene {
        func label(_ text: String, _ style: TextStyle, lines: Int = 0) -> PlaceholderNode {
            PlaceholderNode(.label(LabelNode(TextContent(text: text, font: style.font(), lines: lines, alignment: .center))))
        }
        let buttons = PlaceholderNode(
            .stack(
                StackNode(
                    axis: .horizontal, distribution: .fillEqually, spacing: 8,
                    nodes: [
                        PlaceholderNode(.button(ButtonNode(title: TextContent(text: "Retry", font: TextStyle.body.font())))),
                        PlaceholderNode(.button(ButtonNode(title: TextContent(text: "Settings", font: TextStyle.body.font()), style: .gray))),
                    ])))
        let text = PlaceholderNode(
            .stack(
                StackNode(
                    axis: .vertical, alignment: .center, spacing: 4,
                    nodes: [
                        label("No Connection", .title2, lines: 1),
                        label("Check your internet connection and try again. Your saved items are still here.", .body),
                        label("Last synced 5 minutes ago", .footnote, lines: 1),
                    ])))
        let root = PlaceholderNode(
            .stack(
                StackNode(
                    axis: .vertical, alignment: .center, spacing: 16,
                    margins: Insets(all: 16), marginsRelative: true,
                    nodes: [
                        PlaceholderNode(.image(ImageNode(path: icon)), width: 64, height: 64),
                        text,
                        PlaceholderNode(.spinner(SpinnerNode())),
                        buttons,
                    ])))
        return PlaceholderScene(
            canvas: LayoutSize(width: 390, height: 844), root: root,
            placement: Placement(maxWidth: 360),
            screen: ScreenFrame(safeArea: Insets(top: 47, bottom: 34), chrome: [ChromeBar(.navigationBar)]))
    }

    /// 1,000 nodes: 10 sections of 10 rows of (avatar, two labels in a column, a chevron) with
    /// varied distributions and alignments.
    static func thousandNodes() -> (PlaceholderScene, Int) {
        var count = 1
        var sections: [PlaceholderNode] = []
        let distributions = StackDistribution.allCases
        for section in 0..<10 {
            var rows: [PlaceholderNode] = []
            for row in 0..<(section == 9 ? 2 : 16) {
                let texts = PlaceholderNode(
                    .stack(
                        StackNode(
                            axis: .vertical, spacing: 2,
                            nodes: [
                                PlaceholderNode(.label(LabelNode(TextContent(text: "Row \(row) in section \(section)", font: TextStyle.body.font())))),
                                PlaceholderNode(
                                    .label(
                                        LabelNode(TextContent(text: "A subtitle that may wrap onto a second line", font: TextStyle.footnote.font(), lines: 2)))),
                            ])))
                rows.append(
                    PlaceholderNode(
                        .stack(
                            StackNode(
                                axis: .horizontal, distribution: distributions[(section + row) % distributions.count],
                                alignment: .center, spacing: 12,
                                nodes: [
                                    PlaceholderNode(.skeleton(SkeletonNode(shape: .circle))), texts, PlaceholderNode(.box(BoxNode()), width: 8, height: 13),
                                ]))))
                count += 6
            }
            sections.append(PlaceholderNode(.stack(StackNode(axis: .vertical, spacing: 8, nodes: rows))))
            count += 1
            if count >= 1000 { break }
        }
        let root = PlaceholderNode(.stack(StackNode(axis: .vertical, spacing: 24, nodes: sections)))
        return (PlaceholderScene(canvas: LayoutSize(width: 390, height: 20_000), root: root), count)
    }

    static func run() {
        let engine = LayoutEngine(text: FixedAdvanceTextMeasurer())
        let typical = typicalPlaceholder()
        let typicalNodes = typical.root.count
        let typicalTime = medianNanoseconds(iterations: 200) { _ = engine.layout(typical) }
        report(
            "layout: typical placeholder (\(typicalNodes) nodes)", formatDuration(typicalTime),
            "target: well under 50 µs (fixed-advance text)")
        let (big, bigNodes) = thousandNodes()
        let bigTime = medianNanoseconds(iterations: 3) { _ = engine.layout(big) }
        report(
            "layout: nested tree (\(bigNodes) nodes)", formatDuration(bigTime),
            String(format: "%.0f nodes/s", Double(bigNodes) / (bigTime / 1e9)))
        nestings()
    }

    /// Deep nestings of every kind, each layout bound by a 2-second deadline (a nesting that
    /// reaches it is reported as such). Measuring is linear in the tree (LinearMeasurementTests
    /// counts it), so the time grows with the node count, not exponentially with the depth as it
    /// did (56 s for 32 alternating levels in a debug build before memoising; horizontal and
    /// alternating nestings of 32 levels still ran into the deadline with memoising alone).
    static func nestings() {
        let engine = LayoutEngine(environment: LayoutEnvironment(text: FixedAdvanceTextMeasurer(), timeLimit: 2))
        for nesting in Nesting.allCases {
            for levels in [8, 16, 32, 64] {
                let scene = nesting.scene(levels: levels)
                let target = nesting == .alternating && levels == 64 ? "target: < 10 ms (release)" : ""
                let name = "layout: \(nesting.rawValue) nesting, \(levels) levels (\(scene.root.count) nodes)"
                if engine.layout(scene).deadlineExceeded != nil {
                    report(name, "> 2 s", "stopped by the deadline; " + target)
                    continue
                }
                report(name, formatDuration(medianNanoseconds(iterations: 1, budget: 0.3) { _ = engine.layout(scene) }), target)
            }
        }
    }
}

extension PlaceholderNode {
    /// The number of nodes in this subtree.
    var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
}
