import Foundation
import StateboardCore
import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme
import StateboardTestSupport

/// The app's own strings (`localizations`): String Catalogs, legacy `.strings` and
/// `.stringsdict`, read where they are, resolving `@key` with format arguments and plurals.
@Suite struct AppStringsTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/InboxApp")
    static let fixtureTheme = fixture.appendingPathComponent("Themes/inbox")

    /// Writes `files` (relative path → contents) into a fresh folder, the theme at `Theme/theme.yaml`,
    /// and loads it.
    static func load(_ yaml: String, files: [String: Data] = [:], links: [String: String] = [:]) throws -> (Theme?, [Diagnostic], URL) {
        let folder = try TestPaths.temporaryFolder("appstrings")
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        for (path, target) in links {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Theme"), withIntermediateDirectories: true)
        try Data(yaml.utf8).write(to: folder.appendingPathComponent("Theme/theme.yaml"))
        let (theme, diagnostics) = ThemeLoader.loadCollecting(path: folder.appendingPathComponent("Theme").path)
        return (theme, diagnostics, folder)
    }

    static func catalog() throws -> Data { try Data(contentsOf: fixture.appendingPathComponent("Localizable.xcstrings")) }

    /// A theme whose `empty` state is one label `@<reference>` with `params`.
    static func labelTheme(_ reference: String, params: String = "{}", roots: String = "[../App/Localizable.xcstrings]", strings: String = "") -> String {
        """
        stateboard: 1
        localizations: \(roots)
        \(strings)
        states:
          empty:
            node: { label: { id: text, text: "@\(reference)" } }
            params: \(params)
        screens:
          home: {}
        """
    }

    /// The texts of the labels and buttons of a screen state, by node id.
    static func texts(
        _ theme: Theme, screen: String = "home", state: String = "empty", locale: String, device: Device = Device.presets[3]
    ) throws -> [String: String] {
        let scene = try ThemeResolver(theme: theme).scene(
            screen: screen, state: ViewState(key: state)!, variant: Variant(device: device, locale: LocaleInfo(locale)))
        var result: [String: String] = [:]
        func visit(_ node: PlaceholderNode) {
            if let text = node.content.value as? any TextShowingContent { result[node.id ?? "?"] = text.primaryText.text }
            node.children.forEach(visit)
        }
        visit(scene.root)
        return result
    }

    /// Loads the one-label theme over the fixture catalog and resolves it in `locale`.
    static func text(_ reference: String, params: String = "{}", locale: String) throws -> String? {
        let (theme, diagnostics, folder) = try load(labelTheme(reference, params: params), files: ["App/Localizable.xcstrings": try catalog()])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try texts(#require(theme), locale: locale)["text"]
    }

    // MARK: String Catalogs

    /// xcstrings: a `stringUnit`'s value is the locale's text; a locale the catalog lacks shows the source language.
    @Test func aCatalogStringUnitIsTheLocalesText() throws {
        let theme = try ThemeLoader.load(path: Self.fixtureTheme.path)
        #expect(try Self.texts(theme, screen: "inbox", locale: "en")["title"] == "No Messages")
        #expect(try Self.texts(theme, screen: "inbox", locale: "zh-Hans")["title"] == "没有消息")
        #expect(try Self.texts(theme, screen: "inbox", locale: "ar")["title"] == "لا توجد رسائل")
        #expect(try Self.text("inbox.subtitle", locale: "ar") == "Messages from your team show up here.", "no ar: the en source text")
    }

    /// xcstrings plural, English: `one` for 1, `other` for 0 and 5, the count filled into `%lld`.
    @Test func englishPluralsPickOneAndOther() throws {
        #expect(try Self.text("inbox.unread(count)", params: "{ count: 1 }", locale: "en") == "1 unread message")
        #expect(try Self.text("inbox.unread(count)", params: "{ count: 5 }", locale: "en") == "5 unread messages")
        #expect(try Self.text("inbox.unread(count)", params: "{ count: 0 }", locale: "en") == "0 unread messages")
    }

    /// xcstrings plural, Arabic: zero, one, two, few (n % 100 in 3…10), many (11…99), other; the
    /// count written in Arabic-Indic digits, as iOS writes `%lld` in Arabic.
    @Test func arabicPluralsPickEveryForm() throws {
        let expected: [(Int, String)] = [
            (0, "لا رسائل غير مقروءة"), (1, "رسالة واحدة غير مقروءة"), (2, "رسالتان غير مقروءتين"),
            (3, "٣ رسائل غير مقروءة"), (10, "١٠ رسائل غير مقروءة"), (11, "١١ رسالة غير مقروءة"),
            (99, "٩٩ رسالة غير مقروءة"), (100, "١٠٠ رسالة غير مقروءة (other)"), (103, "١٠٣ رسائل غير مقروءة"),
        ]
        for (count, text) in expected {
            #expect(try Self.text("inbox.unread(count)", params: "{ count: \(count) }", locale: "ar") == text, "count \(count)")
        }
    }

    /// xcstrings plural, Simplified Chinese: only `other`, for 1 as for 5.
    @Test func chineseHasOnlyTheOtherForm() throws {
        #expect(try Self.text("inbox.unread(count)", params: "{ count: 1 }", locale: "zh-Hans") == "1 条未读消息")
        #expect(try Self.text("inbox.unread(count)", params: "{ count: 5 }", locale: "zh-Hans") == "5 条未读消息")
    }

    /// CLDR plural rules per language, integers and fractions.
    @Test func pluralRulesFollowCLDR() {
        func categories(_ locale: String, _ numbers: [Double]) -> [String] { numbers.map { PluralRules.category(of: $0, locale: locale) } }
        #expect(categories("en", [0, 1, 2, 1.5]) == ["other", "one", "other", "other"])
        #expect(categories("fr", [0, 1, 1.5, 2, 1_000_000]) == ["one", "one", "one", "other", "many"])
        #expect(
            categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111]) == [
                "zero", "one", "two", "few", "few", "many", "many", "other", "other", "few", "many",
            ])
        #expect(categories("ru", [1, 2, 5, 11, 12, 21, 22, 25, 1.5]) == ["one", "few", "many", "many", "many", "one", "few", "many", "other"])
        #expect(categories("uk", [31, 34, 111]) == ["one", "few", "many"])
        #expect(categories("pl", [1, 2, 5, 12, 21, 22, 25]) == ["one", "few", "many", "many", "many", "few", "many"])
        #expect(categories("zh-Hans", [0, 1, 2]) == ["other", "other", "other"])
        #expect(categories("ja", [1]) == ["other"] && categories("ko", [1]) == ["other"])
    }

    /// xcstrings `substitutions` (`%#@name@` with `argNum` and `%arg`): each argument picks its own plural form.
    @Test func catalogSubstitutionsPickTheirOwnForms() throws {
        #expect(try Self.text("inbox.summary(count, folders)", params: "{ count: 1, folders: 4 }", locale: "en") == "1 message in 4 folders")
        #expect(try Self.text("inbox.summary(count, folders)", params: "{ count: 7, folders: 1 }", locale: "en") == "7 messages in 1 folder")
        #expect(
            try Self.text("inbox.summary", params: "{ messages: 2, folders: 1 }", locale: "en") == "2 messages in 1 folder",
            "without a list, a substitution takes the param of its name")
    }

    /// xcstrings `variations.device`: the render's idiom (`iphone`, `ipad`), else `other`.
    @Test func deviceVariationsFollowTheDevice() throws {
        let theme = try ThemeLoader.load(path: Self.fixtureTheme.path)
        let pad = try #require(Device.presets.first { $0.isPad })
        #expect(try Self.texts(theme, screen: "inbox", locale: "en")["compose"] == "Tap Compose to write one")
        #expect(try Self.texts(theme, screen: "inbox", locale: "en", device: pad)["compose"] == "Click Compose to write one")
    }

    // MARK: legacy .strings and .stringsdict

    /// .strings in UTF-16 with a byte order mark (little- and big-endian), and UTF-8.
    @Test func stringsFilesInUTF16AndUTF8() throws {
        let theme = try ThemeLoader.load(path: Self.fixtureTheme.path)
        #expect(try Self.texts(theme, screen: "inbox", state: "error", locale: "en")["title"] == "Couldn\u{2019}t Load", "the fixture's UTF-16LE file")
        #expect(try Self.texts(theme, screen: "inbox", state: "error", locale: "ar")["title"] == "تعذّر التحميل", "the fixture's UTF-8 file")
        var bigEndian = Data([0xFE, 0xFF])
        bigEndian.append("\"hello\" = \"Grüß dich\";\n".data(using: .utf16BigEndian)!)
        let (loaded, diagnostics, folder) = try Self.load(
            Self.labelTheme("hello", roots: "[../App/en.lproj]"), files: ["App/en.lproj/Localizable.strings": bigEndian])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try Self.texts(#require(loaded), locale: "en")["text"] == "Grüß dich", "a UTF-16BE file")
    }

    /// .strings escapes (`\"`, `\n`, `\\`, `\U2019`), `/* */` and `//` comments, unquoted keys.
    @Test func stringsEscapesAndComments() throws {
        let theme = try ThemeLoader.load(path: Self.fixtureTheme.path)
        let strings = """
            /* a comment with "quotes" = and ; */
            "a" = "She said \\"hi\\"\\nthen left \\\\ bye"; // trailing comment
            b = "Couldn\\U2019t";
            "emoji" = "\\UD83D\\UDCEC mail";
            """
        let (loaded, diagnostics, folder) = try Self.load(
            Self.labelTheme("a", roots: "[../App]"), files: ["App/en.lproj/Localizable.strings": Data(strings.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let table = try #require(loaded).appStrings
        #expect(try Self.texts(#require(loaded), locale: "en")["text"] == "She said \"hi\"\nthen left \\ bye")
        guard case .text(let b)? = table.entries["b"]?.localizations["en"]?.value else { Issue.record("no `b`"); return }
        #expect(b == "Couldn\u{2019}t")
        guard case .text(let emoji)? = table.entries["emoji"]?.localizations["en"]?.value else { Issue.record("no `emoji`"); return }
        #expect(emoji == "\u{1F4EC} mail", "a surrogate pair is one character")
        #expect(theme.appStrings.entries["legacy.unquoted"] != nil)
    }

    /// .stringsdict: `NSStringLocalizedFormatKey` with `%#@files@`, plural forms by the locale's rules.
    @Test func stringsdictPluralsFollowTheLocale() throws {
        let theme = try ThemeLoader.load(path: Self.fixtureTheme.path)
        #expect(try Self.texts(theme, screen: "inbox", state: "error", locale: "en")["files"] == "3 files & more")
        let yaml = { (count: Int) in
            Self.labelTheme("legacy.files", params: "{ files: \(count) }", roots: "[../App]")
        }
        let files = [
            "App/en.lproj/Localizable.stringsdict": try Data(contentsOf: Self.fixture.appendingPathComponent("Legacy/en.lproj/Localizable.stringsdict")),
            "App/ar.lproj/Localizable.stringsdict": try Data(contentsOf: Self.fixture.appendingPathComponent("Legacy/ar.lproj/Localizable.stringsdict")),
        ]
        for (count, locale, text) in [
            (1, "en", "1 file & more"), (0, "ar", "لا ملفات & more"), (2, "ar", "ملفان & more"), (4, "ar", "٤ ملفات & more"), (12, "ar", "١٢ ملفًا & more"),
        ] {
            let (loaded, diagnostics, folder) = try Self.load(yaml(count), files: files)
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            #expect(try Self.texts(#require(loaded), locale: locale)["text"] == text, "\(count) in \(locale)")
        }
    }

    // MARK: format specifiers and precedence

    /// Numbers fill specifiers in the locale's digits: Arabic-Indic in Arabic (with ٫ as the
    /// decimal point), Extended Arabic-Indic in Persian, ASCII elsewhere; text, `%x` and the
    /// pseudo-locales keep ASCII digits.
    @Test func numbersAreWrittenInTheLocalesDigits() throws {
        func fill(_ format: String, _ value: String, locale: String) throws -> String {
            let formatter = FormatSpecifiers(locale: locale, substitutions: [:]) { _, _ in
                FormatSpecifiers.Argument(name: "n", text: value, location: FileLocation(file: "t", line: 1, column: 1))
            }
            var next = 1
            return try formatter.fill(format, next: &next)
        }
        #expect(try fill("%lld", "1234", locale: "ar") == "١٢٣٤")
        #expect(try fill("%.1f", "2.5", locale: "ar") == "٢٫٥")
        #expect(try fill("%d", "7", locale: "fa") == "۷")
        #expect(try fill("%d", "7", locale: "zh-Hans") == "7")
        #expect(try fill("%x", "255", locale: "ar") == "ff")
        #expect(try fill("%@", "R2D2", locale: "ar") == "R2D2")
        #expect(try fill("%d", "7", locale: "ar-XB") == "7")
    }

    /// Positional specifiers (`%1$@`, `%2$lld`) take the listed params by position, in any order
    /// the translation puts them; sequential `%d` take them in order; `%%` is a percent sign.
    @Test func positionalAndSequentialSpecifiers() throws {
        let theme = try ThemeLoader.load(path: Self.fixtureTheme.path)
        #expect(try Self.texts(theme, screen: "inbox", locale: "en")["greeting"] == "Hello, Mia! You have 5 new messages.")
        #expect(try Self.texts(theme, screen: "inbox", locale: "ar")["greeting"] == "٥ رسائل جديدة، Mia")
        let formatter = FormatSpecifiers(locale: "en", substitutions: [:]) { position, _ in
            FormatSpecifiers.Argument(name: "a\(position)", text: ["3", "12", "x"][position - 1], location: FileLocation(file: "t", line: 1, column: 1))
        }
        var next = 1
        #expect(try formatter.fill("%d of %ld (%%) %3$@ %2$03lld %1$.1f", next: &next) == "3 of 12 (%) x 012 3.0")
    }

    /// A param that is not a number where `%lld` needs one is reported where the param is written.
    @Test func aWrongArgumentIsReportedAtTheParam() throws {
        let (theme, diagnostics, folder) = try Self.load(
            Self.labelTheme("inbox.unread(count)", params: "{ count: many }"),
            files: ["App/Localizable.xcstrings": try Self.catalog()])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(throws: DiagnosticsError.self) { try Self.texts(#require(theme), locale: "en") }
        do { _ = try Self.texts(#require(theme), locale: "en") } catch let error as DiagnosticsError {
            let problem = try #require(error.diagnostics.first)
            #expect(problem.message.contains("`count` is `many`, not a number"), "\(problem)")
            #expect(problem.location.line == 7, "\(problem)")
        }
        let missing = try Self.load(Self.labelTheme("inbox.unread"), files: ["App/Localizable.xcstrings": try Self.catalog()])
        defer { try? FileManager.default.removeItem(at: missing.2) }
        do { _ = try Self.texts(#require(missing.0), locale: "en"); Issue.record("a plural without its argument resolved") } catch let error as DiagnosticsError
        {
            #expect(error.diagnostics.first?.hint?.contains("`@inbox.unread(count)`") == true, "\(error)")
        }
    }

    /// A string without arguments is shown as written (`100% sure`); one whose text plainly needs
    /// arguments (`%1$@`) but is referenced without them is an error with the fix as its hint.
    @Test func argumentsAreNeededOnlyWhereTheTextHasSpecifiers() throws {
        let catalog = #"{ "sourceLanguage" : "en", "strings" : { "sure" : { "localizations" : { "en" : { "stringUnit" : { "value" : "100% sure" } } } } } }"#
        let plain = try Self.load(Self.labelTheme("sure"), files: ["App/Localizable.xcstrings": Data(catalog.utf8)])
        defer { try? FileManager.default.removeItem(at: plain.2) }
        #expect(try Self.texts(#require(plain.0), locale: "en")["text"] == "100% sure")
        let greeting = try Self.load(Self.labelTheme("inbox.greeting"), files: ["App/Localizable.xcstrings": try Self.catalog()])
        defer { try? FileManager.default.removeItem(at: greeting.2) }
        do { _ = try Self.texts(#require(greeting.0), locale: "en"); Issue.record("a format without its arguments resolved") } catch let error
            as DiagnosticsError
        {
            #expect(error.diagnostics.first?.message.contains("format specifier `%1$@`") == true, "\(error)")
        }
    }

    /// The theme's own `strings` win over the app's for the locale they define; other locales use the app's.
    @Test func themeStringsWinOverTheCatalog() throws {
        let theme = try ThemeLoader.load(path: Self.fixtureTheme.path)
        #expect(try Self.texts(theme, screen: "inbox", locale: "en")["retry"] == "Retry Now")
        #expect(try Self.texts(theme, screen: "inbox", locale: "zh-Hans")["retry"] == "重试")
    }

    /// A theme string referenced with arguments is a format too: `@key(count)` fills `%lld`.
    @Test func themeStringsTakeArgumentsToo() throws {
        let yaml = Self.labelTheme("items(count)", params: "{ count: 3 }", strings: "strings:\n  en: { items: \"%lld items, 100%% {count}\" }")
        let (theme, diagnostics, folder) = try Self.load(yaml, files: ["App/Localizable.xcstrings": try Self.catalog()])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try Self.texts(#require(theme), locale: "en")["text"] == "3 items, 100% 3")
    }

    /// Pseudo-locales transform the base locale's text but keep its format specifiers, for the
    /// app's strings and the theme's: the values filled in stay as they are.
    @Test func pseudoLocalesKeepFormatSpecifiers() throws {
        #expect(PseudoLocale.accented.transform("%lld of %1$@ {name} %#@files@ 100%% x") == "[%lld óƒ %1$@ {name} %#@files@ 100%% ẋ ··]")
        #expect(
            try Self.text("inbox.greeting(name, count)", params: "{ name: Mia, count: 2 }", locale: "en-XA")
                == "[Ĥéļļó, Mia! Ýóú ĥáṽé 2 ñéŵ ɱéššáĝéš. ··········]")
        let yaml = Self.labelTheme("items(count)", params: "{ count: 3 }", strings: "strings:\n  en: { items: \"%lld items\" }")
        let (theme, diagnostics, folder) = try Self.load(yaml, files: ["App/Localizable.xcstrings": try Self.catalog()])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try Self.texts(#require(theme), locale: "en-XA")["text"] == "[3 íţéɱš ··]")
    }

    /// `explain --resolution` says which file, form and fallback an app string came from.
    @Test func resolutionStepsNameTheFileAndTheFallback() throws {
        let theme = try ThemeLoader.load(path: Self.fixtureTheme.path)
        let steps = try ThemeResolver(theme: theme).resolve(
            screen: "inbox", state: .empty, variant: Variant(device: Device.presets[3], locale: LocaleInfo("ar"))
        ).steps
        let compose = try #require(steps.first { $0.value == "string inbox.compose" })
        #expect(compose.level.contains("Localizable.xcstrings (en, device iphone, no ar translation: en text shown)"), "\(compose)")
        #expect(steps.contains { $0.value == "string inbox.unread" && $0.level.contains("plural few") })
    }

    /// The fixture theme validates: every screen, state and matrix locale resolves.
    @Test func theFixtureThemeIsValid() {
        let report = ThemeValidator.validate(path: Self.fixtureTheme.path)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.resolvedCount == 6)
    }
}
