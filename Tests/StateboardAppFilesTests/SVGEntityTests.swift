import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import StateboardAppFiles

/// An SVG's internal DTD subset, as XML 1.0 defines it (§4.2 Entity Declarations, §4.4 XML
/// Processor Treatment of Entities): plain internal entities are expanded where they are used
/// (Illustrator writes its styles so: `<!ENTITY st0 "fill:#231F20;">`, `style="&st0;"`), as
/// librsvg's parser does; external entities, parameter entities, recursion, deep nesting and
/// amplification are refused, with the SVG's line.
@Suite struct SVGEntityTests {
    static func svg(_ subset: String, _ body: String) -> String {
        "<?xml version=\"1.0\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\" [\n"
            + subset + "\n]>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\">" + body + "</svg>\n"
    }

    /// What `AssetCheck` says of `text` written to a file.
    static func problem(_ text: String) throws -> String? {
        try TestPaths.withTemporaryFolder("svg-entities") { folder in
            let file = folder.appendingPathComponent("a.svg")
            try Data(text.utf8).write(to: file)
            return AssetCheck.problem(at: file.path)
        }
    }

    /// Rule: an Illustrator export's text entities are expanded in attributes and content, and
    /// the file is accepted; the DOCTYPE's lines are kept so later lines keep their numbers.
    @Test func illustratorStyleEntitiesAreExpanded() throws {
        let text = Self.svg(
            "\t<!ENTITY ns_svg \"http://www.w3.org/2000/svg\">\n\t<!ENTITY st0 \"fill:#231F20;\">\n\t<!-- a comment's ] and > -->\n\t<!ENTITY q 'say \"hi\"'>",
            "<rect style=\"&st0;\" width=\"1\" height=\"1\" data-q=\"&q;\"/><text>&q; &amp; &#x41;</text>")
        let expanded = try SVGEntities.expanded(text).get()
        #expect(expanded.contains(##"<rect style="fill:#231F20;" width="1""##), "\(expanded)")
        #expect(expanded.contains(#"data-q="say &quot;hi&quot;""#) && expanded.contains(#"<text>say "hi" &amp; &#x41;</text>"#), "\(expanded)")
        #expect(!expanded.contains("ENTITY") && expanded.split(separator: "\n", omittingEmptySubsequences: false).count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(try Self.problem(text) == nil)
    }

    /// Rule: an entity's text may use plain entities (two levels), and character references in it are decoded.
    @Test func twoLevelsAndCharacterReferences() throws {
        let text = Self.svg(##"<!ENTITY c "#231F20"><!ENTITY st0 "fill:&c;;&#x20;">"##, #"<rect style="&st0;"/>"#)
        #expect(try SVGEntities.expanded(text).get().contains(##"style="fill:#231F20; ""##))
    }

    /// Rule: each refusal names what and the line of the SVG it is on.
    @Test(arguments: [
        (#"<!ENTITY x SYSTEM "file:///etc/passwd">"#, "<text>&x;</text>", "external entity", 3),
        (#"<!ENTITY x PUBLIC "-//X//EN" "http://example.com/x">"#, "<text>&x;</text>", "external entity", 3),
        (#"<!ENTITY x SYSTEM "a.png" NDATA png>"#, "", "external entity", 3),
        (#"<!ENTITY % p "x">"#, "", "parameter entity", 3),
        ("<!ENTITY a \"x\">\n%p;", "", "parameter entity", 4),
        (#"<!ENTITY a "%p;">"#, "", "parameter entity", 3),
        ("<!ENTITY a \"&b;\">\n<!ENTITY b \"&a;\">", "<text>&a;</text>", "refers to itself", 3),
        (#"<!ENTITY a "x"><!ENTITY b "&a;&a;"><!ENTITY c "&b;&b;">"#, "<text>&c;</text>", "nests entities more than 2 deep", 3),
        (#"<!ENTITY a "x">"#, "<text>&b;</text>", "does not declare", 5),
        (#"<!ENTITY a "<g/>">"#, #"<rect style="&a;"/>"#, "puts `<` in an attribute value", 5),
        (#"<!ATTLIST rect style CDATA "fill:red">"#, "", "<!ATTLIST", 3),
    ])
    func refusedEntities(_ subset: String, _ body: String, _ expected: String, _ line: Int) throws {
        let problem = try #require(try Self.problem(Self.svg(subset, body)), "\(subset)")
        #expect(problem.contains(expected) && problem.contains("(line \(line))"), "\(problem)")
    }

    /// Rule: expansion past the file's own size (at least `minimumExpansion` characters) is
    /// refused, however flat: one entity of 20 000 characters used 10 times in a file of 20 KB.
    @Test func amplificationIsRefused() throws {
        let big = String(repeating: "a", count: 20_000)
        let body = String(repeating: "<text>&a;</text>", count: 10)
        let problem = try #require(try Self.problem(Self.svg("<!ENTITY a \"\(big)\">", body)))
        #expect(problem.contains("expand to more than 100000 characters"), "\(problem)")
        #expect(try Self.problem(Self.svg("<!ENTITY a \"\(big)\">", String(repeating: "<text>&a;</text>", count: 4))) == nil, "within the bound")
    }

    /// Rule: an `href` hidden in an entity is seen once expanded, and refused as any reference is.
    @Test func aReferenceHiddenInAnEntityIsSeen() throws {
        let text = Self.svg(#"<!ENTITY f "file:///etc/passwd">"#, #"<image href="&f;" width="1" height="1"/>"#)
        #expect(try SVGEntities.expanded(text).get().contains(#"<image href="file:///etc/passwd""#), "checked as librsvg reads it")
        #expect(try Self.problem(text)?.contains("refers to `file:///etc/passwd`") == true)
    }
}
