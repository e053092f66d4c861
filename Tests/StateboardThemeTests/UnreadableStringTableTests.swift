import Foundation
import StateboardAppFiles
import StateboardCore
import Testing

@testable import StateboardTheme

/// One string file that cannot be read does not sink the theme. `Bundle` leaves a table it cannot
/// load empty and shows the key (swift-corelibs-foundation `CFBundle_Strings.c`: "Unable to load
/// .strings file", then "Hit last resort and creating empty strings table"); Stateboard skips the
/// file with a warning naming it, and reports an error only where a drawn string needs that table
/// in that locale, as an unreadable asset set is only an error where drawn. (docs/AppFormats.md)
@Suite struct UnreadableStringTableTests {
    static let english = Data("\"nothing.title\" = \"Nothing here\";\n".utf8)
    static let brokenArabic = Data("\"nothing.title\" = \"لا شيء\"\n\"other\" = \"x\";\n".utf8)  // no `;` after the first value

    static func load(_ files: [String: Data], key: String = "nothing.title") throws -> (Theme, [Diagnostic], URL) {
        let (theme, diagnostics, folder) = try AppStringsTests.load(AppStringsTests.labelTheme(key, roots: "[../App]"), files: files)
        return (try #require(theme, "\(diagnostics)"), diagnostics, folder)
    }

    /// The theme loads (no error), with one warning naming the file and where its problem is.
    @Test func aBrokenTranslationIsAWarningAtLoad() throws {
        let (theme, diagnostics, folder) = try Self.load(
            ["App/en.lproj/Localizable.strings": Self.english, "App/ar.lproj/Localizable.strings": Self.brokenArabic])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let warning = try #require(theme.warnings.first, "no warning")
        #expect(theme.warnings.count == 1 && warning.isWarning, "\(theme.warnings)")
        #expect(warning.message.hasPrefix("`ar.lproj/Localizable.strings` is skipped: expected `;` after the value"), "\(warning)")
        #expect(warning.location.file.hasSuffix("ar.lproj/Localizable.strings") && warning.location.line == 2 && warning.location.column == 1)
    }

    /// Other locales render: the theme loads (`ThemeLoader.load` throws on any error), English
    /// from its own table, French falling back to English.
    @Test func otherLocalesStillRender() throws {
        let (_, _, folder) = try Self.load(
            ["App/en.lproj/Localizable.strings": Self.english, "App/ar.lproj/Localizable.strings": Self.brokenArabic])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = try ThemeLoader.load(path: folder.appendingPathComponent("Theme").path)
        #expect(try AppStringsTests.texts(theme, locale: "en")["text"] == "Nothing here")
        #expect(try AppStringsTests.texts(theme, locale: "fr")["text"] == "Nothing here")
    }

    /// Drawing the string in the broken table's locale is an error at the `@key`, naming the file
    /// and its problem's place; the English text is not silently drawn instead.
    @Test func drawingFromTheBrokenTableIsAnErrorWhereDrawn() throws {
        let (theme, _, folder) = try Self.load(
            ["App/en.lproj/Localizable.strings": Self.english, "App/ar.lproj/Localizable.strings": Self.brokenArabic])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: DiagnosticsError.self) { try AppStringsTests.texts(theme, locale: "ar") }
        do {
            _ = try AppStringsTests.texts(theme, locale: "ar")
        } catch let error as DiagnosticsError {
            let atKey = try #require(error.diagnostics.first { $0.location.file.hasSuffix("theme.yaml") }, "\(error)")
            #expect(atKey.message.contains("`@nothing.title`: `ar.lproj/Localizable.strings` cannot be read: expected `;` after the value"), "\(atKey)")
            #expect(atKey.message.contains("ar.lproj/Localizable.strings:2:1"), "\(atKey)")
            #expect(error.diagnostics.contains { $0.location.file.hasSuffix("ar.lproj/Localizable.strings") && !$0.isWarning }, "\(error)")
        }
    }

    /// `validate` reports it there, located at the theme's line, for the broken locale only.
    @Test func validateReportsItWhereDrawn() throws {
        let yaml = AppStringsTests.labelTheme("nothing.title", roots: "[../App]") + "\nmatrix: { locales: [en, ar, fr], states: [empty] }\n"
        let (_, _, folder) = try AppStringsTests.load(
            yaml, files: ["App/en.lproj/Localizable.strings": Self.english, "App/ar.lproj/Localizable.strings": Self.brokenArabic])
        defer { try? FileManager.default.removeItem(at: folder) }
        let problems = ThemeValidator.validate(path: folder.appendingPathComponent("Theme").path).diagnostics.filter { !$0.isWarning }
        let atKey = problems.filter { $0.message.contains("`@nothing.title`") }
        #expect(!atKey.isEmpty && atKey.allSatisfy { $0.message.contains("ar.lproj") && $0.location.file.hasSuffix("theme.yaml") }, "\(problems)")
    }

    /// A key's own problem (one stringsdict rule) skips that key only: the file's other keys draw.
    @Test func aBrokenKeySkipsOnlyThatKey() throws {
        let dict = """
            <?xml version="1.0"?>
            <plist version="1.0"><dict>
            <key>broken</key><dict><key>NSStringFormatSpecTypeKey</key><string>x</string></dict>
            <key>nothing.title</key><dict><key>NSStringLocalizedFormatKey</key><string>Fine</string></dict>
            </dict></plist>
            """
        let (theme, diagnostics, folder) = try Self.load(["App/en.lproj/Localizable.stringsdict": Data(dict.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            theme.warnings.count == 1 && theme.warnings[0].message.hasPrefix("`broken` in `en.lproj/Localizable.stringsdict` is skipped"), "\(theme.warnings)")
        #expect(try AppStringsTests.texts(theme, locale: "en")["text"] == "Fine")
        let (other, _, otherFolder) = try Self.load(["App/en.lproj/Localizable.stringsdict": Data(dict.utf8)], key: "broken")
        defer { try? FileManager.default.removeItem(at: otherFolder) }
        #expect(throws: DiagnosticsError.self) { try AppStringsTests.texts(other, locale: "en") }
    }

    /// A String Catalog that cannot be read at all: a key found nowhere else is an error where drawn
    /// (not "no string"), naming the catalog.
    @Test func anUnreadableCatalogIsNamedWhereItsKeyIsDrawn() throws {
        let (theme, diagnostics, folder) = try Self.load(["App/Localizable.xcstrings": Data("{ \"sourceLanguage\": ".utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty && theme.warnings.count == 1, "\(diagnostics) \(theme.warnings)")
        do {
            _ = try AppStringsTests.texts(theme, locale: "en")
            Issue.record("drawn without its catalog")
        } catch let error as DiagnosticsError {
            #expect(error.diagnostics.contains { $0.message.contains("`Localizable.xcstrings` cannot be read") }, "\(error)")
        }
    }
}
