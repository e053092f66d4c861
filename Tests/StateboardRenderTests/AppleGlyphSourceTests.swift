import Foundation
import StateboardCore
import StateboardLayout
import StateboardTestSupport
import StateboardTheme
import Testing

@testable import StateboardRender

/// The `apple` glyph source's fonts, against a stand-in Mac font tree (open fonts renamed to
/// Apple's file and family names: `AppleStandIns`).
@Suite(.serialized) struct AppleGlyphSourceTests {
    /// One stand-in tree for the suite (the Hiragino stand-in is a 16 MB face).
    static let tree = AppleStandIns.sharedRoot

    static var locations: AppleFontLocations {
        AppleFontLocations.standard(home: "/nonexistent-home", environment: ["STATEBOARD_APPLE_FONTS": tree.path])
    }

    static func measurer() throws -> PangoTextMeasurer { try PangoTextMeasurer(fonts: FontEnvironment(appleFonts: locations)) }

    static func runs(_ text: String, size: Double = 17, language: String? = nil, measurer: PangoTextMeasurer) -> [String] {
        var content = TextContent(text: text, font: FontSpec(size: size), lines: 1)
        content.language = language
        return measurer.fontRuns(of: measurer.layOut(content, maxWidth: nil, direction: .leftToRight)).map(\.family)
    }

    @Test func aRootInStateboardAppleFontsStandsInForSlash() {
        let folders = Self.locations.folders
        #expect(folders.first == Self.tree.path + "/System/Library/Fonts")
        #expect(folders.contains(Self.tree.path + "/Library/Fonts"))
        #expect(!folders.contains { $0.hasPrefix("/nonexistent-home") })
    }

    @Test func aFolderInStateboardAppleFontsIsSearchedAsItIs() {
        let folder = Self.tree.path + "/Library/Fonts"
        #expect(AppleFontLocations.standard(environment: ["STATEBOARD_APPLE_FONTS": folder]).folders == [folder])
    }

    @Test func withoutTheVariableMacOSFoldersAreSearched() {
        let folders = AppleFontLocations.standard(home: "/Users/ada", environment: [:]).folders
        #expect(folders.first == "/System/Library/Fonts")
        #expect(folders.suffix(2) == ["/Library/Fonts", "/Users/ada/Library/Fonts"])
    }

    @Test func latinTextIsDrawnWithSFProTextBelow20PointsAndSFProDisplayFrom20() throws {
        let measurer = try Self.measurer()
        #expect(Self.runs("Hello", size: 17, measurer: measurer) == ["SF Pro Text"])
        #expect(Self.runs("Hello", size: 28, measurer: measurer) == ["SF Pro Display"])
    }

    @Test func eachScriptIsDrawnWithTheFaceIOSUses() throws {
        let measurer = try Self.measurer()
        #expect(Self.runs("こんにちは", language: "ja", measurer: measurer) == ["Hiragino Sans"])
        #expect(Self.runs("مرحبا", language: "ar", measurer: measurer) == ["SF Arabic"])
        #expect(Self.runs("שלום", language: "he", measurer: measurer) == ["SF Hebrew"])
        #expect(Self.runs("สวัสดี", language: "th", measurer: measurer) == ["Thonburi"])
        #expect(Self.runs("नमस्ते", language: "hi", measurer: measurer) == ["Kohinoor Devanagari"])
    }

    @Test func chineseJapaneseAndKoreanTextGetsItsLanguagesFaceFirst() throws {
        let faces = try AppleFaces.choose(among: Set(AppleFaces.roles.map { $0.families[0] }), lookedIn: "")
        func second(_ language: String) -> String { String(faces.systemFamilies(size: 17, language: language).split(separator: ",")[1].dropFirst()) }
        #expect(second("zh-Hans") == "PingFang SC")
        #expect(second("zh-Hant") == "PingFang TC")
        #expect(second("zh-HK") == "PingFang HK")
        #expect(second("ja") == "Hiragino Sans")
        #expect(second("ko") == "Apple SD Gothic Neo")
        #expect(second("bn") == "Kohinoor Bangla")
    }

    @Test func theVariableSystemFontIsPreferredAndFollowsTheOpticalSize() throws {
        var available = Set(AppleFaces.roles.dropFirst().map { $0.families[0] })
        available.formUnion([".SF NS", "SF Pro Text", "SF Pro Display"])
        #expect(try AppleFaces.choose(among: available, lookedIn: "").families[0] == "SF Pro Text")
        available.insert("SF Pro")
        let variable = try AppleFaces.choose(among: available, lookedIn: "")
        #expect(variable.systemFamily(size: 28) == "SF Pro")
        #expect(SystemFontFaces(apple: variable).variations(size: 28) == "opsz=28")
        available.subtract(["SF Pro", "SF Pro Text", "SF Pro Display"])
        #expect(try AppleFaces.choose(among: available, lookedIn: "").families[0] == ".SF NS")
    }

    @Test func appleFacesAreNotGivenTheStandInsWidthCorrections() throws {
        let apple = try Self.measurer()
        let pinned = try PangoTextMeasurer()
        func width(_ family: String, _ measurer: PangoTextMeasurer) -> Double {
            measurer.layOut(
                TextContent(text: "Everything is up to date", font: FontSpec(family: family, size: 17), lines: 1),
                maxWidth: nil, direction: .leftToRight
            ).metrics.size.width
        }
        // The stand-in SF Pro Text is Inter renamed: as Apple's face it sets Inter's own widths
        // (the font's tracking, none here), where the pinned system font adds SF Pro's tracking.
        let own = width("Inter", pinned)
        #expect(abs(width(FontSpec.systemFamily, apple) - own) < 0.001)
        #expect(abs(width(FontSpec.systemFamily, pinned) - own) > 1)
    }

    @Test func appleFacesSetTheirOwnLineHeight() throws {
        let apple = try Self.measurer()
        func height(_ family: String, _ measurer: PangoTextMeasurer) -> Double {
            measurer.layOut(TextContent(text: "Hello", font: FontSpec(family: family, size: 17), lines: 1), maxWidth: nil, direction: .leftToRight)
                .metrics.size.height
        }
        // The stand-in's own line box (Inter's), not SF Pro's 1.19336 em the pinned system font is given.
        let own = height("Inter", try PangoTextMeasurer())
        #expect(abs(height(FontSpec.systemFamily, apple) - own) < 0.001)
        #expect(abs(own - SystemFontMetrics.lineHeight * 17) > 0.1)
    }

    /// A scene of one label, `text` in `language`.
    static func labelScene(_ text: String, language: String?) throws -> PlaceholderScene {
        var scene = try SceneFile.parse(
            """
            stateboard: 1
            canvas: { width: 200, height: 60 }
            root: { stack: {}, nodes: [ { label: { text: "\(text)" } } ] }
            """, path: "label.yaml", baseDirectory: "/")
        scene.language = language
        return scene
    }

    /// Draws `text` in `language` with Apple's fonts found under `root`.
    static func draw(_ text: String, language: String?, root: URL) throws {
        let locations = AppleFontLocations.standard(environment: ["STATEBOARD_APPLE_FONTS": root.path])
        let renderer = try ImageRenderer(fonts: FontEnvironment(appleFonts: locations))
        _ = try renderer.render(renderer.layout(labelScene(text, language: language)), appearance: .light)
    }

    @Test func aScriptsMissingFaceIsNoErrorForTextWithoutThatScript() throws {
        try TestPaths.withTemporaryFolder("apple-missing") { folder in
            let root = try AppleStandIns.makeRoot(in: folder, omitting: ["Thonburi", "Kohinoor Telugu"])
            try Self.draw("Everything is up to date", language: "en", root: root)
            try Self.draw("Tout est à jour", language: "fr", root: root)
        }
    }

    @Test func aScriptsMissingFaceIsAnErrorNamingTheScriptWhereItLookedAndHowToInstallItWhenTextInItIsDrawn() throws {
        try TestPaths.withTemporaryFolder("apple-missing") { folder in
            let root = try AppleStandIns.makeRoot(in: folder, omitting: ["Thonburi", "Kohinoor Telugu"])
            do {
                try Self.draw("สวัสดี", language: "th", root: root)
                Issue.record("expected an error")
            } catch let RenderError.environment(message) {
                #expect(message.contains("Thai (Thonburi)"), "\(message)")
                #expect(!message.contains("Telugu"), "only the script drawn: \(message)")
                #expect(message.contains(root.path + "/System/Library/Fonts"), "\(message)")
                #expect(message.contains("developer.apple.com/fonts"), "\(message)")
            }
        }
    }

    @Test func chineseCharactersNeedTheFaceOfTheirLanguagesForms() throws {
        let faces = try AppleFaces.choose(among: Set(AppleFaces.roles.map { $0.families[0] }).subtracting(["Hiragino Sans"]), lookedIn: "")
        #expect(faces.missingRoles(for: "設定", language: "zh-Hans").isEmpty)
        #expect(faces.missingRoles(for: "設定", language: "ja").map(\.script) == ["Japanese"])
        #expect(faces.missingRoles(for: "すべて", language: "en").map(\.script) == ["Japanese"])
        #expect(faces.missingRoles(for: "Inbox", language: "ja").isEmpty)
    }

    @Test func aMissingSystemFontIsAnErrorAtOnce() throws {
        try TestPaths.withTemporaryFolder("apple-missing") { folder in
            let root = try AppleStandIns.makeRoot(in: folder, omitting: ["SF Pro Text", "SF Pro Display"])
            let locations = AppleFontLocations.standard(environment: ["STATEBOARD_APPLE_FONTS": root.path])
            #expect {
                _ = try PangoTextMeasurer(fonts: FontEnvironment(appleFonts: locations))
            } throws: { error in
                guard case RenderError.environment(let message) = error else { return false }
                return message.contains("the system font (Latin, Greek, Cyrillic)") && message.contains(root.path + "/System/Library/Fonts")
            }
        }
    }

    @Test func noAppleFontFolderIsAnErrorListingTheFoldersLookedIn() {
        let locations = AppleFontLocations(folders: ["/nonexistent/System/Library/Fonts"])
        #expect {
            _ = try PangoTextMeasurer(fonts: FontEnvironment(appleFonts: locations))
        } throws: { error in
            guard case RenderError.environment(let message) = error else { return false }
            return message.contains("/nonexistent/System/Library/Fonts (not there)") && message.contains("--glyphs pinned")
        }
    }

    @Test func theEnvironmentRecordsTheGlyphSourceAndAppleFontDigests() {
        let environment = RenderEnvironment.current(fonts: FontEnvironment(appleFonts: Self.locations))
        #expect(environment.glyphSource == .apple)
        #expect(environment.fonts["SF-Pro-Text-Regular.otf"] != nil)
        #expect(environment.fonts["ヒラギノ角ゴシック W3.ttc"] != nil)
        #expect(environment.fonts.keys.allSatisfy { !$0.hasPrefix("Inter-") })
        #expect(RenderEnvironment.current().glyphSource == .pinned)
    }

    @Test func anotherGlyphSourceIsOneChangeOfEnvironment() {
        let pinned = RenderEnvironment.current()
        var apple = pinned
        apple.glyphSource = .apple
        #expect(apple.changes(since: pinned) == ["glyph source pinned → apple"])
    }

    @Test func aFingerprintWithoutAGlyphSourceWasDrawnWithThePinnedGlyphs() throws {
        let json = #"{"libraries": {}, "fonts": {}, "settings": {}}"#
        #expect(try JSONDecoder().decode(RenderEnvironment.self, from: Data(json.utf8)).glyphSource == .pinned)
    }
}
