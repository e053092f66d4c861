import Testing
import StateboardCore
@testable import StateboardLayout

/// Placement of the root stack in a screen's content area (STACK_SPEC "Placement").
@Suite struct PlacementRuleTests {
    /// A 100-wide, 40-tall placeholder (its height is natural).
    static let content = L.stack(.vertical, .fill, id: "root", align: .center, [L.box("a", w: 100, h: 40)])
    static let canvas = Size(width: 400, height: 800)
    /// Safe area 50/30; nav bar 44 and large title bar 96 on top; tab bar 49 at the bottom:
    /// content area y 190 … 721 (531 tall), x 0 … 400.
    static let screen = ScreenFrame(safeArea: Insets(top: 50, bottom: 30),
                                    chrome: [ChromeBar(.navigationBar), ChromeBar(.largeTitleNavigationBar), ChromeBar(.tabBar)])

    @Test("Placement: the content area is the canvas less the safe area and the chrome")
    func contentArea() {
        #expect(Self.screen.contentArea(in: Self.canvas) == L.r(0, 190, 400, 531))
        let keyboard = ScreenFrame(safeArea: Insets(top: 50, bottom: 30), chrome: [ChromeBar(.keyboard, height: 300)])
        #expect(keyboard.contentArea(in: Self.canvas) == L.r(0, 50, 400, 420))  // 800 − 50 − (300 + 30)
    }

    @Test("Placement: anchor center centres in the content area, never under the chrome; width is the content width")
    func center() {
        let f = L.frames(Self.content, canvas: Self.canvas, placement: Placement(), screen: Self.screen)
        #expect(close(f["root"], L.r(0, 190 + (531 - 40) / 2, 400, 40)))
    }

    @Test("Placement: anchor top, bottom and fill", arguments: [
        (Placement.Anchor.top, L.r(0, 190, 400, 40)), (.bottom, L.r(0, 681, 400, 40)), (.fill, L.r(0, 190, 400, 531)),
    ])
    func anchors(anchor: Placement.Anchor, expected: Rect) {
        let f = L.frames(Self.content, canvas: Self.canvas, placement: Placement(anchor: anchor), screen: Self.screen)
        #expect(close(f["root"], expected))
    }

    @Test("Placement: insets keep distance from the content area's edges; maxWidth caps the width; offset moves it")
    func insetsMaxWidthOffset() {
        let placement = Placement(anchor: .center, offset: Point(x: 5, y: -20), insets: Insets(top: 10, left: 16, bottom: 30, right: 24), maxWidth: 300)
        let f = L.frames(Self.content, canvas: Self.canvas, placement: placement, screen: Self.screen)
        // Available x 16 … 376 (360), y 200 … 691 (491). Width min(360, 300) = 300 at 16 + 30 = 46;
        // y = 200 + (491 − 40)/2 = 425.5; offset → (51, 405.5).
        #expect(close(f["root"], L.r(51, 405.5, 300, 40)))
        #expect(close(f["a"], L.r(51 + 100, 405.5, 100, 40)))
    }

    @Test("Placement (decided): in right-to-left, insets and the x offset are leading / trailing and mirror")
    func rightToLeftMirrorsInsetsAndOffset() {
        let placement = Placement(anchor: .center, offset: Point(x: 5, y: -20), insets: Insets(top: 10, left: 16, bottom: 30, right: 24), maxWidth: 300)
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

    @Test("Placement (decided): a placeholder taller than the content area starts at its top, whatever the anchor",
          arguments: [Placement.Anchor.center, .bottom, .top])
    func tallerThanTheSpace(anchor: Placement.Anchor) {
        let tall = L.stack(.vertical, .fill, id: "root", align: .center, [L.box("a", w: 100, h: 600)])
        let f = L.frames(tall, canvas: Self.canvas, placement: Placement(anchor: anchor), screen: Self.screen)
        #expect(close(f["root"], L.r(0, 190, 400, 600)))
    }
}
