import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme

/// `.strings` files in property-list form. Apple's Resource Programming Guide, "String
/// Resources": strings files may be written "using other property-list formats, including binary
/// property-list formats and XML formats"; `Bundle` loads a table with
/// `CFPropertyListCreateWithData` (swift-corelibs-foundation `CFBundle_Strings.c`), which reads
/// old-style, XML and binary plists whose top level is a dictionary. (docs/AppFormats.md)
@Suite struct StringsPlistFormTests {
    static let xmlTable = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>nothing.title</key>
        \t<string>Nothing here &amp; nothing there</string>
        \t<key>nothing.body</key>
        \t<string>Pull to refresh</string>
        </dict>
        </plist>

        """

    /// The label `@nothing.title` of a theme over `files`, in `locale`, with the load's diagnostics.
    static func title(_ files: [String: Data], locale: String = "en", key: String = "nothing.title") throws -> (String?, [Diagnostic]) {
        let (theme, diagnostics, folder) = try AppStringsTests.load(AppStringsTests.labelTheme(key, roots: "[../App]"), files: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let theme else { return (nil, diagnostics) }
        return (try AppStringsTests.texts(theme, locale: locale)["text"], diagnostics + theme.warnings)
    }

    /// RPG "String Resources": an XML property list is a strings file; its entities are read.
    @Test func anXMLPlistStringsFileIsReadAsATable() throws {
        let (text, diagnostics) = try Self.title(["App/en.lproj/Localizable.strings": Data(Self.xmlTable.utf8)])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(text == "Nothing here & nothing there")
    }

    /// The same XML in UTF-16 with a byte order mark, as older Xcode and GlotPress exports write it.
    @Test func anXMLPlistInUTF16IsReadToo() throws {
        let utf16 = Data([0xFF, 0xFE]) + Self.xmlTable.data(using: .utf16LittleEndian)!
        let (text, diagnostics) = try Self.title(["App/en.lproj/Localizable.strings": utf16])
        #expect(diagnostics.isEmpty && text == "Nothing here & nothing there", "\(diagnostics)")
    }

    /// RPG "String Resources": a binary property list (`bplist00`) is a strings file, text in
    /// ASCII and UTF-16 objects alike (as Xcode's build compiles every `.strings` to).
    @Test func aBinaryPlistStringsFileIsReadAsATable() throws {
        let table = BinaryPlistWriter.stringTable([("nothing.title", "Rien ici — vraiment"), ("nothing.body", "Tirez")])
        let (text, diagnostics) = try Self.title(["App/fr.lproj/Localizable.strings": Data(table)], locale: "fr")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(text == "Rien ici — vraiment")
    }

    /// Foundation's own writer's output (PropertyListSerialization, binary) reads the same.
    @Test func foundationsBinaryOutputIsRead() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["nothing.title": "Keine Einträge", "x": "y"], format: .binary, options: 0)
        let (text, diagnostics) = try Self.title(["App/de.lproj/Localizable.strings": data], locale: "de")
        #expect(diagnostics.isEmpty && text == "Keine Einträge", "\(diagnostics)")
    }

    /// The form is decided by content, not by the file's name: `.strings` holding XML is XML, and
    /// the old-style syntax stays the old-style syntax.
    @Test func theFormIsChosenByContentNotExtension() throws {
        let (xml, _) = try Self.title(["App/en.lproj/Localizable.strings": Data(("\n  " + Self.xmlTable).utf8)])
        #expect(xml == "Nothing here & nothing there")
        let (plain, diagnostics) = try Self.title(["App/en.lproj/Localizable.strings": Data("\"nothing.title\" = \"<b>bold</b>\";".utf8)])
        #expect(plain == "<b>bold</b>" && diagnostics.isEmpty, "\(diagnostics)")
    }

    /// `CFBundle_Strings.c`: a top level that is not a dictionary leaves the table empty ("Top-level
    /// object was not a dictionary"): the file is skipped with a located warning.
    @Test func aRootThatIsNotADictionaryIsRefused() throws {
        let xml = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array><string>a</string></array>\n</plist>\n"
        var found: [Diagnostic] = []
        _ = StringsFileReader(file: "Localizable.strings", report: { found.append($0) }).read(Array(xml.utf8), locale: "en", sourceLanguage: "en")
        #expect(found.count == 1 && found[0].message.contains("top level is an array, not a dictionary"), "\(found)")
        #expect(found.first?.location.line == 3 && found.first?.location.column == 1, "\(found)")
        let binary = BinaryPlistWriter.bytes([.array([1]), .string("a")])
        found = []
        _ = StringsFileReader(file: "b.strings", report: { found.append($0) }).read(binary, locale: "en", sourceLanguage: "en")
        #expect(found.first?.message.contains("top level is an array") == true && found.first?.location.column == 9, "\(found)")
    }

    /// A value that is not a string is reported at its key, naming what it is; the rest is read.
    @Test func aValueThatIsNotAStringNamesItsKey() throws {
        let xml = """
            <?xml version="1.0"?>
            <plist version="1.0"><dict>
            <key>count</key><integer>3</integer>
            <key>nothing.title</key><string>Nothing</string>
            <key>nested</key><dict><key>a</key><string>b</string></dict>
            </dict></plist>
            """
        var found: [Diagnostic] = []
        let table = StringsFileReader(file: "Localizable.strings", report: { found.append($0) }).read(Array(xml.utf8), locale: "en", sourceLanguage: "en")
        #expect(found.map(\.message) == ["the value of `count` is an integer, not a string", "the value of `nested` is a dictionary, not a string"])
        #expect(found.first?.location.line == 3 && found.first?.location.column == 17, "\(found)")
        #expect(table.entries["nothing.title"] != nil && table.entries["count"] == nil)
        let binary = BinaryPlistWriter.bytes([.dictionary([(1, 2), (3, 4)]), .string("flag"), .boolean(true), .string("ok"), .string("yes")])
        found = []
        let fromBinary = StringsFileReader(file: "b.strings", report: { found.append($0) }).read(binary, locale: "en", sourceLanguage: "en")
        #expect(found.map(\.message) == ["the value of `flag` is a boolean, not a string"] && fromBinary.entries["ok"] != nil, "\(found)")
    }

    /// An XML strings table with a DTD internal subset (entities) is refused, never expanded,
    /// with the place it is in.
    @Test func entitiesInAnXMLStringsFileAreRefused() throws {
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a \"aaaa\">]>\n<plist><dict><key>k</key><string>&a;</string></dict></plist>"
        var found: [Diagnostic] = []
        _ = StringsFileReader(file: "Localizable.strings", report: { found.append($0) }).read(Array(xml.utf8), locale: "en", sourceLanguage: "en")
        #expect(found.first?.message.contains("declares entities") == true && found.first?.location.line == 2, "\(found)")
    }
}

/// The old-style property list's own form of a dictionary, in braces: `CFPropertyList` reads a
/// strings file as an old-style dictionary whose braces may be left out, so both are tables.
@Suite struct StringsOldStyleBracesTests {
    @Test func aBracedOldStyleDictionaryIsATable() throws {
        var found: [Diagnostic] = []
        let text = "// exported\n{\n  \"a\" = \"A\";\n  b = \"B\"; /* unquoted key */\n}\n"
        let table = StringsFileReader(file: "L.strings", report: { found.append($0) }).read(Array(text.utf8), locale: "en", sourceLanguage: "en")
        #expect(found.isEmpty && table.entries.keys.sorted() == ["a", "b"], "\(found)")
    }

    @Test func anUnclosedBraceIsLocatedAtTheBrace() throws {
        var found: [Diagnostic] = []
        _ = StringsFileReader(file: "L.strings", report: { found.append($0) }).read(Array("\n  { \"a\" = \"A\";\n".utf8), locale: "en", sourceLanguage: "en")
        #expect(
            found.first?.message.contains("the `{` of the dictionary is not closed") == true && found.first?.location.line == 2
                && found.first?.location.column == 3, "\(found)")
        found = []
        _ = StringsFileReader(file: "L.strings", report: { found.append($0) }).read(
            Array("{ \"a\" = \"A\"; }\n\"b\" = \"B\";".utf8), locale: "en", sourceLanguage: "en")
        #expect(found.first?.message.contains("after the dictionary's closing `}`") == true && found.first?.location.line == 2, "\(found)")
    }
}

/// A `.stringsdict` is a property list too, so a binary one (as Xcode's build compiles it) is
/// read like the XML one (`CFBundle_Strings.c` reads both with `CFPropertyListCreateWithData`).
@Suite struct BinaryStringsdictTests {
    @Test func aBinaryStringsdictPluralRuleIsRead() throws {
        let rule: [String: Any] = [
            "items.count": [
                "NSStringLocalizedFormatKey": "%#@items@",
                "items": [
                    "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                    "one": "%d item", "other": "%d items",
                ],
            ]
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: rule, format: .binary, options: 0)
        #expect(data.starts(with: Array("bplist00".utf8)))
        let yaml = AppStringsTests.labelTheme("items.count(count)", params: "{ count: 1 }", roots: "[../App]")
        let (theme, diagnostics, folder) = try AppStringsTests.load(yaml, files: ["App/en.lproj/Localizable.stringsdict": data])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty && theme?.warnings.isEmpty == true, "\(diagnostics) \(theme?.warnings ?? [])")
        #expect(try AppStringsTests.texts(#require(theme), locale: "en")["text"] == "1 item")
    }
}
