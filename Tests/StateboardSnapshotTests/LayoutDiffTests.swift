import StateboardCore
import Testing

@testable import StateboardSnapshot

@Suite struct LayoutDiffTests {
    static func node(
        _ path: String, _ kind: String = "label", id: String? = nil, _ frame: [Double], text: String? = nil,
        style: String = "s", hidden: Bool? = nil
    ) -> NodeRecord {
        NodeRecord(path: path, id: id, kind: kind, frame: Self.rect(frame), text: text, style: style, hidden: hidden)
    }

    static func rect(_ n: [Double]) -> LayoutRect { LayoutRect(x: n[0], y: n[1], width: n[2], height: n[3]) }

    /// A difference mask with every pixel of `box` set.
    static func mask(width: Int, height: Int, box: (x: Int, y: Int, width: Int, height: Int)) -> [Bool] {
        var mask = [Bool](repeating: false, count: width * height)
        for y in box.y..<(box.y + box.height) { for x in box.x..<(box.x + box.width) { mask[y * width + x] = true } }
        return mask
    }

    static let reference = [
        node("0", "stack", [0, 100, 300, 80]),
        node("0.0", id: "title", [0, 100, 300, 24], text: "No Messages"),
        node("0.1", "button", id: "retry", [100, 140, 100, 40], text: "Retry"),
    ]

    @Test func aMoveIsNamedWithItsDistanceAndDirection() {
        var actual = Self.reference
        actual[1].frame = Self.rect([0, 112, 300, 24])
        #expect(LayoutDiff.explain(reference: Self.reference, actual: actual) == ["label `title` moved 12 pt down"])
        actual[1].frame = Self.rect([-3.5, 100, 300, 24])
        #expect(LayoutDiff.explain(reference: Self.reference, actual: actual) == ["label `title` moved 3.5 pt left"])
    }

    @Test func aResizeTextAndStyleChangeAreNamed() {
        var actual = Self.reference
        actual[2].frame = Self.rect([96, 140, 108, 40])
        actual[2].text = "Try Again"
        actual[2].style = "t"
        #expect(
            LayoutDiff.explain(reference: Self.reference, actual: actual)
                == ["button `retry` changed text “Retry” → “Try Again”, looks different (its color, font, image or style changed), 8 pt wider, moved 4 pt left"]
        )
    }

    @Test func childrenThatMoveWithTheirParentAreNotRepeated() {
        let actual = Self.reference.map { node -> NodeRecord in
            var moved = node
            moved.frame.origin.y += 10
            return moved
        }
        #expect(LayoutDiff.explain(reference: Self.reference, actual: actual) == ["the root stack moved 10 pt down"])
    }

    @Test func nodesAreMatchedByIDWhenTheirPlaceChanges() {
        // An image inserted first shifts the paths of the others; ids still pair them.
        let actual = [
            Self.node("0", "stack", [0, 100, 300, 80]),
            Self.node("0.0", "image", id: "icon", [130, 60, 40, 40]),
            Self.node("0.1", id: "title", [0, 100, 300, 24], text: "No Messages"),
            Self.node("0.2", "button", id: "retry", [100, 140, 100, 40], text: "Retry"),
        ]
        #expect(LayoutDiff.explain(reference: Self.reference, actual: actual) == ["image `icon` is new"])
        #expect(LayoutDiff.explain(reference: actual, actual: Self.reference) == ["image `icon` is gone"])
    }

    @Test func hidingIsNamedAndLongListsAreCut() {
        var actual = Self.reference
        actual[2].hidden = true
        #expect(LayoutDiff.explain(reference: Self.reference, actual: actual) == ["button `retry` is now hidden"])
        let many = (0..<12).map { Self.node("0.\($0)", "label", [0, Double($0) * 10, 10, 10]) }
        let moved = many.map { node -> NodeRecord in
            var m = node; m.frame.origin.x = 5; return m
        }
        let lines = LayoutDiff.explain(
            reference: [Self.node("0", "stack", [0, 0, 10, 120])] + many,
            actual: [Self.node("0", "stack", [0, 0, 10, 120])] + moved, limit: 8)
        #expect(lines.count == 9 && lines.last == "… and 4 more changes")
    }

    @Test func aPixelChangeIsLocatedInTheInnermostNodes() {
        let inside = LayoutDiff.nodes(
            withChangedPixels: Self.mask(width: 600, height: 400, box: (x: 210, y: 290, width: 20, height: 20)),
            width: 600, height: 400, scale: 2, in: Self.reference)
        #expect(inside.map(LayoutDiff.displayName) == ["button `retry`"])
    }

    @Test func chromeChangesAreNamedByTheBar() {
        let before = Self.reference + [Self.node("chrome.0", "tabBar", [0, 769, 393, 49], text: "Home · Search · Saved · Profile", style: "0")]
        var after = before
        after[3].text = "Inbox · Search · Favorites"
        after[3].style = "2"
        #expect(
            LayoutDiff.explain(reference: before, actual: after)
                == ["the tab bar changed text “Home · Search · Saved · Profile” → “Inbox · Search · Favorites”, changed its selected item"])
        let inside = LayoutDiff.nodes(
            withChangedPixels: Self.mask(width: 786, height: 1704, box: (x: 100, y: 1550, width: 600, height: 70)),
            width: 786, height: 1704, scale: 2, in: after)
        #expect(inside.map(LayoutDiff.displayName) == ["the tab bar"])
    }

    @Test func changedPixelsAreTracedToTheInnermostNodesThatHoldThem() {
        // A 300×200 pt canvas at 1×: one changed pixel inside the button, none in the label.
        var mask = [Bool](repeating: false, count: 300 * 200)
        mask[150 * 300 + 150] = true
        let nodes = LayoutDiff.nodes(withChangedPixels: mask, width: 300, height: 200, scale: 1, in: Self.reference)
        #expect(nodes.map(LayoutDiff.displayName) == ["button `retry`"])
        // At 2× the same pixel is at (75, 75) pt: inside the stack and the label's frame? No: above both.
        #expect(LayoutDiff.nodes(withChangedPixels: mask, width: 300, height: 200, scale: 2, in: Self.reference).isEmpty)
        #expect(LayoutDiff.nodes(withChangedPixels: [], width: 300, height: 200, scale: 1, in: Self.reference).isEmpty)
    }

    @Test func namesFallBackToTextThenToThePlaceInTheTree() {
        #expect(LayoutDiff.displayName(Self.node("0.3", "label", [0, 0, 1, 1], text: "Hello")) == "label “Hello”")
        #expect(LayoutDiff.displayName(Self.node("0.3", "spinner", [0, 0, 1, 1])) == "spinner at 0.3")
        #expect(LayoutDiff.displayName(Self.node("0", "stack", [0, 0, 1, 1])) == "the root stack")
    }
}

@Suite struct ReportFormatTests {
    static let report = VerificationReport(
        environmentChanges: ["ios": ["pango 1.50.12 → 1.52.1"]],
        entries: [
            .init(key: "ios/a/empty/v", theme: "ios", screen: "a", state: "empty", variant: "v", status: .passed, acceptCommand: "x", milliseconds: 12),
            .init(
                key: "ios/a/error/v", theme: "ios", screen: "a", state: "error", variant: "v", status: .failed,
                summary: "1 % of pixels differ <&>", explanation: ["label `title` moved 2 pt down"], acceptCommand: "stateboard record ios"),
            .init(
                key: "ios/b/empty/v", theme: "ios", screen: "b", state: "empty", variant: "v", status: .missing, summary: "no reference",
                acceptCommand: "stateboard record ios --screen b"),
        ], seconds: 1.5)

    @Test func junitHasOneSuitePerThemeAndEscapesMessages() {
        let xml = JUnitReport.xml(Self.report)
        #expect(xml.contains("<testsuites name=\"stateboard verify\" tests=\"3\" failures=\"2\" errors=\"0\""))
        #expect(xml.contains("<testsuite name=\"ios\" tests=\"3\" failures=\"2\" errors=\"0\""))
        #expect(xml.contains("<testcase classname=\"ios.a.empty\" name=\"v\" time=\"0.012\"/>"))
        #expect(
            xml.contains(
                "<failure type=\"failed\" message=\"1 % of pixels differ &lt;&amp;&gt;\">label `title` moved 2 pt down\naccept: stateboard record ios</failure>"
            ))
        #expect(xml.contains("<failure type=\"missing\""))
        #expect(xml.contains("<system-out>recorded in another environment: pango 1.50.12 → 1.52.1</system-out>"))
    }

    @Test func theHTMLReportEmbedsItsDataSafely() {
        var report = Self.report
        report.entries[1].explanation = ["label “</script><b>” changed"]
        let html = HTMLReport.html(report, title: "Verify <ios>")
        #expect(html.contains("<title>Verify &lt;ios&gt;</title>"))
        #expect(!html.contains("</script><b>"))
        for mode in ["'2-up'", "'swipe'", "'onion skin'", "'blink'", "'difference'"] { #expect(html.contains(mode)) }
    }
}
