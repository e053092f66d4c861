import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import StateboardAppFiles

/// A PDF image's drawing work is counted from its content before poppler draws it: operators
/// (a form counted each time it is drawn) within `pdfOperations`, forms nested at most 28 deep and
/// never drawing themselves, embedded images within `imagePixels` each and in all, streams
/// decoding to at most 8 × `assetBytes`.
@Suite struct PDFWorkBudgetTests {
    /// The image sets of the asset catalog fixture (`AssetFormatTests` loads it as a theme's).
    static let fixtureSets = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/InboxApp/Assets.xcassets")

    static func problem(_ bytes: [UInt8], limits: InputLimits = InputLimits()) -> String? {
        AssetCheck.pdfProblem(data: bytes, limits: limits)
    }

    /// Rule: a PDF that draws a few forms a few times is accepted (2^10 = 1,024 form draws).
    @Test func aModestFormTreeIsAccepted() {
        #expect(Self.problem(PDFWriter.formTree(levels: 10, fanOut: 2)) == nil)
        #expect(Self.problem(PDFWriter.formTree(levels: 10, fanOut: 2, compressed: true)) == nil)
    }

    /// Rule: forms that draw one another ten times over, ten deep (10^10 draws from 1 kB), are
    /// refused by the operation count, whether the streams are plain or Flate-compressed.
    @Test func aFormTreeOverTheOperationBudgetIsRefused() throws {
        for compressed in [false, true] {
            let message = try #require(Self.problem(PDFWriter.formTree(levels: 10, fanOut: 10, compressed: compressed)))
            #expect(message.contains("more than 1000000 operations"), "\(message)")
            #expect(message.contains("pdfOperations"), "\(message)")
        }
    }

    /// Rule: a number defined twice costs its dearest definition. poppler follows the
    /// cross-reference table, which names the first (a definition appended after `%%EOF` is not
    /// in it), so a harmless redefinition of the tree's top form does not hide the tree; a
    /// costly redefinition is counted as well.
    @Test func aRedefinitionDoesNotHideTheDearestDefinition() throws {
        let harmless = "4 0 obj\n<< /Type /XObject /Subtype /Form /BBox [0 0 1 1] /Length 12 >>\nstream\n0 0 1 1 re f\nendstream\nendobj\n"
        let hidden = PDFWriter.formTree(levels: 8, fanOut: 10) + Array(harmless.utf8)
        let message = try #require(Self.problem(hidden), "the tree behind a harmless redefinition was accepted")
        #expect(message.contains("operations"), "\(message)")
        let modest = PDFWriter.formTree(levels: 3, fanOut: 2) + Array(harmless.utf8)
        #expect(Self.problem(modest) == nil, "a redefinition alone is no problem")
    }

    /// Rule: the operation budget is the `pdfOperations` limit: lowered, a tree it admitted is refused.
    @Test func theOperationBudgetIsTheLimit() {
        var limits = InputLimits()
        limits.pdfOperations = 100
        #expect(Self.problem(PDFWriter.formTree(levels: 10, fanOut: 2), limits: limits) != nil)
        limits.pdfOperations = 10_000
        #expect(Self.problem(PDFWriter.formTree(levels: 10, fanOut: 2), limits: limits) == nil)
    }

    /// Rule: forms nest at most 28 deep, even when each draws the next once.
    @Test func formsNestedTooDeepAreRefused() throws {
        #expect(Self.problem(PDFWriter.formTree(levels: 28, fanOut: 1)) == nil)
        let message = try #require(Self.problem(PDFWriter.formTree(levels: 40, fanOut: 1)))
        #expect(message.contains("nest more than 28 deep"), "\(message)")
    }

    /// Rule: a form that draws itself (directly or through another) is refused.
    @Test func aFormThatDrawsItselfIsRefused() throws {
        let selfDrawing = PDFWriter.page(
            content: "/F Do", resources: "/XObject << /F 4 0 R >>",
            extra: [
                PDFWriter.stream("/G Do", dictionary: "/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /XObject << /G 5 0 R >> >>"),
                PDFWriter.stream("/F Do", dictionary: "/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /XObject << /F 4 0 R >> >>"),
            ])
        let message = try #require(Self.problem(selfDrawing))
        #expect(message.contains("draws itself"), "\(message)")
    }

    /// Rule: an image inside the PDF is held to `imagePixels`, read from its dictionary.
    @Test func aHugeEmbeddedImageIsRefused() throws {
        let image =
            "<< /Type /XObject /Subtype /Image /Width 100000 /Height 100000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 0 >>\nstream\n\nendstream"
        let pdf = PDFWriter.page(content: "/Im Do", resources: "/XObject << /Im 4 0 R >>", extra: [image])
        let message = try #require(Self.problem(pdf))
        #expect(message.contains("100000 × 100000 pixels") && message.contains("imagePixels"), "\(message)")
    }

    /// Rule: images drawn over and over add up: 100 draws of a 1000 × 1000 image are 10^8 pixels.
    @Test func theImagesDrawnAddUp() throws {
        let image = "<< /Type /XObject /Subtype /Image /Width 1000 /Height 1000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 0 >>\nstream\n\nendstream"
        #expect(Self.problem(PDFWriter.page(content: "/Im Do /Im Do", resources: "/XObject << /Im 4 0 R >>", extra: [image])) == nil)
        let many = PDFWriter.page(content: String(repeating: "/Im Do ", count: 100), resources: "/XObject << /Im 4 0 R >>", extra: [image])
        let message = try #require(Self.problem(many))
        #expect(message.contains("add up to more than"), "\(message)")
    }

    /// Rule: an inline image (`BI … ID … EI`) is held to `imagePixels` like an image object.
    @Test func aHugeInlineImageIsRefused() throws {
        let pdf = PDFWriter.page(content: "BI /W 90000 /H 90000 /CS /G /BPC 8 ID \u{1}\u{2}\u{3} EI")
        #expect(try #require(Self.problem(pdf)).contains("90000 × 90000 pixels"))
        #expect(Self.problem(PDFWriter.page(content: "BI /W 10 /H 10 /CS /G /BPC 8 ID 0123456789 EI 0 0 1 1 re f")) == nil)
    }

    /// Rule: a stream that inflates past 8 × `assetBytes` is refused while it inflates.
    @Test func aDecompressionBombIsRefused() throws {
        var limits = InputLimits()
        limits.assetBytes = 10_000
        let zeros = [UInt8](repeating: 0x20, count: 200_000)
        let pdf = PDFWriter.page(
            content: "", extra: [PDFWriter.stream(bytes: zeros, dictionary: "/Type /XObject /Subtype /Form /BBox [0 0 1 1]", compressed: true)])
        // The form is not drawn, so nothing decodes it; drawn, it is.
        #expect(Self.problem(pdf, limits: limits) == nil)
        let drawn = PDFWriter.page(
            content: "/F Do", resources: "/XObject << /F 4 0 R >>",
            extra: [PDFWriter.stream(bytes: zeros, dictionary: "/Type /XObject /Subtype /Form /BBox [0 0 1 1]", compressed: true)])
        let message = try #require(Self.problem(drawn, limits: limits))
        #expect(message.contains("decode to more than 80000 bytes") && message.contains("assetBytes"), "\(message)")
    }

    /// Rule: a Type 3 font's glyphs are drawn once per character shown: a costly glyph shown
    /// many times is counted as often.
    @Test func typeThreeGlyphsCountPerCharacter() throws {
        let heavyGlyph = String(repeating: "0 0 1 1 re f ", count: 10_000)
        let font =
            "<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1 1] /FontMatrix [1 0 0 1 0 0] /CharProcs << /a 5 0 R >> "
            + "/Encoding << /Differences [97 /a] >> /FirstChar 97 /LastChar 97 /Widths [1] >>"
        let text = "BT /T3 1 Tf (" + String(repeating: "a", count: 500) + ") Tj ET"
        let pdf = PDFWriter.page(content: text, resources: "/Font << /T3 4 0 R >>", extra: [Array(font.utf8), PDFWriter.stream(heavyGlyph)])
        #expect(try #require(Self.problem(pdf)).contains("operations"))
    }

    /// Rule: objects packed in an object stream (PDF 1.5) are read: a form tree whose resource
    /// dictionaries are compressed is still counted.
    @Test func objectsInObjectStreamsAreRead() throws {
        // Forms 4…13 draw each other ten times; their resource dictionaries are objects 20…28, packed.
        var objects: [[UInt8]] = [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Resources << /XObject << /F 4 0 R >> >> /Contents 14 0 R >>",
        ]
        .map { Array($0.utf8) }
        for level in 0..<10 {
            let body = level == 9 ? "0 0 1 1 re f" : String(repeating: "/F Do ", count: 10)
            let resources = level == 9 ? "" : "/Resources \(20 + level) 0 R"
            objects.append(PDFWriter.stream(body, dictionary: "/Type /XObject /Subtype /Form /BBox [0 0 1 1] \(resources)"))
        }
        objects.append(PDFWriter.stream("/F Do"))
        var header = "", body = ""
        for level in 0..<9 {
            header += "\(20 + level) \(body.utf8.count) "
            body += "<< /XObject << /F \(5 + level) 0 R >> >>\n"
        }
        let packed = PDFWriter.stream(header + body, dictionary: "/Type /ObjStm /N 9 /First \(header.utf8.count)", compressed: true)
        while objects.count < 14 { objects.append(Array("null".utf8)) }
        objects.append(packed)  // object 15
        let pdf = PDFWriter.document(bytes: objects)
        #expect(try #require(Self.problem(pdf)).contains("operations"))
    }

    /// Rule: a count or offset too large for a whole number (`1e400`, twenty nines) is ignored as
    /// unreadable, never converted (found by FuzzPDF: an object stream's `/First` trapped).
    @Test func numbersPastTheWholeNumbersAreIgnored() {
        let packed = PDFWriter.stream("5 0 ", dictionary: "/Type /ObjStm /N 1e400 /First 99999999999999999999", compressed: true)
        let predicted = PDFWriter.stream(
            "/F Do", dictionary: "/DecodeParms << /Predictor 1e300 /Columns -1e300 /Colors 99999999999999999999 >>", compressed: true)
        let pdf = PDFWriter.document(
            bytes: [
                "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 5 0 R >>",
            ].map { Array($0.utf8) }
                + [packed, predicted])
        #expect(AssetCheck.pdfWorkProblem(pdf, limits: InputLimits()) == nil)
    }

    /// Rule: a content stream in a filter Stateboard cannot read is refused with how to save it.
    @Test func anUnreadableContentFilterIsRefusedWithAHint() throws {
        let pdf = PDFWriter.document([
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Contents 4 0 R >>",
            "<< /Length 4 /Filter /LZWDecode >>\nstream\n\u{80}\u{0B}\u{60}\u{50}\nendstream",
        ])
        #expect(try #require(Self.problem(pdf)).contains("Flate compression"))
    }

    /// Rule: the fixtures' real vector PDFs (one drawn by a design tool's export) pass.
    @Test func realVectorPDFsPass() throws {
        for path in ["Halves.imageset/halves.pdf", "Band.imageset/band.pdf"] {
            #expect(Self.problem([UInt8](try Data(contentsOf: Self.fixtureSets.appendingPathComponent(path)))) == nil, "\(path)")
        }
    }
}
