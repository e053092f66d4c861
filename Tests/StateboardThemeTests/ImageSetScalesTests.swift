import Foundation
import StateboardCore
import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme

/// A file that is not what its name says is named by what it is (its first bytes), and one
/// scale of an image set that cannot be drawn loses that scale only: iOS draws the scale nearest
/// the screen's among those the set holds, so the set is drawn from its other scales, with a
/// warning naming the refused file.
@Suite struct ImageSetScalesTests {
    static func png() throws -> Data {
        try Data(contentsOf: AssetCatalogTests.fixture.appendingPathComponent("Assets.xcassets/Illustrations/EmptyInbox.imageset/inbox@2x.png"))
    }
    /// The start of a Photoshop document (its `8BPS` signature, version 1), as VLC's
    /// `playNextInQueue@2x.png` holds.
    static let psd = Data("8BPS".utf8) + Data([0, 1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 16, 0, 0, 0, 16, 0, 8, 0, 3])

    static let contents = #"""
        { "images" : [
          { "filename" : "play.png", "idiom" : "universal", "scale" : "1x" },
          { "filename" : "play@2x.png", "idiom" : "universal", "scale" : "2x" },
          { "filename" : "play@3x.png", "idiom" : "universal", "scale" : "3x" } ],
          "info" : { "author" : "xcode", "version" : 1 } }
        """#

    static let theme = """
        stateboard: 1
        assets: [../App/Assets.xcassets]
        states:
          empty:
            node: { image: { asset: Play } }
        screens:
          home: {}
        """

    @Test func aFileIsNamedByItsSignature() {
        #expect(AssetCheck.pngProblem(data: [UInt8](Self.psd), limits: .current)?.contains("a Photoshop document (PSD)") == true)
        #expect(AssetCheck.pngProblem(data: [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46], limits: .current)?.contains("a JPEG image") == true)
        #expect(AssetCheck.pngProblem(data: Array("GIF89a\u{1}\0\u{1}\0".utf8), limits: .current)?.contains("a GIF image") == true)
        let heic: [UInt8] = [0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0]
        #expect(AssetCheck.pngProblem(data: heic, limits: .current)?.contains("a HEIF/HEIC image") == true)
        #expect(AssetCheck.pngProblem(data: [1, 2, 3, 4, 5, 6, 7, 8, 9], limits: .current)?.contains("starts 01 02 03 04") == true)
    }

    @Test func aSetDrawsItsValidScalesAndWarnsAboutTheBadOne() throws {
        let png = try Self.png()
        let binary = ["Play.imageset/play.png": png, "Play.imageset/play@2x.png": Self.psd, "Play.imageset/play@3x.png": png]
        let (theme, diagnostics) = try AssetCatalogAsXcodeTests.load(Self.theme, ["Play.imageset/Contents.json": Self.contents], binary: binary)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let image = try #require(theme?.tokens.assets.images["Play"])
        #expect(image.files.light.compactMap(\.scale) == [1, 3])
        #expect(image.files.file(for: .light, scale: 2)?.scale == 3, "the best valid scale at 2x")
        let warnings = theme?.warnings ?? []
        #expect(warnings.count == 1 && warnings[0].isWarning, "\(warnings)")
        #expect(warnings.first?.message.contains("`play@2x.png`") == true && warnings.first?.message.contains("Photoshop") == true, "\(warnings)")
    }

    /// With no valid scale left the set cannot be drawn: an error where it is drawn, as before.
    @Test func aSetWithNoValidScaleIsStillRefused() throws {
        let binary = ["Play.imageset/play.png": Self.psd, "Play.imageset/play@2x.png": Self.psd, "Play.imageset/play@3x.png": Self.psd]
        let (_, diagnostics) = try AssetCatalogAsXcodeTests.load(Self.theme, ["Play.imageset/Contents.json": Self.contents], binary: binary)
        #expect(diagnostics.contains { !$0.isWarning && $0.message.contains("Photoshop") }, "\(diagnostics)")
    }
}
