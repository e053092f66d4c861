import Foundation
import StateboardCore
import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme
import StateboardTestSupport

/// Filling a string (format widths, plural substitutions, `{name}` placeholders) can multiply a
/// text that is within `stringLength` many times over: the filled text is held to the same
/// limit while it grows, and a placeholder nothing fills is an error where the string is written.
@Suite struct StringExpansionLimitTests {
    static let limit = InputLimits().stringLength

    /// The first diagnostic of resolving the `empty` state of `theme` in `locale`.
    static func resolutionProblem(_ theme: Theme?, locale: String = "en") throws -> Diagnostic {
        do {
            _ = try AppStringsTests.texts(#require(theme), locale: locale)
        } catch let error as DiagnosticsError {
            return try #require(error.diagnostics.first)
        }
        Issue.record("the state resolved")
        throw DiagnosticsError([])
    }

    static func catalog(_ text: String, substitutions: String = "") -> Data {
        let value = text.replacingOccurrences(of: "\"", with: "\\\"")
        return Data(
            #"{ "sourceLanguage" : "en", "strings" : { "big" : { "localizations" : { "en" : { "stringUnit" : { "value" : "\#(value)" }\#(substitutions) } } } } }"#
                .utf8)
    }

    /// A width of `%1$999d` repeated: each specifier writes 999 characters.
    @Test func aFormatWidthCannotMultiplyTheTextPastTheLimit() throws {
        let format = String(repeating: "%1$999d", count: 200)  // 1 400 characters written, 199 800 filled
        let (theme, diagnostics, folder) = try AppStringsTests.load(
            AppStringsTests.labelTheme("big(count)", params: "{ count: 1 }"),
            files: ["App/Localizable.xcstrings": Self.catalog(format)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let problem = try Self.resolutionProblem(theme)
        #expect(problem.message.contains("over \(Self.limit) characters once its arguments and placeholders are filled (`stringLength`)"), "\(problem)")
        #expect(problem.hint?.contains("--limit stringLength=") == true)
        #expect(problem.location.file.hasSuffix("theme.yaml") && problem.location.line == 6, "\(problem)")
    }

    /// Substitutions whose forms hold substitutions, each form many times over: the depth is
    /// bounded (4) and the filled text stops at the limit, whatever the fan-out.
    @Test func nestedSubstitutionsCannotMultiplyTheTextPastTheLimit() throws {
        func variable(_ name: String, form: String) -> String {
            "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>\(form)</string></dict>"
        }
        let fan = 60
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>big</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>\(String(repeating: "%#@a@", count: fan))</string>
            \(variable("a", form: String(repeating: "%#@b@", count: fan)))
            \(variable("b", form: String(repeating: "%#@c@", count: fan)))
            \(variable("c", form: String(repeating: "x", count: 200)))
            </dict></dict></plist>
            """
        let yaml = AppStringsTests.labelTheme("big", params: "{ a: 5, b: 5, c: 5 }", roots: "[../App]")
        let (theme, diagnostics, folder) = try AppStringsTests.load(yaml, files: ["App/en.lproj/Localizable.stringsdict": Data(plist.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let problem = try Self.resolutionProblem(theme)
        #expect(problem.message.contains("(`stringLength`)"), "\(problem)")
    }

    /// `{name}` placeholders filled from a long param: the filled text is bounded too.
    @Test func placeholdersFilledFromALongParamStopAtTheLimit() throws {
        let strings = "strings:\n  en: { big: \"\(String(repeating: "{p}", count: 100))\" }"
        let yaml = AppStringsTests.labelTheme("big", params: "{ p: \(String(repeating: "y", count: 2_000)) }", strings: strings)
        let (theme, diagnostics, folder) = try AppStringsTests.load(yaml, files: ["App/Localizable.xcstrings": try AppStringsTests.catalog()])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let problem = try Self.resolutionProblem(theme)
        #expect(problem.message.contains("(`stringLength`)"), "\(problem)")
        #expect(problem.location.line == 4, "at the string: \(problem)")
    }

    /// Within the limit, a filled text is whole: widths and placeholders as written.
    @Test func aTextWithinTheLimitIsFilledWhole() throws {
        let strings = "strings:\n  en: { big: \"{p}-{p}\" }"
        let yaml = AppStringsTests.labelTheme("big", params: "{ p: ab }", strings: strings)
        let (theme, diagnostics, folder) = try AppStringsTests.load(yaml, files: ["App/Localizable.xcstrings": try AppStringsTests.catalog()])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try AppStringsTests.texts(#require(theme), locale: "en")["text"] == "ab-ab")
        let formatter = FormatSpecifiers(
            locale: "en", substitutions: [:],
            argument: { _, _ in
                FormatSpecifiers.Argument(name: "n", text: "7", location: FileLocation(file: "t", line: 1, column: 1))
            }, maxLength: 10)
        var next = 1
        #expect(try formatter.fill("%1$10d", next: &next) == "         7")
        next = 1
        #expect(throws: FormatSpecifiers.Problem.self) { try formatter.fill("%1$10d!", next: &next) }
    }

    /// A `.stringsdict` plural form is held to `stringLength`, as `.strings` and String Catalog texts are.
    @Test func aStringsdictPluralFormIsHeldToTheStringLength() throws {
        let long = String(repeating: "z", count: Self.limit + 1)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>big</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>one</string>
            <key>other</key><string>\(long)</string></dict>
            </dict></dict></plist>
            """
        let (theme, diagnostics, folder) = try AppStringsTests.load(
            AppStringsTests.labelTheme("big", params: "{ n: 2 }", roots: "[../App]"),
            files: ["App/en.lproj/Localizable.stringsdict": Data(plist.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        // The key is skipped with a warning at load, and is an error where it is drawn.
        let found = diagnostics + (theme?.warnings ?? [])
        let problem = try #require(found.first, "the long form was accepted")
        #expect(throws: DiagnosticsError.self) { try AppStringsTests.texts(#require(theme), locale: "en") }
        #expect(problem.message.contains("is \(Self.limit + 1) characters, over the limit of \(Self.limit) (`stringLength`)"), "\(problem)")
        #expect(problem.location.file.hasSuffix("Localizable.stringsdict") && problem.location.line == 7, "\(problem)")
    }

    // MARK: placeholders

    /// A `{name}` in a theme string that no parameter fills is an error at the string's line,
    /// naming the parameters there are (as a missing `$param` is).
    @Test func aPlaceholderWithoutAParameterIsAnErrorAtTheString() throws {
        let strings = "strings:\n  en: { hello: \"Hello {nobody}\" }"
        let yaml = AppStringsTests.labelTheme("hello", params: "{ name: Mia, nobodi: x }", strings: strings)
        let (theme, diagnostics, folder) = try AppStringsTests.load(yaml, files: ["App/Localizable.xcstrings": try AppStringsTests.catalog()])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let problem = try Self.resolutionProblem(theme)
        #expect(problem.message.contains("`{nobody}` names no parameter"), "\(problem)")
        #expect(problem.location.line == 4, "at the string: \(problem)")
        #expect(
            problem.hint?.contains("did you mean `{nobodi}`?") == true && problem.hint?.contains("parameters here: ") == true
                && problem.hint?.contains("name, nobodi") == true, "\(problem)")
    }

    /// Braces that do not read as a placeholder (`{ }`, `{1}`) stay as written, and an app's own
    /// string keeps an unknown `{name}` as written (its text may hold braces of its own).
    @Test func bracesThatAreNotPlaceholdersStayAsWritten() throws {
        let strings = "strings:\n  en: { braces: \"{ } {1} {a b}\" }"
        let yaml = AppStringsTests.labelTheme("braces", strings: strings)
        let (theme, diagnostics, folder) = try AppStringsTests.load(yaml, files: ["App/Localizable.xcstrings": try AppStringsTests.catalog()])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try AppStringsTests.texts(#require(theme), locale: "en")["text"] == "{ } {1} {a b}")
        let app = try AppStringsTests.load(AppStringsTests.labelTheme("big"), files: ["App/Localizable.xcstrings": Self.catalog("JSON {key}")])
        defer { try? FileManager.default.removeItem(at: app.2) }
        #expect(try AppStringsTests.texts(#require(app.0), locale: "en")["text"] == "JSON {key}")
    }
}

/// The walk of an app's folder for `init --from-xcode` is bounded, and says when it stopped.
@Suite struct XcodeScanLimitTests {
    @Test func aScanThatStopsAtItsLimitSaysSo() throws {
        let folder = try TestPaths.temporaryFolder("scan")
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<12 { try FileManager.default.createDirectory(at: folder.appendingPathComponent("f\(index)"), withIntermediateDirectories: true) }
        #expect(XcodeProjectScan.scan(folder.path, maximumEntries: 5).stoppedAtLimit)
        #expect(!XcodeProjectScan.scan(folder.path, maximumEntries: 50).stoppedAtLimit)
        let message = XcodeThemeScaffold.ImportError.scanStopped("App", entries: 5).description
        #expect(message.contains("stopped after 5 entries") && !message.hasPrefix("no asset catalog"), "\(message)")
    }
}
