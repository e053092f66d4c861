import Foundation
import StateboardCore
import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme

/// Asset catalogs as Xcode reads them: a set that cannot be read sinks nothing until the theme
/// uses it; the `AccentColor` Xcode makes in every project is the system tint; color sets may
/// name system colors; HEIF images are read.
@Suite struct AssetCatalogAsXcodeTests {
    static func load(_ yaml: String, _ files: [String: String], binary: [String: Data] = [:]) throws -> (Theme?, [Diagnostic]) {
        var data = files.reduce(into: [String: Data]()) { $0["App/Assets.xcassets/\($1.key)"] = Data($1.value.utf8) }
        for (path, bytes) in binary { data["App/Assets.xcassets/\(path)"] = bytes }
        data["App/Assets.xcassets/Contents.json"] = Data("{}".utf8)
        let (theme, diagnostics, folder) = try AppStringsTests.load(yaml, files: data)
        try? FileManager.default.removeItem(at: folder)
        return (theme, diagnostics)
    }

    static let broken = [
        "Broken.colorset/Contents.json":
            "{\n  \"colors\" : [\n    { \"idiom\" : \"universal\", \"color\" : { \"color-space\" : \"cmyk\", \"components\" : {} } }\n  ]\n}\n",
        "Red.colorset/Contents.json":
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}]}"#,
    ]

    static func color(_ entries: String) -> String { #"{"colors":["# + entries + "]}" }
    static func reference(_ name: String, platform: String = "ios", dark: Bool = false) -> String {
        let appearance = dark ? #","appearances":[{"appearance":"luminosity","value":"dark"}]"# : ""
        return #"{"idiom":"universal"\#(appearance),"color":{"platform":"\#(platform)","reference":"\#(name)"}}"#
    }

    // MARK: a broken set never sinks the catalog

    /// Rule: a set nothing uses that cannot be read is a warning naming its Contents.json; the
    /// theme loads without errors and the other sets are read.
    @Test func anUnusedUnreadableSetIsAWarningNamingItsContentsJSON() throws {
        let (theme, diagnostics) = try Self.load(AssetCatalogTests.colorTheme("asset(Red)"), Self.broken)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let warning = try #require(theme?.warnings.first)
        #expect(theme?.warnings.count == 1)
        #expect(warning.isWarning && warning.description.contains(": warning: color set `Broken` is skipped: unknown color space `cmyk`"), "\(warning)")
        #expect(warning.location.file.hasSuffix("Broken.colorset/Contents.json") && warning.location.line == 3, "\(warning.location)")
        #expect(theme?.tokens.colors["accent"]?.light == RGBAColor(red: 1, green: 0, blue: 0))
    }

    /// Rule: a set the theme uses that cannot be drawn is an error at the theme's line and in
    /// the set's file, and no warning.
    @Test func aUsedUnreadableSetIsAnErrorAtTheThemeLineAndTheSetsFile() throws {
        let (theme, diagnostics) = try Self.load(AssetCatalogTests.colorTheme("asset(Broken)"), Self.broken)
        let atTheme = try #require(diagnostics.first { $0.location.file.hasSuffix("theme.yaml") }, "\(diagnostics.map(\.description))")
        #expect(atTheme.message.contains("the color set `Broken` for color token `accent` cannot be drawn: unknown color space `cmyk`"), "\(atTheme.message)")
        #expect(atTheme.location.line == 5 && !atTheme.isWarning)
        #expect(diagnostics.contains { $0.location.file.hasSuffix("Broken.colorset/Contents.json") && $0.location.line == 3 && !$0.isWarning })
        #expect(!diagnostics.contains { $0.message.contains("no color set") })
        #expect(theme?.warnings.isEmpty == true)
    }

    /// Rule: an image set a node draws that cannot be read is an error at the node's line and in the set.
    @Test func aUsedUnreadableImageSetIsAnErrorAtTheNode() throws {
        let yaml = "stateboard: 1\nassets: [../App/Assets.xcassets]\nstates:\n  empty:\n    node: { image: { asset: Photo } }\nscreens:\n  home: {}\n"
        let (_, diagnostics) = try Self.load(
            yaml,
            [
                "Photo.imageset/Contents.json": #"{"images":[{"idiom":"universal","filename":"photo.tiff"}]}"#,
                "Photo.imageset/photo.tiff": "II*",
            ])
        #expect(
            diagnostics.contains { $0.location.file.hasSuffix("theme.yaml") && $0.location.line == 5 && $0.message.contains("the image set `Photo`") },
            "\(diagnostics.map(\.description))")
        #expect(diagnostics.contains { $0.location.file.hasSuffix("Photo.imageset/Contents.json") && $0.message.contains("not a PNG, JPEG, HEIF, SVG or PDF") })
    }

    /// Rule: an unreadable set of a later catalog does not hide a readable one of the same name.
    @Test func aReadableSetWinsOverAnUnreadableOneOfTheSameName() {
        var first = AssetCatalog()
        first.unreadable["Brand"] = UnreadableAssetSet(kind: "color set", contentsFile: "/a/Contents.json", problems: [])
        var second = AssetCatalog()
        second.colors["Brand"] = DynamicColor(.black)
        first.add(second)
        #expect(first.colors["Brand"] != nil && first.unreadable["Brand"] == nil)
    }

    // MARK: AccentColor

    /// Rule: Xcode's default `AccentColor` (an entry with no color) is the system tint,
    /// systemBlue with its dark and Increase Contrast values.
    @Test func xcodesDefaultAccentColorIsTheSystemTint() throws {
        let (theme, diagnostics) = try Self.load(
            AssetCatalogTests.colorTheme("asset(AccentColor)"),
            ["AccentColor.colorset/Contents.json": #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        #expect(theme?.tokens.colors["accent"] == SystemColor.systemBlue.color)
    }

    /// Rule: another set with no color (a widget's default `WidgetBackground`) is skipped with a warning.
    @Test func aColorlessSetOtherThanTheAccentIsSkipped() throws {
        let (theme, diagnostics) = try Self.load(
            AssetCatalogTests.colorTheme("systemRed"), ["WidgetBackground.colorset/Contents.json": #"{"colors":[{"idiom":"universal"}]}"#])
        #expect(diagnostics.isEmpty)
        #expect(
            theme?.warnings.first?.message.contains("color set `WidgetBackground` is skipped: the color set gives no color") == true,
            "\(theme?.warnings.map(\.description) ?? [])")
    }

    // MARK: system color references

    /// Rule: every system color name Xcode writes (`labelColor`, `systemBackgroundColor`,
    /// `separatorColor`, `systemBlueColor`, `secondaryLabelColor`, …) is the system color.
    @Test(arguments: [
        ("labelColor", SystemColor.label), ("secondaryLabelColor", .secondaryLabel), ("tertiaryLabelColor", .tertiaryLabel),
        ("quaternaryLabelColor", .quaternaryLabel), ("systemBackgroundColor", .systemBackground),
        ("secondarySystemBackgroundColor", .secondarySystemBackground), ("systemGroupedBackgroundColor", .systemGroupedBackground),
        ("tertiarySystemGroupedBackgroundColor", .tertiarySystemGroupedBackground), ("separatorColor", .separator),
        ("opaqueSeparatorColor", .opaqueSeparator), ("placeholderTextColor", .placeholderText), ("linkColor", .link),
        ("systemFillColor", .systemFill), ("systemGray4Color", .systemGray4), ("systemBlueColor", .systemBlue),
        ("systemRedColor", .systemRed), ("systemMintColor", .systemMint), ("lightTextColor", .lightText),
        ("darkTextColor", .darkText), ("whiteColor", .white), ("clearColor", .clear),
    ])
    func aSystemColorReferenceIsTheSystemColor(_ name: String, _ expected: SystemColor) throws {
        let contents = Self.color(Self.reference(name) + "," + Self.reference(name, dark: true))
        let (theme, diagnostics) = try Self.load(AssetCatalogTests.colorTheme("asset(Ref)"), ["Ref.colorset/Contents.json": contents])
        #expect(diagnostics.isEmpty && theme?.warnings.isEmpty == true, "\(diagnostics.map(\.description))")
        #expect(theme?.tokens.colors["accent"] == expected.color)
    }

    /// Rule: `universal` references are read like `ios` ones.
    @Test func aUniversalReferenceIsRead() throws {
        let (theme, _) = try Self.load(
            AssetCatalogTests.colorTheme("asset(Ref)"), ["Ref.colorset/Contents.json": Self.color(Self.reference("labelColor", platform: "universal"))])
        #expect(theme?.tokens.colors["accent"] == SystemColor.label.color)
    }

    /// Rule: a system color in the Any entry alone stays dynamic: dark and Increase Contrast
    /// renders take its dark and high-contrast values, as UIKit resolves it.
    @Test func aReferenceInTheAnyEntryStaysDynamic() throws {
        let (theme, _) = try Self.load(AssetCatalogTests.colorTheme("asset(Ref)"), ["Ref.colorset/Contents.json": Self.color(Self.reference("systemRedColor"))])
        let color = try #require(theme?.tokens.colors["accent"])
        #expect(color.dark == RGBAColor(hex: "#FF453A") && color.increasedContrastLight == RGBAColor(hex: "#D70015"))
    }

    /// Rule: a dark entry's components beside a light reference: each appearance takes its own.
    @Test func aReferenceAndComponentsMix() throws {
        let dark =
            #"{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0.000","green":"0.000","blue":"1.000","alpha":"1.000"}}}"#
        let (theme, _) = try Self.load(
            AssetCatalogTests.colorTheme("asset(Ref)"), ["Ref.colorset/Contents.json": Self.color(Self.reference("systemBackgroundColor") + "," + dark)])
        let color = try #require(theme?.tokens.colors["accent"])
        #expect(color.light == RGBAColor(hex: "#FFFFFF") && color.dark == RGBAColor(red: 0, green: 0, blue: 1))
    }

    /// Rule: a macOS system color (`"platform": "osx"`) or an unknown name makes the set
    /// unreadable: skipped with a warning (the nearest name as a hint) while nothing uses it.
    @Test func aMacOSOrUnknownReferenceIsSkipped() throws {
        let (theme, diagnostics) = try Self.load(
            AssetCatalogTests.colorTheme("systemRed"),
            [
                "Mac.colorset/Contents.json": Self.color(Self.reference("controlBackgroundColor", platform: "osx")),
                "Typo.colorset/Contents.json": Self.color(Self.reference("systemBlueColour")),
            ])
        #expect(diagnostics.isEmpty)
        let warnings = theme?.warnings ?? []
        #expect(warnings.contains { $0.message.contains("`Mac` is skipped: `osx` system color `controlBackgroundColor`") }, "\(warnings.map(\.description))")
        #expect(
            warnings.contains {
                $0.message.contains("`Typo` is skipped: `systemBlueColour` is not a system color") && $0.hint?.contains("systemBlueColor") == true
            })
    }

    // MARK: HEIF

    static let heic = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/HEIF/quadrants.heic")

    /// Rule: an image set's HEIC file is read (its boxes checked when the theme loads).
    @Test func aHEICImageSetIsRead() throws {
        let yaml = "stateboard: 1\nassets: [../App/Assets.xcassets]\nstates:\n  empty:\n    node: { image: { asset: Avatar } }\nscreens:\n  home: {}\n"
        let (theme, diagnostics) = try Self.load(
            yaml, ["Avatar.imageset/Contents.json": #"{"images":[{"idiom":"universal","filename":"avatar.heic"}]}"#],
            binary: ["Avatar.imageset/avatar.heic": try Data(contentsOf: Self.heic)])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        #expect(theme?.tokens.assets.images["Avatar"]?.path.hasSuffix("avatar.heic") == true)
    }

    /// Rule: a HEIF file is checked like the other images: a truncated one, one that is not an
    /// image and one over `imagePixels` are refused with why.
    @Test func aBrokenHEIFFileIsRefused() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.heic))
        #expect(AssetCheck.heifProblem(data: bytes, limits: InputLimits()) == nil)
        #expect(AssetCheck.heifProblem(data: Array(bytes.prefix(100)), limits: InputLimits())?.contains("truncated") == true)
        #expect(AssetCheck.heifProblem(data: Array("not an image at all".utf8), limits: InputLimits())?.contains("not an HEIF image") == true)
        var small = InputLimits()
        small.imagePixels = 1_000
        #expect(AssetCheck.heifProblem(data: bytes, limits: small)?.contains("64×64 pixels, over the limit of 1000") == true)
    }
}
