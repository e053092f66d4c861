import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import Testing

/// Table sections and rows (`section`, `row`) drawn as iOS 18 draws SwiftUI `Form` / `List`
/// sections, each figure checked against the capture it was measured on (docs/iOSMetrics.md,
/// "Table rows"). Captures: github.com/home-assistant/iOS at e4cec5a, 1170 × 2532 (390 × 844 pt
/// at 3x, a Dynamic Island simulator, navigation bar 54–98 pt):
/// - `Tests/App/ClientEvents/__Snapshots__/LocationHistoryListViewSnapshot.test/snapshots.LocationHistoryListView-wo-Locations-light.png`
///   (a `Form` section with one secondary-colored "No Location History" row),
/// - `…-w-Locations-light.png` (two `NavigationLink` rows, two body lines each, chevrons),
/// - `Tests/Shared/DesignSystem/Components/__Snapshots__/ListPickerTests/testLitPickerContentUI.light.png`
///   (sections with "SECTION 1" headers, 44 pt rows, a checkmark).
/// Positions are in points, ink edges (±0.3 pt); each test allows the issue's 2 pt or less.
@Suite struct ListRowTests {
    /// A Home Assistant screen: 390 × 844 at 3x, the inline bar from 54 to 98 pt, grouped background.
    static func screen(
        _ root: String, textSize: String = "large", direction: String = "ltr",
        appearance: Appearance = .light
    ) throws -> RGBAImage {
        let yaml = """
            stateboard: 1
            canvas: { width: 390, height: 844, scale: 3 }
            textSize: \(textSize)
            direction: \(direction)
            background: systemGroupedBackground
            safeArea: { top: 59, bottom: 34 }
            statusBarHeight: 54
            chrome: [{ navigationBar: { title: "Location History" } }]
            placement: { anchor: top }
            root:
            \(root.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            """
        let (scene, folder) = try RenderTestSupport.laidOutSceneFile(yaml)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try RenderTestSupport.renderer.pixels(scene, appearance: appearance)
    }

    static let noHistory = """
        section: { style: insetGrouped }
        nodes: [ { row: { text: "No Location History", color: secondaryLabel } } ]
        """

    static let twoEntries = """
        section: { style: insetGrouped }
        nodes:
          - row: { text: "28/2/25, 7:09:33 PM", secondaryText: "Manual", secondaryStyle: body, accessory: disclosure }
          - row: { text: "28/2/25, 7:09:33 PM", secondaryText: "Periodic", secondaryStyle: body, accessory: disclosure }
        """

    struct NoInk: Error, CustomStringConvertible {
        var region: String
        var description: String { "nothing drawn in \(region)" }
    }

    /// Ink bounds in points of a region given in points; throws (naming the region) when it is empty.
    static func ink(
        _ image: RGBAImage, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
        background: (UInt8, UInt8, UInt8) = (255, 255, 255), threshold: Int = 40
    ) throws -> (Double, Double, Double, Double) {
        guard let found = BarMetricsTests.ink(image, x0, y0, x1, y1, background: background, threshold: threshold) else {
            throw NoInk(region: "\(x0)–\(x1) × \(y0)–\(y1)")
        }
        return found
    }

    /// The white rows of a column, in points: (top, bottom) runs.
    static func whiteRuns(_ image: RGBAImage, x: Double, from y0: Double, to y1: Double) -> [(Double, Double)] {
        var runs: [(Double, Double)] = [], start: Int?
        let column = Int(x * 3)
        for y in Int(y0 * 3)..<Int(y1 * 3) {
            let p = image[column, y], white = p.r == 255 && p.g == 255 && p.b == 255
            if white, start == nil { start = y }
            if !white, let s = start { runs.append((Double(s) / 3, Double(y) / 3)); start = nil }
        }
        if let s = start { runs.append((Double(s) / 3, y1)) }
        return runs
    }

    /// Figure (Home Assistant, no history): the inset-grouped card runs from x 20 to 370 and
    /// from y 132.7 to 176.7 — 35 pt under the navigation bar, one 44 pt row.
    @Test func insetGroupedCardIsTwentyPointsInAndItsOneRowIs44PointsTall() throws {
        let image = try Self.screen(Self.noHistory)
        let card = try #require(Self.whiteRuns(image, x: 300, from: 99, to: 400).first)
        #expect(abs(card.0 - 132.7) <= 1 && abs(card.1 - 176.7) <= 1, "card \(card.0)–\(card.1), iOS 132.7–176.7")
        let middle = Int(150 * 3.0)
        let whiteColumns = (0..<390 * 3).filter { image[$0, middle].r == 255 && image[$0, middle].b == 255 }
        let left = Double(try #require(whiteColumns.first)) / 3, right = Double(try #require(whiteColumns.last) + 1) / 3
        #expect(abs(left - 20) <= 0.5 && abs(right - 370) <= 0.5, "card x \(left)–\(right), iOS 20–370")
    }

    /// Figure (Home Assistant, ListPicker): the card's corners have a 10 pt radius — its
    /// top-left pixel row starts about 8 pt in, and it is square 10 pt down.
    @Test func insetGroupedCardCornersHaveTenPointRadius() throws {
        let image = try Self.screen(Self.noHistory)
        let top = try #require(Self.whiteRuns(image, x: 300, from: 99, to: 400).first).0
        func firstWhite(atY y: Double) -> Double? {
            let row = Int(y * 3)
            return (Int(15 * 3.0)..<Int(60 * 3.0)).first { image[$0, row].r == 255 && image[$0, row].b == 255 }.map { Double($0) / 3 - 20 }
        }
        let nearTop = try #require(firstWhite(atY: top + 0.34)), below = try #require(firstWhite(atY: top + 10.4))
        #expect(nearTop >= 6 && nearTop <= 9, "the first white pixel row starts \(nearTop) pt in, iOS 8.3")
        #expect(below <= 0.4, "10 pt down the card is square (\(below))")
    }

    /// Figure (Home Assistant, no history): the row's text starts 20 pt into the card (ink at
    /// 41.3) with its baseline 27.7 pt below the row's top (cap top 148.3, descender to 163.3;
    /// Inter's `y` reaches 1.3 pt lower than SF Pro's).
    @Test func rowTextStartsTwentyPointsIntoTheCardOnTheCapturesBaseline() throws {
        let image = try Self.screen(Self.noHistory)
        let text = try Self.ink(image, 21, 134, 369, 176)
        #expect(abs(text.0 - 41.3) <= 1, "text starts at \(text.0), iOS 41.3")
        #expect(abs(text.1 - 148.3) <= 1 && abs(text.3 - 163.3) <= 1.5, "text y \(text.1)–\(text.3), iOS 148.3–163.3")
    }

    /// Figure (Home Assistant, two entries): a row of two body lines is 62.7 pt tall; the lines'
    /// cap tops are at 147.0 and 168.3 pt.
    @Test func rowWithSecondaryTextGrowsToFitBothLines() throws {
        let image = try Self.screen(Self.twoEntries)
        let runs = Self.whiteRuns(image, x: 300, from: 99, to: 300)
        #expect(runs.count == 2, "two rows split by a separator: \(runs)")
        let first = try #require(runs.first), second = try #require(runs.last)
        #expect(abs(first.0 - 132.7) <= 1 && abs(first.1 - 195.0) <= 1, "first row \(first), iOS 132.7–195.0")
        #expect(abs(second.1 - 258.0) <= 1.5, "second row ends at \(second.1), iOS 258.0")
        let title = try Self.ink(image, 38, 140, 300, 165), detail = try Self.ink(image, 38, 166, 300, 194)
        #expect(abs(title.1 - 147.0) <= 1.5, "first line's cap top \(title.1), iOS 147.0")
        #expect(abs(detail.1 - 168.3) <= 1.5 && abs(detail.3 - 180.7) <= 1.5, "second line \(detail.1)–\(detail.3), iOS 168.3–180.7")
    }

    /// Figure (Home Assistant, two entries): the separator between rows is one device pixel at
    /// y 195.0, from the text's start (x 40) to the card's edge (370), in `separator`.
    @Test func separatorStartsAtTheTextAndRunsToTheCardsEdge() throws {
        let image = try Self.screen(Self.twoEntries)
        let row = Int(195.0 * 3)
        let gray = (0..<390 * 3).filter {
            let p = image[$0, row]; return p.r < 220 && p.r > 180
        }
        let start = Double(try #require(gray.first)) / 3, end = Double(try #require(gray.last) + 1) / 3
        #expect(abs(start - 40) <= 0.5 && abs(end - 370) <= 0.5, "separator \(start)–\(end), iOS 40–370")
        let p = image[Int(300 * 3.0), row]
        #expect(abs(Int(p.r) - 198) <= 3 && abs(Int(p.b) - 200) <= 3, "separator color \(p), iOS (198, 198, 200)")
        #expect(image[Int(300 * 3.0), row + 1].r == 255 && image[Int(300 * 3.0), row - 1].r == 255, "one device pixel thick")
    }

    /// Figure (Home Assistant, two entries): the disclosure chevron's ink spans x 342.7–349.3
    /// and y 158.3–169.7, centred on its row, in a light gray.
    @Test func disclosureChevronSitsWhereIOSPutsIt() throws {
        let image = try Self.screen(Self.twoEntries)
        let chevron = try Self.ink(image, 300, 140, 369, 190, threshold: 30)
        #expect(abs(chevron.0 - 342.7) <= 1 && abs(chevron.2 - 349.3) <= 1, "chevron x \(chevron.0)–\(chevron.2), iOS 342.7–349.3")
        #expect(abs(chevron.1 - 158.3) <= 1 && abs(chevron.3 - 169.7) <= 1, "chevron y \(chevron.1)–\(chevron.3), iOS 158.3–169.7")
    }

    /// Figure (Home Assistant, ListPicker): a section header ("SECTION 1", footnote, secondary)
    /// has its cap top at 117.3 and baseline 126.3, its text at x 40.7, the card from 135.
    @Test func sectionHeaderSitsAboveTheCard() throws {
        let image = try Self.screen(
            """
            section: { style: insetGrouped, header: "SECTION 1" }
            nodes: [ { row: "Abc" }, { row: { text: "aaaa", accessory: checkmark } } ]
            """)
        let background = image[3, Int(110 * 3.0)]
        let header = try Self.ink(image, 21, 99, 300, 133, background: (background.r, background.g, background.b))
        #expect(abs(header.1 - 117.3) <= 1 && abs(header.3 - 126.3) <= 1, "header y \(header.1)–\(header.3), iOS 117.3–126.3")
        #expect(abs(header.0 - 40.7) <= 1, "header x \(header.0), iOS 40.7")
        let card = try #require(Self.whiteRuns(image, x: 300, from: 99, to: 300).first)
        #expect(abs(card.0 - 135) <= 1 && abs(card.1 - 178.7) <= 1, "first row \(card.0)–\(card.1), iOS 135.0–178.7")
    }

    /// Figure (Home Assistant, ListPicker): the checkmark's ink spans x 334.3–348.0 and y
    /// 194.7–208.0 (row 179–223), in the tint.
    @Test func checkmarkSitsWhereIOSPutsItInTheTint() throws {
        let image = try Self.screen(
            """
            section: { style: insetGrouped, header: "SECTION 1" }
            nodes: [ { row: "Abc" }, { row: { text: "aaaa", accessory: checkmark } } ]
            """)
        let mark = try Self.ink(image, 300, 180, 369, 222)
        #expect(abs(mark.0 - 334.3) <= 1.5 && abs(mark.2 - 348.0) <= 1, "checkmark x \(mark.0)–\(mark.2), iOS 334.3–348.0")
        #expect(abs(mark.1 - 194.7) <= 1.5 && abs(mark.3 - 208.0) <= 1.5, "checkmark y \(mark.1)–\(mark.3), iOS 194.7–208.0")
        var blue = 0
        for y in Int(mark.1 * 3)..<Int(mark.3 * 3) { for x in Int(mark.0 * 3)..<Int(mark.2 * 3) where image[x, y].b > 200 && image[x, y].r < 100 { blue += 1 } }
        #expect(blue > 20, "drawn in the tint (systemBlue)")
    }

    /// Rule (UITableView): no row is shorter than 44 pt, and rows grow with Dynamic Type.
    @Test func rowsAreAtLeast44PointsAndGrowWithDynamicType() throws {
        let small = try #require(Self.whiteRuns(try Self.screen(Self.noHistory, textSize: "xSmall"), x: 300, from: 99, to: 400).first)
        #expect(abs(small.1 - small.0 - 44) <= 0.4, "xSmall row \(small.1 - small.0) pt, 44 minimum")
        let large = try #require(Self.whiteRuns(try Self.screen(Self.noHistory, textSize: "accessibility3"), x: 300, from: 99, to: 400).first)
        #expect(large.1 - large.0 > 70, "AX3 row \(large.1 - large.0) pt: body at AX3 is 40 pt")
    }

    /// Rule: a plain section draws no card, starts at its top, and draws a separator under every row, the last included.
    @Test func plainRowsDrawSeparatorsUnderEveryRowAndNoCard() throws {
        let image = try Self.screen(
            """
            section: { style: plain }
            nodes: [ { row: "One" }, { row: "Two" } ]
            """)
        let background = image[Int(300 * 3.0), Int(120 * 3.0)]
        #expect(background.r == 242 && background.b == 247, "no card: the grouped background shows (\(background))")
        let lines = (Int(99 * 3.0)..<Int(250 * 3.0)).filter { image[Int(300 * 3.0), $0].r < 225 }
        #expect(lines.count == 2, "two separators, the last row's included: \(lines.map { Double($0) / 3 })")
        #expect(lines.first.map { abs(Double($0) / 3 - (98 + 44 - 1.0 / 3)) <= 0.5 } == true, "the first under the first 44 pt row, which starts under the bar")
    }

    /// Rule: right to left, the text starts at the trailing edge and the chevron and separator inset mirror.
    @Test func rightToLeftMirrorsTheRow() throws {
        let image = try Self.screen(Self.twoEntries, direction: "rtl")
        let chevron = try Self.ink(image, 21, 140, 60, 190, threshold: 30)
        #expect(abs(chevron.0 - (390 - 349.3)) <= 1, "the chevron mirrors to x \(chevron.0)")
        let title = try Self.ink(image, 60, 140, 369, 165)
        #expect(abs(title.2 - (390 - 41)) <= 1.5, "the text ends 20 pt into the card: \(title.2)")
        let row = Int(195.0 * 3)
        let gray = (0..<390 * 3).filter {
            let p = image[$0, row]; return p.r < 220 && p.r > 180
        }
        #expect(gray.last.map { abs(Double($0 + 1) / 3 - 350) <= 0.5 } == true, "the separator ends at the text's start")
    }

    /// Rule (dark appearance): the card is secondarySystemGroupedBackground (28, 28, 30) on black.
    @Test func darkCardIsSecondaryGroupedBackground() throws {
        let image = try Self.screen(Self.noHistory, appearance: .dark)
        let card = image[Int(300 * 3.0), Int(150 * 3.0)], screen = image[Int(300 * 3.0), Int(120 * 3.0)]
        #expect(card.r == 28 && card.g == 28 && card.b == 30, "card \(card), iOS (28, 28, 30)")
        #expect(screen.r == 0 && screen.b == 0, "background \(screen), iOS black")
    }

    /// An iPhone 15 screen with a tab bar whose content is `count` plain rows.
    static func tabScreen(rows count: Int) throws -> RGBAImage {
        let device = Device.iPhone15
        let row = PlaceholderNode(.custom(CustomNode(name: "row", content: ListRowNode(text: TextContent(text: "Row", font: TextStyle.body.font(), lines: 0)))))
        var rows = Array(repeating: row, count: count)
        for index in rows.indices { rows[index].compressionResistance.vertical = 1000 }
        let content = PlaceholderNode(.stack(StackNode(axis: .vertical, nodes: rows + [PlaceholderNode(.box(BoxNode()))])))
        var scene = PlaceholderScene(
            canvas: device.size, scale: device.scale, root: PlaceholderNode(.stack(StackNode(axis: .vertical))),
            content: content, showsPlaceholder: false)
        scene.screen = ScreenFrame(safeArea: device.safeArea, chrome: [ChromeBar(.tabBar)], statusBarHeight: 54)
        return try RenderTestSupport.renderer.pixels(RenderTestSupport.renderer.layout(scene), appearance: .light)
    }

    /// Rule (UITabBarAppearance, iOS 15+): the tab bar shows its material and hairline only when
    /// rows run under it; above a short list the screen is at its scroll edge and the bar is
    /// transparent (before, any `content` state showed the material).
    @Test func bottomBarShowsItsMaterialOnlyWhenRowsRunUnderIt() throws {
        let barTop = 852.0 - 34 - 49
        func barPixel(_ image: RGBAImage) -> (UInt8, UInt8, UInt8) {
            let p = image[Int(8 * 3.0), Int((barTop + 3) * 3)]
            return (p.r, p.g, p.b)
        }
        let short = try Self.tabScreen(rows: 3), long = try Self.tabScreen(rows: 20)
        #expect(barPixel(short) == (255, 255, 255), "3 rows end far above the bar: transparent, \(barPixel(short))")
        #expect(barPixel(long).0 < 252, "20 rows run under the bar: its material, \(barPixel(long))")
    }

    /// Rule (UIListContentConfiguration.valueCell): a value sits at the trailing end in the
    /// secondary color, 12 pt before a chevron (20 pt from the card's edge without one); a footer
    /// (footnote) starts with the rows' text under the card. Chosen: no capture has them.
    @Test func valueSitsBeforeTheAccessoryAndTheFooterUnderTheCard() throws {
        let image = try Self.screen(
            """
            section: { style: insetGrouped, footer: "Kept on this device." }
            nodes: [ { row: { text: Version, value: "2025.4" } }, { row: { text: History, value: "Off", accessory: disclosure } } ]
            """)
        let version = try Self.ink(image, 200, 134, 369, 176)
        #expect(abs(version.2 - 350) <= 1, "the value ends 20 pt from the card's edge: \(version.2)")
        let off = try Self.ink(image, 200, 178, 335, 220)
        #expect(abs(off.2 - (342.7 - 12)) <= 1.5, "the value ends 12 pt before the chevron: \(off.2)")
        let p = image[Int((version.0 + 1) * 3), Int((version.1 + version.3) / 2 * 3)]
        #expect(p.r == p.g && p.r > 100, "in a gray, not the label color: \(p)")
        let background = image[3, Int(240 * 3.0)]
        let footer = try Self.ink(image, 21, 222, 369, 260, background: (background.r, background.g, background.b))
        #expect(abs(footer.0 - 40.7) <= 1.5 && footer.1 > 221 + 7, "footer at x \(footer.0), y \(footer.1)")
    }
}
