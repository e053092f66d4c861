import Foundation
import StateboardCore
import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme

/// Where a theme's `localizations` may read (declared roots, confined like the theme's folder)
/// and how a broken app string file is reported: at its own line and column, with a hint.
@Suite struct AppStringFileErrorTests {
    static func load(
        _ roots: String, files: [String: String] = [:], links: [String: String] = [:], extra: String = ""
    )
        throws -> (Theme?, [Diagnostic], URL)
    {
        // A string file that cannot be read is a warning when the theme loads (an error only
        // where a drawn string needs it): its problems are among these, at their places.
        let (theme, diagnostics, folder) = try AppStringsTests.load(
            "stateboard: 1\nlocalizations: \(roots)\n\(extra)screens:\n  home: {}\n",
            files: files.mapValues { Data($0.utf8) }, links: links)
        return (theme, diagnostics + (theme?.warnings ?? []), folder)
    }

    static let goodCatalog =
        #"{ "sourceLanguage" : "en", "strings" : { "hi" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi" } } } } } }"#

    // MARK: declared roots

    /// A declared path that does not exist is an error at its list item, with a hint.
    @Test func aMissingPathIsReportedAtItsListItem() throws {
        let (_, diagnostics, folder) = try Self.load(
            "\n  - ../App/Localizable.xcstrings\n  - ../App/Missing.xcstrings", files: ["App/Localizable.xcstrings": Self.goodCatalog])
        defer { try? FileManager.default.removeItem(at: folder) }
        let problem = try #require(diagnostics.first, "\(diagnostics)")
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(problem.message.contains("no file or folder at `../App/Missing.xcstrings`"))
        #expect(problem.location.file.hasSuffix("Theme/theme.yaml") && problem.location.line == 4 && problem.location.column == 5, "\(problem)")
        #expect(problem.hint?.contains("relative to the theme file") == true)
    }

    /// Absolute paths are refused: a theme names the app's files relative to itself.
    @Test func anAbsolutePathIsRefused() throws {
        let (_, diagnostics, folder) = try Self.load("[/etc/passwd, ~/App/Localizable.xcstrings]")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.count == 2 && diagnostics.allSatisfy { $0.message.contains("is an absolute path") }, "\(diagnostics)")
    }

    /// A declared root must be a string file or a folder: other files are not read.
    @Test func aDeclaredFileMustBeAStringFile() throws {
        let (_, diagnostics, folder) = try Self.load("[../App/notes.txt]", files: ["App/notes.txt": "secret"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.first?.message.contains("is not a string file or a folder") == true, "\(diagnostics)")
        #expect(!diagnostics.description.contains("secret"))
    }

    /// Declaring the app's folder for strings does not open it to anything else: an image there is still refused.
    @Test func otherReadsOutsideTheThemeStayRefused() throws {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>"
        let (_, diagnostics, folder) = try Self.load(
            "[../App]", files: ["App/Localizable.xcstrings": Self.goodCatalog, "App/icon.svg": svg],
            extra: "states:\n  empty:\n    node: { image: { path: ../App/icon.svg } }\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let problem = try #require(diagnostics.first, "\(diagnostics)")
        #expect(problem.message.contains("leads outside the theme's folder"), "\(problem)")
        #expect(problem.location.line == 5, "\(problem)")
    }

    /// A link inside a declared folder that leads out of it is refused (an `.lproj` folder or a file).
    @Test func aLinkOutOfADeclaredRootIsRefused() throws {
        let (theme, diagnostics, folder) = try Self.load(
            "[../App]",
            files: [
                "App/en.lproj/Localizable.strings": "\"hi\" = \"Hi\";", "Elsewhere/ar.lproj/Localizable.strings": "\"hi\" = \"مرحبا\";",
                "Elsewhere/secret.strings": "\"hi\" = \"Bonjour\";",
            ],
            links: ["App/ar.lproj": "../Elsewhere/ar.lproj", "App/fr.lproj/Localizable.strings": "../../Elsewhere/secret.strings"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.count == 2, "\(diagnostics)")
        #expect(diagnostics.contains { $0.message.contains("`ar.lproj`") && $0.message.contains("leads outside the declared folder") }, "\(diagnostics)")
        #expect(
            diagnostics.contains { $0.message.contains("`fr.lproj/Localizable.strings`") && $0.message.contains("leads outside the declared folder") },
            "\(diagnostics)")
        #expect(diagnostics.allSatisfy { $0.location.line == 2 })
        let strings = try #require(theme).appStrings
        #expect(strings.hasTranslation("hi", in: "en") && !strings.hasTranslation("hi", in: "ar") && !strings.hasTranslation("hi", in: "fr"))
    }

    /// A declared path is resolved with its links first: a link to the app's folder declares that folder.
    @Test func aDeclaredLinkIsResolvedFirst() throws {
        let (theme, diagnostics, folder) = try Self.load("[../Link]", files: ["App/Localizable.xcstrings": Self.goodCatalog], links: ["Link": "App"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try #require(theme).appStrings.files.first?.hasSuffix("/App/Localizable.xcstrings") == true)
    }

    // MARK: malformed files

    /// Bad JSON in a String Catalog is reported at its line and column in the catalog.
    @Test func malformedJSONIsReportedInTheCatalog() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : { "hi" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated" "value" : "Hi" } } } } }
            }
            """
        let (_, diagnostics, folder) = try Self.load("[../App/Localizable.xcstrings]", files: ["App/Localizable.xcstrings": catalog])
        defer { try? FileManager.default.removeItem(at: folder) }
        let problem = try #require(diagnostics.first, "\(diagnostics)")
        #expect(problem.location.file.hasSuffix("App/Localizable.xcstrings"), "\(problem)")
        #expect(problem.location.line == 3 && problem.location.column == 95, "\(problem)")
        #expect(problem.message.contains("invalid JSON: expected `,` or `}`"), "\(problem)")
        #expect(problem.hint != nil)
    }

    /// Columns count characters, not bytes, and an unclosed string is located where it is.
    @Test func jsonErrorsCountCharactersNotBytes() throws {
        let catalog =
            "{ \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"年\" : { \"localizations\" : { \"zh-Hans\" : { \"stringUnit\" : { \"value\" : \"年\" } } } }, }\n}"
        let (_, diagnostics, folder) = try Self.load("[../App/Localizable.xcstrings]", files: ["App/Localizable.xcstrings": catalog])
        defer { try? FileManager.default.removeItem(at: folder) }
        let problem = try #require(diagnostics.first, "\(diagnostics)")
        #expect(problem.location.line == 2 && problem.location.column == 99 && problem.message.contains("expected a key"), "\(problem)")
    }

    /// A catalog whose structure is wrong is reported at the value, in the catalog.
    @Test func aStringUnitWithoutAValueIsReported() throws {
        let catalog =
            "{\n\"sourceLanguage\" : \"en\",\n\"strings\" : {\n  \"hi\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"new\" } } } }\n}\n}"
        let (_, diagnostics, folder) = try Self.load("[../App/Localizable.xcstrings]", files: ["App/Localizable.xcstrings": catalog])
        defer { try? FileManager.default.removeItem(at: folder) }
        let problem = try #require(diagnostics.first, "\(diagnostics)")
        #expect(problem.message.contains("has no `value`") && problem.location.line == 4 && problem.location.column == 56, "\(problem)")
    }

    /// A .strings syntax error (a missing `;`) is reported at its line and column.
    @Test func aStringsSyntaxErrorIsLocated() throws {
        let strings = "/* ok */\n\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n"
        let (_, diagnostics, folder) = try Self.load("[../App]", files: ["App/en.lproj/Localizable.strings": strings])
        defer { try? FileManager.default.removeItem(at: folder) }
        let problem = try #require(diagnostics.first, "\(diagnostics)")
        #expect(problem.location.file.hasSuffix("en.lproj/Localizable.strings") && problem.location.line == 4 && problem.location.column == 1, "\(problem)")
        #expect(problem.message.contains("expected `;` after the value"), "\(problem)")
        let (_, unclosed, other) = try Self.load("[../App]", files: ["App/en.lproj/Localizable.strings": "\"a\" = \"A;\n"])
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(unclosed.first?.message.contains("not closed") == true && unclosed.first?.location.column == 7, "\(unclosed)")
    }

    /// A stringsdict entry without `NSStringLocalizedFormatKey` is reported at its key.
    @Test func aStringsdictWithoutItsFormatKeyIsLocated() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>files</key>
                <dict>
                    <key>count</key>
                    <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>%d</string></dict>
                </dict>
            </dict>
            </plist>
            """
        let (_, diagnostics, folder) = try Self.load("[../App/en.lproj]", files: ["App/en.lproj/Localizable.stringsdict": plist])
        defer { try? FileManager.default.removeItem(at: folder) }
        let problem = try #require(diagnostics.first, "\(diagnostics)")
        #expect(
            problem.message.contains("`files` has no `NSStringLocalizedFormatKey`") && problem.location.line == 4 && problem.location.column == 5, "\(problem)")
        #expect(problem.hint?.contains("NSStringLocalizedFormatKey") == true)
    }

    /// A plist with an internal DTD subset (entities) is refused, never expanded.
    @Test func aStringsdictWithEntitiesIsRefused() throws {
        let plist = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [ <!ENTITY a \"aaaaaaaa\"> ]>\n<plist><dict/></plist>"
        let (_, diagnostics, folder) = try Self.load("[../App/en.lproj]", files: ["App/en.lproj/Localizable.stringsdict": plist])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.first?.message.contains("declares entities") == true && diagnostics.first?.location.line == 2, "\(diagnostics)")
    }

    /// Deep nesting and garbage never crash or hang: each is one located error.
    @Test func hostileCatalogsAreRefused() throws {
        for text in [
            String(repeating: "[", count: 100_000), "\u{FF}\u{FE}garbage", "",
            "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"localizations\":{\"en\":{\"variations\":{\"plural\":{}}}}}}}",
        ] {
            let (_, diagnostics, folder) = try Self.load("[../App/Localizable.xcstrings]", files: ["App/Localizable.xcstrings": text])
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(diagnostics.count == 1 && diagnostics[0].location.file.hasSuffix("Localizable.xcstrings"), "\(text.prefix(20)): \(diagnostics)")
        }
    }

    /// Random corruptions of the fixture's files (flipped, cut, inserted bytes) never crash or
    /// hang a reader, and every problem found is located in the file read.
    @Test func corruptedFilesNeverCrashAReader() throws {
        var seed: UInt64 = 0x5EED
        func random(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(max(bound, 1)))
        }
        let fixture = AppStringsTests.fixture
        let files = [
            "Localizable.xcstrings", "Legacy/en.lproj/Localizable.strings", "Legacy/ar.lproj/Localizable.strings",
            "Legacy/en.lproj/Localizable.stringsdict",
        ]
        let specials = Array("{}[]<>\"\\%@#$/*&;=:,\n".utf8)
        for name in files {
            let original = Array(try Data(contentsOf: fixture.appendingPathComponent(name)))
            for _ in 0..<300 {
                var bytes = original
                for _ in 0...random(4) {
                    switch random(4) {
                    case 0: bytes[random(bytes.count)] = UInt8(random(256))
                    case 1: bytes = Array(bytes.prefix(random(bytes.count)))
                    case 2: bytes.insert(specials[random(specials.count)], at: random(bytes.count))
                    default: if !bytes.isEmpty { bytes.remove(at: random(bytes.count)) }
                    }
                    if bytes.isEmpty { bytes = [0x7B] }
                }
                var found: [Diagnostic] = []
                let report: (Diagnostic) -> Void = { found.append($0) }
                switch (name as NSString).pathExtension {
                case "xcstrings": _ = StringCatalogReader(file: name, report: report).read(bytes)
                case "strings": _ = StringsFileReader(file: name, report: report).read(bytes, locale: "en", sourceLanguage: "en")
                default: _ = StringsDictReader(file: name, report: report).read(bytes, locale: "en", sourceLanguage: "en")
                }
                #expect(found.allSatisfy { $0.location.file == name && $0.location.line >= 1 && $0.location.column >= 1 && $0.hint != nil }, "\(found)")
            }
        }
    }

    /// Random format strings never crash the formatter: each is filled or refused with a reason.
    @Test func randomFormatStringsNeverCrash() {
        var seed: UInt64 = 42
        let pieces = ["%", "%%", "%@", "%d", "%1$@", "%2$lld", "%#@n@", "%#@", "%.", "%999.999f", "%-+ 0#'5ld", "%n", "%c", "x", "$", "@", "1", "%ll"]
        let formatter = FormatSpecifiers(
            locale: "ar",
            substitutions: [
                "n": AppSubstitution(argument: nil, formatSpecifier: "d", forms: ["other": "%d %#@n@"], location: FileLocation(file: "t", line: 1, column: 1))
            ]
        ) { position, _ throws(FormatSpecifiers.Problem) in
            guard position <= 3 else { throw FormatSpecifiers.Problem(message: "no argument \(position)", hint: "", location: nil) }
            return FormatSpecifiers.Argument(name: "a", text: ["3", "x", "-2.5"][position - 1], location: FileLocation(file: "t", line: 1, column: 1))
        }
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<6 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int((seed >> 33) % UInt64(pieces.count))]
            }
            var next = 1
            _ = try? formatter.fill(text, next: &next)
        }
    }

    /// A text longer than `stringLength` is refused at its value, as a YAML scalar would be.
    @Test func overlongTextsKeepTheStringLengthLimit() throws {
        var limits = InputLimits()
        limits.stringLength = 10
        var found: [Diagnostic] = []
        let catalog = #"{ "sourceLanguage" : "en", "strings" : { "a" : { "localizations" : { "en" : { "stringUnit" : { "value" : "eleven char" } } } } } }"#
        let strings = StringCatalogReader(file: "c", report: { found.append($0) }, limits: limits).read(Array(catalog.utf8))
        // The key is left out (kept aside with its problem: an error where it is drawn), not shown as its key.
        #expect(strings.entries["a"] == nil && strings.unreadable.first?.keys == ["a"], "\(strings.unreadable)")
        #expect(found.first?.message.contains("over the limit of 10 (`stringLength`)") == true, "\(found)")
        found = []
        let table = StringsFileReader(file: "s", report: { found.append($0) }, limits: limits).read(
            Array("\"a\" = \"eleven char\";\n\"b\" = \"ok\";".utf8), locale: "en", sourceLanguage: "en")
        #expect(table.entries["a"] == nil && table.entries["b"] != nil && found.first?.location.column == 7, "\(found)")
    }

    /// A minified catalog (every key on one line) is read in linear time: columns are counted
    /// once, not from the start of the line for each value.
    @Test func aMinifiedCatalogIsReadInLinearTime() {
        let entries = (0..<40_000).map { #""k\#($0)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"v\#($0)"}}}}"# }
        let catalog = #"{"sourceLanguage":"en","strings":{"# + entries.joined(separator: ",") + "}}"
        var found: [Diagnostic] = []
        let strings = StringCatalogReader(file: "c", report: { found.append($0) }).read(Array(catalog.utf8))
        #expect(found.isEmpty && strings.entries.count == 40_000)
        // Work, not seconds: the bytes stepped over to find columns stay within one pass.
        var columnSteps = 0
        _ = LocatedJSON.parse(Array(catalog.utf8), file: "c", depth: 64, columnSteps: &columnSteps)
        #expect(columnSteps > 0 && columnSteps <= catalog.utf8.count, "\(columnSteps) steps for \(catalog.utf8.count) bytes")
    }
}
