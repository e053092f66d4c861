import Foundation
import StateboardAppFiles
import StateboardCore
import Testing

@testable import StateboardTheme

/// Symbol sets (`*.symbolset`): the SVG template the SF Symbols app exports, drawn from its
/// `Regular-M` (else `Medium-M`) variant and placed by its medium guides.
@Suite struct SymbolSetTests {
    static let contents = #"{"symbols":[{"idiom":"universal","filename":"s.svg"}]}"#

    /// A template with `body` inside the `<svg>` element.
    static func svg(_ body: String) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">"# + body + "</svg>"
    }

    static let guides =
        #"<line id="Baseline-M" x1="0" x2="9" y1="1126" y2="1126"/><line id="Capline-M" x1="0" x2="9" y1="1055.54" y2="1055.54"/>"#
        + #"<line id="left-margin-Regular-M" x1="1400" x2="1400" y1="0" y2="1"/><line id="right-margin-Regular-M" x1="1470.46" x2="1470.46" y1="0" y2="1"/>"#

    static func load(_ svg: String, links: [String: String] = [:]) throws -> (Theme?, [Diagnostic]) {
        let yaml = "stateboard: 1\nassets: [../App/Assets.xcassets]\nstates:\n  empty:\n    node: { image: { asset: Star } }\nscreens:\n  home: {}\n"
        var files: [String: Data] = [
            "App/Assets.xcassets/Contents.json": Data("{}".utf8),
            "App/Assets.xcassets/Star.symbolset/Contents.json": Data(contents.utf8),
        ]
        if links.isEmpty { files["App/Assets.xcassets/Star.symbolset/s.svg"] = Data(svg.utf8) } else { files["Outside/s.svg"] = Data(svg.utf8) }
        let (theme, diagnostics, folder) = try AppStringsTests.load(yaml, files: files, links: links)
        try? FileManager.default.removeItem(at: folder)
        return (theme, diagnostics)
    }

    /// Rule: the fixture's `Badge` reads its medium guides and both variants' margins.
    @Test func aSymbolSetReadsItsGuidesAndVariants() throws {
        let badge = try #require(try AssetCatalogTests.catalog().images["Badge"]?.symbol)
        #expect(
            badge.variants == [
                SymbolTemplateVariant(id: "Regular-M", leftMargin: 1400, rightMargin: 1470.46, baseline: 1126, capline: 1055.54),
                SymbolTemplateVariant(id: "Medium-M", leftMargin: 1700, rightMargin: 1770.46, baseline: 1126, capline: 1055.54),
            ])
        #expect(badge.name == "Badge")
    }

    /// Rule: the regular weights and below draw `Regular-M`, medium and above `Medium-M`; a
    /// template with one variant draws it at every weight.
    @Test func theVariantFollowsTheWeight() throws {
        let badge = try #require(try AssetCatalogTests.catalog().images["Badge"]?.symbol)
        #expect(badge.variant(for: .light)?.id == "Regular-M" && badge.variant(for: .regular)?.id == "Regular-M")
        #expect(badge.variant(for: .medium)?.id == "Medium-M" && badge.variant(for: .black)?.id == "Medium-M")
        var regularOnly = badge
        regularOnly.variants.removeLast()
        #expect(regularOnly.variant(for: .bold)?.id == "Regular-M")
    }

    /// Rule: a template exported with only the small scale (`Ultralight-S`, `Regular-S`,
    /// `Black-S`, as SF Symbols' variable templates are) draws `Regular-S` with the small
    /// guides, its square 0.8 × 125 = 100 units so the glyph is drawn at the medium size.
    @Test func aSmallScaleOnlyTemplateDrawsRegularS() throws {
        let guides =
            #"<line id="Baseline-S" y1="696"/><line id="Capline-S" y1="625.541"/>"#
            + #"<line id="left-margin-Regular-S" x1="1400"/><line id="right-margin-Regular-S" x1="1480"/>"#
        let (theme, diagnostics) = try Self.load(Self.svg(guides + #"<g id="Ultralight-S"/><g id="Regular-S"><path d="M0 0L1 1Z"/></g><g id="Black-S"/>"#))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let star = try #require(theme?.tokens.assets.images["Star"]?.symbol)
        let variant = try #require(star.variant(for: .semibold))
        #expect(variant.id == "Regular-S" && variant.baseline == 696)
        let square = variant.square
        #expect(square.width == 100 && abs(square.midX - 1440) < 1e-9 && abs(square.midY - 660.7705) < 1e-9)
    }

    /// Rule: the square drawn is 125 template units (a side 1.25× the point size, the template
    /// at 100 pt), centred between the margins and on the middle of the cap height:
    /// x (1400 + 1470.46) / 2 − 62.5 = 1372.73, y (1126 + 1055.54) / 2 − 62.5 = 1028.27.
    @Test func theSquareIsCentredOnTheGuides() throws {
        let badge = try #require(try AssetCatalogTests.catalog().images["Badge"]?.symbol)
        let square = badge.variants[0].square
        #expect(abs(square.minX - 1372.73) < 0.001 && abs(square.minY - 1028.27) < 0.001 && square.width == 125 && square.height == 125)
    }

    /// Rule: a template without `Baseline-M`/`Capline-M` is an error at its name in Contents.json.
    @Test func aTemplateWithoutGuidesIsLocated() throws {
        let (_, diagnostics) = try Self.load(Self.svg(#"<g id="Regular-M"><path d="M0 0L1 1Z"/></g>"#))
        let problem = try #require(diagnostics.first)
        #expect(problem.message.contains("no `Baseline-M` and `Capline-M` guides"), "\(problem.message)")
        #expect(problem.location.file.hasSuffix("Star.symbolset/Contents.json") && problem.location.column == 45, "\(problem.location)")
    }

    /// Rule: a template with no Regular or Medium variant is refused; naming the set is one
    /// more error, at the theme's line (not "no image set").
    @Test func aTemplateWithNeitherVariantIsRefused() throws {
        let (_, diagnostics) = try Self.load(Self.svg(Self.guides + #"<g id="Bold-M"><path d="M0 0L1 1Z"/></g>"#))
        #expect(diagnostics.map(\.message).contains { $0.contains("has no Regular or Medium variant") }, "\(diagnostics.map(\.description))")
        #expect(diagnostics.count == 2 && diagnostics.last?.location.file.hasSuffix("theme.yaml") == true, "\(diagnostics.map(\.description))")
        #expect(diagnostics.last?.message.contains("the symbol set `Star`") == true)
    }

    /// Rule: a template with no margins at all (none of its own, none of a variant that draws
    /// to share) is refused.
    @Test func aVariantWithoutMarginsIsRefused() throws {
        let guides = #"<line id="Baseline-M" y1="1126"/><line id="Capline-M" y1="1055.54"/>"#
        let (_, diagnostics) = try Self.load(Self.svg(guides + #"<g id="Medium-M"><path d="M0 0L1 1Z"/></g>"#))
        #expect(
            diagnostics.first?.message.contains("no margin guides: no `left-margin-Medium-M` and `right-margin-Medium-M`") == true,
            "\(diagnostics.map(\.description))")
    }

    /// Rule: a template that is a link out of the catalog is refused, and not read.
    @Test func aTemplateLinkOutOfTheCatalogIsRefused() throws {
        let (_, diagnostics) = try Self.load(
            Self.svg(Self.guides + #"<g id="Regular-M"/>"#),
            links: ["App/Assets.xcassets/Star.symbolset/s.svg": "../../../Outside/s.svg"])
        #expect(diagnostics.first?.message.contains("leads outside the declared catalog") == true, "\(diagnostics.map(\.description))")
    }

    /// Rule: a symbol set is drawn as a symbol: sized by `pointSize`, weight and scale like an SF Symbols name.
    @Test func aSymbolSetBecomesASymbolImage() throws {
        let theme = try AssetCatalogTests.fixtureTheme()
        let scene = try ThemeResolver(theme: theme).scene(screen: "inbox", state: ViewState(key: "empty")!, variant: Variant(device: Device.presets[3]))
        guard case .stack(let stack) = scene.root.content else { Issue.record("no stack"); return }
        let node = try #require(stack.nodes.first { $0.id == "badge" })
        guard let image = node.content.value(as: ImageNode.self) else { Issue.record("not an image"); return }
        #expect(image.symbol?.template?.name == "Badge" && image.symbol?.pointSize == 40 && image.symbol?.side == 50)
        #expect(image.tint?.light == RGBAColor(red: 0, green: 1, blue: 0, alpha: 1), "asset(IdiomColor) on an iPhone")
    }
}
