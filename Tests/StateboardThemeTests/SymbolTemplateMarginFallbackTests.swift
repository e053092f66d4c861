import Foundation
import StateboardCore
import Testing

@testable import StateboardTheme

/// Where a symbol variant without margins of its own takes them, as Apple's "Creating custom
/// symbol images for your app" (UIKit documentation, *Organize the Guides layer*) says: "If you
/// don't specify explicit margin guides, the system uses the next available margins it finds —
/// interpolated margins (if the template is interpolatable), `Regular-M`, `Regular-S`, and,
/// finally, any available margins the system can use." SF Symbols 6 exports margins for the
/// small scale only (`left-margin-Regular-S`), whatever variants the template draws.
@Suite struct SymbolTemplateMarginFallbackTests {
    static let allGuides =
        #"<line id="Baseline-S" y1="696"/><line id="Capline-S" y1="625.541"/>"#
        + #"<line id="Baseline-M" y1="1126"/><line id="Capline-M" y1="1055.54"/>"#
        + #"<line id="Baseline-L" y1="1556"/><line id="Capline-L" y1="1485.54"/>"#
    static let glyph = #"<path d="M0 0L1 1Z"/>"#

    static func margins(_ variant: String, _ left: Double, _ right: Double) -> String {
        #"<line id="left-margin-\#(variant)" x1="\#(left)" x2="\#(left)" y1="600" y2="720"/>"#
            + #"<line id="right-margin-\#(variant)" x1="\#(right)" x2="\#(right)" y1="600" y2="720"/>"#
    }

    static func variants(_ svg: String) throws -> [SymbolTemplateVariant] {
        let (theme, diagnostics) = try SymbolSetTests.load(SymbolSetTests.svg(svg))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        return try #require(theme?.tokens.assets.images["Star"]?.symbol).variants
    }

    /// An SF Symbols 6 export: Regular and Medium at every scale, margins for `Regular-S` only.
    /// Every variant is read, each taking `Regular-S`'s margins (applied proportionally).
    @Test func marginsForTheSmallScaleOnlyServeEveryVariant() throws {
        let groups = ["Regular-S", "Medium-S", "Regular-M", "Medium-M", "Regular-L", "Medium-L"].map { #"<g id="\#($0)">\#(Self.glyph)</g>"# }
        let found = try Self.variants(Self.allGuides + Self.margins("Regular-S", 1403.58, 1496.11) + groups.joined())
        #expect(found.map(\.id) == SymbolTemplate.preferredIDs)
        let regularM = try #require(found.first { $0.id == "Regular-M" })
        #expect(regularM.marginReference == "Regular-S" && regularM.leftMargin == 1403.58 && regularM.rightMargin == 1496.11)
        #expect(regularM.baseline == 1126, "its own scale's guides")
        let regularS = try #require(found.first { $0.id == "Regular-S" })
        #expect(regularS.marginReference == nil, "its own margins")
    }

    /// `Regular-M`'s margins come before `Regular-S`'s.
    @Test func regularMediumMarginsComeBeforeRegularSmall() throws {
        let svg = Self.allGuides + Self.margins("Regular-S", 1400, 1490) + Self.margins("Regular-M", 1390, 1500)
            + #"<g id="Regular-S">\#(Self.glyph)</g><g id="Regular-M">\#(Self.glyph)</g><g id="Medium-M">\#(Self.glyph)</g>"#
        let medium = try #require(try Self.variants(svg).first { $0.id == "Medium-M" })
        #expect(medium.marginReference == "Regular-M" && medium.leftMargin == 1390)
    }

    /// "Finally, any available margins": a template whose only margins are `Black-S`'s.
    @Test func anyAvailableMarginsServeLast() throws {
        let svg = Self.allGuides + Self.margins("Black-S", 2884.57, 2982.23)
            + #"<g id="Black-S">\#(Self.glyph)</g><g id="Regular-M">\#(Self.glyph)</g>"#
        let regular = try #require(try Self.variants(svg).first { $0.id == "Regular-M" })
        #expect(regular.marginReference == "Black-S" && regular.leftMargin == 2884.57)
    }
}
