import Foundation
import StateboardCore
import StateboardLayout
import StateboardTestSupport
import Testing

@testable import StateboardRender

/// Text set in the system font against real iOS: twelve simulator renders (iOS, @3x) of a
/// `UILabel` with `.preferredFont(forTextStyle: .title1)` and the text "What's the point?" at
/// each content size category, from swift-snapshot-testing's own reference images
/// (`testTraitsWithView.label-<category>.png`). A render's pixel size ÷ 3 is the label's
/// intrinsic size in points.
@Suite struct SystemFontCalibrationTests {
    static let renders: [(TextSizeCategory, width: Double, height: Double)] = [
        (.xSmall, 566, 90), (.small, 588, 94), (.medium, 610, 97), (.large, 632, 101),
        (.xLarge, 677, 108), (.xxLarge, 721, 115), (.xxxLarge, 765, 122),
        (.accessibility1, 852, 137), (.accessibility2, 962, 154), (.accessibility3, 1070, 172),
        (.accessibility4, 1178, 190), (.accessibility5, 1285, 208),
    ]

    static let measurer = Result { try PangoTextMeasurer() }

    /// The label's intrinsic size as Stateboard lays it out on a @3x screen.
    static func intrinsicSize(_ category: TextSizeCategory) throws -> LayoutSize {
        let label = PlaceholderNode(.label(LabelNode(TextContent(text: "What's the point?", font: TextStyle.title1.font(at: category)))))
        let scene = PlaceholderScene(
            canvas: LayoutSize(width: 1000, height: 400), scale: 3,
            root: Build.stack(alignment: .leading, [label, Build.spacer()]))
        let layout = LayoutEngine(environment: LayoutEnvironment(text: try measurer.get())).layout(scene)
        return try #require(layout.root.children.first).frame.size
    }

    @Test(arguments: renders)
    func aTitle1LabelIsAsLargeAsUILabelWithin1Percent(category: TextSizeCategory, width: Double, height: Double) throws {
        let size = try Self.intrinsicSize(category)
        #expect(abs(size.width - width / 3) / (width / 3) < 0.01, "width \(size.width) pt, iOS \(width / 3) pt")
        #expect(abs(size.height - height / 3) / (height / 3) < 0.01, "height \(size.height) pt, iOS \(height / 3) pt")
    }

    @Test func aSingleLineIsAsTallAsSFProsAscenderPlusDescenderRoundedUpToDevicePixels() throws {
        // title1 at Large is 28 pt: 28 × (1950 + 494) / 2048 = 33.41 pt, rounded up at @3x: 33.67.
        let size = try Self.intrinsicSize(.large)
        #expect(abs(size.height - 101.0 / 3) < 0.001)
    }

    @Test func theBaselineSitsAtSFProsAscender() throws {
        let font = TextStyle.title1.font(at: .large)
        let text = try Self.measurer.get().layOut(TextContent(text: "What's the point?", font: font), maxWidth: nil, direction: .leftToRight)
        #expect(abs(text.metrics.firstBaseline - SystemFontMetrics.ascender * font.size) < 0.25, "baseline \(text.metrics.firstBaseline)")
    }

    @Test func textFromFallbackFontsGetsATallerLineBox() throws {
        let font = TextStyle.body.font()
        let latin = try Self.measurer.get().layOut(TextContent(text: "Favorites", font: font), maxWidth: nil, direction: .leftToRight)
        let chinese = try Self.measurer.get().layOut(TextContent(text: "暂无收藏", font: font), maxWidth: nil, direction: .leftToRight)
        #expect(abs(latin.metrics.size.height - SystemFontMetrics.lineHeight * font.size) < 0.01)
        #expect(abs(chinese.metrics.size.height - SystemFontMetrics.fallbackLineHeight * font.size) < 0.01)  // PingFang's is taller too
    }
}
