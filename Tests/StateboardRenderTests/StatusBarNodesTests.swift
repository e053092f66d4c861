import Foundation
import StateboardCore
import StateboardLayout
import StateboardSnapshot
import Testing

@testable import StateboardRender

/// The status bar laid out as nodes (`statusBar`, its time a `label`, its glyphs
/// `statusBarGlyph`s), so lint, `explain` and fingerprints see it; and an iPad's status bar as an
/// iPadOS 18 capture shows it (issue 41, item 9): github.com/easydev991/SwiftUI-Days at 13d04e7,
/// `fastlane/screenshots/en-US/iPad Pro (12.9-inch) (6th generation)-1-demoList.png` (2025-09-01,
/// 1024 × 1366 pt at 2x): “11:53 AM  Sun Aug 31” leading; Wi-Fi, “100%”, the battery trailing.
@Suite struct StatusBarNodesTests {
    static func layout(_ device: Device, locale: String = "en", statusBarHeight: Double? = nil) -> LaidOutScene {
        var scene = PlaceholderScene(canvas: device.size, scale: device.scale, root: PlaceholderNode(.stack(StackNode(axis: .vertical))))
        let info = LocaleInfo(locale)
        scene.screen = ScreenFrame(
            safeArea: device.safeArea(in: .portrait), chrome: [ChromeBar(.navigationBar, title: "Inbox")],
            statusBarHeight: statusBarHeight ?? device.statusBarHeight, isPad: device.isPad)
        scene.direction = info.direction
        scene.clock = info.clock
        scene.clockWithPeriod = info.clockWithPeriod
        scene.statusDate = info.statusDate
        scene.batteryPercentage = info.batteryPercentage
        return RenderTestSupport.renderer.layout(scene)
    }

    static func statusBar(_ scene: LaidOutScene) throws -> LaidOutNode {
        try #require(scene.chrome.first { $0.kind is StatusBarKind })
    }

    static func child(_ id: String, of bar: LaidOutNode) throws -> LaidOutNode {
        try #require(bar.children.first { $0.node.id == id }, "no \(id) in \(bar.children.map { $0.node.id ?? "" })")
    }

    /// Rule: the status bar is the last node of the chrome, after the bars (drawn over the top
    /// bar's background): a `statusBar` holding the time label and the signal, Wi-Fi and battery
    /// glyphs on a Face ID iPhone; a scene with `statusBarHeight: 0` has none.
    @Test func theStatusBarIsLaidOutAsNodesAfterTheBars() throws {
        let scene = Self.layout(.iPhone15)
        #expect(scene.chrome.map(\.node.kind) == ["navigationBar", "statusBar"])
        let bar = try Self.statusBar(scene)
        #expect(
            bar.children.map { "\($0.node.id ?? "")=\($0.node.kind)" } == [
                "time=label", "signal=statusBarGlyph", "wifi=statusBarGlyph", "battery=statusBarGlyph",
            ])
        #expect(try Self.child("time", of: bar).measuredText?.content.text == "9:41")
        #expect(Self.layout(.iPhone15, statusBarHeight: 0).chrome.map(\.node.kind) == ["navigationBar"])
    }

    /// Rule: fingerprints record the status bar and each of its nodes (`chrome.status…`), the
    /// time's text included, so a change to it is named.
    @Test func fingerprintsRecordTheStatusBarsNodes() throws {
        let records = NodeRecord.records(of: Self.layout(.iPhone15))
        let status = records.filter { $0.path.hasPrefix("chrome.status") }
        #expect(status.map(\.path) == ["chrome.status", "chrome.status.0", "chrome.status.1", "chrome.status.2", "chrome.status.3"])
        #expect(status.first { $0.id == "time" }?.text == "9:41")
    }

    /// Rule: right to left moves the groups to the other side, never mirrors a glyph's drawing:
    /// the time sits in the trailing ear, the battery in the leading one.
    @Test func rightToLeftMovesTheGroupsNotTheGlyphs() throws {
        let bar = try Self.statusBar(Self.layout(.iPhone15, locale: "ar"))
        #expect(try Self.child("time", of: bar).frame.midX > 393 / 2 && Self.child("battery", of: bar).frame.midX < 393 / 2)
        #expect(try Self.child("time", of: bar).measuredText?.content.text == "٩:٤١")
    }

    /// Figure (iPadOS 18 capture): the battery's percentage stands between Wi-Fi and the battery,
    /// “100%” in English, “100 %” in Russian (the capture's ru screenshot), 5 pt before the battery;
    /// the battery's tip ends 15 pt from the edge (capture 1009.0 of 1024), glyphs at full size
    /// (the capture's battery 26.5 × 12 pt), the time with its day period from 16 pt.
    @Test func anIPadShowsTheBatteryPercentageBesideTheBattery() throws {
        let device = Device.iPadPro11
        let bar = try Self.statusBar(Self.layout(device))
        let wifi = try Self.child("wifi", of: bar), percent = try Self.child("batteryPercentage", of: bar)
        let battery = try Self.child("battery", of: bar)
        #expect(percent.measuredText?.content.text == "100%")
        #expect(wifi.frame.maxX < percent.frame.minX && abs(battery.frame.minX - percent.frame.maxX - 5) < 0.01)
        #expect(abs(battery.frame.maxX - (device.size.width - 15)) < 0.01 && abs(battery.frame.height - 11.5) < 0.01)
        #expect(try Self.child("time", of: bar).measuredText?.content.text == "9:41 AM")
        #expect(abs(try Self.child("time", of: bar).frame.minX - 16) < 0.01)
        let russian = try Self.statusBar(Self.layout(device, locale: "ru"))
        #expect(try Self.child("batteryPercentage", of: russian).measuredText?.content.text == "100\u{00A0}%")
        #expect(try Self.child("time", of: russian).measuredText?.content.text == "9:41", "a 24-hour clock has no day period")
    }

    /// Rule: an iPad's date is the locale's (`StatusDate`), beside the time: after it in a
    /// left-to-right language, before it (to its left) in Hebrew and Arabic, their text kept
    /// right to left.
    @Test func anIPadsDateIsTheLocalesBesideTheTimeInEitherDirection() throws {
        let german = try Self.statusBar(Self.layout(.iPadPro11, locale: "de"))
        let time = try Self.child("time", of: german), date = try Self.child("date", of: german)
        #expect(date.measuredText?.content.text == "Di. 9. Jan." && date.frame.minX > time.frame.maxX)
        for locale in ["he", "ar"] {
            let bar = try Self.statusBar(Self.layout(.iPadPro11, locale: locale))
            let time = try Self.child("time", of: bar), date = try Self.child("date", of: bar)
            #expect(date.measuredText?.content.text == LocaleInfo(locale).statusDate, "\(locale)")
            #expect(date.frame.maxX < time.frame.minX && time.frame.maxX > Device.iPadPro11.size.width / 2, "\(locale): \(date.frame) \(time.frame)")
        }
    }

    /// Rule: the percentage follows the locale's CLDR percent format and digits.
    @Test func theBatteryPercentageIsWrittenAsTheLocaleWritesIt() {
        let cases = [("en", "100%"), ("fr", "100\u{00A0}%"), ("es-MX", "100%"), ("tr", "%100"), ("ar", "١٠٠٪\u{061C}"), ("ja", "100%"), ("en-XA", "100%")]
        for (locale, expected) in cases { #expect(LocaleInfo(locale).batteryPercentage == expected, "\(locale)") }
    }

    /// Rule: the device's idiom, not the width, makes a status bar an iPad's: a scene of an iPhone
    /// 852 pt wide keeps the iPhone's (its time in the leading ear, no battery percentage), as a
    /// 744 pt iPad mini shows the iPad's.
    @Test func theIdiomNotTheWidthMakesAnIPadsStatusBar() throws {
        var wide = Device.iPhone15
        wide.size = LayoutSize(width: 852, height: 393)
        let phone = try Self.statusBar(Self.layout(wide))
        #expect(!phone.children.contains { $0.node.id == "batteryPercentage" }, "an iPhone's status bar, however wide")
        #expect(phone.node.content.value(as: StatusBarNode.self)?.family == .ears)
        let mini = try Self.statusBar(Self.layout(.iPadMini))
        #expect(mini.node.content.value(as: StatusBarNode.self)?.family == .pad)
    }
}
