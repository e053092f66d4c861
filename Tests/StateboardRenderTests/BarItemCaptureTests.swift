import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import Testing

/// Issue 41, item 12: a compact date picker and a bar item's own size and tint, laid out as nodes
/// and drawn where iOS 17/18 draws them. The date picker's figures were measured (docs/iOSMetrics.md,
/// "Bars") on two captures of a `UIDatePicker(.compact)` as a trailing `UIBarButtonItem(customView:)`
/// of a large-title navigation bar, with no status bar (view controllers' snapshots):
/// - **iOS 17**: github.com/SKemenov/iOS-Tracker, `TrackerTests/__Snapshots__/TrackerTests/testViewController.2.png`
///   (iPhone 15, 393 pt, 3x; "Nov 29, 2023"; the app lays #F0F0F0 under the picker);
/// - **iOS 18**: github.com/Alex-Xcode/Tracker at 54f1d8c, `TrackerTests/__Snapshots__/TrackerTests/testViewController.1.png`
///   (iPhone 16 Pro, 402 pt, 3x; "27 Mar 2025"; a stock picker on white).
@Suite struct BarItemCaptureTests {
    static func layout(_ trailing: [BarItem], width: Double = 393) -> LaidOutScene {
        let size = LayoutSize(width: width, height: 852)
        var scene = PlaceholderScene(canvas: size, scale: 3, root: PlaceholderNode(.stack(StackNode(axis: .vertical))))
        var bar = ChromeBar(.largeTitleNavigationBar, title: "Trackers")
        bar.trailingItems = trailing
        scene.screen = ScreenFrame(safeArea: .zero, chrome: [bar], statusBarHeight: 0)
        return RenderTestSupport.renderer.layout(scene)
    }

    static func node(_ id: String, in scene: LaidOutScene) throws -> LaidOutNode {
        try #require(scene.chrome.first?.children.first { $0.node.id == id }, "no \(id)")
    }

    /// Figure (both captures): the picker's rounded rectangle is 34⅓ pt tall, 5.0–39.3 pt down the
    /// 44 pt row (centred), and ends at the 16 pt layout margin (377.0 of 393; 386.0 of 402).
    @Test func aCompactDatePickerIsCentredInTheRowAndEndsAtTheMargin() throws {
        for (width, text) in [(393.0, "Nov 29, 2023"), (402.0, "27 Mar 2025")] {
            let fill = try Self.node("trailingItem.0.fill", in: Self.layout([BarItem(.datePicker(texts: [text]))], width: width))
            #expect(abs(fill.frame.minY - 5.0) <= 0.2 && abs(fill.frame.maxY - 39.33) <= 0.2, "\(fill.frame)")
            #expect(abs(fill.frame.maxX - (width - 16)) <= 0.01, "\(fill.frame)")
        }
    }

    /// Figure (both captures): the rectangle is the date's width and 12 pt on each side — iOS
    /// 127.3 pt for "Nov 29, 2023" and 121.3 pt for "27 Mar 2025"; with Inter for SF Pro, within 2 pt.
    @Test func aCompactDatePickerIsItsDateAndTwelvePointsEachSide() throws {
        for (text, iOS) in [("Nov 29, 2023", 127.33), ("27 Mar 2025", 121.33)] {
            let scene = Self.layout([BarItem(.datePicker(texts: [text]))])
            let fill = try Self.node("trailingItem.0.fill", in: scene), label = try Self.node("trailingItem.0", in: scene)
            #expect(abs(fill.frame.width - iOS) <= 2, "\(text): \(fill.frame.width), iOS \(iOS)")
            #expect(label.frame == fill.frame && label.measuredText?.content.text == text)
        }
    }

    /// Figure (iOS 18 capture): the fill is `tertiarySystemFill`, (238, 238, 239) over white, with
    /// 8 pt corners; the date is black 17 pt text whose baseline is 28.7 pt down the row.
    @Test func aCompactDatePickerIsTertiaryFillWithEightPointCornersAndLabelText() throws {
        let scene = Self.layout([BarItem(.datePicker(texts: ["27 Mar 2025"]))], width: 402)
        let image = try RenderTestSupport.renderer.pixels(scene, appearance: .light)
        let fill = try Self.node("trailingItem.0.fill", in: scene)
        let sample = image[Int((fill.frame.minX + 4) * 3), Int(fill.frame.midY * 3)]
        #expect(abs(Int(sample.r) - 238) <= 1 && abs(Int(sample.b) - 239) <= 1, "\(sample)")
        // 8 pt corners: a row of pixels 1.17 pt below the top starts 3.67 pt in on the capture (a
        // 24 px radius at 3x); a 6 pt corner would start 2.4 pt in, a 10 pt one 5.3.
        let row = Int((fill.frame.minY + 1.17) * 3)
        let dy = (Double(row) + 0.5) / 3 - fill.frame.minY, radius = DatePickerMetrics.cornerRadius
        let expected = radius - (radius * radius - (radius - dy) * (radius - dy)).squareRoot()
        let firstInk = try #require((Int(fill.frame.minX * 3)..<Int(fill.frame.midX * 3)).first { image[$0, row].r < 250 })
        #expect(abs(Double(firstInk) / 3 - fill.frame.minX - expected) <= 0.5 && abs(expected - 3.67) <= 0.5, "\(firstInk) \(expected)")
        let label = try Self.node("trailingItem.0", in: scene)
        #expect(abs(label.frame.minY + label.firstBaseline - 28.67) <= 0.7, "baseline \(label.frame.minY + label.firstBaseline)")
        #expect(label.node.content.value(as: LabelNode.self)?.color == SystemColor.label.color)
    }

    /// Rule: a date and time picker shows two rectangles, the date first in reading order.
    @Test func aDateAndTimePickerShowsTwoRectanglesInReadingOrder() throws {
        let scene = Self.layout([BarItem(.datePicker(texts: ["Jun 1, 2024", "9:41 AM"]))])
        let date = try Self.node("trailingItem.0.0.fill", in: scene), time = try Self.node("trailingItem.0.1.fill", in: scene)
        #expect(date.frame.maxX + 6 <= time.frame.minX + 0.001 && abs(time.frame.maxX - 377) <= 0.01)
    }

    /// Rule: a symbol item is drawn in its own point size, weight, scale and tint (else body,
    /// regular, large, in the bar's tint), and the items after it move over by its width.
    @Test func aSymbolItemIsDrawnInItsOwnSizeAndTint() throws {
        var gear = BarItem(.symbol("gearshape"), tint: SystemColor.systemRed.color)
        gear.pointSize = 22
        gear.weight = .semibold
        let scene = Self.layout([gear, BarItem(.symbol("plus"))])
        let drawn = try Self.node("trailingItem.0", in: scene)
        let record = try #require(drawn.kind?.styleRecord(of: drawn.node))
        #expect(record["pointSize"] == StyleRecord.number(22) && record["weight"] == "semibold" && record["scale"] == "large", "\(record)")
        #expect(record["color"] == StyleRecord.color(SystemColor.systemRed.color))
        #expect(abs(drawn.frame.width - 22 * 1.25 * 1.3) <= 0.5)
        let plus = try Self.node("trailingItem.1", in: scene)
        #expect(abs(drawn.frame.minX - plus.frame.maxX - 16) <= 0.01, "16 pt between items")
    }

    /// Rule: an image item is drawn as an `image` node of its written size centred on the row.
    @Test func anImageItemIsAnImageNodeOfItsSizeCentredOnTheRow() throws {
        var image = ImageNode(path: "/nonexistent/logo.svg")
        image.tint = SystemColor.systemBlue.color
        let scene = Self.layout([BarItem(.image(image, width: 30, height: 20))])
        let drawn = try Self.node("trailingItem.0", in: scene)
        #expect(drawn.node.kind == "image" && drawn.frame == LayoutRect(x: 393 - 16 - 30, y: 12, width: 30, height: 20))
    }
}
