import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// The keyboard laid out as nodes (docs/Architecture.md, "… a bar"): a `keyboard` bar node whose
/// children are its keys (`keyboardKey` nodes holding a `label` or a `barSymbol`) and its
/// QuickType or shortcut bar, so lint, `explain`, the inspector and fingerprints read key labels
/// as they read any label (docs/iOSMetrics.md, "Keyboards").
@Suite struct KeyboardNodesTests {
    /// A search screen on `device` with the keyboard up, `query` typed (or none).
    static func keyboard(
        _ device: Device, query: String? = nil, layout: KeyboardLayout = .english, direction: InterfaceDirection = .leftToRight
    ) throws -> [PlacedNode] {
        var scene = PlaceholderScene(
            canvas: device.size, scale: device.scale, root: PlaceholderNode(.stack(StackNode(axis: .vertical))), direction: direction)
        var keys = ChromeBar(.keyboard)
        keys.keyboard = layout
        scene.screen = ScreenFrame(
            safeArea: device.safeArea, chrome: [ChromeBar(.searchBar, title: query, items: ["Search"]), keys],
            statusBarHeight: device.statusBarHeight, isPad: device.isPad)
        let laidOut = RenderTestSupport.renderer.layout(scene)
        return try #require(laidOut.placedChromeNodes().first { $0.first?.node.kind == "keyboard" })
    }

    static func node(_ nodes: [PlacedNode], _ id: String) throws -> PlacedNode {
        try #require(nodes.first { $0.node.id == id }, "no node \(id)")
    }

    /// The text a key's label child shows.
    static func label(_ nodes: [PlacedNode], of key: String) -> String? {
        nodes.first { $0.node.id == key + ".label" }?.laidOut.measuredText?.content.text
    }

    /// Rule (iOS 17 capture, docs/iOSMetrics.md "Keyboards": q 3.2–36.7, shift 3.2–47.7, delete
    /// 345.5–389.8, row tops 568.8 … 730.1): on a Face ID iPhone the keys are `keyboardKey` nodes
    /// at the capture's frames, within 1 pt.
    @Test func keyFramesAreTheCapturesOnAFaceIDIPhone() throws {
        let nodes = try Self.keyboard(.iPhone15)
        let bar = try #require(nodes.first)
        #expect(bar.laidOut.kind is ChromeBarKind && bar.frame.minY == 516)
        let q = try Self.node(nodes, "key.0.0"), shift = try Self.node(nodes, "key.shift"), delete = try Self.node(nodes, "key.delete")
        #expect(q.node.kind == "keyboardKey")
        #expect(abs(q.frame.minX - 3.2) <= 1 && abs(q.frame.maxX - 36.7) <= 1 && abs(q.frame.minY - 568.8) <= 1, "q \(q.frame)")
        #expect(abs(shift.frame.minX - 3.2) <= 1 && abs(shift.frame.maxX - 47.7) <= 1 && abs(shift.frame.minY - 676.3) <= 1, "shift \(shift.frame)")
        #expect(abs(delete.frame.minX - 345.5) <= 1 && abs(delete.frame.maxX - 389.8) <= 1, "delete \(delete.frame)")
        let space = try Self.node(nodes, "key.space")
        #expect(abs(space.frame.minX - 100.2) <= 1 && abs(space.frame.maxX - 292.2) <= 1 && abs(space.frame.minY - 730.1) <= 1, "space \(space.frame)")
    }

    /// Rule: every key's label is a `label` node inside its key (the letters, space, Search,
    /// `123`) and every function key's glyph a `barSymbol`; none is cut short.
    @Test func keyLabelsAreLabelNodesInsideTheirKeys() throws {
        let nodes = try Self.keyboard(.iPhone15)
        #expect(Self.label(nodes, of: "key.0.0") == "q" && Self.label(nodes, of: "key.2.6") == "m")
        #expect(Self.label(nodes, of: "key.space") == "space" && Self.label(nodes, of: "key.return") == "search")
        #expect(Self.label(nodes, of: "key.numbers") == "123")
        let q = try Self.node(nodes, "key.0.0"), title = try Self.node(nodes, "key.0.0.label")
        #expect(title.node.kind == "label" && title.indexPath.count == 2 && title.indexPath.prefix(1) == q.indexPath.prefix(1))
        #expect(q.frame.minX <= title.frame.midX && title.frame.midX <= q.frame.maxX && q.frame.minY <= title.frame.midY && title.frame.midY <= q.frame.maxY)
        #expect(try Self.node(nodes, "key.shift.symbol").node.kind == "barSymbol")
        for device in [Device.iPhone15, .iPhoneSE, .iPadMini, .iPad, .iPadPro13] {
            for layout in [KeyboardLayout.english, .arabic, .japaneseRomaji, .thai, .pinyin] {
                let texts = try Self.keyboard(device, query: "Pizza", layout: layout).compactMap(\.laidOut.measuredText)
                #expect(!texts.isEmpty)
                for text in texts where text.metrics.isTruncated {
                    Issue.record("\(device.id) \(layout.space): “\(text.content.text)” is cut short")
                }
            }
        }
    }

    /// Rule: a key label no pinned font can draw is reported as any label's is (the renderer's
    /// missing-glyph warning reads the keyboard's nodes).
    @Test func aKeyLabelWithoutAGlyphIsReported() throws {
        var scene = PlaceholderScene(canvas: Device.iPhone15.size, scale: 3, root: PlaceholderNode(.stack(StackNode(axis: .vertical))))
        var keys = ChromeBar(.keyboard)
        keys.keyboard = KeyboardLayout(rows: [["q", "\u{10FFFD}"]], space: "space", search: "search")
        scene.screen = ScreenFrame(safeArea: Device.iPhone15.safeArea, chrome: [ChromeBar(.searchBar, items: ["Search"]), keys], statusBarHeight: 54)
        let measurer = try PangoTextMeasurer()
        let laidOut = LayoutEngine(text: measurer).layout(scene)
        #expect(measurer.textsWithMissingGlyphs(in: laidOut) == ["\u{10FFFD}"])
    }

    /// Rule (item 6, kept through the nodes): Japanese types on Romaji with ー after L and 空白 /
    /// 検索; Thai on Kedmanee's lower rows with เว้นวรรค / ค้นหา — as key labels.
    @Test func japaneseAndThaiKeysAreTheirKeyboardsLabels() throws {
        let japanese = try Self.keyboard(.iPhone15, layout: .japaneseRomaji)
        #expect(Self.label(japanese, of: "key.1.9") == "ー" && Self.label(japanese, of: "key.space") == "空白")
        #expect(Self.label(japanese, of: "key.return") == "検索")
        let thai = try Self.keyboard(.iPhone15, layout: .thai)
        #expect(Self.label(thai, of: "key.0.11") == "ล" && Self.label(thai, of: "key.space") == "เว้นวรรค")
        #expect(Self.label(thai, of: "key.return") == "ค้นหา")
    }

    /// Rule (MacStories, iOS 9 review: the shortcut bar's own items are Undo, Redo and Paste;
    /// Apple, `leadingBarButtonGroups`: leading is the left in left-to-right): an iPad's shortcut
    /// bar shows undo, redo and paste at its leading edge, in the bar above the keys; right to
    /// left they sit at the right, the arrows turned.
    @Test func theShortcutBarShowsUndoRedoAndPasteLeading() throws {
        for direction in [InterfaceDirection.leftToRight, .rightToLeft] {
            let nodes = try Self.keyboard(.iPad, direction: direction)
            let bar = try #require(nodes.first)
            let items = try ["shortcut.undo", "shortcut.redo", "shortcut.paste"].map { try Self.node(nodes, $0) }
            let symbols = items.map { BarSymbolKind.content(of: $0.node)?.symbol.name }
            let rtl = direction == .rightToLeft
            #expect(
                symbols
                    == (rtl
                        ? ["arrow.uturn.forward", "arrow.uturn.backward", "doc.on.clipboard"]
                        : ["arrow.uturn.backward", "arrow.uturn.forward", "doc.on.clipboard"]))
            for item in items {
                #expect(item.frame.minY >= bar.frame.minY && item.frame.maxY <= bar.frame.minY + 55, "in the shortcut bar: \(item.frame)")
            }
            let xs = items.map(\.frame.midX)
            #expect(rtl ? xs == xs.sorted(by: >) && xs[0] > Device.iPad.size.width - 60 : xs == xs.sorted() && xs[0] < 60, "\(xs)")
        }
    }

    /// Rule (the Arabic PC layout iOS follows: ض on Q, ح on P): a keyboard is not mirrored right to
    /// left; Arabic's rows run left to right from ض and ش, on an iPhone and an iPad alike, and
    /// the iPad's digit hints start with ١ on ض.
    @Test func arabicRowsRunLeftToRightFromTheKeyOfQ() throws {
        for device in [Device.iPhone15, .iPad] {
            let nodes = try Self.keyboard(device, layout: .arabic, direction: .rightToLeft)
            for (row, first) in [(0, "ض"), (1, "ش")] {
                let keys = nodes.filter { ($0.node.id ?? "").hasPrefix("key.\(row).") && ($0.node.id ?? "").split(separator: ".").count == 3 }
                    .sorted { $0.frame.minX < $1.frame.minX }
                #expect(Self.label(nodes, of: keys.first?.node.id ?? "") == first, "\(device.id) row \(row) starts at the left with \(first)")
            }
        }
        let pad = try Self.keyboard(.iPad, layout: .arabic, direction: .rightToLeft)
        #expect(try Self.node(pad, "key.0.0.hint").laidOut.measuredText?.content.text == "١")
        #expect(try Self.node(pad, "key.0.0").frame.minX < Self.node(pad, "key.0.1").frame.minX)
    }

    /// Rule (issue 41, item 7): the `.?123` key's label is laid out left to right in every
    /// language, so Arabic's reads `.?١٢٣`, not the bidi-reordered `١٢٣?.`; and Arabic's tab,
    /// caps lock, shift and delete show symbols, not English words cut short.
    @Test func theNumbersKeyIsNotReorderedAndArabicFunctionKeysAreSymbols() throws {
        let nodes = try Self.keyboard(.iPad, layout: .arabic, direction: .rightToLeft)
        let numbers = try #require(try Self.node(nodes, "key.numbers.label").laidOut.measuredText)
        #expect(numbers.content.text == ".?١٢٣" && numbers.direction == .leftToRight)
        let space = try #require(try Self.node(nodes, "key.space.label").laidOut.measuredText)
        #expect(space.direction == .rightToLeft, "other labels keep the screen's direction")
        for key in ["key.tab", "key.capsLock", "key.leadingShift", "key.delete"] {
            #expect(nodes.contains { $0.node.id == key + ".symbol" } && !nodes.contains { $0.node.id == key + ".label" }, "\(key)")
        }
        // In pixels: the period is the label's leftmost ink (a dot on the baseline), where the
        // reordered label starts with the top of ١.
        let image = try Self.image(.iPad, layout: .arabic, direction: .rightToLeft)
        let key = try Self.node(nodes, "key.numbers").frame, scale = Device.iPad.scale
        var columns: [Int: (Int, Int)] = [:]
        for y in Int(key.minY * scale)..<Int(key.maxY * scale) {
            for x in Int(key.minX * scale)..<Int(key.maxX * scale) where image[x, y].r < 100 {
                let old = columns[x] ?? (Int.max, Int.min)
                columns[x] = (min(old.0, y), max(old.1, y))
            }
        }
        let leftmost = try #require(columns.keys.min())
        let first = try #require(columns[leftmost])
        let top = columns.values.map(\.0).min() ?? 0, bottom = columns.values.map(\.1).max() ?? 0
        #expect(first.0 > (top + bottom) / 2, "the leftmost ink is the period, in the label's lower half: \(first) in \(top)–\(bottom)")
    }

    static func image(_ device: Device, layout: KeyboardLayout, direction: InterfaceDirection) throws -> RGBAImage {
        var scene = PlaceholderScene(
            canvas: device.size, scale: device.scale, root: PlaceholderNode(.stack(StackNode(axis: .vertical))), direction: direction)
        var keys = ChromeBar(.keyboard)
        keys.keyboard = layout
        scene.screen = ScreenFrame(
            safeArea: device.safeArea, chrome: [ChromeBar(.searchBar, items: ["Search"]), keys], statusBarHeight: device.statusBarHeight, isPad: device.isPad)
        return try RenderTestSupport.renderer.pixels(RenderTestSupport.renderer.layout(scene), appearance: .light)
    }

    /// Rule (CNET and InformationWeek, 2015: the 12.9" iPad Pro's keyboard adds a row of digits
    /// and their shifted characters above the letters, tab and caps lock at the left; For
    /// Dummies, "iPad and iPad Pro": smaller iPads show numbers as small gray hints on the keys):
    /// a 13" iPad has a number row ending in delete; an 11" one shows 1 … 0 as hints on its top row.
    @Test func theLargestIPadsHaveANumberRowTheOthersDigitHints() throws {
        let large = try Self.keyboard(.iPadPro13)
        let digits = large.filter { ($0.node.id ?? "").hasPrefix("key.digits.") && $0.node.kind == "keyboardKey" }
        #expect(digits.count == 13, "` 1 … 0 - =")
        #expect(Self.label(large, of: "key.digits.1") == "1" && large.first { $0.node.id == "key.digits.1.hint" }?.laidOut.measuredText?.content.text == "!")
        let delete = try Self.node(large, "key.delete"), tab = try Self.node(large, "key.tab")
        #expect(abs(delete.frame.minY - digits[0].frame.minY) < 0.001 && tab.frame.minY > delete.frame.minY, "delete ends the number row")
        #expect(Self.label(large, of: "key.0.12") == "\\" && Self.label(large, of: "key.2.9") == "/", "a hardware keyboard's punctuation")
        let bar = try #require(large.first)
        #expect(bar.frame.height == KeyboardMetrics.padHeight(rows: 5) + Device.iPadPro13.safeArea.bottom)
        let arabic = try Self.keyboard(.iPadPro13, layout: .arabic, direction: .rightToLeft)
        let nine = try #require(try Self.node(arabic, "key.digits.9.hint").laidOut.measuredText)
        #expect(nine.content.text == "(" && nine.direction == .leftToRight, "a legend is not mirrored into `)` right to left")
        for device in [Device.iPad, .iPadPro11, .iPadMini] {
            let nodes = try Self.keyboard(device)
            #expect(!nodes.contains { ($0.node.id ?? "").hasPrefix("key.digits.") }, "\(device.id): no number row")
            let hints = (0..<10).map { index in nodes.first { $0.node.id == "key.0.\(index).hint" }?.laidOut.measuredText?.content.text }
            #expect(hints == KeyboardLayout.westernDigits, "\(device.id): \(hints)")
        }
    }

    /// Rule (Pixel Envy, 2015, on iOS 8's QuickType: the leftmost cell holds your verbatim
    /// spelling, the correction the middle one): once the field holds text the QuickType bar
    /// shows the typed word in quotes in the leading cell and two completions after it; empty
    /// before; right to left the leading cell is the right one; a hairline divides two filled cells only.
    @Test func theQuickTypeBarSuggestsTheTypedWordInQuotesThenCompletions() throws {
        let typed = try Self.keyboard(.iPhone15, query: "Pizza")
        let cells = (0..<3).compactMap { index in typed.first { $0.node.id == "suggestion.\(index)" } }
        #expect(cells.compactMap { $0.laidOut.measuredText?.content.text } == ["“Pizza”", "Pizzas", "Pizza’s"])
        #expect(cells.map(\.frame.midX) == cells.map(\.frame.midX).sorted(), "the quoted word leads")
        let bar = try #require(typed.first)
        #expect(cells.allSatisfy { $0.frame.minY >= bar.frame.minY && $0.frame.maxY <= bar.frame.minY + 45 })
        #expect(try !Self.keyboard(.iPhone15).contains { ($0.node.id ?? "").hasPrefix("suggestion.") }, "none while the field is empty")
        let arabic = try Self.keyboard(.iPhone15, query: "بيتزا", layout: .arabic, direction: .rightToLeft)
        let first = try Self.node(arabic, "suggestion.0"), second = try Self.node(arabic, "suggestion.1")
        #expect(first.frame.midX > second.frame.midX, "right to left, the quoted word is at the right")
        func dividers(_ nodes: [PlacedNode]) -> Int { nodes.filter { ($0.node.id ?? "").hasPrefix("suggestion.divider.") }.count }
        #expect(dividers(typed) == 2, "three filled cells, two hairlines")
        #expect(dividers(arabic) == 1, "two filled cells (no completion rule for the script): one hairline, none beside the empty cell")
        let divider = try Self.node(arabic, "suggestion.divider.0").frame
        #expect(divider.midX < first.frame.minX && divider.midX > second.frame.maxX, "right to left, the hairline lies between the two filled cells")
        let pad = try Self.keyboard(.iPad, query: "Pizza")
        #expect(try Self.node(pad, "suggestion.0").frame.minX > Self.node(pad, "shortcut.paste").frame.maxX, "between the shortcuts")
    }
}

/// Where an active search sits on a device whose safe area ends at its status bar.
@Suite struct ActiveSearchPlacementTests {
    static func field(_ device: Device) throws -> LayoutRect {
        var scene = PlaceholderScene(canvas: device.size, scale: device.scale, root: PlaceholderNode(.stack(StackNode(axis: .vertical))))
        scene.screen = ScreenFrame(
            safeArea: device.safeArea,
            chrome: [ChromeBar(.largeTitleNavigationBar, title: "Search"), ChromeBar(.searchBar, title: "pasta", items: ["Search"]), ChromeBar(.keyboard)],
            statusBarHeight: device.statusBarHeight, isPad: device.isPad)
        let nodes = try #require(RenderTestSupport.renderer.layout(scene).placedChromeNodes().first { $0.first?.node.kind == "searchBar" })
        return try #require(nodes.first { $0.node.id == "searchField" }).frame
    }

    /// Rule (issue 41, item 10; the iOS 17 capture's field starts 6 pt under the 54 pt status bar,
    /// docs/iOSMetrics.md "Bars"): an active search field keeps those 6 pt under the status bar
    /// on a Home-button iPhone (status bar and safe area both 20 pt), where it sat 1 pt under it;
    /// a Dynamic Island iPhone keeps the capture's 60 pt.
    @Test func anActiveSearchFieldKeepsSixPointsUnderTheStatusBar() throws {
        let se = try Self.field(.iPhoneSE)
        #expect(abs(se.minY - (20 + ScreenFrame.activeSearchFieldBelowStatusBar)) < 0.001, "SE field at \(se.minY)")
        #expect(abs(try Self.field(.iPhone15).minY - 60) < 0.001)
    }
}
