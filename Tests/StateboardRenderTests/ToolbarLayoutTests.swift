import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import Testing

/// Issue 41, item 12: a toolbar's items as full bar items, placed as UIToolbar places them:
/// between the 16 pt layout margins, flexible spaces sharing the free width, fixed spaces their
/// own, buttons side by side 16 pt apart, mirrored right to left (docs/iOSMetrics.md, "Toolbar items").
@Suite struct ToolbarLayoutTests {
    static let side = BarItem(.symbol("plus")).symbolImage!.side

    static func layout(
        _ items: [BarItem] = [], symbols: [String] = [], width: Double = 393, safeArea: Insets = Insets(top: 59, bottom: 34),
        direction: InterfaceDirection = .leftToRight
    ) -> LaidOutScene {
        var scene = PlaceholderScene(canvas: LayoutSize(width: width, height: 852), scale: 3, root: PlaceholderNode(.stack(StackNode(axis: .vertical))))
        var bar = ChromeBar(.toolbar, symbols: symbols)
        bar.toolbarItems = items
        scene.screen = ScreenFrame(safeArea: safeArea, chrome: [bar], statusBarHeight: 54)
        scene.direction = direction
        return RenderTestSupport.renderer.layout(scene)
    }

    /// The toolbar's item nodes by id, in canvas points.
    static func frames(_ scene: LaidOutScene) -> [String: LayoutRect] {
        guard let bar = scene.chrome.first else { return [:] }
        let pairs = bar.children.compactMap { child in
            child.node.id.flatMap { $0.hasPrefix("item.") ? ($0, child.frame.offsetBy(dx: bar.frame.minX, dy: bar.frame.minY)) : nil }
        }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    static func text(_ title: String, done: Bool = false) -> BarItem { BarItem(.text(title), isDone: done) }

    /// Rule: a plain list of symbols spreads as it always did — the first at the leading margin,
    /// the last at the trailing one, the rest evenly between, a lone one centred — whether
    /// written as names (`symbols`) or as items.
    @Test func plainSymbolsSpreadFromMarginToMarginAsBefore() throws {
        let names = ["square.and.arrow.up", "heart", "trash"]
        for scene in [Self.layout(symbols: names), Self.layout(names.map { BarItem(.symbol($0)) }), Self.layout()] {
            let frames = Self.frames(scene)
            let centres = (0..<3).map { frames["item.\($0)"]?.midX ?? -1 }
            let inset = 16 + Self.side / 2
            #expect(abs(centres[0] - inset) < 1e-9 && abs(centres[2] - (393 - inset)) < 1e-9, "\(centres)")
            #expect(abs(centres[1] - 393.0 / 2) < 1e-9, "\(centres)")
        }
        let lone = Self.frames(Self.layout(symbols: ["plus"]))
        #expect(abs((lone["item.0"]?.midX ?? 0) - 393.0 / 2) < 1e-9, "a lone symbol is centred")
    }

    /// Rule: items start and end at the layout margins, 16 pt inside the safe area (a landscape
    /// iPhone's sensor housing side included).
    @Test func itemsStartAndEndAtTheLayoutMargins() throws {
        let items = [Self.text("Edit"), BarItem(.flexibleSpace), BarItem(.symbol("plus"))]
        let portrait = Self.frames(Self.layout(items))
        #expect(portrait["item.0"]?.minX == 16 && abs((portrait["item.2"]?.maxX ?? 0) - (393 - 16)) < 1e-9, "\(portrait)")
        let landscape = Self.frames(Self.layout(items, width: 852, safeArea: Insets(top: 0, left: 59, bottom: 21, right: 59)))
        #expect(landscape["item.0"]?.minX == 59 + 16 && abs((landscape["item.2"]?.maxX ?? 0) - (852 - 59 - 16)) < 1e-9, "\(landscape)")
    }

    /// Rule: flexible spaces share the row's free width equally: a symbol between two is centred
    /// whatever the widths beside it; two spaces on one side take twice the width of one.
    @Test func flexibleSpacesShareTheFreeWidthEqually() throws {
        let centred = Self.frames(
            Self.layout([Self.text("Select All"), BarItem(.flexibleSpace), BarItem(.symbol("plus")), BarItem(.flexibleSpace), Self.text("Done")]))
        let select = try #require(centred["item.0"]), plus = try #require(centred["item.2"]), done = try #require(centred["item.4"])
        // A title's label is a point wider than its slot (room for the last glyph's overhang).
        #expect(abs((plus.minX - (select.maxX - 1)) - (done.minX - plus.maxX)) < 1e-9, "equal spaces either side")
        let weighted = Self.frames(
            Self.layout([BarItem(.symbol("plus")), BarItem(.flexibleSpace), BarItem(.flexibleSpace), BarItem(.symbol("trash")), BarItem(.flexibleSpace)]))
        let first = try #require(weighted["item.0"]), trash = try #require(weighted["item.3"])
        let free = 393 - 32 - 2 * Self.side
        #expect(abs((trash.minX - first.maxX) - free * 2 / 3) < 1e-9 && abs((393 - 16 - trash.maxX) - free / 3) < 1e-9, "\(weighted)")
    }

    /// Rule: a fixed space stands in for the gap between its neighbours, and buttons side by side
    /// keep 16 pt between them.
    @Test func aFixedSpaceIsItsWidthAndButtonsSideBySideKeepTheSpacing() throws {
        let frames = Self.frames(
            Self.layout([BarItem(.symbol("plus")), BarItem(.fixedSpace(30)), BarItem(.symbol("trash")), BarItem(.symbol("heart"))]))
        let plus = try #require(frames["item.0"]), trash = try #require(frames["item.2"]), heart = try #require(frames["item.3"])
        #expect(abs(trash.minX - plus.maxX - 30) < 1e-9, "the fixed space alone: \(trash.minX - plus.maxX)")
        #expect(abs(heart.minX - trash.maxX - 16) < 1e-9, "side by side: \(heart.minX - trash.maxX)")
        #expect(frames["item.1"] == nil, "a space draws nothing")
    }

    /// Rule: right to left mirrors the row: the first item at the right margin, a fixed space's
    /// gap kept, the last at the left margin.
    @Test func rightToLeftMirrorsTheRow() throws {
        let items = [Self.text("Edit"), BarItem(.fixedSpace(24)), BarItem(.symbol("plus")), BarItem(.flexibleSpace), BarItem(.symbol("trash"))]
        let ltr = Self.frames(Self.layout(items)), rtl = Self.frames(Self.layout(items, direction: .rightToLeft))
        for (id, extra) in [("item.0", 1.0), ("item.2", 0), ("item.4", 0)] {
            let left = try #require(ltr[id]), right = try #require(rtl[id])
            // A title's label is a point wider than its slot, on its trailing side in both directions.
            #expect(abs(right.minX - (393 - (left.maxX - extra))) < 1e-9 && right.width == left.width, "\(id): \(left) \(right)")
        }
        #expect(abs((rtl["item.0"]?.maxX ?? 0) - 1 - (393 - 16)) < 1e-9, "the first item at the right margin")
    }

    /// Rule: a text item is its title's advance (rounded up to a point) in 17 pt, regular; the
    /// done style draws it semibold, which is wider; its baseline is 28 pt below the bar's top.
    @Test func aTextItemIsItsTitlesWidthAndDoneIsSemibold() throws {
        let scene = Self.layout([Self.text("Select"), BarItem(.flexibleSpace), Self.text("Select", done: true)])
        let bar = try #require(scene.chrome.first)
        let plain = try #require(bar.children.first { $0.node.id == "item.0" }), done = try #require(bar.children.first { $0.node.id == "item.2" })
        let font = try #require(plain.measuredText?.content.font), doneFont = try #require(done.measuredText?.content.font)
        #expect(font.size == 17 && font.weight == .regular && doneFont.weight == .semibold)
        let advance = try #require(plain.measuredText?.metrics.size.width)
        #expect(plain.frame.width == advance.rounded(.up) + 1, "the title's advance, and the label's extra point")
        #expect(done.frame.width > plain.frame.width, "semibold is wider")
        let baseline = plain.firstBaseline
        #expect(abs(plain.frame.minY + baseline - BarMetrics.inlineBaseline) < 0.01, "baseline \(plain.frame.minY + baseline) below the bar's top")
    }

    /// Rule: a row wider than the bar gives up its flexible spaces, then shortens its titles in
    /// proportion (cut short with an ellipsis), so every item stays between the margins.
    @Test func titlesAreCutShortWhenTheRowIsTooWide() throws {
        let titles = ["Select Everything", "Move to Another Folder", "Archive All", "Mark as Unread"]
        let items = titles.flatMap { [Self.text($0), BarItem(.flexibleSpace)] }
        let scene = Self.layout(items)
        let bar = try #require(scene.chrome.first)
        let labels = bar.children.filter { $0.node.id?.hasPrefix("item.") == true }
        #expect(labels.count == 4, "every title stays")
        #expect(labels.allSatisfy { $0.measuredText?.metrics.isTruncated == true }, "each is cut short")
        let frames = Self.frames(scene)
        #expect((frames.values.map(\.maxX).max() ?? 999) <= 393 - 16 + 1, "within the trailing margin (+ the label's extra point)")
    }

    /// Rule: a button that still does not fit (images, symbols: nothing to shorten) is left
    /// out with those after it, not drawn across the margin.
    @Test func buttonsPastTheTrailingMarginAreLeftOut() throws {
        let wide = BarItem(.image(ImageNode(path: "/nonexistent.png"), width: 132, height: 30))
        let frames = Self.frames(Self.layout([wide, wide, wide]))
        #expect(frames.keys.sorted() == ["item.0", "item.1"], "two fit in 361 pt, the third does not: \(frames.keys.sorted())")
    }

    /// Rule: an item's own tint wins over the bar's; a symbol item keeps its own size.
    @Test func anItemsOwnTintAndSymbolSizeAreKept() throws {
        var red = BarItem(.symbol("trash"), tint: SystemColor.systemRed.color)
        red.pointSize = 22
        let scene = Self.layout([BarItem(.symbol("plus")), BarItem(.flexibleSpace), red])
        let bar = try #require(scene.chrome.first)
        let trash = try #require(bar.children.first { $0.node.id == "item.2" })
        #expect(trash.frame.width == red.symbolImage?.side && trash.frame.width > Self.side, "22 pt symbol's box")
        let record = trash.kind?.styleRecord(of: trash.node) ?? [:]
        #expect(record["color"] == StyleRecord.color(SystemColor.systemRed.color), "\(record)")
    }

    /// Rule: a compact date picker in a toolbar (any view is a toolbar item's custom view) is the
    /// navigation bar's: its 34⅓ pt rounded rectangle centred on the 44 pt row, placed by the spaces.
    @Test func aDatePickerIsCentredOnTheRowAsInANavigationBar() throws {
        let scene = Self.layout([BarItem(.flexibleSpace), BarItem(.datePicker(texts: ["Jun 1, 2024"])), BarItem(.flexibleSpace)])
        let bar = try #require(scene.chrome.first)
        let fill = try #require(bar.children.first { $0.node.id == "item.1.fill" })
        #expect(abs(fill.frame.height - DatePickerMetrics.height) < 1e-9 && abs(fill.frame.midY - 22) < 1e-9, "\(fill.frame)")
        #expect(abs(fill.frame.midX - 393.0 / 2) < 1e-9, "centred by the two flexible spaces: \(fill.frame)")
    }
}
