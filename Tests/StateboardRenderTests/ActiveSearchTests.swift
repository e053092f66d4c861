import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import Testing

/// A search in progress: a search bar with the keyboard up. The rules follow UIKit's
/// `UISearchController` (navigation bar hidden while presenting, a Cancel button, the return key
/// enabled once there is text); no capture of an active search was found, so the gap before
/// Cancel (8 pt) is chosen (docs/iOSMetrics.md, "Bars").
@Suite struct ActiveSearchTests {
    static func screen(query: String?, rightToLeft: Bool = false) throws -> RGBAImage {
        let device = Device.iPhone15
        var search = ChromeBar(.searchBar, title: query, items: ["Search"])
        search.height = BarMetrics.searchBarHeight(at: .large)
        var scene = PlaceholderScene(
            canvas: device.size, scale: device.scale, root: PlaceholderNode(.stack(StackNode(axis: .vertical))),
            direction: rightToLeft ? .rightToLeft : .leftToRight)
        scene.screen = ScreenFrame(
            safeArea: device.safeArea, chrome: [ChromeBar(.largeTitleNavigationBar, title: "Search"), search, ChromeBar(.keyboard)],
            statusBarHeight: 54)
        return try RenderTestSupport.renderer.pixels(RenderTestSupport.renderer.layout(scene), appearance: .light)
    }

    /// Rule: with the keyboard up the navigation bar collapses and the search bar moves up under
    /// the status bar (the field 1 pt below it), and the content area starts under the search bar.
    @Test func navigationBarCollapsesAndTheFieldMovesUnderTheStatusBar() throws {
        let image = try Self.screen(query: "Pizza")
        let column = Int(200 * 3.0)
        let rows = (Int(50 * 3.0)..<Int(200 * 3.0)).filter { image[column, $0].r < 250 }
        let top = Double(try #require(rows.first)) / 3, bottom = Double(try #require(rows.last) + 1) / 3
        #expect(abs(top - 55) <= 0.4 && abs(bottom - 91) <= 0.4, "field \(top)–\(bottom): 1 pt under the 54 pt status bar, 36 pt tall")
        let frame = ScreenFrame(
            safeArea: Device.iPhone15.safeArea,
            chrome: [ChromeBar(.largeTitleNavigationBar), ChromeBar(.searchBar), ChromeBar(.keyboard)], statusBarHeight: 54)
        #expect(frame.isSearchActive)
        #expect(frame.contentArea(in: Device.iPhone15.size).minY == 54 + 52, "no navigation bar above the search bar")
        #expect(frame.barFrames(in: Device.iPhone15.size).allSatisfy { $0.bar.kind != .largeTitleNavigationBar })
    }

    /// Rule: Cancel sits at the trailing layout margin in the tint, the field ends before it;
    /// right to left, both mirror.
    @Test func cancelIsAtTheTrailingMarginInTheTint() throws {
        for rightToLeft in [false, true] {
            let image = try Self.screen(query: "Pizza", rightToLeft: rightToLeft)
            var blue: [Int] = []
            for y in Int(60 * 3.0)..<Int(86 * 3.0) {
                for x in 0..<image.width where image[x, y].b > 200 && image[x, y].r < 100 { blue.append(x) }
            }
            let minX = Double(try #require(blue.min())) / 3, maxX = Double(try #require(blue.max()) + 1) / 3
            if rightToLeft {
                #expect(abs(minX - 17) <= 1.5 && maxX < 80, "Cancel at the left margin (its ink a side bearing in): \(minX)–\(maxX)")
            } else {
                #expect(abs(maxX - (393 - 17)) <= 1.5 && minX > 300, "Cancel at the right margin (its ink a side bearing in): \(minX)–\(maxX)")
            }
            let fieldEdge = rightToLeft ? image[Int((maxX + 4) * 3), Int(73 * 3.0)] : image[Int((minX - 4) * 3), Int(73 * 3.0)]
            #expect(fieldEdge.r == 255, "a gap between the field and Cancel: \(fieldEdge)")
        }
    }

    /// Rule (`enablesReturnKeyAutomatically`): the Search key is systemBlue with a white title
    /// once the field has text, the gray function key before.
    @Test func searchKeyTurnsBlueOnceTheFieldHasText() throws {
        let keyCenter = (x: Int((393 - 3 - 0.236 * 387 / 2) * 3), y: Int((852 - 336 + 53 + 3 * 54 + 4) * 3.0))
        let typed = try Self.screen(query: "Pizza")[keyCenter.x, keyCenter.y], empty = try Self.screen(query: nil)[keyCenter.x, keyCenter.y]
        #expect(typed.b > 200 && typed.r < 50, "systemBlue with text: \(typed)")
        #expect(empty.r > 150 && empty.b - empty.r < 30, "the gray function key without: \(empty)")
    }
}
