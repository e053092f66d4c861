import Foundation
import StateboardTestSupport
import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme

/// `init --from-xcode` on the shapes of real apps' strings: placeholders found by key shape and
/// by development-language text, targets whose English lives in code, translator-note
/// languages; the theme it writes always passes its own `validate`.
@Suite struct XcodeInitShapesTests {
    /// Writes `files` (path → text) under `App/`, runs `init` into `Themes/app` and returns the
    /// theme's YAML, the summary and `validate`'s errors.
    static func initTheme(_ files: [String: String]) throws -> (yaml: String, summary: XcodeThemeScaffold.Summary, errors: [Diagnostic]) {
        try TestPaths.withTemporaryFolder("init-shapes") { folder in
            let app = folder.appendingPathComponent("App")
            for (path, text) in files {
                let url = app.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            let themes = folder.appendingPathComponent("Themes")
            try FileManager.default.copyItem(at: TestPaths.themes.appendingPathComponent("ios"), to: themes.appendingPathComponent("ios"))
            let summary = try XcodeThemeScaffold.create(name: "app", in: themes.appendingPathComponent("app").path, fromXcode: app.path)
            let yaml = try String(contentsOf: themes.appendingPathComponent("app/theme.yaml"), encoding: .utf8)
            let report = ThemeValidator.validate(path: themes.appendingPathComponent("app").path)
            return (yaml, summary, report.diagnostics.filter { !$0.isWarning })
        }
    }

    static func catalog(_ entries: [String: String], language: String = "en") -> String {
        let body = entries.sorted { $0.key < $1.key }.map { key, value in
            #""\#(key)" : { "localizations" : { "\#(language)" : { "stringUnit" : { "state" : "translated", "value" : "\#(value)" } } } }"#
        }
        return #"{ "sourceLanguage" : "\#(language)", "version" : "1.0", "strings" : { "# + body.joined(separator: ",\n") + " } }"
    }

    /// Rule: snake_case keys with the state in the middle name their screen, state and text.
    @Test(arguments: [
        ("queue_empty_title", "queue", "empty", "title"),
        ("queue_empty_message", "queue", "empty", "message"),
        ("library_no_items_title", "library", "empty", "title"),
        ("search_no_results_found", "search", "empty", "title"),
        ("downloads_error_retry", "downloads", "error", "action"),
        ("feed_loading", "feed", "loading", "title"),
        ("player.queue_empty_subtitle", "player.queue", "empty", "message"),
    ])
    func aSnakeCaseKeyNamesItsScreenStateAndText(_ key: String, _ screen: String, _ state: String, _ param: String) {
        #expect(XcodeScreenGuess.stateKey(key) == .init(screen: screen, state: state, param: param))
    }

    /// Rule: snake_case keys of alerts and buttons, or with more than a word after the state, name none.
    @Test(arguments: ["alert_error_title", "button_empty_title", "status_error_loading_message", "error_title", "no_internet"])
    func otherSnakeCaseKeysNameNoScreen(_ key: String) {
        #expect(XcodeScreenGuess.stateKey(key) == nil)
    }

    /// Rule: English texts that read as an empty, error or loading message are placeholders; a
    /// short one without a closing period is a title, a sentence a message.
    @Test func englishTextsAreReadForTheirState() {
        #expect(XcodeTextGuess.classify("Nothing here yet") ?? ("", "") == ("empty", "title"))
        #expect(XcodeTextGuess.classify("Your list is empty.") ?? ("", "") == ("empty", "message"))
        #expect(XcodeTextGuess.classify("No favorites yet") ?? ("", "") == ("empty", "title"))
        #expect(XcodeTextGuess.classify("Something went wrong") ?? ("", "") == ("error", "title"))
        #expect(XcodeTextGuess.classify("Loading…") ?? ("", "") == ("loading", "message"))
        for other in ["Settings", "Play next", "Add to library", "Shuffle all songs"] { #expect(XcodeTextGuess.classify(other) == nil, "\(other)") }
    }

    /// Rule: `init` finds placeholders by key shape and by development-language text, and the
    /// theme it writes validates.
    @Test func placeholdersAreFoundByKeyShapeAndByText() throws {
        let (yaml, summary, errors) = try Self.initTheme([
            "Localizable.xcstrings": Self.catalog([
                "queue_empty_title": "Up next is empty", "queue_empty_message": "Add songs to play them next.",
                "library_no_items_title": "No albums", "search_no_results_found": "No results",
                "Nothing here yet": "Nothing here yet", "Your list is empty.": "Your list is empty.",
                "favorites.placeholder": "No favorites yet", "settings.title": "Settings",
            ])
        ])
        #expect(errors.isEmpty, "\(errors)")
        #expect(
            Set(summary.screens) == ["queue", "library", "search", "nothing-here-yet", "your-list-is-empty", "favorites"],
            "\(summary.screens)\n\(yaml)")
        #expect(yaml.contains(#"empty: { params: { message: "@queue_empty_message", title: "@queue_empty_title" } }"#), "\(yaml)")
        #expect(yaml.contains(#"empty: { params: { title: "@Nothing here yet" } }"#), "\(yaml)")
        #expect(yaml.contains(#"empty: { params: { title: "@Your list is empty." } }"#), "the message shown as the title: \(yaml)")
    }

    /// Rule: a text found by what it says makes no screen when its key names an alert, toast or
    /// button, or a state its shape did not make a placeholder of; an error sentence used as its
    /// own key is an alert's text, not a screen's.
    @Test func textsOfAlertsMakeNoScreen() {
        #expect(XcodeTextGuess.stateKey("favorites.placeholder", text: "No favorites yet") == .init(screen: "favorites", state: "empty", param: "title"))
        #expect(XcodeTextGuess.stateKey("Nothing here yet", text: "Nothing here yet") == .init(screen: "nothing-here-yet", state: "empty", param: "title"))
        #expect(XcodeTextGuess.stateKey("toast.status.delete.failure", text: "Could not delete the post") == nil)
        #expect(XcodeTextGuess.stateKey("alert_handler.message", text: "Nothing to open") == nil)
        #expect(XcodeTextGuess.stateKey("account.edit.error.save.title", text: "Error while saving") == nil)
        #expect(XcodeTextGuess.stateKey("An error occurred while translating", text: "An error occurred while translating") == nil)
        #expect(XcodeTextGuess.stateKey("Refreshing feeds…", text: "Refreshing feeds…") == nil)
        #expect(XcodeTextGuess.stateKey("Fetching...", text: "Fetching...") == nil)
        #expect(XcodeTextGuess.stateKey("timeline.status", text: "Loading…") == .init(screen: "timeline", state: "loading", param: "message"))
    }

    /// Rule: a loading text becomes the loading spinner's message.
    @Test func aLoadingTextIsTheSpinnersMessage() throws {
        let (yaml, _, errors) = try Self.initTheme(["Localizable.xcstrings": Self.catalog(["feed_loading": "Loading your feed", "feed_empty_title": "No posts"])])
        #expect(errors.isEmpty, "\(errors)")
        #expect(yaml.contains(#"loading: { node: { component: loadingIndicator, message: "@feed_loading" } }"#), "\(yaml)")
    }

    /// Rule (item 4a): a target with translations but no development-language table (its
    /// English is in code, `NSLocalizedString(_:value:comment:)`) makes no screen of those keys;
    /// the theme validates.
    @Test func keysWithoutDevelopmentLanguageTextMakeNoScreen() throws {
        let (yaml, summary, errors) = try Self.initTheme([
            "de.lproj/Localizable.strings": #""inbox.empty.title" = "Keine Nachrichten";\#n"inbox.error.message" = "Fehler: %@";\#n"#,
            "fr.lproj/Localizable.strings": #""inbox.empty.title" = "Aucun message";\#n"inbox.error.message" = "Erreur : %@";\#n"#,
        ])
        #expect(errors.isEmpty, "\(errors)\n\(yaml)")
        #expect(!summary.screens.contains("inbox") && !yaml.contains("@inbox."), "\(yaml)")
        #expect(summary.warnings.isEmpty, "never tried, so never left out: \(summary.warnings)")
    }

    /// Rule (item 4b): translatewiki's message documentation `qqq` (and the reserved codes for
    /// local use, `qaa`–`qtz`, no language, private use, pseudo-locales) is never a matrix locale.
    @Test func translatorNotesAreNotALocale() throws {
        for name in ["qqq", "qqx", "qaa", "und", "zxx", "mis", "x-pseudo", "en-XA", "ar-XB"] {
            #expect(!XcodeThemeScaffold.AppContents.isLocaleName(name), "\(name)")
        }
        let (yaml, summary, errors) = try Self.initTheme([
            "en.lproj/Localizable.strings": #""inbox.error.title" = "Could not load %@";\#n"#,
            "de.lproj/Localizable.strings": #""inbox.error.title" = "%@ konnte nicht geladen werden";\#n"#,
            "qqq.lproj/Localizable.strings": #""inbox.error.title" = "Error title. Parameter is the mailbox name.";\#n"#,
            "mul.lproj/Localizable.strings": #""inbox.error.title" = "Error title";\#n"#,
        ])
        #expect(errors.isEmpty, "\(errors)\n\(yaml)")
        // `qqq.lproj` is not even read (StringsTableLookupTests.translatorNotesAreNotALocale);
        // `mul` (several languages, no one language) is read and left out of the matrix here.
        #expect(summary.locales == ["en", "de"] && summary.leftOutLocales == ["mul"], "\(summary.locales) \(summary.leftOutLocales)")
    }

    /// Rule: an app's `Settings.bundle` localises the Settings app's page (`Root.strings`), so
    /// its languages are not the app's: element-x-ios ships `ar.lproj` and `zh-hans.lproj` there
    /// only, and `lint` then called every key of the app untranslated into Arabic.
    @Test func theSettingsBundlesLanguagesAreNotTheApps() throws {
        let (_, summary, errors) = try Self.initTheme([
            "App/en.lproj/Localizable.strings": #""inbox_empty_title" = "No messages";"#,
            "App/de.lproj/Localizable.strings": #""inbox_empty_title" = "Keine Nachrichten";"#,
            "App/Settings.bundle/en.lproj/Root.strings": #""Version" = "Version";"#,
            "App/Settings.bundle/ar.lproj/Root.strings": #""Version" = "الإصدار";"#,
        ])
        #expect(errors.isEmpty, "\(errors)")
        #expect(summary.locales == ["en", "de"], "\(summary.locales)")
        #expect(summary.stringFiles == 1, "\(summary.stringFiles)")
    }

    /// Rule: `validate`'s error for a state that fails in some locales but not all names them
    /// (here `mul`, put in the matrix by hand: its text takes no argument).
    @Test func anErrorInSomeLocalesNamesThem() throws {
        try TestPaths.withTemporaryFolder("validate-locales") { folder in
            for (language, text) in [("en", "Could not load %@"), ("de", "%@ konnte nicht geladen werden"), ("mul", "Error title. Parameter is the mailbox.")] {
                let lproj = folder.appendingPathComponent("App/\(language).lproj")
                try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
                try Data(#""inbox.error.title" = "\#(text)";"#.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
            }
            let yaml = """
                stateboard: 1
                localizations: [../App]
                screens:
                  inbox:
                    states:
                      error: { params: { title: "@inbox.error.title(text)", text: "Mail" } }
                matrix: { devices: [iphone-15], appearances: [light], locales: [en, de, mul], states: [error] }
                """
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Theme"), withIntermediateDirectories: true)
            try Data(yaml.utf8).write(to: folder.appendingPathComponent("Theme/theme.yaml"))
            let errors = ThemeValidator.validate(path: folder.appendingPathComponent("Theme").path).diagnostics.filter { !$0.isWarning }
            #expect(errors.map(\.message) == ["parameter `text` is not used by the placeholder it is given to (in locale mul)"], "\(errors)")
        }
    }

    /// Rule: a translation that drops an argument the development language takes would make
    /// `validate` refuse the state ("parameter is not used"): its texts are left out, with a
    /// warning that names the screen, the state and the locale.
    @Test func aStateThatFailsInALocaleIsLeftOutAndSaidSo() throws {
        let (yaml, summary, errors) = try Self.initTheme([
            "en.lproj/Localizable.strings": #""inbox.error.title" = "Could not load %@";\#n"inbox.empty.title" = "No mail";\#n"#,
            "ja.lproj/Localizable.strings": #""inbox.error.title" = "読み込めませんでした";\#n"inbox.empty.title" = "メールはありません";\#n"#,
        ])
        #expect(errors.isEmpty, "\(errors)\n\(yaml)")
        #expect(!yaml.contains("@inbox.error.title") && yaml.contains(#""@inbox.empty.title""#), "\(yaml)")
        let warning = try #require(summary.warnings.first { $0.message.contains("left the app's error texts out of screen `inbox`") })
        #expect(warning.message.contains("in ja"), "\(warning.message)")
    }
}
