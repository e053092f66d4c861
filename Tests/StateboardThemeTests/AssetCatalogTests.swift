import Foundation
import StateboardAppFiles
import StateboardCore
import Testing

@testable import StateboardTheme

/// The app's asset catalogs (`assets`): color sets as `asset(Name)` colors and image sets as
/// `image: { asset: Name }`, read where they are from the `Tests/Fixtures/InboxApp` catalog.
@Suite struct AssetCatalogTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/InboxApp")

    /// The fixture theme, loaded without errors.
    static func fixtureTheme() throws -> Theme {
        let (theme, diagnostics) = ThemeLoader.loadCollecting(path: fixture.appendingPathComponent("Themes/assets").path)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        return try #require(theme)
    }

    static func catalog() throws -> AssetCatalog { try fixtureTheme().tokens.assets }

    /// Whether two colors agree within 1/255 per component.
    static func close(_ a: RGBAColor?, _ b: RGBAColor) -> Bool {
        guard let a else { return false }
        return abs(a.red - b.red) <= 1 / 255 && abs(a.green - b.green) <= 1 / 255 && abs(a.blue - b.blue) <= 1 / 255 && abs(a.alpha - b.alpha) <= 1 / 255
    }

    static func bytes(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBAColor {
        RGBAColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// Writes a catalog of `files` (path inside `App/Assets.xcassets` → contents) and a theme
    /// `yaml` at `Theme/theme.yaml`, with symbolic `links`, and loads it.
    static func load(
        _ yaml: String, files: [String: String], outside: [String: String] = [:],
        links: [String: String] = [:]
    ) throws -> (Theme?, [Diagnostic]) {
        var data = files.reduce(into: [String: Data]()) { $0["App/Assets.xcassets/\($1.key)"] = Data($1.value.utf8) }
        for (path, text) in outside { data[path] = Data(text.utf8) }
        data["App/Assets.xcassets/Contents.json"] = Data("{}".utf8)
        let (theme, diagnostics, folder) = try AppStringsTests.load(yaml, files: data, links: links)
        try? FileManager.default.removeItem(at: folder)
        return (theme, diagnostics)
    }

    static func colorTheme(_ color: String) -> String {
        "stateboard: 1\nassets: [../App/Assets.xcassets]\ntokens:\n  colors:\n    accent: \(color)\nscreens:\n  home: {}\n"
    }

    // MARK: colors

    /// Rule: a Display P3 color is converted to sRGB (the P3 (0.8, 0.2, 0.2) is sRGB 222, 24, 41).
    @Test func displayP3ConvertsToSRGB() throws {
        let color = try Self.catalog().colors["P3Red"]?.light
        #expect(Self.close(color, Self.bytes(222, 24, 41)), "\(String(describing: color))")
    }

    /// Rule: `gray-gamma-22` reads its `white` component with a 2.2 gamma (0.5 → sRGB 128).
    @Test func grayGammaConvertsToSRGB() throws {
        #expect(Self.close(try Self.catalog().colors["SoftGray"]?.light, Self.bytes(128, 128, 128)))
    }

    /// Rule: `extended-linear-srgb` is encoded with the sRGB curve and clamped (0.214 → 128;
    /// 1.25 and -0.1 clamp to 255 and 0).
    @Test func extendedLinearSRGBIsEncodedAndClamped() throws {
        #expect(Self.close(try Self.catalog().colors["LinearHalf"]?.light, Self.bytes(128, 255, 0)))
    }

    /// Rule: components are floats, 0–255 whole numbers or hex bytes; `alpha` is a float.
    @Test func componentForms() throws {
        let catalog = try Self.catalog()
        #expect(Self.close(catalog.colors["ByteGray"]?.light, Self.bytes(128, 128, 128)))
        #expect(Self.close(catalog.colors["HexTeal"]?.light, Self.bytes(0, 128, 255, 0.5)))
        #expect(Self.close(catalog.colors["BrandAccent"]?.light, Self.bytes(255, 59, 48)))
    }

    /// Rule: `luminosity` dark and `contrast` high entries become the dark and Increase Contrast colors.
    @Test func appearancesBecomeADynamicColor() throws {
        let color = try #require(try Self.catalog().colors["BrandAccent"])
        #expect(Self.close(color.dark, Self.bytes(255, 69, 58)))
        #expect(Self.close(color.increasedContrastLight, Self.bytes(215, 0, 21)))
        #expect(Self.close(color.increasedContrastDark, Self.bytes(255, 105, 97)))
        let theme = try Self.fixtureTheme()
        #expect(theme.tokens.colors["accent"] == color, "a token `asset(BrandAccent)` is the color set")
    }

    /// Rule: an iPhone entry is taken before a universal one; iPad entries are ignored.
    @Test func iPhoneIdiomBeforeUniversal() throws {
        #expect(Self.close(try Self.catalog().colors["IdiomColor"]?.light, Self.bytes(0, 255, 0)))
    }

    /// Rule: an sRGB-gamut entry is taken before a `display-gamut: display-P3` one of the same idiom.
    @Test func sRGBGamutBeforeDisplayP3Gamut() throws {
        let (theme, diagnostics) = try Self.load(
            Self.colorTheme("asset(Wide)"),
            files: [
                "Wide.colorset/Contents.json":
                    #"{"colors":[{"idiom":"universal","display-gamut":"display-P3","color":{"components":{"red":"0","green":"255","blue":"0"}}},{"idiom":"universal","display-gamut":"sRGB","color":{"components":{"red":"255","green":"0","blue":"0"}}}]}"#
            ])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        #expect(Self.close(theme?.tokens.colors["accent"]?.light, Self.bytes(255, 0, 0)))
    }

    /// Rule: sets in a group with `provides-namespace` are named `Group/Name`; in a plain group, `Name`.
    @Test func namespaceGroups() throws {
        let catalog = try Self.catalog()
        #expect(catalog.colors["Brand/Primary"] != nil)
        #expect(catalog.colors["Primary"] == nil)
        #expect(catalog.images["EmptyInbox"] != nil, "Illustrations does not provide a namespace")
    }

    /// Rule: an unknown color set is an error at the value, with the nearest name as the hint.
    @Test func unknownColorNameIsLocatedWithTheNearestName() throws {
        let (_, diagnostics) = try Self.load(
            Self.colorTheme("asset(BrandAcent)"),
            files: [
                "BrandAccent.colorset/Contents.json":
                    #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1.000"}}}]}"#
            ])
        let problem = try #require(diagnostics.first)
        #expect(problem.message.contains("no color set `BrandAcent`"), "\(problem.message)")
        #expect(problem.hint?.contains("asset(BrandAccent)") == true)
        #expect(problem.location.file.hasSuffix("theme.yaml") && problem.location.line == 5 && problem.location.column == 13, "\(problem.location)")
    }

    /// Rule: an unknown color space is an error at its place in the set's Contents.json.
    @Test func unknownColorSpaceIsLocatedInContentsJSON() throws {
        let (_, diagnostics) = try Self.load(
            Self.colorTheme("asset(Odd)"),
            files: [
                "Odd.colorset/Contents.json": "{\n  \"colors\" : [\n    { \"color\" : { \"color-space\" : \"cmyk\", \"components\" : {} } }\n  ]\n}\n"
            ])
        let problem = try #require(diagnostics.first { $0.message.contains("color space") })
        #expect(problem.message.contains("`cmyk`"))
        #expect(
            problem.location.file.hasSuffix("Odd.colorset/Contents.json") && problem.location.line == 3 && problem.location.column == 35,
            "\(problem.location)")
    }

    /// Rule: a malformed Contents.json of a set nothing uses is a warning at its line and column.
    @Test func malformedContentsJSONIsLocated() throws {
        let (theme, diagnostics) = try Self.load(Self.colorTheme("systemRed"), files: ["Bad.colorset/Contents.json": "{\n  \"colors\" : [ }\n"])
        #expect(diagnostics.isEmpty, "an unused set is a warning")
        let problem = try #require(theme?.warnings.first)
        #expect(problem.message.contains("invalid JSON"), "\(problem.message)")
        #expect(
            problem.location.file.hasSuffix("Bad.colorset/Contents.json") && problem.location.line == 2 && problem.location.column == 16,
            "\(problem.location)")
    }

    // MARK: images

    /// Rule: an image set gives its lowest-scale light file, its dark file, and whether it is a
    /// template.
    @Test func imageSetFiles() throws {
        let catalog = try Self.catalog()
        let inbox = try #require(catalog.images["EmptyInbox"])
        #expect(inbox.path.hasSuffix("EmptyInbox.imageset/inbox.png"))
        #expect(inbox.darkPath?.hasSuffix("EmptyInbox.imageset/inbox-dark.png") == true)
        #expect(!inbox.isTemplate)
        let tray = try #require(catalog.images["Tray"])
        #expect(tray.isTemplate && tray.path.hasSuffix("tray.svg") && tray.darkPath == nil)
    }

    /// Rule: a template image without a `tint` is drawn in `label`; with one, in it.
    @Test func templateImageTint() throws {
        let theme = try Self.fixtureTheme()
        let scene = try ThemeResolver(theme: theme).scene(screen: "inbox", state: ViewState(key: "empty")!, variant: Variant(device: Device.presets[3]))
        var images: [String: ImageNode] = [:]
        func visit(_ node: PlaceholderNode) {
            if let image = node.content.value(as: ImageNode.self) { images[node.id ?? "?"] = image }
            if case .stack(let stack) = node.content { stack.nodes.forEach(visit) }
        }
        visit(scene.root)
        #expect(images["tray"]?.tint == SystemColor.label.color)
        #expect(images["tintedTray"]?.tint == theme.tokens.colors["accent"])
        #expect(images["illustration"]?.tint == nil)
        #expect(images["illustration"]?.darkPath != nil)
    }

    /// Rule: an unknown image set is an error at the value, with the nearest name.
    @Test func unknownImageNameIsLocated() throws {
        let yaml = "stateboard: 1\nassets: [../App/Assets.xcassets]\nstates:\n  empty:\n    node: { image: { asset: Tary } }\nscreens:\n  home: {}\n"
        let (_, diagnostics) = try Self.load(
            yaml,
            files: [
                "Tray.imageset/Contents.json": #"{"images":[{"idiom":"universal","filename":"t.svg"}]}"#,
                "Tray.imageset/t.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#,
            ])
        let problem = try #require(diagnostics.first)
        #expect(problem.message.contains("no image set `Tary`"), "\(problem.message)")
        #expect(problem.hint == "did you mean `Tray`?")
        #expect(problem.location.line == 5 && problem.location.column == 29, "\(problem.location)")
    }

    /// Rule: an image has a `path`, an `asset` or a `symbol`: an `asset` beside either is an error.
    @Test func anAssetBesideAPathOrSymbolIsRefused() throws {
        let yaml =
            "stateboard: 1\nassets: [../App/Assets.xcassets]\nstates:\n  empty:\n    node: { image: { asset: Tray, symbol: tray } }\nscreens:\n  home: {}\n"
        let (_, diagnostics) = try Self.load(
            yaml,
            files: [
                "Tray.imageset/Contents.json": #"{"images":[{"idiom":"universal","filename":"t.svg"}]}"#,
                "Tray.imageset/t.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#,
            ])
        #expect(diagnostics.contains { $0.message.contains("an `asset` or a `symbol`, not both") }, "\(diagnostics.map(\.description))")
    }

    // MARK: confinement

    /// Rule: a link inside the catalog that leads out of it is refused, and nothing behind it is read.
    @Test func aLinkOutOfTheCatalogIsRefused() throws {
        let (theme, diagnostics) = try Self.load(
            Self.colorTheme("asset(Outside)"), files: [:],
            outside: [
                "Elsewhere/Outside.colorset/Contents.json": #"{"colors":[{"color":{"components":{"red":"1","green":"0","blue":"0"}}}]}"#
            ], links: ["App/Assets.xcassets/Outside.colorset": "../../Elsewhere/Outside.colorset"])
        #expect(theme?.tokens.assets.colors["Outside"] == nil, "nothing behind the link is read")
        #expect(
            diagnostics.contains { $0.message.contains("leads outside the declared catalog") && $0.location.file.hasSuffix("theme.yaml") },
            "\(diagnostics.map(\.description))")
        #expect(!diagnostics.contains { $0.message.contains("no color set `Outside`") }, "a refused set raises no second error")
    }

    /// Rule: an absolute `assets` path is refused, and a missing one is an error with a hint.
    @Test func absoluteAndMissingCatalogs() throws {
        let absolute = try Self.load("stateboard: 1\nassets: [/etc]\nscreens:\n  home: {}\n", files: [:]).1
        #expect(absolute.first?.message.contains("absolute path; `assets` paths are relative") == true, "\(absolute.map(\.description))")
        let missing = try Self.load("stateboard: 1\nassets: [../App/Missing.xcassets]\nscreens:\n  home: {}\n", files: [:]).1
        #expect(missing.first?.message.contains("no file or folder at `../App/Missing.xcassets`") == true)
        #expect(missing.first?.hint != nil && missing.first?.location.line == 2)
    }
}
