import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardTestSupport
import StateboardTheme
import Testing

/// Conveniences found while transcribing real screens: a color token naming another, a stack
/// drawn as a container (card), and `@key` params looked up only when shown.
@Suite struct ThemeConvenienceTests {
    static func colors(_ tokens: String) throws -> ([String: DynamicColor], [Diagnostic]) {
        let (loaded, diagnostics) = try ThrowawayTheme.load("stateboard: 1\ntokens:\n  colors:\n\(tokens)\nscreens:\n  home: {}\n")
        return (loaded?.tokens.colors ?? [:], diagnostics)
    }

    // MARK: color token aliases

    @Test func aColorTokenMayNameAnotherWrittenBeforeOrAfterIt() throws {
        let (colors, diagnostics) = try Self.colors(
            """
                link: brand
                brand: { light: "#B83010", dark: "#FF7A5C" }
                button: link
                tint: accent
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(colors["link"]?.light == RGBAColor(hex: "#B83010") && colors["button"]?.dark == RGBAColor(hex: "#FF7A5C"))
        #expect(colors["tint"] == SystemColor.systemBlue.color, "the built-in theme's `accent`")
    }

    @Test func aTokenNamedAfterASystemColorMayStillBeThatColor() throws {
        let (colors, diagnostics) = try Self.colors("    label: label\n    title: label\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(colors["title"] == SystemColor.label.color)
    }

    /// Rule: a circle of names is refused once, at the first of its tokens, naming the circle.
    @Test func aCircleOfTokenNamesIsRefusedAtItsFirstToken() throws {
        let (_, diagnostics) = try Self.colors("    a: b\n    b: c\n    c: a\n    d: a\n")
        #expect(diagnostics.count == 1, "\(diagnostics)")
        let problem = try #require(diagnostics.first)
        #expect(problem.location.line == 4 && problem.message.contains("`a` → `b` → `c` → `a`"), "\(problem)")
        let (_, itself) = try Self.colors("    loop: loop\n")
        #expect(itself.first?.location.line == 4 && itself.first?.message.contains("names itself") == true, "\(itself)")
    }

    // MARK: containers

    @Test func aStackDrawsAContainersLook() throws {
        let (loaded, diagnostics) = try ThrowawayTheme.load(
            """
            stateboard: 1
            screens:
              home:
                states:
                  empty:
                    node:
                      stack: { id: card, background: secondarySystemGroupedBackground, border: separator, borderWidth: 0.5, cornerRadius: 12, margins: 16, marginsRelative: true }
                      shadow: { radius: 8, opacity: 0.1 }
                      nodes: [{ label: Nothing here }]
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let scene = try ThemeResolver(theme: try #require(loaded)).scene(screen: "home", state: .empty, variant: Variant(device: .iPhone15))
        guard case .stack(let card) = scene.root.content else { Issue.record("no stack"); return }
        #expect(
            card.look
                == ContainerLook(
                    background: SystemColor.secondarySystemGroupedBackground.color, border: SystemColor.separator.color,
                    borderWidth: 0.5, cornerRadius: 12))
        #expect(scene.root.shadow != nil)
    }

    @Test func aCornerRadiusWithNothingToRoundIsRefused() throws {
        let (_, diagnostics) = try ThrowawayTheme.load(
            """
            stateboard: 1
            screens:
              home:
                states:
                  empty:
                    node: { stack: { cornerRadius: 12 }, nodes: [{ label: Hi }] }
            """)
        #expect(diagnostics.contains { $0.location.line == 6 && $0.message.contains("`cornerRadius`") }, "\(diagnostics)")
    }

    // MARK: strings of params nothing shows

    /// Rule: a state that replaces the node needs no translation of a `@key` param it no longer
    /// shows (the theme-wide `message`); a node that shows it still needs one in every locale.
    @Test func aParamsStringIsAskedForOnlyWhenShown() throws {
        let yaml = """
            stateboard: 1
            strings:
              en: { mine: "Mine", other.message: "Other message" }
              fr: { mine: "Le mien" }
            states:
              empty:
                params: { message: "@other.message" }
            screens:
              home:
                states:
                  empty:
                    node: { label: { text: "@mine" } }
            matrix: { locales: [en, fr] }
            """
        let hidden = try TestFolder(yaml)
        defer { hidden.remove() }
        let quiet = ThemeValidator.validate(path: hidden.url.path)
        #expect(quiet.diagnostics.isEmpty, "\(quiet.diagnostics.map(\.description))")
        let shown = try TestFolder(yaml.replacingOccurrences(of: "text: \"@mine\"", with: "text: $message"))
        defer { shown.remove() }
        let asked = ThemeValidator.validate(path: shown.url.path)
        #expect(asked.diagnostics.contains { $0.message.contains("`other.message` has no `fr` translation") }, "\(asked.diagnostics.map(\.description))")
    }
}
