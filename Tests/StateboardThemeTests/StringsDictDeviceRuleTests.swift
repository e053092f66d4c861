import Foundation
import StateboardCore
import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme

/// A stringsdict key may give a text per device (`NSStringDeviceSpecificRuleType`, as Xcode's
/// "Creating width and device variants of strings" writes it): an iPhone render shows the
/// `iphone` text, an iPad one the `ipad` text, any other device `other`. Width variants are
/// refused with the key named, since UIKit picks among them by the screen's width at run time.
@Suite struct StringsDictDeviceRuleTests {
    static func stringsdict(_ rule: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>continue</key><dict>
            \(rule)
            </dict></dict></plist>
            """.utf8)
    }

    static let device = stringsdict(
        """
        <key>NSStringDeviceSpecificRuleType</key><dict>
        <key>iphone</key><string>Tap to continue</string>
        <key>ipad</key><string>Tap or click to continue</string>
        <key>mac</key><string>Click to continue</string>
        </dict>
        """)

    @Test func eachDeviceShowsItsText() throws {
        let (theme, diagnostics, folder) = try AppStringsTests.load(
            AppStringsTests.labelTheme("continue", roots: "[../App]"), files: ["App/en.lproj/Localizable.stringsdict": Self.device])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let loaded = try #require(theme)
        let iPad = try #require(Device.presets.first { $0.isPad })
        #expect(try AppStringsTests.texts(loaded, locale: "en")["text"] == "Tap to continue")
        #expect(try AppStringsTests.texts(loaded, locale: "en", device: iPad)["text"] == "Tap or click to continue")
    }

    @Test func widthVariantsAreRefusedNamingTheKey() {
        var found: [Diagnostic] = []
        let rule = """
            <key>NSStringVariableWidthRuleType</key><dict>
            <key>1</key><string>Hi!</string><key>20</key><string>Hello!</string>
            </dict>
            """
        _ = StringsDictReader(file: "Localizable.stringsdict", report: { found.append($0) }).read(
            [UInt8](Self.stringsdict(rule)), locale: "en", sourceLanguage: "en")
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains("`continue` has width variants (`NSStringVariableWidthRuleType`)") == true, "\(found)")
        #expect(found.first?.location.line == 3)
    }

    @Test func aDeviceVariantThatIsNotTextIsRefused() {
        var found: [Diagnostic] = []
        let rule = "<key>NSStringDeviceSpecificRuleType</key><dict><key>iphone</key><dict/></dict>"
        _ = StringsDictReader(file: "Localizable.stringsdict", report: { found.append($0) }).read(
            [UInt8](Self.stringsdict(rule)), locale: "en", sourceLanguage: "en")
        #expect(found.map(\.message) == ["the `iphone` variant of `continue` must be a `<string>`"], "\(found)")
    }
}
