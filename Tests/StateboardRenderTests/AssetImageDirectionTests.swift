import Foundation
import StateboardCore
import StateboardLayout
import StateboardTestSupport
import StateboardTheme
import Testing

@testable import StateboardRender

/// Rule: an image set's Direction, as Xcode writes it in `language-direction`: a "Left to Right"
/// set is drawn mirrored in a right-to-left layout (Arabic, Hebrew), as UIKit flips it; a "Right
/// to Left" set is mirrored in a left-to-right layout; with "Both", each layout draws its own
/// file; a "Fixed" set (no direction) is never mirrored.
@Suite struct AssetImageDirectionTests {
    /// A 40 × 20 picture: red on its left half, blue on its right.
    static let redThenBlue =
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="20" height="20" fill="#FF0000"/><rect x="20" width="20" height="20" fill="#0000FF"/></svg>"##
    static let green = ##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#00FF00"/></svg>"##

    /// The colors at the middle of the image's left and right halves, rendered in `locale`, for
    /// a set whose entries are `entries` (`Contents.json` image entries).
    static func halves(entries: String, locale: String) throws -> (left: String, right: String) {
        try TestPaths.withTemporaryFolder("direction") { folder in
            let set = folder.appendingPathComponent("App/Assets.xcassets/Arrow.imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: folder.appendingPathComponent("App/Assets.xcassets/Contents.json"))
            try Data(#"{ "images" : [ \#(entries) ], "info" : { "author" : "xcode", "version" : 1 } }"#.utf8)
                .write(to: set.appendingPathComponent("Contents.json"))
            try Data(redThenBlue.utf8).write(to: set.appendingPathComponent("ltr.svg"))
            try Data(green.utf8).write(to: set.appendingPathComponent("rtl.svg"))
            let themeFolder = folder.appendingPathComponent("Theme")
            try FileManager.default.createDirectory(at: themeFolder, withIntermediateDirectories: true)
            try Data(
                """
                stateboard: 1
                assets: [../App/Assets.xcassets]
                states:
                  empty:
                    node: { image: { id: arrow, asset: Arrow } }
                screens:
                  home: {}
                """.utf8
            ).write(to: themeFolder.appendingPathComponent("theme.yaml"))
            let theme = try ThemeLoader.load(path: themeFolder.path)
            let variant = Variant(device: Device.presets[3], locale: LocaleInfo(locale))
            let scene = try ThemeResolver(theme: theme).scene(screen: "home", state: .empty, variant: variant)
            let laidOut = RenderTestSupport.renderer.layout(scene)
            let image = try RenderTestSupport.renderer.pixels(laidOut, appearance: .light, scale: 2)
            let frame = try #require(laidOut.placedNodes().first { $0.laidOut.node.id == "arrow" }?.frame)
            func color(atX x: Double) -> String {
                let i = (Int(frame.midY * 2) * image.width + Int(x * 2)) * 4
                return String(format: "#%02X%02X%02X", image.pixels[i], image.pixels[i + 1], image.pixels[i + 2])
            }
            return (color(atX: frame.minX + frame.width / 4), color(atX: frame.maxX - frame.width / 4))
        }
    }

    static let leftToRight = #"{ "filename" : "ltr.svg", "idiom" : "universal", "language-direction" : "left-to-right" }"#
    static let rightToLeft = #"{ "filename" : "ltr.svg", "idiom" : "universal", "language-direction" : "right-to-left" }"#
    static let fixed = #"{ "filename" : "ltr.svg", "idiom" : "universal" }"#
    static let both =
        #"{ "filename" : "ltr.svg", "idiom" : "universal", "language-direction" : "left-to-right" }, { "filename" : "rtl.svg", "idiom" : "universal", "language-direction" : "right-to-left" }"#

    @Test func aLeftToRightSetIsMirroredInArabicOnly() throws {
        #expect(try Self.halves(entries: Self.leftToRight, locale: "en") == ("#FF0000", "#0000FF"))
        #expect(try Self.halves(entries: Self.leftToRight, locale: "ar") == ("#0000FF", "#FF0000"))
    }

    @Test func aRightToLeftSetIsMirroredInEnglishOnly() throws {
        #expect(try Self.halves(entries: Self.rightToLeft, locale: "en") == ("#0000FF", "#FF0000"))
        #expect(try Self.halves(entries: Self.rightToLeft, locale: "he") == ("#FF0000", "#0000FF"))
    }

    @Test func aFixedSetIsNeverMirrored() throws {
        #expect(try Self.halves(entries: Self.fixed, locale: "ar") == ("#FF0000", "#0000FF"))
    }

    @Test func bothDirectionsDrawTheirOwnFiles() throws {
        #expect(try Self.halves(entries: Self.both, locale: "en") == ("#FF0000", "#0000FF"))
        #expect(try Self.halves(entries: Self.both, locale: "ar") == ("#00FF00", "#00FF00"))
    }
}
