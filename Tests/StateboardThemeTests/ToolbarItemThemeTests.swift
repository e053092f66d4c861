import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardTestSupport
import StateboardTheme
import Testing

/// Issue 41, item 12: a toolbar's `items` take a navigation bar's item forms (decoded by the same
/// code) and the spaces UIToolbar places them with; a list of symbols' names decodes as it always did.
@Suite struct ToolbarItemThemeTests {
    static func yaml(_ items: String, tokens: String = "") -> String {
        """
        stateboard: 1
        \(tokens)
        strings:
          en: { done: Done }
          de: { done: Fertig }
        screens:
          home:
            chrome:
              - toolbar:
                  items: \(items)
        """
    }

    static func bar(_ items: String, locale: String = "en", tokens: String = "") throws -> ChromeBar {
        let (loaded, diagnostics) = try ThrowawayTheme.load(yaml(items, tokens: tokens))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let theme = try #require(loaded)
        let scene = try ThemeResolver(theme: theme).scene(
            screen: "home", state: .empty, variant: Variant(device: try #require(theme.device("iphone-15")), locale: LocaleInfo(locale)))
        return try #require(scene.screen.chrome.first)
    }

    /// Rule: a list of symbols' names decodes to `symbols`, exactly as before toolbar items
    /// existed (existing themes render and fingerprint as they did).
    @Test func aListOfNamesDecodesToSymbolsAsBefore() throws {
        let bar = try Self.bar("[square.and.arrow.up, plus, trash]")
        #expect(bar.symbols == ["square.and.arrow.up", "plus", "trash"])
        #expect(bar.toolbarItems.isEmpty)
        let mixed = try Self.bar("[square.and.arrow.up, flexibleSpace, trash]")
        #expect(mixed.symbols.isEmpty && mixed.toolbarItems.count == 3, "a space makes it a list of items")
    }

    /// Rule: the navigation bar's item forms decode in a toolbar too — a done title from the
    /// locale's strings, a tinted and sized symbol, a date picker — with its spaces, in order.
    @Test func barItemFormsAndSpacesDecodeInOrder() throws {
        let items = """
            [{ title: "@done", style: done }, flexibleSpace, { symbol: trash, tint: brand, pointSize: 20, weight: semibold }, { fixedSpace: 12 }, plus, { datePicker: 2024-06-01 }]
            """
        for (locale, done, date) in [("en", "Done", "Jun 1, 2024"), ("de", "Fertig", "01.06.2024")] {
            let bar = try Self.bar(items, locale: locale, tokens: "tokens: { colors: { brand: \"#FF6600\" } }")
            let contents = bar.toolbarItems.map(\.content)
            #expect(
                contents == [.text(done), .flexibleSpace, .symbol("trash"), .fixedSpace(12), .symbol("plus"), .datePicker(texts: [date])],
                "\(locale): \(contents)")
            #expect(bar.toolbarItems[0].isDone && !bar.toolbarItems[4].isDone)
            #expect(bar.toolbarItems[2].tint?.resolved(for: .light).hexString == "#FF6600")
            #expect(bar.toolbarItems[2].symbolImage == SymbolImage(name: "trash", pointSize: 20, weight: .semibold, scale: .large))
        }
    }

    /// Rule: every bad toolbar item is refused at its own line with a hint: spaces without a width,
    /// widths out of range, keys a space does not take, unknown kinds, too many entries or
    /// buttons, a title past 200 characters.
    @Test func badToolbarItemsAreRefusedWhereWritten() throws {
        let cases: [(String, String)] = [
            ("[plus, fixedSpace]", "a fixed space needs its width"),
            ("[{ fixedSpace: -1 }]", "must be at least 0"),
            ("[{ fixedSpace: 2000 }]", "must be at most 1032"),
            ("[{ fixedSpace: wide }]", "must be a number"),
            ("[{ fixedSpace: 8, symbol: plus }]", "has one of"),
            ("[{ fixedSpace: 8, style: done }]", "a fixed space draws nothing and takes no `style`"),
            ("[{ spacer: 8 }]", "unknown key `spacer`"),
            ("[{ flexibleSpace: true }]", "unknown key `flexibleSpace`"),
            ("[notASymbol]", "symbol"),
            ("[plus, heart, trash, folder, star, bell]", "a toolbar fits at most 5 buttons, not 6"),
            ("[" + Array(repeating: "flexibleSpace", count: 12).joined(separator: ", ") + "]", "holds at most 11 entries"),
            ("[{ title: \"" + String(repeating: "a", count: 201) + "\" }]", "a bar takes at most 200"),
            ("plus", "must be a list"),
        ]
        for (items, expected) in cases {
            let diagnostics = try ThrowawayTheme.load(Self.yaml(items)).1
            let found = diagnostics.first { $0.message.contains(expected) }
            #expect(found?.location.line == 10, "\(items.prefix(60)): \(diagnostics)")
            #expect(found?.hint?.isEmpty == false, "\(items.prefix(60)): a hint")
        }
    }

    /// Rule: a title of 200 characters is still taken (the limit is not off by one).
    @Test func aTitleAtTheLimitIsTaken() throws {
        let bar = try Self.bar("[{ title: \"" + String(repeating: "a", count: 200) + "\" }]")
        #expect(bar.toolbarItems.first?.content == .text(String(repeating: "a", count: 200)))
    }
}
