import Foundation
import StateboardCore
import StateboardLayout
import StateboardTestSupport
import StateboardTheme
import Testing

@testable import StateboardRender

/// The `apple` glyph source's symbols: the user's SF Symbols exports where they have the name,
/// the pinned set with a warning naming the symbol where they do not.
@Suite struct SymbolExportsTests {
    static func exports(_ folder: URL) -> SymbolExports {
        SymbolExports(folder: folder.path) { path, name in
            SymbolTemplateFile.read(path: path, name: name).mapError { RenderError.input($0.description) }
        }
    }

    static func pixels(_ symbol: String, exports: SymbolExports?) throws -> RGBAImage {
        let renderer = try ImageRenderer(symbolExports: exports)
        let scene = PlaceholderScene(
            canvas: LayoutSize(width: 60, height: 60), scale: 2,
            root: PlaceholderNode(.image(ImageNode(symbol: SymbolImage(name: symbol, pointSize: 34))), width: 60, height: 60),
            background: DynamicColor(.white))
        return try renderer.pixels(renderer.layout(scene), appearance: .light)
    }

    @Test func anExportedTemplateIsFoundByTheSymbolsName() throws {
        try TestPaths.withTemporaryFolder("sf-exports") { folder in
            let exports = Self.exports(try AppleStandIns.makeSymbolExports(in: folder, names: ["heart"], symbolsets: ["star.fill"]))
            #expect(exports.template(named: "heart")?.variants.map(\.id) == ["Regular-M"])
            #expect(exports.template(named: "star.fill")?.path.hasSuffix("star.fill.symbolset/star.fill.svg") == true)
            #expect(exports.fallbacks.isEmpty)
        }
    }

    @Test func anExportedSymbolIsDrawnFromItsTemplate() throws {
        try TestPaths.withTemporaryFolder("sf-exports") { folder in
            let exports = Self.exports(try AppleStandIns.makeSymbolExports(in: folder, names: ["heart"]))
            let apple = try Self.pixels("heart", exports: exports)
            let pinned = try Self.pixels("heart", exports: nil)
            #expect(apple.pixels != pinned.pixels)
            // The template's glyph is a square: its ink is a solid block at the centre.
            let centre = (30 * 2 * apple.width + 30 * 2) * 4
            #expect(apple.pixels[centre] < 60)
            #expect(exports.fallbacks.isEmpty)
        }
    }

    @Test func aSymbolTheExportsLackIsDrawnFromThePinnedSetWithAWarningNamingIt() throws {
        try TestPaths.withTemporaryFolder("sf-exports") { folder in
            let exports = Self.exports(try AppleStandIns.makeSymbolExports(in: folder, names: ["heart"]))
            #expect(try Self.pixels("star", exports: exports).pixels == Self.pixels("star", exports: nil).pixels)
            #expect(exports.fallbacks.count == 1)
            #expect(exports.fallbacks.first?.contains("symbol `star` has no SF Symbols template") == true)
            #expect(exports.fallbacks.first?.contains("drawn from the pinned set") == true)
        }
    }

    @Test func anUnreadableTemplateIsAFallbackThatSaysWhy() throws {
        try TestPaths.withTemporaryFolder("sf-exports") { folder in
            try "<svg xmlns=\"http://www.w3.org/2000/svg\"/>".write(to: folder.appendingPathComponent("heart.svg"), atomically: true, encoding: .utf8)
            let exports = Self.exports(folder)
            #expect(exports.template(named: "heart") == nil)
            #expect(exports.fallbacks.first?.contains("Baseline") == true || exports.fallbacks.first?.contains("Regular") == true)
        }
    }

    @Test func noExportsFolderNamesEachSymbolAndTheVariable() {
        let exports = SymbolExports(folder: "") { _, _ in .failure(.input("unused")) }
        #expect(exports.template(named: "heart") == nil)
        #expect(exports.fallbacks.first?.contains("STATEBOARD_SF_SYMBOLS") == true)
    }
}

extension SymbolExportsTests {
    @Test func aTemplateLinkedFromOutsideTheFolderIsNotRead() throws {
        try TestPaths.withTemporaryFolder("sf-exports-link") { folder in
            let exports = folder.appendingPathComponent("exports")
            try FileManager.default.createDirectory(at: exports, withIntermediateDirectories: true)
            try AppleStandIns.template("heart").write(to: folder.appendingPathComponent("outside.svg"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(
                atPath: exports.appendingPathComponent("heart.svg").path,
                withDestinationPath: folder.appendingPathComponent("outside.svg").path)
            let reader = Self.exports(exports)
            #expect(reader.template(named: "heart") == nil)
            #expect(reader.fallbacks.first?.contains("leads outside") == true)
        }
    }
}
