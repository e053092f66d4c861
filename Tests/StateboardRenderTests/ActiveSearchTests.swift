import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import Testing

/// A search in progress: a search bar with the keyboard up. The rules follow UIKit's
/// `UISearchController` (navigation bar hidden while presenting, a Cancel button, the return key
/// enabled once there is text); the places are measured on an iOS 17 capture of an active search:
/// Dimillian/IceCubesApp at f39f9e136363cd7034973bd14ff4ee1b781cea4f, `Images/explore.png`, fourth
/// screen (an iPhone 15 Pro, 393 × 852 pt, scaled by 446 / 393; docs/iOSMetrics.md, "Bars").
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

    /// Rule (capture: the SwiftUI field 61.7–96.0 pt, 34.3 pt tall, centred at 78.8): with the
    /// keyboard up the navigation bar collapses and the search bar moves up to the safe area's top
    /// (59 pt, 5 pt under a Dynamic Island iPhone's 54 pt status bar; the field 1 pt below it,
    /// 60–96 at Large), and the content area starts under the search bar.
    @Test func navigationBarCollapsesAndTheFieldMovesToTheSafeAreasTop() throws {
        let image = try Self.screen(query: "Pizza")
        let column = Int(200 * 3.0)
        let rows = (Int(50 * 3.0)..<Int(200 * 3.0)).filter { image[column, $0].r < 250 }
        let top = Double(try #require(rows.first)) / 3, bottom = Double(try #require(rows.last) + 1) / 3
        #expect(abs(top - 60) <= 0.4 && abs(bottom - 96) <= 0.4, "field \(top)–\(bottom): 1 pt under the 59 pt safe area, 36 pt tall")
        #expect(abs((top + bottom) / 2 - 78.8) <= 1, "the capture's field is centred at 78.8 pt")
        let frame = ScreenFrame(
            safeArea: Device.iPhone15.safeArea,
            chrome: [ChromeBar(.largeTitleNavigationBar), ChromeBar(.searchBar), ChromeBar(.keyboard)], statusBarHeight: 54)
        #expect(frame.isSearchActive)
        #expect(frame.contentArea(in: Device.iPhone15.size).minY == 59 + 52, "no navigation bar above the search bar")
        #expect(frame.barFrames(in: Device.iPhone15.size).allSatisfy { $0.bar.kind != .largeTitleNavigationBar })
    }

    /// Rule (capture: the field ends at 312.4 pt, Cancel's ink 325.2–375.4 × 72.3–84.6): Cancel sits
    /// at the trailing layout margin in the tint, centred on the field, and the field ends 12 pt
    /// before it; right to left, both mirror.
    @Test func cancelIsAtTheTrailingMarginInTheTint() throws {
        for rightToLeft in [false, true] {
            let image = try Self.screen(query: "Pizza", rightToLeft: rightToLeft)
            var blue: [Int] = [], blueRows: [Int] = []
            for y in Int(60 * 3.0)..<Int(100 * 3.0) {
                for x in 0..<image.width where image[x, y].b > 200 && image[x, y].r < 100 {
                    blue.append(x)
                    blueRows.append(y)
                }
            }
            let minX = Double(try #require(blue.min())) / 3, maxX = Double(try #require(blue.max()) + 1) / 3
            let minY = Double(try #require(blueRows.min())) / 3, maxY = Double(try #require(blueRows.max()) + 1) / 3
            #expect(abs((minY + maxY) / 2 - 78.45) <= 1, "Cancel's ink \(minY)–\(maxY), the capture's 72.3–84.6")
            if rightToLeft {
                #expect(abs(minX - 17) <= 1.5 && maxX < 80, "Cancel at the left margin (its ink a side bearing in): \(minX)–\(maxX)")
            } else {
                #expect(abs(maxX - (393 - 17)) <= 1.5 && minX > 300, "Cancel at the right margin (its ink a side bearing in): \(minX)–\(maxX)")
            }
            let fieldEdge = rightToLeft ? image[Int((maxX + 4) * 3), Int(73 * 3.0)] : image[Int((minX - 4) * 3), Int(73 * 3.0)]
            #expect(fieldEdge.r == 255, "a gap between the field and Cancel: \(fieldEdge)")
            // The field's end (its fill is not white), 312.4 pt in the capture; mirrored right to left.
            let row = Int(87 * 3.0)  // under Cancel's ink, above the field's rounded corner
            let filled = (0..<image.width).filter { image[$0, row].r < 255 }
            let lo = Double(try #require(filled.min())) / 3, hi = Double(try #require(filled.max()) + 1) / 3
            let endBesideCancel = rightToLeft ? 393 - lo : hi
            #expect(abs(endBesideCancel - 312.4) <= 1, "field \(lo)–\(hi)")
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
