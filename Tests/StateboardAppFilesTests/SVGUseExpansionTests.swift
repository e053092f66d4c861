import Foundation
import StateboardTestSupport
import Testing

@testable import StateboardAppFiles

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG whose `<use>` elements draw more elements than librsvg will (500,000 referenced
/// elements, its `MAX_REFERENCED_ELEMENTS`) is refused when the theme loads, with the count
/// made before anything draws; a file of ordinary `<use>`s is not.
@Suite struct SVGUseExpansionTests {
    /// `levels` groups, each of `fanOut` `<use>`s of the group before, and one `<use>` of the last.
    static func bomb(levels: Int, fanOut: Int) -> String {
        var body = #"<defs><rect id="a0" width="1" height="1"/>"#
        for level in 1...levels {
            body += "<g id=\"a\(level)\">" + String(repeating: "<use xlink:href=\"#a\(level - 1)\"/>", count: fanOut) + "</g>"
        }
        return body + "</defs><use href=\"#a\(levels)\"/>"
    }

    static func count(_ body: String) throws -> Int {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">"# + body + "</svg>"
        final class Delegate: NSObject, XMLParserDelegate {
            var uses = SVGUseExpansion()
            func parser(_ p: XMLParser, didStartElement n: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                uses.start(n, attributes: attributes)
            }
            func parser(_ p: XMLParser, didEndElement n: String, namespaceURI: String?, qualifiedName: String?) { uses.end() }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let delegate = Delegate()
        parser.delegate = delegate
        #expect(parser.parse())
        return delegate.uses.referencesDrawn()
    }

    /// Rule: each `<use>` drawn is one reference plus what its target draws; the count grows as
    /// librsvg's does (10 × 10 × … ), and stops just past the limit.
    @Test func referencesAreCountedAsLibrsvgDrawsThem() throws {
        #expect(try Self.count(##"<rect id="r" width="1" height="1"/><use href="#r"/><use xlink:href="#r"/>"##) == 2)
        #expect(try Self.count(Self.bomb(levels: 2, fanOut: 10)) == 1 + 10 * (1 + 10) + (10 * 11 + 10))  // drawn, and the defs counted once
        #expect(try Self.count(Self.bomb(levels: 9, fanOut: 10)) == SVGUseExpansion.librsvgLimit + 1)
        // A `<use>` of its own ancestor, and one of an unknown id, count once each and end.
        #expect(try Self.count(##"<g id="g"><use href="#g"/></g><use href="#nothing"/>"##) == 2)
    }

    /// Rule: a long chain of `<use>`s is counted without deep recursion.
    @Test func aLongChainIsCountedIteratively() throws {
        var body = #"<rect id="u0" width="1" height="1"/>"#
        for index in 1...20_000 { body += "<use id=\"u\(index)\" href=\"#u\(index - 1)\"/>" }
        #expect(try Self.count(body) > 20_000)
    }

    /// Rule: the theme load refuses the bomb with librsvg's limit named; a file of a few `<use>`s passes.
    @Test func theBombIsRefusedWhenTheFileIsChecked() throws {
        func problem(_ body: String) throws -> String? {
            try TestPaths.withTemporaryFolder("svg-use") { folder in
                let file = folder.appendingPathComponent("icon.svg")
                try Data(
                    (#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">"# + body + "</svg>").utf8
                )
                .write(to: file)
                return AssetCheck.svgProblem(file.path)
            }
        }
        let refused = try problem(Self.bomb(levels: 7, fanOut: 10))
        #expect(refused?.contains("over librsvg's limit of 500000 referenced elements") == true, "\(refused ?? "nil")")
        #expect(try problem(Self.bomb(levels: 3, fanOut: 10)) == nil)
    }
}
