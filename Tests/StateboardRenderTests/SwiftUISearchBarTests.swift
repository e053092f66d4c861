import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTestSupport
import StateboardTheme
import Testing

/// A SwiftUI app's large title and `.searchable` field at accessibility sizes, checked against
/// the capture they were measured on (docs/iOSMetrics.md, "SwiftUI apps"):
/// github.com/bitwarden/authenticator-ios at 9fbbceb, `AuthenticatorShared/UI/Vault/ItemList/ItemList/__Snapshots__/ItemListViewTests/test_snapshot_ItemListView_previews.Items-with-Favorite-portrait{,AX5}.png`:
/// a `NavigationStack` with a large title ("Verification codes") and a `.searchable` list, iOS 18,
/// iPhone 13 (390 × 844 pt at 3x), at Large and AX5 (set as a trait). The capture draws no status
/// bar, so its bar sits 7.8 pt lower than Stateboard's: its figures compare as differences.
@Suite struct SwiftUISearchBarTests {
    static let screen = """
        screens:
          home:
            chrome: [{ largeTitleNavigationBar: { title: "Verification codes", trailing: [{ symbol: plus }] } }, searchBar]
            content: { box: { width: 10, height: 10 } }
        """

    struct Screen {
        var nodes: [String: PlacedNode]
        var image: RGBAImage
        var field: LayoutRect
    }

    /// The bars' placed nodes by id (the large title, the search field) and the screen's pixels.
    static func render(_ defaults: String, textSize: TextSizeCategory) throws -> Screen {
        let (loaded, diagnostics) = try ThrowawayTheme.load("stateboard: 1\n\(defaults)\n\(screen)")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let scene = try ThemeResolver(theme: try #require(loaded)).scene(
            screen: "home", state: .content, variant: Variant(device: .iPhone14, textSize: textSize))
        let laidOut = RenderTestSupport.renderer.layout(scene)
        let placed = laidOut.placedChromeNodes().flatMap { $0 }
        let nodes = Dictionary(placed.compactMap { node in node.node.id.map { ($0, node) } }, uniquingKeysWith: { a, _ in a })
        let field = try #require(nodes["searchField"]).frame
        return Screen(nodes: nodes, image: try RenderTestSupport.renderer.pixels(laidOut, appearance: .light), field: field)
    }

    static func titleBaseline(_ screen: Screen) throws -> Double {
        let title = try #require(screen.nodes["title"])
        return title.frame.minY + title.laidOut.firstBaseline
    }

    /// The ink (minX, minY, maxX, maxY, in points) against the field's fill between two x positions.
    static func ink(_ screen: Screen, from x0: Double, to x1: Double) throws -> (Double, Double, Double, Double) {
        let fill = screen.image[Int(screen.field.maxX * 3) - 30, Int(screen.field.midY * 3)]
        return try ListRowTests.ink(
            screen.image, x0, screen.field.minY + 1, x1, screen.field.maxY - 1, background: (fill.r, fill.g, fill.b))
    }

    /// Figure (the capture's title baseline below the "+" item's centre: 57.2 pt at Large, 78.5
    /// at AX5; the field's top 74.2 → 95.2): a SwiftUI app's large-title bar grows 21⅓ pt at AX5,
    /// and the title's baseline and the search field move down with it (the field 17 pt under the
    /// baseline at both sizes). A UIKit app's bar grows 31 pt.
    @Test func aSwiftUIAppsLargeTitleBarGrowsTwentyOneAndAThirdAtAX5() throws {
        let large = try Self.render(SwiftUIFrameworkRenderTests.swiftUI, textSize: .large)
        let ax5 = try Self.render(SwiftUIFrameworkRenderTests.swiftUI, textSize: .accessibility5)
        let growth = try Self.titleBaseline(ax5) - Self.titleBaseline(large)
        #expect(abs(growth - (78.5 - 57.2)) <= 0.34, "baseline moves \(growth) pt, iOS 21.3")
        #expect(abs(ax5.field.minY - large.field.minY - (95.2 - 74.2)) <= 0.34, "field \(large.field.minY) → \(ax5.field.minY)")
        #expect(try abs(ax5.field.minY - Self.titleBaseline(ax5) - 16.7) <= 0.34, "the field stays 17 pt under the baseline")
        let uiKit = try (Self.render("", textSize: .large), Self.render("", textSize: .accessibility5))
        #expect(try Self.titleBaseline(uiKit.1) - Self.titleBaseline(uiKit.0) == 31, "UIKit's grows with SF Pro's line height")
        #expect(abs(ChromeBar.largeTitleBarHeight(at: .accessibility5, framework: .swiftUI) - (96 + 64.0 / 3)) < 0.001)
        #expect(ChromeBar.largeTitleBarHeight(at: .accessibility5) == 127, "the old signature stays UIKit's")
    }

    /// Figure (the capture's field: 34⅓ pt tall at Large, 101⅓ at AX5, where UIKit's is 36 and
    /// 101): SwiftUI's field is 5/3 pt shorter than UIKit's at its 36 pt minimum and ⅓ taller
    /// once the text makes UIKit's taller.
    @Test func aSwiftUIAppsSearchFieldIsThirtyFourAndAThirdAtLargeAndAHundredAndOneAndAThirdAtAX5() throws {
        let swiftUI = try (Self.render(SwiftUIFrameworkRenderTests.swiftUI, textSize: .large),
                           Self.render(SwiftUIFrameworkRenderTests.swiftUI, textSize: .accessibility5))
        #expect(abs(swiftUI.0.field.height - 34.33) <= 0.01 && abs(swiftUI.1.field.height - 101.33) <= 0.01,
                "\(swiftUI.0.field.height), \(swiftUI.1.field.height)")
        let uiKit = try (Self.render("", textSize: .large), Self.render("", textSize: .accessibility5))
        #expect(uiKit.0.field.height == 36 && uiKit.1.field.height == 101, "UIKit's field: 36 and 101 pt")
    }

    /// Figure (the capture's magnifier ink at 22.0–38.0 pt from the screen's edge, 16 pt, centred
    /// on the field, at Large and at AX5; the placeholder's ink from 43.0 at Large and 43.7 at
    /// AX5, its "S" 38.7 pt tall, the body style's 53 pt): only the text follows Dynamic Type. A
    /// UIKit app's magnifier and text start scale with the body style.
    @Test func aSwiftUIAppsSearchMagnifierStaysSixteenPointsAndTheTextStartsAtFortyThree() throws {
        for (textSize, textStart) in [(TextSizeCategory.large, 43.0), (.accessibility5, 43.7)] {
            let screen = try Self.render(SwiftUIFrameworkRenderTests.swiftUI, textSize: textSize)
            let magnifier = try Self.ink(screen, from: 16, to: 41)
            #expect(abs(magnifier.0 - 22.0) <= 0.34 && abs(magnifier.2 - 38.0) <= 0.67, "\(textSize): magnifier x \(magnifier)")
            let centre = (magnifier.1 + magnifier.3) / 2
            #expect(abs(centre - screen.field.midY) <= 0.67, "\(textSize): magnifier centred, \(centre) against \(screen.field.midY)")
            let text = try Self.ink(screen, from: 41, to: 200)
            #expect(abs(text.0 - textStart) <= 0.67, "\(textSize): text from \(text.0), iOS \(textStart)")
        }
        let uiKit = try Self.render("", textSize: .accessibility5)
        #expect(try Self.ink(uiKit, from: 16, to: 41).2 > 40, "UIKit's magnifier scales with the body style")
    }
}
