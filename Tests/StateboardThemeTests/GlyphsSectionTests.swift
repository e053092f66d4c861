import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardTheme
import Testing
import StateboardTestSupport

/// A theme's `glyphs:` section: the glyph source it asks for and its SF Symbols exports folder.
@Suite struct GlyphsSectionTests {
    static func load(_ glyphs: String, folders: [String] = []) throws -> (Theme?, [Diagnostic], String) {
        let folder = try TestPaths.temporaryFolder("glyphs")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in folders { try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true) }
        let yaml = "stateboard: 1\nname: app\nscreens:\n  home: {}\nglyphs:\n" + glyphs
        try yaml.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        let (theme, diagnostics) = ThemeLoader.loadCollecting(path: folder.path)
        return (theme, diagnostics, folder.path)
    }

    @Test func aThemeAsksForAGlyphSourceAndAnExportsFolderInsideIt() throws {
        let (theme, diagnostics, folder) = try Self.load("  source: apple\n  symbols: SF Symbols\n", folders: ["SF Symbols"])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(theme?.glyphSource == .apple)
        #expect(theme?.symbolExports == folder + "/SF Symbols")
    }

    @Test func aThemeWithoutTheSectionLeavesTheSourceToTheCommand() throws {
        let (theme, _) = try ThrowawayTheme.load("stateboard: 1\nname: app\nscreens:\n  home: {}\n")
        #expect(theme?.glyphSource == nil && theme?.symbolExports == nil)
    }

    @Test func anUnknownSourceIsALocatedErrorListingTheChoices() throws {
        let (_, diagnostics, _) = try Self.load("  source: helvetica\n")
        let error = try #require(diagnostics.first)
        #expect(error.location.line == 6)
        #expect("\(error)".contains("pinned") && "\(error)".contains("apple"), "\(error)")
    }

    @Test func anExportsFolderOutsideTheThemeIsRefusedWithTheVariableAsHint() throws {
        let (_, diagnostics, _) = try Self.load("  symbols: /Users/ada/SF Symbols\n")
        let error = try #require(diagnostics.first)
        #expect("\(error)".contains("absolute path") && "\(error)".contains("STATEBOARD_SF_SYMBOLS"), "\(error)")
    }

    @Test func aMissingExportsFolderIsALocatedError() throws {
        let (_, diagnostics, _) = try Self.load("  symbols: Exports\n")
        let error = try #require(diagnostics.first)
        #expect(error.location.line == 6 && "\(error)".contains("glyphs.symbols"), "\(error)")
    }

    @Test func aMisspeltKeyIsNamed() throws {
        let (_, diagnostics, _) = try Self.load("  sorce: apple\n")
        #expect(diagnostics.contains { "\($0)".contains("source") }, "\(diagnostics)")
    }
}
