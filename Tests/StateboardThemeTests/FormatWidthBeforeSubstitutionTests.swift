import Foundation
import StateboardCore
import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme

/// Digits before `#@` without a `$` (`%1#@count@`) are read as CFString reads them: its format
/// parser (`__CFParseFormatSpec` in swift-corelibs-foundation's `CFString.c`) takes a number not
/// followed by `$` as the field width, and a spec without `$` takes the next argument in order.
/// So `%1#@count@` is `%#@count@` with a width of one: the same plural form, the same argument.
@Suite struct FormatWidthBeforeSubstitutionTests {
    static let here = FileLocation(file: "t", line: 1, column: 1)

    static func fill(_ format: String, _ values: [String], forms: [String: String], locale: String = "en") throws -> String {
        let substitution = AppSubstitution(argument: nil, formatSpecifier: "d", forms: forms, location: here)
        let formatter = FormatSpecifiers(locale: locale, substitutions: ["count": substitution]) { position, _ in
            FormatSpecifiers.Argument(name: "a\(position)", text: values[position - 1], location: here)
        }
        var next = 1
        return try formatter.fill(format, next: &next)
    }

    /// The rule: `%1#@count@` picks the form by the next argument, as `%#@count@` does.
    @Test func digitsWithoutDollarBeforeASubstitutionAreAWidth() throws {
        let forms = ["one": "%d song", "other": "%d songs"]
        #expect(try Self.fill("%1#@count@", ["1"], forms: forms) == "1 song")
        #expect(try Self.fill("%1#@count@", ["4"], forms: forms) == "4 songs")
        // Sequential: the argument after the one `%@` took, not argument 1.
        #expect(try Self.fill("%@: %1#@count@", ["Mix", "2"], forms: forms) == "Mix: 2 songs")
        // A width wider than the form pads it on the left, as a field width does.
        #expect(try Self.fill("[%5#@count@]", ["1"], forms: ["one": "one", "other": "many"]) == "[  one]")
        // `%2$#@count@` is still a position.
        #expect(try Self.fill("%@ %2$#@count@", ["Mix", "1"], forms: forms) == "Mix 1 song")
    }

    /// `init --from-xcode` gives such a string its count: the specifier takes an argument.
    @Test func initCountsTheArgumentOfAWidthBeforeASubstitution() {
        #expect(XcodeStringArguments.kinds(inFormat: "%1#@count@") == [.number])
        #expect(XcodeStringArguments.kinds(inFormat: "%@ – %1#@count@") == [.text, .number])
    }

    /// End to end: a stringsdict whose format is `%1#@count@` loads and fills in each locale.
    @Test func aStringsdictWithAWidthBeforeItsSubstitutionIsDrawn() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>songs.count</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>%1#@count@</string>
                <key>count</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>one</key><string>%d song</string>
                  <key>other</key><string>%d songs</string>
                </dict>
              </dict>
            </dict></plist>
            """
        let yaml = AppStringsTests.labelTheme("songs.count(count)", params: "{ count: 1 }", roots: "[../App/en.lproj]")
        let (theme, diagnostics, folder) = try AppStringsTests.load(yaml, files: ["App/en.lproj/Localizable.stringsdict": Data(plist.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try AppStringsTests.texts(#require(theme), locale: "en")["text"] == "1 song")
    }
}
