import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardTheme
import StateboardTestSupport

/// Rich text in theme and scene files: markup is read only when a label or button asks for it.
@Suite struct RichTextDecodingTests {
    func label(_ yaml: String) throws -> TextContent {
        let scene = try KindDecodingTests.scene("{ stack: {}, nodes: [ \(yaml) ] }")
        guard let label = scene.root.children.first?.content.value(as: LabelNode.self) else { throw DiagnosticsError([]) }
        return label.content
    }

    /// Rule: without `markup: true` a text with `*` and `[` is shown as written (no runs).
    @Test func markupIsOptIn() throws {
        let content = try label(#"{ label: { text: "5 * 3 = **15** [x](y)" } }"#)
        #expect(content.text == "5 * 3 = **15** [x](y)" && content.runs.isEmpty)
    }

    /// Rule: with `markup: true` the text is read as markup; links take `linkColor`, else
    /// `systemBlue` (UITextView's default tint).
    @Test func markupMakesRunsAndLinksTakeTheLinkColor() throws {
        let content = try label(#"{ label: { text: "Tap **add** or [help](h)", markup: true } }"#)
        #expect(content.text == "Tap add or help")
        #expect(
            content.runs.map(\.style) == [
                RunStyle(), RunStyle(weight: .semibold), RunStyle(),
                RunStyle(color: SystemColor.link.color, link: "h"),
            ])
        let colored = try label(##"{ label: { text: "[help](h)", markup: true, linkColor: "#FF0000" } }"##)
        #expect(colored.runs.first?.style.color == DynamicColor(RGBAColor(hex: "#FF0000")!))
    }

    /// Rule: a button's links are drawn in its tint.
    @Test func buttonLinksTakeTheTint() throws {
        let scene = try KindDecodingTests.scene(##"{ stack: {}, nodes: [ { button: { title: "Open [help](h)", markup: true, tint: "#00FF00" } } ] }"##)
        guard let button = scene.root.children.first?.content.value(as: ButtonNode.self) else { Issue.record("not a button"); return }
        #expect(button.title.runs.last?.style.color == DynamicColor(RGBAColor(hex: "#00FF00")!))
    }

    /// Rule: an unknown symbol in markup is a located error at the text, with the nearest name.
    @Test func unknownSymbolIsALocatedError() {
        let errors = KindDecodingTests.sceneErrors(#"{ stack: {}, nodes: [ { label: { text: "Tap {symbol:heart.fil}", markup: true } } ] }"#)
        #expect(errors == ["3:46 unknown symbol `heart.fil` in the markup of `text`"], "\(errors)")
        do {
            _ = try KindDecodingTests.scene(#"{ stack: {}, nodes: [ { label: { text: "{symbol:heart.fil}", markup: true } } ] }"#)
        } catch {
            #expect(error.diagnostics.first?.hint?.hasPrefix("did you mean `heart.fill`?") == true, "\(error)")
        }
    }

    /// Rule: `paragraphSpacing` and `paragraphSpacingBefore` are read, bounded like line spacing (≤ 1000).
    @Test func paragraphSpacingIsReadAndBounded() throws {
        let content = try label("{ label: { text: x, paragraphSpacing: 12, paragraphSpacingBefore: 4 } }")
        #expect(content.paragraph.paragraphSpacing == 12 && content.paragraph.paragraphSpacingBefore == 4)
        #expect(KindDecodingTests.sceneErrors("{ stack: {}, nodes: [ { label: { text: x, paragraphSpacing: 5000 } } ] }").count == 1)
    }
}

/// Rich text written as a list of runs.
@Suite struct RunListDecodingTests {
    /// Rule: a list of strings and maps is a run each, with the map's style; a color may be a token
    /// or a system color.
    @Test func aListIsRuns() throws {
        let yaml =
            #"{ stack: {}, nodes: [ { label: { text: [ "Tap ", { text: add, weight: semibold, color: systemRed }, { symbol: heart.fill, size: 22 }, { text: " here", italic: true, underline: true, strikethrough: true, link: "x://y", family: Inter } ] } } ] }"#
        let scene = try KindDecodingTests.scene(yaml)
        guard let label = scene.root.children.first?.content.value(as: LabelNode.self) else { Issue.record("not a label"); return }
        #expect(label.content.text == "Tap add\u{FFFC} here")
        #expect(
            label.content.runs == [
                TextRun("Tap "), TextRun(.text("add"), style: RunStyle(color: SystemColor.systemRed.color, weight: .semibold)),
                TextRun(.symbol("heart.fill"), style: RunStyle(size: 22)),
                TextRun(
                    .text(" here"),
                    style: RunStyle(
                        color: SystemColor.link.color, italic: true, family: "Inter", underline: true,
                        strikethrough: true, link: "x://y")),
            ])
    }

    /// Rule: a run's mistakes are located errors: an unknown key (nearest named), an unknown symbol
    /// (nearest named), a size out of 1…1000, a run with neither `text` nor `symbol`.
    @Test func runMistakesAreLocated() {
        func errors(_ runs: String) -> [String] {
            KindDecodingTests.sceneErrors("{ stack: {}, nodes: [ { label: { text: [ \(runs) ] } } ] }")
        }
        #expect(errors("{ text: a, wieght: bold }") == ["3:59 unknown key `wieght` in a run of `text`"])
        #expect(errors("{ symbol: heart.fil }") == ["3:58 unknown symbol `heart.fil`"])
        #expect(errors("{ text: a, size: 5000 }").count == 1)
        #expect(errors("{ weight: bold }") == ["3:48 a run of `text` needs `text` or `symbol`"])
    }

    /// Rule: the number of runs is bounded by the `textRuns` limit (1 000).
    @Test func runCountIsBounded() {
        let runs = Array(repeating: "a", count: 1001).joined(separator: ", ")
        let errors = KindDecodingTests.sceneErrors("{ stack: {}, nodes: [ { label: { text: [ \(runs) ] } } ] }")
        #expect(errors.count == 1 && errors.first?.contains("more than 1000") == true, "\(errors)")
    }
}

/// `shadow` on any node.
@Suite struct ShadowDecodingTests {
    /// Rule: `shadow: { color, offset: [x, y], radius, opacity }` is read on any kind; keys left
    /// out keep CALayer-like defaults (black, no offset, radius 3, opacity 1).
    @Test func shadowIsReadOnAnyNode() throws {
        let scene = try KindDecodingTests.scene(
            ##"{ stack: {}, nodes: [ { box: { fill: "#FFFFFF" }, shadow: { color: "#FF0000", offset: [2, 4], radius: 6, opacity: 0.3 } }, { label: x, shadow: {} } ] }"##
        )
        #expect(
            scene.root.children.first?.shadow
                == Shadow(color: DynamicColor(RGBAColor(hex: "#FF0000")!), offset: LayoutPoint(x: 2, y: 4), radius: 6, opacity: 0.3))
        #expect(scene.root.children.last?.shadow == Shadow())
    }

    /// Rule: bad shadow values are located errors: radius over 100, opacity over 1, an offset that
    /// is not two numbers within ±1000, an unknown key.
    @Test func badShadowsAreLocatedErrors() {
        func errors(_ shadow: String) -> [String] {
            KindDecodingTests.sceneErrors("{ stack: {}, nodes: [ { label: x, shadow: \(shadow) } ] }")
        }
        #expect(errors("{ radius: 500 }").count == 1)
        #expect(errors("{ opacity: 2 }").count == 1)
        #expect(errors("{ offset: [1] }") == ["3:59 `offset` takes two numbers, [x, y]"])
        #expect(errors("{ offset: [0, 5000] }").count == 1)
        #expect(errors("{ blur: 3 }") == ["3:51 unknown key `blur` in `shadow`"])
    }
}

/// `font: { name: … }`: a font by PostScript name.
@Suite struct FontNameDecodingTests {
    /// Rule: `font.name` sets the PostScript name and the weight and italic its style part names.
    @Test func fontNameIsRead() throws {
        let scene = try KindDecodingTests.scene("{ stack: {}, nodes: [ { label: { text: x, font: { name: HelveticaNeue-LightItalic, size: 15 } } } ] }")
        guard let label = scene.root.children.first?.content.value(as: LabelNode.self) else { Issue.record("not a label"); return }
        #expect(label.content.font.postScriptName == "HelveticaNeue-LightItalic")
        #expect(label.content.font.weight == .light && label.content.font.italic && label.content.font.size == 15)
    }

    /// Rule: a name that cannot be a PostScript name (a space, a slash) is a located error.
    @Test func badFontNamesAreLocatedErrors() {
        #expect(
            KindDecodingTests.sceneErrors(#"{ stack: {}, nodes: [ { label: { text: x, font: { name: "Helvetica Neue" } } } ] }"#)
                == ["3:63 `font.name` `Helvetica Neue` is not a PostScript name"])
        #expect(KindDecodingTests.sceneErrors(#"{ stack: {}, nodes: [ { label: { text: x, font: { name: "a/b" } } } ] }"#).count == 1)
    }
}

/// Links in a theme take the theme's tint.
@Suite struct ThemeLinkColorTests {
    /// Rule: in a theme, a link without `linkColor` is drawn in the theme's `accent` token (its
    /// tint, as a text view's links take the tint); `linkColor` wins over it.
    @Test func linksTakeTheThemesAccent() throws {
        let folder = try TestPaths.temporaryFolder("links")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            stateboard: 1
            tokens:
              colors:
                accent: "#B83010"
            screens:
              home:
                states:
                  empty:
                    node:
                      stack: {}
                      nodes:
                        - label: { id: a, text: "See [help](x://y)", markup: true }
                        - label: { id: b, text: "See [help](x://y)", markup: true, linkColor: systemGreen }
            """.utf8
        ).write(to: folder.appendingPathComponent("theme.yaml"))
        let theme = try ThemeLoader.load(path: folder.path)
        let scene = try ThemeResolver(theme: theme).scene(screen: "home", state: .empty, variant: Variant(device: Device.presets[3], locale: LocaleInfo("en")))
        var links: [String: DynamicColor?] = [:]
        func visit(_ node: PlaceholderNode) {
            if let label = node.content.value(as: LabelNode.self), let id = node.id { links[id] = label.content.runs.last?.style.color }
            node.children.forEach(visit)
        }
        visit(scene.root)
        #expect(links["a"] == DynamicColor(RGBAColor(hex: "#B83010")!))
        #expect(links["b"] == SystemColor.systemGreen.color)
    }
}

/// A run's text style.
@Suite struct RunTextStyleTests {
    /// Rule: a run's `style` gives it the style's size and weight at the text size (headline: 17 pt
    /// semibold at Large); the run's own `weight` wins; an unknown style is a located error.
    @Test func aRunTakesItsStylesSizeAndWeight() throws {
        let scene = try KindDecodingTests.scene(
            "{ stack: {}, nodes: [ { label: { text: [ a, { text: b, style: headline }, { text: c, style: title1, weight: light } ] } } ] }")
        guard let label = scene.root.children.first?.content.value(as: LabelNode.self) else { Issue.record("not a label"); return }
        #expect(label.content.runs.map(\.style.size) == [nil, 17, 28])
        #expect(label.content.runs.map(\.style.weight) == [nil, .semibold, .light])
        #expect(KindDecodingTests.sceneErrors("{ stack: {}, nodes: [ { label: { text: [ { text: b, style: headlin } ] } } ] }").count == 1)
    }
}
