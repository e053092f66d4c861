import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardTestSupport
import Testing

@testable import StateboardTheme

/// An app's strings live in tables: `NSLocalizedString(_:tableName:bundle:value:comment:)` and
/// `Bundle.localizedString(forKey:value:table:)` read the table named by any `.strings` /
/// `.stringsdict` file (or String Catalog) of that name; `Localizable` is only the default.
/// A theme's `@key` finds a key in any table, `Localizable` first; `@Table:key` names one.
@Suite struct StringTablesTests {
    static func text(_ reference: String, files: [String: String], locale: String = "en") throws -> (String?, [Diagnostic]) {
        try StringsTableLookupTests.text(reference, files: files, locale: locale)
    }

    /// A key kept in `Common.strings` (xdripswift's twenty tables, element-ios' `Vector.strings`).
    @Test func aTableOtherThanLocalizableIsRead() throws {
        let files = ["App/en.lproj/Common.strings": "\"sync.empty.title\" = \"Nothing synced\";"]
        let (text, diagnostics) = try Self.text("sync.empty.title", files: files)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(text == "Nothing synced")
    }

    /// Habitica's `Base.lproj/Mainstrings.strings`, read with `L10n.tr("Mainstrings", …)`.
    @Test func aNamedTableInBaseLprojIsTheDevelopmentLanguages() throws {
        let files = ["App/Base.lproj/Mainstrings.strings": "\"inbox.empty\" = \"No messages\";"]
        #expect(try Self.text("inbox.empty", files: files, locale: "de").0 == "No messages")
    }

    /// The default table wins an unnamed key; `@Table:key` reads the named table.
    @Test func localizableWinsAnUnnamedKeyAndTableColonKeyNamesTheTable() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"retry\" = \"Try Again\";",
            "App/en.lproj/Alerts.strings": "\"retry\" = \"Retry Upload\";",
        ]
        #expect(try Self.text("retry", files: files).0 == "Try Again")
        let (named, diagnostics) = try Self.text("Alerts:retry", files: files)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(named == "Retry Upload")
    }

    /// A key's translations come from its own table: another table's text of the same key in
    /// another language is not mixed in.
    @Test func aKeysTranslationsComeFromOneTable() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"done\" = \"Done\";",
            "App/fr.lproj/Localizable.strings": "\"done\" = \"Terminé\";",
            "App/en.lproj/Alerts.strings": "\"done\" = \"Alert done\";",
            "App/fr.lproj/Alerts.strings": "\"done\" = \"Alerte terminée\";",
        ]
        #expect(try Self.text("done", files: files, locale: "fr").0 == "Terminé")
        #expect(try Self.text("Alerts:done", files: files, locale: "fr").0 == "Alerte terminée")
    }

    /// A String Catalog is a table too: `Settings.xcstrings` is `@Settings:key`.
    @Test func aStringCatalogIsTheTableOfItsName() throws {
        let catalog = #"""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings title" } } } } } }
            """#
        let files = [
            "App/Settings.xcstrings": catalog,
            "App/en.lproj/Localizable.strings": "\"title\" = \"Main title\";",
        ]
        #expect(try Self.text("title", files: files).0 == "Main title")
        #expect(try Self.text("Settings:title", files: files).0 == "Settings title")
    }

    /// `init --from-xcode` finds placeholders in every table, and none in `InfoPlist.strings`
    /// (its keys are the bundle's Info.plist keys).
    @Test func initFindsPlaceholdersInEveryTableButInfoPlist() throws {
        try TestPaths.withTemporaryFolder("init-tables") { folder in
            let app = folder.appendingPathComponent("App")
            let lproj = app.appendingPathComponent("en.lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("\"feed.empty.title\" = \"No posts yet\";\n".utf8).write(to: lproj.appendingPathComponent("Common.strings"))
            try Data("\"camera.empty.title\" = \"Allow the camera\";\n".utf8).write(to: lproj.appendingPathComponent("InfoPlist.strings"))
            let themes = folder.appendingPathComponent("Themes")
            try FileManager.default.copyItem(at: TestPaths.themes.appendingPathComponent("ios"), to: themes.appendingPathComponent("ios"))
            let summary = try XcodeThemeScaffold.create(name: "app", in: themes.appendingPathComponent("app").path, fromXcode: app.path)
            let yaml = try String(contentsOf: themes.appendingPathComponent("app/theme.yaml"), encoding: .utf8)
            #expect(yaml.contains(#"title: "@feed.empty.title""#), "\(yaml)")
            #expect(!yaml.contains("camera.empty.title"), "InfoPlist keys make no screen: \(yaml)")
            #expect(summary.keys >= 1)
            let report = ThemeValidator.validate(path: themes.appendingPathComponent("app").path)
            #expect(report.diagnostics.filter { !$0.isWarning }.isEmpty, "\(report.diagnostics)")
        }
    }
}
