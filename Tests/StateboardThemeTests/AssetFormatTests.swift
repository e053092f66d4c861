import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme

/// The image formats of asset catalogs beyond PNG and SVG (PDF, JPEG, symbol sets), the scale
/// `Contents.json` gives each file, and the iPad idiom: read from the `Tests/Fixtures/InboxApp`
/// catalog, and refused (at the file's name in `Contents.json`) when malformed.
@Suite struct AssetFormatTests {
    static let fixtureSets = AssetCatalogTests.fixture.appendingPathComponent("Assets.xcassets")

    /// Loads a theme whose catalog holds one image set `Set.imageset` listing `name` (a universal
    /// entry, with `scale` when given) with `bytes` as the file.
    static func single(_ name: String, _ bytes: [UInt8], scale: String? = nil) throws -> (Theme?, [Diagnostic], column: Int) {
        let json = #"{"images":[{"idiom":"universal","filename":""# + name + #"""# + (scale.map { #","scale":""# + $0 + #"""# } ?? "") + "}]}"
        let files: [String: Data] = [
            "App/Assets.xcassets/Contents.json": Data("{}".utf8),
            "App/Assets.xcassets/Set.imageset/Contents.json": Data(json.utf8),
            "App/Assets.xcassets/Set.imageset/\(name)": Data(bytes),
        ]
        let (theme, diagnostics, folder) = try AppStringsTests.load(AssetCatalogTests.colorTheme("\"#FF0000\""), files: files)
        try? FileManager.default.removeItem(at: folder)
        // No screen uses the set, so what is wrong with it is a warning (Xcode reads the catalog
        // anyway), located in the set's Contents.json like an error.
        let problems = diagnostics + (theme?.warnings ?? [])
        return (theme, problems, json.distance(from: json.startIndex, to: json.range(of: "\"\(name)\"")!.lowerBound) + 1)
    }

    /// The one problem of `single`, checked to sit at the file's name.
    static func problem(_ name: String, _ bytes: [UInt8]) throws -> String {
        let (_, diagnostics, column) = try single(name, bytes)
        let problem = try #require(diagnostics.first, "no problem reported")
        #expect(
            problem.location.file.hasSuffix("Set.imageset/Contents.json") && problem.location.line == 1 && problem.location.column == column,
            "\(problem.location)")
        #expect(problem.hint != nil)
        return problem.message
    }

    static func fixtureBytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fixtureSets.appendingPathComponent(path)))
    }

    /// A one-object-per-line PDF with `objects` (numbered from 1, the catalog first) and `trailer` entries.
    static func pdf(_ objects: [String], trailer: String = "") -> [UInt8] {
        var text = "%PDF-1.4\n"
        for (index, object) in objects.enumerated() { text += "\(index + 1) 0 obj\n\(object)\nendobj\n" }
        text += "trailer\n<< /Root 1 0 R /Size \(objects.count + 1) \(trailer) >>\n%%EOF\n"
        return Array(text.utf8)
    }

    // MARK: scales and idioms

    /// Rule: a file's scale is the one its entry gives, not its name's: `photo.jpg` is the 2x file.
    @Test func theScaleComesFromContentsJSONNotTheFileName() throws {
        let photo = try #require(try AssetCatalogTests.catalog().images["Photo"])
        #expect(photo.files.light.map(\.scale) == [2])
        #expect(photo.files.light.first?.path.hasSuffix("Photo.imageset/photo.jpg") == true)
        let inbox = try #require(try AssetCatalogTests.catalog().images["EmptyInbox"])
        #expect(inbox.files.light.map(\.scale) == [1, 2, 3] && inbox.files.dark.map(\.scale) == [1])
    }

    /// Rule: a file is picked for the render scale from the entries' scales: the smallest at
    /// least the render's, else the largest; a single-scale entry serves every scale.
    @Test func theFileForARenderScale() {
        let files = ImageAssetFiles(light: [ImageAssetFile(path: "a", scale: 1), ImageAssetFile(path: "c", scale: 3)])
        #expect(files.file(for: .light, scale: 1)?.path == "a")
        #expect(files.file(for: .light, scale: 2)?.path == "c")
        #expect(files.file(for: .dark, scale: 4)?.path == "c", "no dark file: the light one; no 4x: the largest")
        let vector = ImageAssetFiles(light: [ImageAssetFile(path: "v.pdf", scale: nil)])
        #expect(vector.file(for: .light, scale: 3)?.path == "v.pdf")
    }

    /// Rule: an iPad draws the set's `ipad` files before its universal ones; an iPhone draws the
    /// universal ones (the fixture's `DeviceBadge`: phone.png universal, pad.png for iPad).
    @Test func iPadEntriesBeforeUniversalForAnIPad() throws {
        let badge = try #require(try AssetCatalogTests.catalog().images["DeviceBadge"])
        #expect(badge.files(isPad: false).light.first?.path.hasSuffix("phone.png") == true)
        #expect(badge.files(isPad: true).light.first?.path.hasSuffix("pad.png") == true)
        let theme = try AssetCatalogTests.fixtureTheme()
        func badgeFile(_ device: String) throws -> String? {
            let variant = Variant(device: try #require(Device.presets.first { $0.id == device }))
            let scene = try ThemeResolver(theme: theme).scene(screen: "inbox", state: ViewState(key: "empty")!, variant: variant)
            guard case .stack(let stack) = scene.root.content else { return nil }
            for node in stack.nodes where node.id == "deviceBadge" { if let image = node.content.value(as: ImageNode.self) { return image.path } }
            return nil
        }
        #expect(try badgeFile("ipad")?.hasSuffix("pad.png") == true)
        #expect(try badgeFile("iphone-15")?.hasSuffix("phone.png") == true)
    }

    /// Rule: a color set's `ipad` entry is an iPad's color, before universal; an iPhone keeps its
    /// `iphone` entry (the fixture's `IdiomColor`: universal blue, iPad red, iPhone green).
    @Test func iPadColorEntriesBeforeUniversalForAnIPad() throws {
        let color = try #require(try AssetCatalogTests.catalog().colors["IdiomColor"])
        #expect(color.forDevice(isPad: true).light == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(color.forDevice(isPad: false).light == RGBAColor(red: 0, green: 1, blue: 0, alpha: 1))
        let universalOnly = try #require(try AssetCatalogTests.catalog().colors["HexTeal"])
        #expect(universalOnly.iPad == nil, "no ipad entry: the same color on both")
    }

    /// Rule: a set whose only files are for iPad has nothing for an iPhone: an error at the set.
    @Test func aSetWithOnlyIPadFilesIsRefused() throws {
        let png = try Self.fixtureBytes("DeviceBadge.imageset/pad.png")
        let json = #"{"images":[{"idiom":"ipad","filename":"p.png","scale":"1x"}]}"#
        let (theme, loadDiagnostics, folder) = try AppStringsTests.load(
            AssetCatalogTests.colorTheme("\"#FF0000\""),
            files: [
                "App/Assets.xcassets/Contents.json": Data("{}".utf8), "App/Assets.xcassets/Pad.imageset/Contents.json": Data(json.utf8),
                "App/Assets.xcassets/Pad.imageset/p.png": Data(png),
            ])
        try? FileManager.default.removeItem(at: folder)
        let diagnostics = loadDiagnostics + (theme?.warnings ?? [])  // unused: a warning at the set
        #expect(
            diagnostics.contains { $0.message.contains("no iPhone or universal image file") && $0.location.file.hasSuffix("Pad.imageset/Contents.json") },
            "\(diagnostics.map(\.description))")
    }

    /// Rule: a scale other than 1x, 2x or 3x is an error at the value.
    @Test func anUnknownScaleIsLocated() throws {
        let (_, diagnostics, _) = try Self.single("p.png", try Self.fixtureBytes("DeviceBadge.imageset/pad.png"), scale: "4x")
        #expect(diagnostics.first?.message == "image set `Set` is skipped: `4x` is not an image scale", "\(diagnostics.map(\.description))")
    }

    // MARK: PDF

    /// Rule: a single-scale PDF (`preserves-vector-representation`) has no scale; a universal 1x PDF has 1.
    @Test func pdfSetsAreRead() throws {
        let catalog = try AssetCatalogTests.catalog()
        #expect(
            catalog.images["Halves"]?.files.light == [
                ImageAssetFile(path: Self.fixtureSets.appendingPathComponent("Halves.imageset/halves.pdf").resolvingSymlinksInPath().path, scale: nil)
            ])
        #expect(catalog.images["Band"]?.files.light.map(\.scale) == [1])
        #expect(catalog.images["Band"]?.isTemplate == true)
    }

    /// Rule: a file named `.pdf` that is not one, or that is cut short, is refused at its name.
    @Test func aPDFThatIsNotOneOrIsTruncatedIsLocated() throws {
        #expect(try Self.problem("v.pdf", Array("GIF89a".utf8)).contains("is not a PDF"))
        let whole = try Self.fixtureBytes("Halves.imageset/halves.pdf")
        #expect(try Self.problem("v.pdf", Array(whole.prefix(whole.count / 2))).contains("the PDF is truncated"))
    }

    /// Rule: a PDF with no pages is refused: an image is its first page.
    @Test func aPDFWithNoPagesIsRefused() throws {
        let empty = Self.pdf(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>"])
        let message = try Self.problem("v.pdf", empty)
        #expect(message.contains("has no pages") || message.contains("cannot be read"), "\(message)")
    }

    /// Rule: a PDF that needs a password is refused as encrypted.
    @Test func anEncryptedPDFIsRefused() throws {
        let key = String(repeating: "A1", count: 32)
        let encrypted = Self.pdf(
            [
                "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>",
                "<< /Filter /Standard /V 1 /R 2 /O <\(key)> /U <\(key)> /P -4 >>",
            ],
            trailer: "/Encrypt 4 0 R /ID [<0123456789ABCDEF0123456789ABCDEF> <0123456789ABCDEF0123456789ABCDEF>]")
        #expect(try Self.problem("v.pdf", encrypted).contains("encrypted"))
    }

    /// Rule: a first page over `svgSize` points a side is refused before it is drawn.
    @Test func aHugePDFPageIsRefused() throws {
        let huge = Self.pdf([
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200000 10] >>",
        ])
        #expect(try Self.problem("v.pdf", huge).contains("over the limit of 10000 (`svgSize`)"))
    }

    // MARK: JPEG

    /// Rule: a file named `.jpg` that is not a JPEG, or is cut short, is refused at its name.
    @Test func aJPEGThatIsNotOneOrIsTruncatedIsLocated() throws {
        #expect(try Self.problem("p.jpg", Array("JFIF".utf8)).contains("is not a JPEG"))
        let whole = try Self.fixtureBytes("Photo.imageset/photo.jpg")
        #expect(try Self.problem("p.jpg", Array(whole.dropLast(40))).contains("the JPEG is truncated"))
    }

    /// Rule: a JPEG's size is read from its frame header, before decoding: 60000 × 60000 is over `imagePixels`.
    @Test func aHugeJPEGIsRefusedFromItsHeader() throws {
        var bytes = try Self.fixtureBytes("Photo.imageset/photo.jpg")
        let frame = try #require(JPEGMarkers.startOfFrame(in: bytes))
        bytes[frame + 5] = 0xEA; bytes[frame + 6] = 0x60  // height 60000
        bytes[frame + 7] = 0xEA; bytes[frame + 8] = 0x60  // width 60000
        #expect(try Self.problem("p.jpg", bytes).contains("60000×60000 pixels, over the limit"))
    }

    /// Rule: a JPEG wider than Cairo draws (32767 pixels) is refused even within `imagePixels`.
    @Test func aJPEGTooWideForCairoIsRefused() throws {
        var bytes = try Self.fixtureBytes("Photo.imageset/photo.jpg")
        let frame = try #require(JPEGMarkers.startOfFrame(in: bytes))
        bytes[frame + 7] = 0xA3; bytes[frame + 8] = 0x10  // width 41744, height 8
        #expect(try Self.problem("p.jpg", bytes).contains("41744×8 pixels; images are drawn at most 32767 pixels a side"))
    }

    /// Rule: the fixture JPEG passes the check (a frame header of 16 × 8, three components, EOI).
    @Test func theFixtureJPEGPasses() throws {
        #expect(AssetCheck.jpegProblem(data: try Self.fixtureBytes("Photo.imageset/photo.jpg"), limits: .current) == nil)
    }
}
