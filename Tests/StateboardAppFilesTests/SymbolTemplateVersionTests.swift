import Foundation
import StateboardCore
import Testing

@testable import StateboardAppFiles

/// SF Symbols templates of every version Xcode accepts, each a fixture written by hand in its
/// version's shape (`Tests/Fixtures/SymbolTemplates`): their guides and margins however drawn.
@Suite struct SymbolTemplateVersionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SymbolTemplates")

    static func template(_ file: String) throws -> SymbolTemplate {
        let url = folder.appendingPathComponent(file)
        switch SymbolSetDecoder.template(try Data(contentsOf: url), name: "S", path: url.path) {
        case .success(let template): return template
        case .failure(let problem): throw DiagnosticsError([Diagnostic(problem.message, at: FileLocation(file: file, line: 1, column: 1))])
        }
    }

    static func variant(_ id: String, _ left: Double, _ right: Double, scale: String = "M", reference: String? = nil) -> SymbolTemplateVariant {
        let guides = ["S": (696.0, 625.54), "M": (1126, 1055.54), "L": (1556, 1485.54)][scale]!
        return SymbolTemplateVariant(id: id, leftMargin: left, rightMargin: right, baseline: guides.0, capline: guides.1, marginReference: reference)
    }

    /// Rule: a 1.0 template's margins are the blue rectangles' outer edges, for Regular-M; its
    /// Regular-S and Regular-L take them proportionally. Its guides' group is translated.
    @Test func version1RectangleMargins() throws {
        #expect(
            try Self.template("v1.0-rect-margins.svg").variants == [
                Self.variant("Regular-M", 1390, 1480.46),
                Self.variant("Regular-S", 1390, 1480.46, scale: "S", reference: "Regular-M"),
                Self.variant("Regular-L", 1390, 1480.46, scale: "L", reference: "Regular-M"),
            ])
    }

    /// Rule: a 1.0 template's `left-margin` / `right-margin` lines are Regular-M's margins.
    @Test func version1LineMargins() throws {
        #expect(
            try Self.template("v1.0-line-margins.svg").variants == [
                Self.variant("Regular-M", 1390, 1480.46), Self.variant("Regular-L", 1390, 1480.46, scale: "L", reference: "Regular-M"),
            ])
    }

    /// Rule: a 2.0 template's variants each have their own margin lines.
    @Test func version2OwnMargins() throws {
        #expect(try Self.template("v2.0.svg").variants == [Self.variant("Regular-M", 1390, 1480.46), Self.variant("Medium-M", 1690, 1786)])
    }

    /// Rule: a 3.0 template (Ultralight-S, Regular-S, Black-S) draws Regular-S with its margins.
    @Test func version3SmallScaleOnly() throws {
        #expect(try Self.template("v3.0.svg").variants == [Self.variant("Regular-S", 1390, 1466.4, scale: "S")])
    }

    /// Rule: a 4.0 template's rendering-mode annotations change nothing.
    @Test func version4Annotations() throws {
        #expect(try Self.template("v4.0.svg").variants == [Self.variant("Regular-S", 1390, 1466.4, scale: "S")])
    }

    /// Rule: guides drawn as `<path d="M x,y l…">` are read at their move-to; margins given for
    /// Regular-M only are shared with the other variants, proportionally.
    @Test func version5PathGuidesAndRegularMMarginsOnly() throws {
        #expect(
            try Self.template("v5.0.svg").variants == [
                Self.variant("Regular-M", 1390, 1480.46),
                Self.variant("Medium-M", 1390, 1480.46, reference: "Regular-M"),
                Self.variant("Regular-S", 1390, 1480.46, scale: "S", reference: "Regular-M"),
            ])
    }

    /// Rule: path guides written with spaces (`M 263 1126 l 2773 0`) are read.
    @Test func version6SpacedPathGuides() throws {
        let variants = try Self.template("v6.0.svg").variants
        #expect(variants.map(\.id) == SymbolTemplate.preferredIDs)
        #expect(variants.allSatisfy { $0.marginReference == nil })
        #expect(variants.first { $0.id == "Medium-L" } == Self.variant("Medium-L", 1690, 1804, scale: "L"))
    }

    /// Rule: transform lists compose (`translate`, `scale`, `matrix`); others are not read.
    @Test func transforms() {
        let affine = SymbolGuides.Affine.parse("translate(263, 625) scale(2)")
        #expect(affine.map { $0.apply(1, 1) == (265, 627) } == true)
        #expect(SymbolGuides.Affine.parse("matrix(1 0 0 1 10 20)").map { $0.apply(0, 0) == (10, 20) } == true)
        #expect(SymbolGuides.Affine.parse("rotate(45)") == nil)
    }

    /// Rule: move-to data is read in every spelling (commas, spaces, signs, exponents, relative).
    @Test func moveToForms() {
        #expect(SymbolGuides.moveTo("M263,1126 l2773,0")! == (263, 1126))
        #expect(SymbolGuides.moveTo(" m 263 1126 l 2773 0")! == (263, 1126))
        #expect(SymbolGuides.moveTo("M-1.5-2e1L3,4")! == (-1.5, -20))
        #expect(SymbolGuides.moveTo("L1,2") == nil && SymbolGuides.moveTo("M1") == nil)
    }

    /// Rule: derived margins put the reference glyph's gaps, scaled by the glyphs' height
    /// ratio, beside the variant's own glyph (asymmetric gaps 10 and 20 at half the height: 5 and 10).
    @Test func derivedMarginsAreProportional() {
        let variant = SymbolTemplateVariant(id: "Regular-S", leftMargin: 90, rightMargin: 220, baseline: 696, capline: 625.54, marginReference: "Regular-M")
        let derived = variant.withDerivedMargins(
            glyph: LayoutRect(x: 500, y: 0, width: 50, height: 50),
            referenceGlyph: LayoutRect(x: 100, y: 0, width: 100, height: 100))
        #expect(derived.leftMargin == 495 && derived.rightMargin == 560 && derived.marginReference == nil)
        let own = SymbolTemplateVariant(id: "Regular-M", leftMargin: 1, rightMargin: 2, baseline: 3, capline: 1)
        #expect(own.withDerivedMargins(glyph: LayoutRect(x: 0, y: 0, width: 9, height: 9), referenceGlyph: LayoutRect(x: 0, y: 0, width: 1, height: 1)) == own)
    }
}
