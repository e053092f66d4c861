import Foundation
import StateboardCore
import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme

/// Which table a string comes from, as `Bundle` resolves it (docs/AppFormats.md): the
/// `.stringsdict` rule over the `.strings` entry of the same table (swift-corelibs-foundation
/// `CFBundle_Strings.c`), `.lproj` names in any case and with `_` or `-`, the language's own
/// folder before `Base.lproj` (`CFBundle_Resources.c`: the preferred `.lproj` folders, "Next,
/// search Base.lproj folder", then the development language), the development region last, and
/// translator notes and pseudo-languages left out.
@Suite struct StringsTableLookupTests {
    static let pluralRule = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>items.count</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@items@</string>
        <key>items</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d item</string>
        <key>other</key><string>%d items</string>
        </dict></dict></dict></plist>
        """

    static func text(
        _ reference: String, files: [String: String], locale: String, params: String = "{}", base: String = "en"
    ) throws -> (String?, [Diagnostic]) {
        let yaml = "baseLocale: \(base)\n" + AppStringsTests.labelTheme(reference, params: params, roots: "[../App]")
        let (theme, diagnostics, folder) = try AppStringsTests.load(yaml, files: files.mapValues { Data($0.utf8) })
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let theme else { return (nil, diagnostics) }
        return (try AppStringsTests.texts(theme, locale: locale)["text"], diagnostics + theme.warnings)
    }

    /// `CFBundle_Strings.c`: "any entry in the stringsDictTable must override the content from
    /// stringsTable": the placeholder line a translation service writes beside the rule loses.
    @Test func theStringsdictRuleWinsOverTheStringsEntry() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"items.count\" = \"items.count\";\n",
            "App/en.lproj/Localizable.stringsdict": Self.pluralRule,
        ]
        let (one, diagnostics) = try Self.text("items.count(count)", files: files, locale: "en", params: "{ count: 1 }")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(one == "1 item")
        #expect(try Self.text("items.count(count)", files: files, locale: "en", params: "{ count: 4 }").0 == "4 items")
    }

    /// Only within one table: in the same locale, another table's stringsdict (a declared
    /// `fr.lproj/Other.stringsdict`) does not replace `Localizable.strings`' entry.
    @Test func theStringsdictRuleWinsOnlyInItsOwnTable() throws {
        let files = [
            "App/fr.lproj/Localizable.strings": "\"items.count\" = \"%d éléments\";\n",
            "App/fr.lproj/Other.stringsdict": Self.pluralRule,
        ]
        let yaml = AppStringsTests.labelTheme("items.count(count)", params: "{ count: 3 }", roots: "[../App, ../App/fr.lproj/Other.stringsdict]")
        let (theme, diagnostics, folder) = try AppStringsTests.load(yaml, files: files.mapValues { Data($0.utf8) })
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try AppStringsTests.texts(#require(theme), locale: "fr")["text"] == "3 éléments")
    }

    /// `.lproj` folders named in any case and with `_` or `-` are the same language
    /// (`zh_Hans.lproj`, `PT-br.lproj`, `en_GB.lproj`).
    @Test func lprojNamesMatchInAnyCaseAndSeparator() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"hi\" = \"Hello\";",
            "App/zh_Hans.lproj/Localizable.strings": "\"hi\" = \"你好\";",
            "App/PT-br.lproj/Localizable.strings": "\"hi\" = \"Olá\";",
            "App/en_GB.lproj/Localizable.strings": "\"hi\" = \"Hello, mate\";",
        ]
        #expect(try Self.text("hi", files: files, locale: "zh-Hans").0 == "你好")
        #expect(try Self.text("hi", files: files, locale: "pt-BR").0 == "Olá")
        #expect(try Self.text("hi", files: files, locale: "en-GB").0 == "Hello, mate")
        #expect(try Self.text("hi", files: files, locale: "en-AU").0 == "Hello, mate", "en-AU → en-001 → en-GB")
    }

    /// `Base.lproj` holds the development language's strings; the language's own folder comes
    /// first when both have the key (`CFBundle_Resources.c` searches `Base.lproj` after it).
    @Test func baseLprojStandsForTheDevelopmentLanguage() throws {
        let base = ["App/Base.lproj/Localizable.strings": "\"hi\" = \"Hello from Base\";"]
        #expect(try Self.text("hi", files: base, locale: "en").0 == "Hello from Base")
        #expect(try Self.text("hi", files: base, locale: "de").0 == "Hello from Base")
        let both = base.merging(["App/en.lproj/Localizable.strings": "\"hi\" = \"Hello from en\";"]) { $1 }
        #expect(try Self.text("hi", files: both, locale: "en").0 == "Hello from en")
    }

    /// `CFBundleDevelopmentRegion` (the theme's `baseLocale`): the last fallback, whatever it is.
    @Test func theDevelopmentRegionIsTheLastFallback() throws {
        let files = [
            "App/de.lproj/Localizable.strings": "\"hi\" = \"Hallo\";",
            "App/fr.lproj/Localizable.strings": "\"hi\" = \"Bonjour\";",
        ]
        #expect(try Self.text("hi", files: files, locale: "ja", base: "de").0 == "Hallo")
        #expect(try Self.text("hi", files: files, locale: "ja", base: "fr").0 == "Bonjour")
    }

    /// translatewiki's `qqq` (message documentation) and pseudo-locale folders are not
    /// languages: they are not read, in folders or in a String Catalog.
    @Test func translatorNotesAreNotALocale() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"hi\" = \"Hello\";",
            "App/qqq.lproj/Localizable.strings": "\"hi\" = \"Greeting shown on the empty screen\";",
            "App/en-XA.lproj/Localizable.strings": "\"hi\" = \"[Ĥéļļö]\";",
        ]
        let yaml = AppStringsTests.labelTheme("hi", roots: "[../App]")
        let (theme, diagnostics, folder) = try AppStringsTests.load(yaml, files: files.mapValues { Data($0.utf8) })
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let strings = try #require(theme).appStrings
        #expect(strings.files.count == 1 && strings.files[0].hasSuffix("en.lproj/Localizable.strings"), "\(strings.files)")
        #expect(!strings.hasTranslation("hi", in: "qqq"))
        let catalog =
            #"{ "sourceLanguage" : "en", "strings" : { "hi" : { "localizations" : { "en" : { "stringUnit" : { "value" : "Hello" } }, "qqq" : { "stringUnit" : { "value" : "A note" } }, "qps-ploc" : { "stringUnit" : { "value" : "[x]" } } } } } }"#
        var found: [Diagnostic] = []
        let read = StringCatalogReader(file: "L.xcstrings", report: { found.append($0) }).read(Array(catalog.utf8))
        #expect(found.isEmpty && read.entries["hi"]?.localizations.keys.sorted() == ["en"], "\(found)")
        #expect(ThemeConfinement.isNotesOrPseudoLocale("QQQ") && ThemeConfinement.isNotesOrPseudoLocale("qps_ploc"))
        #expect(
            !ThemeConfinement.isNotesOrPseudoLocale("quz") && !ThemeConfinement.isNotesOrPseudoLocale("en") && !ThemeConfinement.isNotesOrPseudoLocale("en-GB"))
    }
}
