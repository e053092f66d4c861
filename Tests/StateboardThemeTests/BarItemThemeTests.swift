import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardTestSupport
import StateboardTheme
import Testing

/// Issue 41, item 12: a bar item's own image, size and tint, and a compact date picker as a bar
/// item — what a theme writes, what it resolves to per locale, and how bad input is refused.
@Suite struct BarItemThemeTests {
    static func bar(_ trailing: String, locale: String = "en", tokens: String = "") throws -> ChromeBar {
        let yaml = """
            stateboard: 1
            \(tokens)
            screens:
              home:
                chrome:
                  - navigationBar:
                      trailing: [\(trailing)]
            """
        let (loaded, diagnostics) = try ThrowawayTheme.load(yaml)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let theme = try #require(loaded)
        let scene = try ThemeResolver(theme: theme).scene(
            screen: "home", state: .empty, variant: Variant(device: try #require(theme.device("iphone-15")), locale: LocaleInfo(locale)))
        return try #require(scene.screen.chrome.first)
    }

    /// The problems loading a navigation bar whose trailing items are `trailing` reports.
    static func errors(_ trailing: String, files: [String: String] = [:]) throws -> [Diagnostic] {
        let yaml = """
            stateboard: 1
            screens:
              home:
                chrome:
                  - navigationBar:
                      trailing: [\(trailing)]
            """
        return try ThrowawayTheme.load(yaml, files: files).1
    }

    /// Rule: a symbol item keeps its own point size, weight, scale and tint (a token or a color).
    @Test func aSymbolItemKeepsItsOwnSizeWeightScaleAndTint() throws {
        let bar = try Self.bar(
            "{ symbol: gearshape, pointSize: 20, weight: semibold, scale: medium, tint: brand }, { symbol: plus, tint: systemRed }",
            tokens: "tokens: { colors: { brand: \"#FF6600\" } }")
        let gear = try #require(bar.trailingItems.first)
        #expect(gear.symbolImage == SymbolImage(name: "gearshape", pointSize: 20, weight: .semibold, scale: .medium))
        #expect(gear.tint?.resolved(for: .light).hexString == "#FF6600")
        #expect(bar.trailingItems.last?.tint == SystemColor.systemRed.color)
        #expect(bar.trailingItems.last?.symbolImage == SymbolImage(name: "plus", pointSize: 17, scale: .large), "UIKit's default: body, large scale")
    }

    /// Rule: a date picker shows its fixed date in the locale's medium date style (what a compact
    /// `UIDatePicker` shows), the captures' own two texts included, in the locale's digits and
    /// calendar; `dateAndTime` adds the short time style.
    @Test func aDatePickerShowsItsDateAsTheLocaleWritesIt() throws {
        let cases: [(String, String, [String])] = [
            ("2023-11-29", "en", ["Nov 29, 2023"]),  // SKemenov/iOS-Tracker's capture
            ("2023-12-09", "ru", ["9 дек. 2023\u{202F}г."]),  // AndreyAslanov/Tracker's capture (CLDR's narrow space before г.)
            ("2025-03-27", "en-GB", ["27 Mar 2025"]),  // Alex-Xcode/Tracker's capture (a day-first English region)
            ("2024-06-01", "de", ["01.06.2024"]),
            ("2024-06-01", "ja", ["2024/06/01"]),
            ("2024-06-01", "zh-Hans", ["2024年6月1日"]),
            ("2024-06-01", "th", ["1 มิ.ย. 2567"]),
            ("2024-06-01", "ar", ["٠١‏/٠٦‏/٢٠٢٤"]),
            ("2024-06-01", "en-XA", ["Jun 1, 2024"]),
        ]
        for (date, locale, texts) in cases {
            let item = try #require(try Self.bar("{ datePicker: \(date) }", locale: locale).trailingItems.first)
            #expect(item.content == .datePicker(texts: texts), "\(locale)")
        }
        let both = try Self.bar("{ datePicker: { date: \"2024-06-01T21:05\", mode: dateAndTime } }").trailingItems.first
        #expect(both?.content == .datePicker(texts: ["Jun 1, 2024", "9:05\u{202F}PM"]))
        let time = try Self.bar("{ datePicker: { date: \"2024-06-01T09:41\", mode: time } }", locale: "fr").trailingItems.first
        #expect(time?.content == .datePicker(texts: ["09:41"]))
    }

    /// Rule: an image item from a file of the theme is tinted as a template in its tint (or the
    /// app's), unless `renderingMode: original`; its `width` and `height` are kept.
    @Test func anImageItemIsATemplateInItsTintUnlessOriginal() throws {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30\" height=\"20\"><rect width=\"30\" height=\"20\"/></svg>"
        let yaml = """
            stateboard: 1
            screens:
              home:
                chrome:
                  - navigationBar:
                      leading: [{ path: logo.svg, height: 22 }]
                      trailing: [{ path: logo.svg, renderingMode: original, tint: systemRed }]
            """
        let (loaded, diagnostics) = try ThrowawayTheme.load(yaml, files: ["logo.svg": svg])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let theme = try #require(loaded)
        let scene = try ThemeResolver(theme: theme).scene(
            screen: "home", state: .empty, variant: Variant(device: try #require(theme.device("iphone-15")), locale: LocaleInfo("en")))
        let bar = try #require(scene.screen.chrome.first)
        guard case .image(let tinted, let width, let height)? = bar.leadingItems.first?.content,
            case .image(let original, _, _)? = bar.trailingItems.first?.content
        else { Issue.record("not image items: \(bar)"); return }
        #expect(tinted.tint == SystemColor.systemBlue.color && width == nil && height == 22)
        #expect(tinted.path.hasSuffix("/logo.svg"))
        #expect(original.tint == nil, "an original image keeps its colors")
    }

    /// Rule: every new key refuses what does not fit, located, with a hint: bad types, sizes
    /// beyond the row, impossible dates, keys that size something the item is not, paths out
    /// of the theme, missing image sets.
    @Test func badBarItemKeysAreRefusedWhereTheyAreWritten() throws {
        let cases: [(String, String)] = [
            ("{ symbol: plus, pointSize: 200 }", "must be at most 34"),
            ("{ symbol: plus, pointSize: big }", "must be a number"),
            ("{ symbol: plus, scale: huge }", "`scale` `huge` is not one of small, medium, large"),
            ("{ symbol: plus, width: 20 }", "`width` sizes an image; this bar item is a `symbol`"),
            ("{ title: Edit, pointSize: 20 }", "`pointSize` sizes a symbol; this bar item is a `title`"),
            ("{ symbol: plus, renderingMode: original }", "`renderingMode` says how an image is drawn"),
            ("{ path: logo.svg, width: 500 }", "must be at most 132"),
            ("{ path: ../logo.svg }", "no image file at `../logo.svg`"),  // Tests/Hostile/baritem-path-* refuse paths out of the theme
            ("{ asset: Logo }", "no image set `Logo`"),
            ("{ datePicker: 2024-02-30 }", "is not a date"),
            ("{ datePicker: 24-6-1 }", "is not a date"),
            ("{ datePicker: \"2024-06-01T25:00\" }", "is not a date"),
            ("{ datePicker: { date: 2024-06-01, mode: time } }", "has none"),
            ("{ datePicker: { mode: date } }", "needs its `date`"),
            ("{ datePicker: [2024] }", "`datePicker` must be a mapping"),
            ("{ datePicker: { date: [2024] } }", "a date picker's `date` must be text"),
            ("{ datePicker: 2024-06-01, symbol: plus }", "has one of `symbol`, `title`"),
            ("{ style: done }", "has one of `symbol`, `title`"),
            ("{ symbol: plus, tint: notAColor }", "tint"),
        ]
        for (item, expected) in cases {
            let diagnostics = try Self.errors(item, files: ["logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"/>"])
            let found = diagnostics.first { $0.message.contains(expected) }
            #expect(found?.location.line == 6, "\(item): \(diagnostics)")
            #expect(found?.hint?.isEmpty == false, "\(item): a hint")
        }
    }
}
