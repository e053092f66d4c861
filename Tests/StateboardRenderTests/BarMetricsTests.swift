import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import Testing

/// The bars placed as iOS 17/18 simulators draw them, one figure per test, each checked against
/// the capture it was measured on (docs/iOSMetrics.md, "Bars"):
/// - **Tracker (iOS 17)**: github.com/SKemenov/iOS-Tracker,
///   `TrackerTests/__Snapshots__/TrackerTests/testViewController.2.png` (2023-11-29, iPhone 15 at
///   3x, a view controller's snapshot: no status bar, zero safe areas): a `UITabBarController`
///   whose navigation controller has `prefersLargeTitles`, a `UISearchController` and a leading item.
/// - **Home Assistant (iOS 18)**: github.com/home-assistant/iOS at e4cec5a (before its Xcode 26 re-record),
///   `Tests/App/ClientEvents/__Snapshots__/LocationHistoryListViewSnapshot.test/snapshots.LocationHistoryListView-w-Locations-light.png`
///   (iPhone 13 size, drawn in the key window of a Dynamic Island simulator): an inline title and
///   a trailing "Clear" item.
/// Positions are in points; each test allows the 2 pt the issue asks for or less.
@Suite struct BarMetricsTests {
    static let white: (UInt8, UInt8, UInt8) = (255, 255, 255)

    /// The Tracker capture's screen: iPhone 15 without a status bar or safe areas.
    static func trackerScreen(_ chrome: [ChromeBar], statusBarHeight: Double = 0, safeArea: Insets = .zero) throws -> RGBAImage {
        let device = Device.iPhone15
        var scene = PlaceholderScene(canvas: device.size, scale: device.scale, root: PlaceholderNode(.stack(StackNode(axis: .vertical))))
        scene.screen = ScreenFrame(safeArea: safeArea, chrome: chrome, statusBarHeight: statusBarHeight)
        return try RenderTestSupport.renderer.pixels(RenderTestSupport.renderer.layout(scene), appearance: .light)
    }

    /// Ink bounds in points (x0, y0, x1, y1) of a region given in points.
    static func ink(
        _ image: RGBAImage, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
        background: (UInt8, UInt8, UInt8) = white, threshold: Int = 40
    ) -> (Double, Double, Double, Double)? {
        let s = 3.0
        return RenderTestSupport.inkBounds(
            image, in: (Int(x0 * s), Int(y0 * s), Int(x1 * s), Int(y1 * s)), background: background,
            threshold: threshold
        )
        .map { (Double($0.0) / s, Double($0.1) / s, Double($0.2) / s, Double($0.3) / s) }
    }

    static let trackerBars = [ChromeBar(.largeTitleNavigationBar, title: "Trackers"), ChromeBar(.searchBar, items: ["Search"])]

    /// Figure (Tracker, iOS 17): the search field's fill runs from 97 to 133 pt — 1 pt below
    /// the search bar's top (96) and 15 pt above its bottom (148); 36 pt tall at Large.
    @Test func searchFieldIsOnePointBelowTheBarsTopAndFifteenAboveItsBottom() throws {
        let image = try Self.trackerScreen(Self.trackerBars)
        // The field's fill at the screen's middle column (no glyph there).
        let column = Int(393.0 / 2 * 3)
        let rows = (Int(60 * 3.0)..<Int(180 * 3.0)).filter { image[column, $0].r < 250 }
        let top = Double(try #require(rows.first)) / 3, bottom = Double(try #require(rows.last) + 1) / 3
        #expect(abs(top - 97) <= 0.5 && abs(bottom - 133) <= 0.5, "field \(top)–\(bottom), iOS 97–133")
        #expect(BarMetrics.searchFieldHeight(at: .large) == 36 && BarMetrics.searchBarHeight(at: .large) == 52)
    }

    /// Figure (Tracker, iOS 17): the magnifier's ink spans x 24.0–40.3 and y 106.7–123.0; the
    /// placeholder's first glyph starts at x 47.3 with its baseline at 121.
    @Test func searchMagnifierAndPlaceholderSitWhereIOSPutsThem() throws {
        let image = try Self.trackerScreen(Self.trackerBars)
        let fill = image[Int(100 * 3.0), Int(100 * 3.0)]
        let background = (fill.r, fill.g, fill.b)
        let magnifier = try #require(Self.ink(image, 17, 98, 43, 132, background: background))
        #expect(abs(magnifier.0 - 24) <= 1 && abs(magnifier.2 - 40.3) <= 1, "magnifier x \(magnifier.0)–\(magnifier.2)")
        #expect(abs(magnifier.1 - 106.7) <= 1 && abs(magnifier.3 - 123) <= 1, "magnifier y \(magnifier.1)–\(magnifier.3)")
        let placeholder = try #require(Self.ink(image, 43, 98, 200, 132, background: background))
        #expect(abs(placeholder.0 - 47.3) <= 1, "placeholder starts at \(placeholder.0), iOS 47.3")
        #expect(abs(placeholder.3 - 121.3) <= 1, "placeholder's baseline \(placeholder.3), iOS 121.3")
    }

    /// Figure (issue #24's AX5 measurement; UIKit publishes none): the field, its text and its
    /// magnifier follow Dynamic Type — 36 pt at Large, 101 pt at AX5 — and the bar grows with them.
    @Test func searchFieldGrowsWithDynamicType() throws {
        #expect(BarMetrics.searchFieldHeight(at: .small) == 36, "never smaller than at Large")
        #expect(BarMetrics.searchFieldHeight(at: .accessibility5) == 101)
        #expect(BarMetrics.searchBarHeight(at: .accessibility3) > BarMetrics.searchBarHeight(at: .xxxLarge))
        var large = ChromeBar(.searchBar, items: ["Search"]), huge = large
        huge.textSize = .accessibility5
        huge.height = BarMetrics.searchBarHeight(at: .accessibility5)
        large.height = BarMetrics.searchBarHeight(at: .large)
        let small = try Self.trackerScreen([large]), big = try Self.trackerScreen([huge])
        let fillSmall = small[Int(200 * 3.0), Int(10 * 3.0)], fillBig = big[Int(200 * 3.0), Int(10 * 3.0)]
        // Right of each magnifier (16.3 pt at Large, scaled 53 / 17 at AX5). Typed apart from the
        // call: the sum inside `#require` took the type checker 15 s.
        let magnifierAX5: Double = 16.3 * 53 / 17
        let bigTextLeft: Double = 8 + magnifierAX5 + 2
        let textSmall = try #require(Self.ink(small, 42, 1, 390, 37, background: (fillSmall.r, fillSmall.g, fillSmall.b)))
        let textBig = try #require(Self.ink(big, bigTextLeft, 1, 390, 102, background: (fillBig.r, fillBig.g, fillBig.b)))
        #expect((textBig.3 - textBig.1) > 2.5 * (textSmall.3 - textSmall.1), "the placeholder grows 17 → 53 pt: \(textSmall) \(textBig)")
    }

    /// Figure (Tracker, iOS 17): the large title's baseline is 80 pt below the navigation bar's
    /// top ("Trackers", no descender: its ink ends at 80.3) and it starts at the 16 pt margin.
    @Test func largeTitleBaselineIsEightyPointsBelowTheBarsTop() throws {
        let image = try Self.trackerScreen([ChromeBar(.largeTitleNavigationBar, title: "Trackers")])
        let title = try #require(Self.ink(image, 0, 44, 393, 96))
        #expect(abs(title.3 - 80.3) <= 1, "baseline \(title.3), iOS 80.3")
        #expect(abs(title.0 - 16.7) <= 1, "starts at \(title.0), iOS 16.7")
        #expect(ChromeBar.largeTitleBarHeight(at: .medium) == 96, "the bar keeps 96 pt (baseline 80) at Medium")
    }

    /// Rule: at accessibility sizes the large-title bar grows with the title's line height and
    /// the baseline keeps the 16 pt below it.
    @Test func largeTitleBarGrowsAtAccessibilitySizes() throws {
        let height = ChromeBar.largeTitleBarHeight(at: .accessibility3)
        #expect(height > 110, "\(height)")
        var bar = ChromeBar(.largeTitleNavigationBar, title: "Trackers")
        bar.textSize = .accessibility3
        bar.height = height
        let image = try Self.trackerScreen([bar])
        let title = try #require(Self.ink(image, 0, 44, 393, height))
        #expect(abs(title.3 - (height - 16 + 0.3)) <= 1, "baseline \(title.3) in a \(height) pt bar")
    }

    /// Figure (Tracker, iOS 17): in the 49 pt tab bar the symbol (record.circle.fill, 23.3 pt of
    /// ink) is centred 18.5 pt below the bar's top, and the 10 pt medium title's ink runs 37.7–44.9 pt below it
    /// ("Trackers": cap and ascender 7.3 pt tall, baseline 44.9).
    @Test func tabBarSymbolAndTitleSitWhereIOSPutsThem() throws {
        let bar = ChromeBar(.tabBar, items: ["Trackers", "Statistics"], selectedItem: 0, symbols: ["circle", "hare"])
        let image = try Self.trackerScreen([bar])
        let top = 852.0 - 49
        let symbol = try #require(Self.ink(image, 0, top, 196, top + 33))
        #expect(abs((symbol.1 + symbol.3) / 2 - (top + 18.5)) <= 1, "symbol centre \((symbol.1 + symbol.3) / 2 - top)")
        #expect(abs((symbol.3 - symbol.1) - 23.3) <= 1, "a filled circle's ink is \(symbol.3 - symbol.1) pt, iOS 23.3")
        let title = try #require(Self.ink(image, 0, top + 33, 196, 852))
        #expect(abs(title.3 - (top + 44.9)) <= 1, "baseline \(title.3 - top), iOS 44.9")
        #expect(abs((title.3 - title.1) - 7.3) <= 1, "10 pt title: ink \(title.3 - title.1) pt tall, iOS 7.3")
        #expect(abs((title.0 + title.2) / 2 - 393.0 / 4) <= 1, "centred in its half")
    }

    /// Rule: the selected tab shows its symbol's `.fill` variant (as iOS's own apps and SwiftUI's
    /// TabView do), symbols without one stay as they are, and unselected items take the bar's
    /// unselected tint.
    @Test func selectedTabShowsTheFillVariantAndUnselectedItemsTheirTint() throws {
        #expect(BarMetrics.selectedTabSymbol("house") == "house.fill" && BarMetrics.selectedTabSymbol("heart.fill") == "heart.fill")
        #expect(BarMetrics.selectedTabSymbol("magnifyingglass") == "magnifyingglass")
        var bar = ChromeBar(.tabBar, items: ["Home", "Saved"], selectedItem: 0, symbols: ["house", "house"])
        let selected = try Self.trackerScreen([bar])
        bar.selectedItem = 1
        let unselected = try Self.trackerScreen([bar])
        func inkPixels(_ image: RGBAImage) -> Int {
            var count = 0
            for y in Int(806 * 3.0)..<Int(832 * 3.0) { for x in 0..<Int(196 * 3.0) where image[x, y].r < 200 || image[x, y].b < 200 { count += 1 } }
            return count
        }
        #expect(inkPixels(selected) > inkPixels(unselected) * 3 / 2, "a filled house has more ink than its outline")
        bar.unselectedTint = DynamicColor(RGBAColor(hex: "#FF0000")!)
        let tinted = try Self.trackerScreen([bar])
        let title = try #require(Self.ink(tinted, 0, 840, 196, 852))
        var red = 0
        for y in Int(title.1 * 3)..<Int(title.3 * 3) {
            for x in Int(title.0 * 3)..<Int(title.2 * 3) where tinted[x, y].r > 200 && tinted[x, y].g < 120 { red += 1 }
        }
        #expect(red > 10, "the unselected title is drawn in the unselected tint")
    }

    /// Figure (Home Assistant, iOS 18): a trailing text item ("Clear", 17 pt, in the tint) ends
    /// 16.3 pt from the screen's edge with its baseline 28.3 pt below the bar's top; the inline
    /// title's baseline is 27.7 pt below it.
    @Test func trailingTextItemAndInlineTitleSitWhereIOSPutsThem() throws {
        var bar = ChromeBar(.navigationBar, title: "Location History")
        bar.trailingItems = [BarItem(.text("Clear"))]
        let image = try Self.trackerScreen([bar])
        let clear = try #require(Self.ink(image, 260, 0, 393, 44))
        #expect(abs(clear.2 - (393 - 16.3)) <= 1, "ends \(393 - clear.2) pt from the edge, iOS 16.3")
        #expect(abs(clear.3 - 28.3) <= 1, "baseline \(clear.3), iOS 28.3")
        var tinted = 0
        for y in Int(clear.1 * 3)..<Int(clear.3 * 3) {
            for x in Int(clear.0 * 3)..<Int(clear.2 * 3) where image[x, y].b > 200 && image[x, y].r < 100 { tinted += 1 }
        }
        #expect(tinted > 20, "drawn in the tint (systemBlue)")
        let title = try #require(Self.ink(image, 100, 0, 290, 44))
        #expect(abs(title.3 - 2.7 - 27.7) <= 1.3, "title's baseline \(title.3 - 2.7) (its ink includes y's descender), iOS 27.7")
        #expect(abs((title.0 + title.2) / 2 - 393.0 / 2) <= 1.5, "the title is centred")
    }

    /// Figure (Tracker, iOS 17): a leading symbol item is centred on the bar's 44 pt row (the
    /// capture's plus: 22.3 pt), from the leading layout margin; right to left moves it to the right.
    @Test func leadingSymbolItemIsCentredOnTheRowFromTheMargin() throws {
        var bar = ChromeBar(.largeTitleNavigationBar, title: "Trackers")
        bar.leadingItems = [BarItem(.symbol("plus"))]
        let image = try Self.trackerScreen([bar])
        let plus = try #require(Self.ink(image, 0, 0, 120, 44))
        #expect(abs((plus.1 + plus.3) / 2 - 22.3) <= 1, "centre \((plus.1 + plus.3) / 2)")
        #expect(plus.0 >= 16 && plus.0 <= 21, "from the margin: \(plus.0)")
    }

    /// Rule: a bar's background fills it and runs up behind the status bar; `hairline` draws its
    /// one-pixel shadow line at its bottom.
    @Test func barBackgroundFillsTheBarAndHairlineMarksItsBottom() throws {
        var bar = ChromeBar(.navigationBar, title: "Inbox")
        bar.background = DynamicColor(RGBAColor(hex: "#FFEEDD")!)
        bar.showsHairline = true
        let image = try Self.trackerScreen([bar], statusBarHeight: 54, safeArea: Insets(top: 59, bottom: 34))
        #expect(image[5, 5].b == 0xDD && image[5, Int(97 * 3.0)].b == 0xDD, "behind the status bar and in the bar")
        let line = (Int(97 * 3.0)...Int(99 * 3.0)).filter { image[5, $0].b < 0xD0 }
        #expect(line.count == 1 && line.first == Int(98 * 3.0), "one pixel at the bar's bottom (98 pt): \(line)")
    }

    /// Rule: `statusBarHeight: 0` with zero safe areas (a view controller's snapshot, as in the
    /// Tracker capture) draws no status bar and starts the bars at the screen's top; on a
    /// Dynamic Island iPhone the navigation bar starts under the 54 pt status bar, not at the
    /// 59 pt safe area (Home Assistant, iOS 18: inline baseline at 81.7 = 54 + 27.7).
    @Test func barsStartUnderTheStatusBarAndAtTheTopWithoutOne() throws {
        let bare = try Self.trackerScreen([ChromeBar(.navigationBar, title: "Title 1")])
        let title = try #require(Self.ink(bare, 100, 0, 290, 60))
        #expect(abs(title.3 - 27.7) <= 1, "no status bar: baseline \(title.3)")
        #expect(Self.ink(bare, 0, 0, 100, 44) == nil && Self.ink(bare, 290, 0, 393, 44) == nil, "no time, no battery")
        let device = Device.iPhone15
        let island = try Self.trackerScreen(
            [ChromeBar(.navigationBar, title: "Title 1")], statusBarHeight: device.statusBarHeight,
            safeArea: device.safeArea)
        let islandTitle = try #require(Self.ink(island, 100, 54, 290, 110))
        #expect(abs(islandTitle.3 - 81.7) <= 1, "baseline \(islandTitle.3), iOS 81.7")
        #expect(ScreenFrame(safeArea: device.safeArea, chrome: [ChromeBar(.navigationBar)], statusBarHeight: 54).contentArea(in: device.size).minY == 98)
        #expect(ScreenFrame(safeArea: device.safeArea, statusBarHeight: 54).contentArea(in: device.size).minY == 59, "no bars: the safe area")
    }
}
