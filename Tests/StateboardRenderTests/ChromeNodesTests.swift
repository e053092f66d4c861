import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// The chrome is laid out as nodes (docs/Architecture.md, "… a bar"): each bar a `ChromeBarKind`
/// node whose title, items, field and hairline are nodes the layout placed, so lint, `explain`,
/// the inspector and fingerprints read bar text as they read a label's.
@Suite struct ChromeNodesTests {
    static func layout(_ chrome: [ChromeBar], device: Device = .iPhone15) -> LaidOutScene {
        var scene = PlaceholderScene(canvas: device.size, scale: device.scale, root: PlaceholderNode(.stack(StackNode(axis: .vertical))))
        scene.screen = ScreenFrame(safeArea: device.safeArea(in: .portrait), chrome: chrome, statusBarHeight: 54, isPad: device.isPad)
        return RenderTestSupport.renderer.layout(scene)
    }

    /// The labels of a laid-out bar, by id.
    static func labels(_ bar: LaidOutNode) -> [String: LaidOutNode] {
        Dictionary(bar.children.compactMap { child in child.measuredText.map { _ in (child.node.id ?? "", child) } }, uniquingKeysWith: { a, _ in a })
    }

    static var inbox: ChromeBar {
        var bar = ChromeBar(.largeTitleNavigationBar, title: "Inbox")
        bar.trailingItems = [BarItem(.symbol("plus")), BarItem(.text("Edit"))]
        return bar
    }

    /// Rule: every bar, the keyboard and the status bar are laid out as nodes named after their
    /// kind, in the order they are drawn, the status bar last.
    @Test func everyBarIsLaidOutAsNodesNamedAfterIt() throws {
        let laidOut = Self.layout([Self.inbox, ChromeBar(.searchBar, items: ["Search"]), ChromeBar(.tabBar)])
        #expect(laidOut.chrome.map(\.node.kind) == ["largeTitleNavigationBar", "searchBar", "tabBar", "statusBar"])
        // Searching: the keyboard is up (over the tab bar, the large title collapsed).
        let searching = Self.layout([Self.inbox, ChromeBar(.searchBar, items: ["Search"]), ChromeBar(.keyboard), ChromeBar(.tabBar)])
        #expect(searching.chrome.map(\.node.kind) == ["searchBar", "keyboard", "statusBar"])
        #expect(laidOut.chrome.dropLast().allSatisfy { $0.kind is ChromeBarKind }, "the status bar comes last, drawn over the bars")
    }

    /// Rule: a large title is a label whose baseline is 80 pt below its bar's top (BarMetrics),
    /// and the bar's items are nodes in its 44 pt row.
    @Test func aLargeTitleAndItsItemsAreNodesWhereTheBarPutsThem() throws {
        let bar = try #require(Self.layout([Self.inbox]).chrome.first)
        let title = try #require(Self.labels(bar)["title"])
        #expect(title.measuredText?.content.text == "Inbox")
        #expect(abs(title.frame.minY + title.firstBaseline - BarMetrics.largeTitleBaseline) < 0.001)
        let kinds = bar.children.map { "\($0.node.id ?? "")=\($0.node.kind)" }
        #expect(kinds.contains("trailingItem.0=barSymbol") && kinds.contains("trailingItem.1=label"))
        let plus = try #require(bar.children.first { $0.node.id == "trailingItem.0" })
        #expect(abs(plus.frame.midY - 22) < 0.001 && plus.frame.maxX <= Device.iPhone15.size.width - BarMetrics.itemMargin + 0.001)
    }

    /// Rule (issue 41, item 8): a search field holds a query only while searching — a query
    /// makes the search active (navigation bar collapsed, Cancel shown, the query with its clear
    /// button) with the keyboard down too; at rest it shows its placeholder.
    @Test func aSearchFieldHoldsAQueryOnlyWhileSearching() throws {
        let resting = Self.layout([Self.inbox, ChromeBar(.searchBar, items: ["Search"])])
        #expect(resting.chrome.map(\.node.kind) == ["largeTitleNavigationBar", "searchBar", "statusBar"])
        let field = try #require(resting.chrome.first { $0.node.kind == "searchBar" })
        #expect(Self.labels(field)["placeholder"]?.measuredText?.content.text == "Search" && Self.labels(field)["cancel"] == nil)
        let searched = Self.layout([Self.inbox, ChromeBar(.searchBar, title: "pasta", items: ["Search"])])
        #expect(searched.chrome.map(\.node.kind) == ["searchBar", "statusBar"], "the navigation bar collapses while searching")
        let active = try #require(searched.chrome.first)
        #expect(Self.labels(active)["query"]?.measuredText?.content.text == "pasta" && Self.labels(active)["cancel"] != nil)
        #expect(active.children.contains { $0.node.id == "clearButton" })
        #expect(abs(active.frame.minY - Device.iPhone15.safeArea(in: .portrait).top) < 0.001, "at the safe area's top, as with the keyboard up")
    }

    /// Rule (item 9): in an iPad's 50 pt row the inline title and the items stay centred, 3 pt
    /// lower than in an iPhone's 44 pt row.
    @Test func anIPadsInlineTitleAndItemsAreCentredInItsFiftyPointRow() throws {
        var bar = Self.inbox
        bar.kind = .navigationBar
        bar.height = 44
        let phone = try #require(Self.layout([bar], device: .iPadPro11).chrome.first)
        bar.useIPadRow()
        #expect(bar.height == 50 && bar.rowHeight == 50)
        let pad = try #require(Self.layout([bar], device: .iPadPro11).chrome.first)
        let title = { (node: LaidOutNode) in try #require(Self.labels(node)["title"]) }
        #expect(abs(try title(pad).frame.minY + title(pad).firstBaseline - (BarMetrics.inlineBaseline + 3)) < 0.001)
        #expect(abs(try title(phone).frame.minY + title(phone).firstBaseline - BarMetrics.inlineBaseline) < 0.001)
        let plus = try #require(pad.children.first { $0.node.id == "trailingItem.0" })
        #expect(abs(plus.frame.midY - 25) < 0.001)
    }

    /// Rule (item 4): a placeholder that runs below the content area (into a tab bar) takes the
    /// bar off its scroll edge: material and hairline over it; one that fits leaves the bar transparent.
    @Test func aPlaceholderRunningUnderTheTabBarGivesItItsMaterialAndHairline() throws {
        func tabBar(lines: Int) throws -> LaidOutNode {
            let device = Device.iPhoneSE
            let text = Array(repeating: "A long line of text", count: lines).joined(separator: "\n")
            let label = PlaceholderNode(.label(LabelNode(TextContent(text: text, font: TextStyle.body.font(), lines: 0))))
            var scene = PlaceholderScene(
                canvas: device.size, scale: device.scale, root: PlaceholderNode(.stack(StackNode(axis: .vertical, nodes: [label]))),
                placement: Placement())
            scene.screen = ScreenFrame(safeArea: device.safeArea(in: .portrait), chrome: [ChromeBar(.tabBar)])
            return try #require(RenderTestSupport.renderer.layout(scene).chrome.first)
        }
        let overflowing = try tabBar(lines: 40), fitting = try tabBar(lines: 2)
        #expect(ChromeBarKind.content(of: overflowing.node)?.showsMaterial == true)
        #expect(overflowing.children.contains { $0.node.kind == "barHairline" })
        #expect(ChromeBarKind.content(of: fitting.node)?.showsMaterial == false)
        #expect(!fitting.children.contains { $0.node.kind == "barHairline" })
    }

    /// Rule: a bar draws its nodes, nothing else: a title's pixels change with its text.
    @Test func aBarIsDrawnFromItsNodes() throws {
        var other = Self.inbox
        other.title = "Outbox"
        let renderer = RenderTestSupport.renderer
        let a = try renderer.pixels(Self.layout([Self.inbox]), appearance: .light)
        let b = try renderer.pixels(Self.layout([other]), appearance: .light)
        #expect(RenderTestSupport.differingPixels(a, b) > 0)
    }
}
