import StateboardCore
import Testing

@testable import StateboardLayout

/// "Placement of the placeholder in a screen": content area, anchors, insets, offset, maxWidth.
@Suite("Placement in a screen") struct PlacementRuleTests {
    /// A 100-wide, 40-tall placeholder (its height is natural).
    static let content = L.stack(.vertical, .fill, id: "root", align: .center, [L.box("a", w: 100, h: 40)])
    static let canvas = LayoutSize(width: 400, height: 800)
    /// Safe area 50/30; nav bar 44 and large title bar 96 on top; tab bar 49 at the bottom:
    /// content area y 190 … 721 (531 tall), x 0 … 400.
    static let screen = ScreenFrame(
        safeArea: Insets(top: 50, bottom: 30),
        chrome: [ChromeBar(.navigationBar), ChromeBar(.largeTitleNavigationBar), ChromeBar(.tabBar)])

    @Test("Placement: the content area is the canvas less the safe area and the chrome")
    func contentArea() {
        #expect(Self.screen.contentArea(in: Self.canvas) == L.r(0, 190, 400, 531))
        let keyboard = ScreenFrame(safeArea: Insets(top: 50, bottom: 30), chrome: [ChromeBar(.keyboard, height: 300)])
        #expect(keyboard.contentArea(in: Self.canvas) == L.r(0, 50, 400, 420))  // 800 − 50 − (300 + 30)
    }

    @Test("Placement, cut content: a placeholder taller than its area is cut at the area's bottom, and the first leaf past it is named")
    func contentCutNamesTheFirstLeafPastTheBottom() {
        let tall = L.stack(.vertical, .fill, id: "root", align: .center, [L.box("top", w: 100, h: 500), L.box("action", w: 100, h: 60)])
        let cut = LayoutEngine(text: FixedAdvanceTextMeasurer())
            .layout(PlaceholderScene(canvas: Self.canvas, root: tall, placement: Placement(), screen: Self.screen)).contentCut
        // The area is 531 tall from y 190: the stack (560) ends 29 pt past it; `action` is the first leaf that does.
        #expect(cut == ContentCut(node: "box `action`", overflow: 29))
        let fits = LayoutEngine(text: FixedAdvanceTextMeasurer())
            .layout(PlaceholderScene(canvas: Self.canvas, root: Self.content, placement: Placement(), screen: Self.screen)).contentCut
        #expect(fits == nil)
    }

    @Test("Placement, content offset: the content is pulled down by the offset (a refresh control's room); the placeholder stays put")
    func contentOffsetPullsTheContentDown() {
        // An inline navigation bar (44) and a tab bar: the content area starts at 94.
        let screen = ScreenFrame(safeArea: Insets(top: 50, bottom: 30), chrome: [ChromeBar(.navigationBar), ChromeBar(.tabBar)])
        var scene = PlaceholderScene(
            canvas: Self.canvas, root: L.box("spinner", w: 20, h: 20),
            content: L.stack(.vertical, .fill, id: "rows", [L.box("row", w: 400, h: 44)]),
            placement: Placement(anchor: .top), screen: screen)
        let still = LayoutEngine(text: FixedAdvanceTextMeasurer()).layout(scene)
        scene.contentOffset = 60
        let pulled = LayoutEngine(text: FixedAdvanceTextMeasurer()).layout(scene)
        #expect(still.content?.frame.minY == 94 && pulled.content?.frame.minY == 154, "the rows start 60 pt lower")
        #expect(still.root.frame == pulled.root.frame, "the placeholder stays at the top of the content area")
        #expect(screen.barFrames(in: Self.canvas).map(\.frame) == scene.screen.barFrames(in: Self.canvas).map(\.frame), "no bar stretches")
    }

    @Test("Placement, content offset under a large title: the title's bar stretches by the offset, the room opens under its row above the title, the rows start under the bar")
    func contentOffsetUnderALargeTitleOpensTheRoomAboveTheTitle() {
        // Safe area 50; a large title bar (44 row + 52 title): the content area starts at 146.
        let screen = ScreenFrame(safeArea: Insets(top: 50, bottom: 30), chrome: [ChromeBar(.largeTitleNavigationBar)])
        var scene = PlaceholderScene(
            canvas: Self.canvas, root: L.box("spinner", w: 20, h: 20),
            content: L.stack(.vertical, .fill, id: "rows", [L.box("row", w: 400, h: 44)]),
            placement: Placement(anchor: .top, offset: LayoutPoint(x: 0, y: 20)), screen: screen)
        let still = LayoutEngine(text: FixedAdvanceTextMeasurer()).layout(scene)
        scene.contentOffset = 60
        let pulled = LayoutEngine(text: FixedAdvanceTextMeasurer()).layout(scene)
        #expect(still.content?.frame.minY == 146 && pulled.content?.frame.minY == 206, "the rows start 60 pt lower")
        #expect(scene.screen.barFrames(in: Self.canvas).first?.frame == L.r(0, 50, 400, 156), "the bar stretches by 60 (the title moves down with it)")
        #expect(still.root.frame.minY == 166, "at rest: 20 pt into the content area")
        #expect(pulled.root.frame.minY == 114, "pulled: 20 pt under the bar's 44 pt row, above the title")
        #expect(pulled.contentArea.minY == 94 && pulled.contentArea.maxY == still.contentArea.maxY, "placeholders anchor in the room and below")
    }

    @Test("Placement: anchor center centres in the content area, never under the chrome; width is the content width")
    func center() {
        let f = L.frames(Self.content, canvas: Self.canvas, placement: Placement(), screen: Self.screen)
        #expect(close(f["root"], L.r(0, 190 + (531 - 40) / 2, 400, 40)))
    }

    @Test(
        "Placement: anchor top, bottom and fill",
        arguments: [
            (Placement.Anchor.top, L.r(0, 190, 400, 40)), (.bottom, L.r(0, 681, 400, 40)), (.fill, L.r(0, 190, 400, 531)),
        ])
    func anchors(anchor: Placement.Anchor, expected: LayoutRect) {
        let f = L.frames(Self.content, canvas: Self.canvas, placement: Placement(anchor: anchor), screen: Self.screen)
        #expect(close(f["root"], expected))
    }

    @Test("Placement: insets keep distance from the content area's edges; maxWidth caps the width; offset moves it")
    func insetsMaxWidthOffset() {
        let placement = Placement(anchor: .center, offset: LayoutPoint(x: 5, y: -20), insets: Insets(top: 10, left: 16, bottom: 30, right: 24), maxWidth: 300)
        let f = L.frames(Self.content, canvas: Self.canvas, placement: placement, screen: Self.screen)
        // Available x 16 … 376 (360), y 200 … 691 (491). Width min(360, 300) = 300 at 16 + 30 = 46;
        // y = 200 + (491 − 40)/2 = 425.5; offset → (51, 405.5).
        #expect(close(f["root"], L.r(51, 405.5, 300, 40)))
        #expect(close(f["a"], L.r(51 + 100, 405.5, 100, 40)))
    }

    @Test("Placement (decided): in right-to-left, insets and the x offset are leading / trailing and mirror")
    func rightToLeftMirrorsInsetsAndOffset() {
        let placement = Placement(anchor: .center, offset: LayoutPoint(x: 5, y: -20), insets: Insets(top: 10, left: 16, bottom: 30, right: 24), maxWidth: 300)
        let f = L.frames(Self.content, canvas: Self.canvas, placement: placement, screen: Self.screen, direction: .rightToLeft)
        // Mirror of the left-to-right case: available x 24 … 384; width 300 at 24 + 30 = 54; offset −5 → 49.
        #expect(close(f["root"], L.r(49, 405.5, 300, 40)))
        // The whole placeholder is the mirror image of its left-to-right frame about the canvas centre.
        let ltr = L.frames(Self.content, canvas: Self.canvas, placement: placement, screen: Self.screen)
        #expect(close(f["root"]!.minX, Self.canvas.width - ltr["root"]!.maxX))
    }

    @Test("Placement: without a placement the root fills the canvas, or takes its declared size at the origin")
    func noPlacement() {
        #expect(close(L.frames(Self.content, canvas: Self.canvas)["root"], L.r(0, 0, 400, 800)))
        var sized = Self.content
        sized.width = 120
        #expect(close(L.frames(sized, canvas: Self.canvas)["root"], L.r(0, 0, 120, 800)))
    }

    @Test("Placement: the root's natural height follows the placed width (labels wrap)")
    func heightForWidth() {
        let root = L.stack(.vertical, .fill, id: "root", align: .center, [L.label("t", "aaaa bbbb cccc", size: 10, lines: 0)])
        // Width 50: "aaaa" 20 + 5 + "bbbb" 20 = 45 fits; "cccc" wraps: 2 lines of 12. The label is
        // min(unwrapped 70, offered 50) = 50 wide.
        let f = L.frames(root, canvas: Self.canvas, placement: Placement(anchor: .top, maxWidth: 50), screen: ScreenFrame())
        #expect(close(f["root"], L.r(175, 0, 50, 24)))
        #expect(close(f["t"], L.r(175, 0, 50, 24)))
    }

    @Test(
        "Placement (decided): a placeholder taller than the content area starts at its top, whatever the anchor",
        arguments: [Placement.Anchor.center, .bottom, .top])
    func tallerThanTheSpace(anchor: Placement.Anchor) {
        let tall = L.stack(.vertical, .fill, id: "root", align: .center, [L.box("a", w: 100, h: 600)])
        let f = L.frames(tall, canvas: Self.canvas, placement: Placement(anchor: anchor), screen: Self.screen)
        #expect(close(f["root"], L.r(0, 190, 400, 600)))
    }

    let canvas = LayoutSize(width: 300, height: 600)
    /// A root column 40 tall (its natural height) holding a 40 × 40 icon, centred across.
    let root = vstack("root", alignment: .center, [box("icon", w: 40, h: 40)])
    /// Status bar 47 and home indicator 34, a navigation bar (44) and a tab bar (49):
    /// content area y 47 + 44 = 91, height 600 − 91 − (34 + 49) = 426.
    let phone = ScreenFrame(safeArea: Insets(top: 47, bottom: 34), chrome: [ChromeBar(.navigationBar), ChromeBar(.tabBar)])

    @Test("Placement: without a placement the root fills the canvas")
    func noPlacementFillsTheCanvas() {
        let f = layout(root, canvas: canvas, screen: phone)
        f.expect("root", 0, 0, 300, 600)
    }

    @Test("Placement, content area: the canvas less the safe area and the chrome bars")
    func contentAreaLessSafeAreaAndBars() {
        let f = layout(root, canvas: canvas, placement: Placement(), screen: phone)
        #expect(f.scene.contentArea == LayoutRect(x: 0, y: 91, width: 300, height: 426))
    }

    @Test("Placement, anchor center: centred in the content area, never under the chrome")
    func anchorCenter() {
        // y = 91 + (426 − 40) / 2 = 284; the width is the content width, the icon centred in it.
        let f = layout(root, canvas: canvas, placement: Placement(anchor: .center), screen: phone)
        f.expect("root", 0, 284, 300, 40)
        f.expect("icon", 130, 284, 40, 40)
    }

    @Test("Placement, anchor center without chrome: centred in the canvas")
    func anchorCenterBare() {
        // y = (600 − 40) / 2 = 280.
        let f = layout(root, canvas: canvas, placement: Placement())
        f.expect("root", 0, 280, 300, 40)
    }

    @Test("Placement: anchors top, bottom and fill at their edges")
    func anchorTopBottomFill() {
        layout(root, canvas: canvas, placement: Placement(anchor: .top), screen: phone).expect("root", 0, 91, 300, 40)
        // bottom: 91 + 426 − 40 = 477.
        layout(root, canvas: canvas, placement: Placement(anchor: .bottom), screen: phone).expect("root", 0, 477, 300, 40)
        layout(root, canvas: canvas, placement: Placement(anchor: .fill), screen: phone).expect("root", 0, 91, 300, 426)
    }

    @Test("Placement: offset moves the anchored stack")
    func offset() {
        // center (0, 284) moved by (10, −20).
        let f = layout(root, canvas: canvas, placement: Placement(offset: LayoutPoint(x: 10, y: -20)), screen: phone)
        f.expect("root", 10, 264, 300, 40)
        f.expect("icon", 140, 264, 40, 40)
    }

    @Test("Placement, insets and maxWidth: width = min(content width − insets, maxWidth), centred in what is left")
    func insetsAndMaxWidth() {
        // Available: x 20, y 91 + 10 = 101, 300 − 60 = 240 wide, 426 − 40 = 386 tall.
        // Width min(240, 200) = 200 at x = 20 + 20 = 40; y = 101 + (386 − 40) / 2 = 274.
        let insets = Insets(top: 10, left: 20, bottom: 30, right: 40)
        let f = layout(root, canvas: canvas, placement: Placement(insets: insets, maxWidth: 200), screen: phone)
        f.expect("root", 40, 274, 200, 40)
        f.expect("icon", 120, 274, 40, 40)
        // A maxWidth above the available width leaves it at 240.
        let wide = layout(root, canvas: canvas, placement: Placement(insets: insets, maxWidth: 500), screen: phone)
        wide.expect("root", 20, 274, 240, 40)
    }

    @Test("Placement: the root's height is measured at its placed width")
    func rootHeightAtPlacedWidth() {
        // maxWidth 30: "hello world" wraps to 2 lines (24 tall); x = 135, y = (600 − 24) / 2 = 288.
        let f = layout(
            vstack("root", [label("l", "hello world", lines: 0)]), canvas: canvas,
            placement: Placement(maxWidth: 30))
        f.expect("root", 135, 288, 30, 24)
        f.expect("l", 135, 288, 30, 24)
    }

    @Test("Placement, keyboard: it rises from the screen's bottom over the bottom safe area")
    func keyboard() {
        // Bottom: 302 + 34 = 336; content y 47, height 600 − 47 − 336 = 217; centre y = 47 + 88.5 = 135.5.
        let f = layout(
            root, canvas: canvas, placement: Placement(),
            screen: ScreenFrame(safeArea: Insets(top: 47, bottom: 34), chrome: [ChromeBar(.keyboard)]))
        #expect(f.scene.contentArea == LayoutRect(x: 0, y: 47, width: 300, height: 217))
        f.expect("root", 0, 135.5, 300, 40)
        // A 200-pt keyboard: bottom 234, height 319, centre y = 47 + 139.5 = 186.5.
        let small = layout(
            root, canvas: canvas, placement: Placement(),
            screen: ScreenFrame(
                safeArea: Insets(top: 47, bottom: 34),
                chrome: [ChromeBar(.keyboard, height: 200)]))
        small.expect("root", 0, 186.5, 300, 40)
    }

    @Test("Placement, keyboard with a toolbar or tab bar: the keyboard covers the bar, as on an iPhone")
    func keyboardAndToolbar() {
        // Bottom: 302 + 34 = 336, the bars behind the keyboard add nothing; height 600 − 47 − 336 = 217;
        // centre y = 47 + (217 − 40) / 2 = 135.5.
        for bar in [ChromeKind.toolbar, .tabBar] {
            let f = layout(
                root, canvas: canvas, placement: Placement(),
                screen: ScreenFrame(safeArea: Insets(top: 47, bottom: 34), chrome: [ChromeBar(.keyboard), ChromeBar(bar)]))
            #expect(f.scene.contentArea == LayoutRect(x: 0, y: 47, width: 300, height: 217))
            f.expect("root", 0, 135.5, 300, 40)
        }
    }

    @Test("Placement, top bars stack: large title, search bar and table header")
    func topBars() {
        // Top: 47 + 96 + 52 + 120 = 315; height 600 − 315 − 34 = 251.
        let screen = ScreenFrame(
            safeArea: Insets(top: 47, bottom: 34),
            chrome: [ChromeBar(.largeTitleNavigationBar), ChromeBar(.searchBar), ChromeBar(.tableHeader)])
        let f = layout(root, canvas: canvas, placement: Placement(anchor: .top), screen: screen)
        #expect(f.scene.contentArea == LayoutRect(x: 0, y: 315, width: 300, height: 251))
        f.expect("root", 0, 315, 300, 40)
    }

    @Test("Placement: left and right safe area (landscape)")
    func landscape() {
        // Content x 44, width 800 − 88 = 712, height 400 − 21 = 379; centre y = (379 − 40) / 2 = 169.5.
        let f = layout(
            root, canvas: LayoutSize(width: 800, height: 400), placement: Placement(),
            screen: ScreenFrame(safeArea: Insets(top: 0, left: 44, bottom: 21, right: 44)))
        f.expect("root", 44, 169.5, 712, 40)
        f.expect("icon", 380, 169.5, 40, 40)
    }

    @Test("Placement: a root with a declared width keeps it, centred across")
    func declaredWidth() {
        // x = (300 − 100) / 2 = 100; y = (600 − 40) / 2 = 280.
        let f = layout(
            vstack("root", alignment: .center, w: 100, [box("icon", w: 40, h: 40)]), canvas: canvas,
            placement: Placement())
        f.expect("root", 100, 280, 100, 40)
        f.expect("icon", 130, 280, 40, 40)
    }
}
