import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardAppFiles
@testable import StateboardRender
@testable import StateboardTheme

/// Every SF Symbols template version (`Tests/Fixtures/SymbolTemplates`, written by hand), drawn
/// at two weights and two scales: each fixture's glyph is a box centred between its margins,
/// so a glyph drawn where its guides say lands in the middle of the symbol's square.
@Suite struct SymbolTemplateRenderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SymbolTemplates")
    static let files = [
        "v1.0-rect-margins.svg", "v1.0-line-margins.svg", "v2.0.svg", "v3.0.svg", "v4.0.svg", "v5.0.svg", "v6.0.svg", "v6.0-small-scale-margins.svg",
        "v6.0-illustrator-entities.svg",
    ]

    static func template(_ file: String) throws -> SymbolTemplate {
        let url = folder.appendingPathComponent(file)
        guard case .success(let template) = SymbolSetDecoder.template(try Data(contentsOf: url), name: "S", path: url.path) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return template
    }

    /// The ink box, in pixels, of the symbol drawn at 40 pt in red on white at 2x in a 100 pt square.
    static func ink(_ template: SymbolTemplate, weight: FontWeight, scale: SymbolScale) throws -> (box: (Int, Int, Int, Int), side: Double)? {
        let symbol = SymbolImage(name: "S", pointSize: 40, weight: weight, scale: scale, template: template)
        let node = PlaceholderNode(
            .image(ImageNode(symbol: symbol, tint: DynamicColor(RGBAColor(red: 1, green: 0, blue: 0)))), width: symbol.side, height: symbol.side)
        let scene = PlaceholderScene(canvas: LayoutSize(width: symbol.side, height: symbol.side), scale: 2, root: node, background: DynamicColor(.white))
        let image = try RenderTestSupport.renderer.pixels(RenderTestSupport.renderer.layout(scene), appearance: .light)
        return RenderTestSupport.inkBounds(image, in: (0, 0, image.width, image.height), background: (255, 255, 255)).map { ($0, symbol.side) }
    }

    /// Rule: every version's glyph is drawn, centred in the symbol's square (within a pixel),
    /// at regular and bold weight, small and large scale; a template giving margins only for
    /// Regular-M (1.0, 5.0) centres its other variants' glyphs too.
    @Test(arguments: files)
    func everyVersionDrawsItsGlyphCentred(_ file: String) throws {
        let template = try Self.template(file)
        for (weight, scale) in [(FontWeight.regular, SymbolScale.small), (.bold, .large)] {
            let drawn = try #require(try Self.ink(template, weight: weight, scale: scale), "\(file) \(weight) \(scale): nothing drawn")
            let (x0, y0, x1, y1) = drawn.box
            let centre = drawn.side  // the square is `side` pt: its centre is at `side` px at 2x
            #expect(abs(Double(x0 + x1) / 2 - centre) <= 1, "\(file) \(weight) \(scale): ink x \(x0)…\(x1) around \(centre)")
            #expect(abs(Double(y0 + y1) / 2 - centre) <= 1, "\(file) \(weight) \(scale): ink y \(y0)…\(y1) around \(centre)")
            #expect(x1 - x0 >= Int(drawn.side * 0.6), "\(file) \(weight) \(scale): the glyph is \(x1 - x0) px wide")
        }
    }

    /// Rule: a bold symbol from a template with a Medium variant draws that variant (wider
    /// than the Regular one: 76 against 70.46 units in the 2.0 fixture).
    @Test func boldDrawsTheMediumVariant() throws {
        let template = try Self.template("v2.0.svg")
        let regular = try #require(try Self.ink(template, weight: .regular, scale: .medium)).box
        let bold = try #require(try Self.ink(template, weight: .bold, scale: .medium)).box
        #expect(bold.2 - bold.0 > regular.2 - regular.0, "regular \(regular), bold \(bold)")
    }
}
