import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTestSupport
import StateboardTheme
import Testing

/// A SwiftUI app's screens at accessibility sizes (`defaults: { framework: swiftUI }`), drawn and
/// checked against the captures they were measured on (docs/iOSMetrics.md, "SwiftUI apps"):
/// - github.com/martinomamic/RSSReader at 029e492, `RSSReaderKit/Tests/ExploreFeatureTests/__Snapshots__/ExploreViewSnapshotTests/testExploreViewWithFeeds.ExploreWithFeeds_NotAdded{,_XXXL}-{mediumPhone,largePhone}{,-XXXL}-light.png`
///   and `…/FeedListFeatureTests/__Snapshots__/AddFeedViewSnapshotTests/testAddFeedViewWithURL.AddFeedWithURL{,_XXXL}-…`:
///   a `NavigationStack` with an inline title (and Cancel / Add text items), iPhone 16 and 16 Plus
///   (393 / 430 pt at 3x, no status bar, the bar from 59 pt), at Large and AX5.
/// - github.com/StanfordSpezi/SpeziViews at 5242bd9, `Tests/SpeziViewsTests/__Snapshots__/SnapshotTests+Lists/listRow.iphone-{regular,XA3}.png`:
///   a `List` with one `LabeledContent` row, iOS 18, iPhone 13 Pro (390 × 844 pt at 3x), at Large and AX3.
/// Stateboard draws Inter where iOS draws SF Pro, so widths compare as ratios.
@Suite struct SwiftUIFrameworkRenderTests {
    static let swiftUI = "defaults: { framework: swiftUI }"

    static func scene(_ defaults: String, _ yaml: String, device: Device, textSize: TextSizeCategory) throws -> PlaceholderScene {
        let (loaded, diagnostics) = try ThrowawayTheme.load("stateboard: 1\n\(defaults)\n\(yaml)")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try ThemeResolver(theme: try #require(loaded)).scene(
            screen: "home", state: .content, variant: Variant(device: device, textSize: textSize))
    }

    static let bars = """
        screens:
          home:
            chrome: [{ navigationBar: { title: "explore_title" } }]
            content: { box: { width: 10, height: 10 } }
          items:
            chrome:
              - navigationBar: { title: "add_feed_title", leading: [{ title: general_cancel }], trailing: [{ title: general_add }] }
            content: { box: { width: 10, height: 10 } }
        """

    /// The navigation bar's placed nodes (the title, the items' labels) by id, and the screen's pixels.
    static func bar(_ defaults: String, screen: String, textSize: TextSizeCategory) throws -> ([String: PlacedNode], RGBAImage) {
        let (loaded, diagnostics) = try ThrowawayTheme.load("stateboard: 1\n\(defaults)\n\(bars)")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let scene = try ThemeResolver(theme: try #require(loaded)).scene(
            screen: screen, state: .content, variant: Variant(device: .iPhone16, textSize: textSize))
        let laidOut = RenderTestSupport.renderer.layout(scene)
        let bar = try #require(laidOut.placedChromeNodes().first { $0.first?.node.kind == "navigationBar" })
        let labels = Dictionary(bar.compactMap { node in node.node.id.map { ($0, node) } }, uniquingKeysWith: { a, _ in a })
        return (labels, try RenderTestSupport.renderer.pixels(laidOut, appearance: .light))
    }

    static func pixels(_ scene: PlaceholderScene) throws -> RGBAImage {
        try RenderTestSupport.renderer.pixels(RenderTestSupport.renderer.layout(scene), appearance: .light)
    }

    static func baseline(_ node: PlacedNode) -> Double { node.frame.minY + node.laidOut.firstBaseline }

    static func fontSize(_ node: PlacedNode) -> Double? { node.node.content.value(as: LabelNode.self)?.content.font.size }

    /// Figure (RSSReader, AX5 against Large, iPhone 16): the inline title is 1.2 times its size
    /// ("explore_title" 98.0 → 118.0 pt wide, 1.204; x-height 9.7 → 11.7) and keeps its baseline
    /// (28.3 pt below the bar's top at both sizes). Inter draws it 96.3 → 113.0 pt wide (1.173:
    /// SF Pro's tracking loosens past 17 pt, Inter's does not), so the ink is allowed 0.04. A
    /// UIKit app's title is the same at AX5 as at Large.
    @Test func aSwiftUIAppsInlineTitleGrowsByAFifthAtAX5OnItsBaseline() throws {
        let large = try Self.bar(Self.swiftUI, screen: "home", textSize: .large)
        let ax5 = try Self.bar(Self.swiftUI, screen: "home", textSize: .accessibility5)
        let before = try ListRowTests.ink(large.1, 0, 56, 393, 98), after = try ListRowTests.ink(ax5.1, 0, 56, 393, 98)
        let growth = (after.2 - after.0) / (before.2 - before.0)
        #expect(abs(growth - 1.204) <= 0.04, "title \(before.2 - before.0) → \(after.2 - after.0) pt, iOS 98.0 → 118.0")
        let title = try (#require(large.0["title"]), #require(ax5.0["title"]))
        #expect(Self.fontSize(title.0) == 17 && abs((Self.fontSize(title.1) ?? 0) - 20.4) < 0.001)
        #expect(abs(Self.baseline(title.1) - Self.baseline(title.0)) <= 0.3, "the title keeps its baseline")
        #expect(abs(Self.baseline(title.0) - (54 + 28.3)) <= 0.5, "28.3 pt below the bar's top, at 54")
        let uiKit = try (Self.bar("", screen: "home", textSize: .large), Self.bar("", screen: "home", textSize: .accessibility5))
        #expect(try ListRowTests.ink(uiKit.0.1, 0, 56, 393, 98) == ListRowTests.ink(uiKit.1.1, 0, 56, 393, 98), "UIKit's stays 17 pt")
    }

    /// Figure (RSSReader's AddFeed, AX5 against Large, iPhone 16 Plus): the text items grow as the
    /// title does ("general_cancel" 114.0 → 136.3 pt, 1.196) and their baseline drops 1.0–1.3 pt
    /// (they stay centred on the row); the title between them is cut short. Inter draws the
    /// item 113.3 → 131.7 pt wide (1.162), so the width is allowed 0.04.
    @Test func aSwiftUIAppsTextItemsGrowByAFifthAtAX5CentredOnTheRow() throws {
        let large = try Self.bar(Self.swiftUI, screen: "items", textSize: .large).0
        let ax5 = try Self.bar(Self.swiftUI, screen: "items", textSize: .accessibility5).0
        let cancel = try (#require(large["leadingItem.0"]), #require(ax5["leadingItem.0"]))
        #expect(abs(cancel.1.frame.width / cancel.0.frame.width - 1.196) <= 0.04, "\(cancel.0.frame.width) → \(cancel.1.frame.width)")
        #expect(abs((Self.fontSize(cancel.1) ?? 0) - 20.4) < 0.001)
        let drop = Self.baseline(cancel.1) - Self.baseline(cancel.0)
        #expect(drop >= 1.0 - 0.3 && drop <= 1.33 + 0.3, "item baseline drop \(drop), iOS 1.0–1.3")
        let uiKit = try Self.bar("", screen: "items", textSize: .accessibility5).0
        #expect(uiKit["leadingItem.0"]?.frame == (try Self.bar("", screen: "items", textSize: .large).0)["leadingItem.0"]?.frame)
    }

    /// The capture's row; its value drawn red so that it can be told from the label.
    static let labeledContent = """
        screens:
          home:
            content:
              section: { style: insetGrouped }
              nodes: [ { row: { text: "San Francisco", value: "20 °C, Sunny", secondaryColor: "#FF0000" } } ]
        """

    /// The bounds in points (minX, minY, maxX, maxY) of the pixels `matching` in a 3x image,
    /// between 60 and 260 pt down (under the status bar, around the capture's row).
    static func bounds(
        _ image: RGBAImage, matching: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool
    ) -> (Double, Double, Double, Double)? {
        var found: (Int, Int, Int, Int)?
        for y in 180..<min(image.height, 780) {
            for x in 0..<image.width where matching(image[x, y]) {
                let f = found ?? (x, y, x, y)
                found = (min(f.0, x), min(f.1, y), max(f.2, x + 1), max(f.3, y + 1))
            }
        }
        return found.map { (Double($0.0) / 3, Double($0.1) / 3, Double($0.2) / 3, Double($0.3) / 3) }
    }

    static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 150 && p.b < 150 }
    static func isBlack(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r < 100 && p.g < 100 && p.b < 100 }

    /// Figure (SpeziViews' iOS 18 `listRow.iphone-XA3.png`): at AX3 the card runs from 82.0 to
    /// 200.7 pt (118.7 tall); "San Francisco" has its cap top at 102.3 and "20 °C, Sunny" its
    /// digits' top at 150.7, both from x 41–42; at Large (`iphone-regular`) the row is 44 pt and
    /// the value sits at its trailing end. (A UIKit app's row follows UIKit's own rule on its
    /// widths: ListRowValueTests.)
    @Test func aSwiftUIListRowsValueSitsUnderItsLabelAtAX3() throws {
        let image = try Self.pixels(Self.scene(Self.swiftUI, Self.labeledContent, device: .iPhone14, textSize: .accessibility3))
        let (top, bottom) = try #require(ListRowTests.whiteRuns(image, x: 30, from: 60, to: 400).first)
        #expect(abs(top - 82.0) <= 1 && abs(bottom - 200.7) <= 2, "card \(top)–\(bottom), iOS 82.0–200.7")
        let black = Self.bounds(image, matching: Self.isBlack), red = Self.bounds(image, matching: Self.isRed)
        let label = try #require(black), value = try #require(red)
        #expect(abs(label.1 - 102.3) <= 2 && abs(value.1 - 150.7) <= 2, "label top \(label.1), value top \(value.1)")
        #expect(abs(label.0 - 41.3) <= 1.5 && abs(value.0 - 42.0) <= 1.5, "label x \(label.0), value x \(value.0)")
    }
}
