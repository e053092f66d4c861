import Foundation
import StateboardTestSupport
import Testing

@testable import StateboardAppFiles

/// `<a href>` is a hyperlink, followed only when a user activates it (SVG 1.1 §17.1, "The 'a'
/// element"): drawing loads nothing from it, so an SF Symbols template whose notes link their
/// tool (`<a href="https://github.com/…"><text>…</text></a>`) is drawn. References that are
/// loaded to draw (`<image>`, `<use>`, `<feImage>`) outside the file stay refused, inside an
/// `<a>` too.
@Suite struct SVGHyperlinkTests {
    static func problem(_ body: String) throws -> String? {
        try TestPaths.withTemporaryFolder("svg-a") { folder in
            let file = folder.appendingPathComponent("icon.svg")
            let svg = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">"# + body + "</svg>"
            try Data(svg.utf8).write(to: file)
            return AssetCheck.svgProblem(file.path)
        }
    }

    @Test func aHyperlinkIsNotALoadedReference() throws {
        #expect(try Self.problem(#"<a href="https://github.com/swhitty/SwiftDraw"><text>Made with SwiftDraw</text></a>"#) == nil)
        #expect(try Self.problem(#"<a xlink:href="https://example.com/notes"><text>notes</text></a>"#) == nil)
    }

    @Test func anExternalImageInsideAHyperlinkIsStillRefused() throws {
        let problem = try Self.problem(#"<a href="https://example.com"><image href="https://example.com/x.png" width="1" height="1"/></a>"#)
        #expect(problem?.contains("`<image>`") == true, "\(problem ?? "nil")")
    }

    @Test func externalUseAndFeImageStayRefused() throws {
        #expect(try Self.problem(#"<use xlink:href="other.svg#shape"/>"#) != nil)
        #expect(try Self.problem(#"<filter id="f"><feImage href="file:///etc/passwd"/></filter>"#) != nil)
    }
}
