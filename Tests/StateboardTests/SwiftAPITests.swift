import Foundation
import StateboardTestSupport
import Testing

@testable import Stateboard

/// The Swift API as an app's test target meets it: one layout whatever draws the node, errors
/// that read, custom kinds that cannot silently vanish, modifiers that cannot be ignored.
@Suite struct SwiftAPITests {
    // MARK: one layout

    @Test func theRendererPlacesANodeInsideTheLayoutMarginsOfTheDevice() throws {
        let text = String(repeating: "A long message that wraps across the screen. ", count: 4)
        let node = VerticalStack { Paragraph(text).id("body").lines(0) }
        let phone = try #require(try PlaceholderRenderer.render(node, on: .iPhone15).frames["body"])
        #expect(phone.width == 393 - 32, "16 pt layout margins on a compact width")
        let pad = try #require(Device.preset("ipad-pro-11"))
        let padFrame = try #require(try PlaceholderRenderer.render(node, on: pad).frames["body"])
        #expect(padFrame.width == pad.size.width - 40, "20 pt layout margins on a regular width")
    }

    @Test func theScreenSceneIsTheOneEveryEntryPointLaysOut() throws {
        let node = VerticalStack { Paragraph(String(repeating: "wrap me ", count: 20)).id("body").lines(0) }.placeholderNode
        let scene = PlaceholderScene.screen(node, on: .iPhone15, locale: "ar")
        #expect(scene.placement == .standard(for: .iPhone15))
        #expect(scene.direction == .rightToLeft)
        let viaScene = try PlaceholderRenderer.render(scene)
        let viaNode = try PlaceholderRenderer.render(node, on: .iPhone15, locale: "ar")
        #expect(viaScene.layout.jsonDump() == viaNode.layout.jsonDump())
    }

    @Test func aRenderReadsBackEachNodesTextAndFrameByID() throws {
        let hint = try Paragraph(markup: "Pull **down** to refresh.").id("hint")
        let node = VerticalStack(spacing: 8) {
            Paragraph("No Messages").id("title")
            hint
            Action("Try Again").id("retry")
            Spinner().id("spinner")
        }
        let output = try PlaceholderRenderer.render(node, on: .iPhone15)
        #expect(output.texts == ["title": "No Messages", "hint": "Pull down to refresh.", "retry": "Try Again"])
        #expect(Set(output.frames.keys) == ["title", "hint", "retry", "spinner"])
    }

    @Test func theBuiltInPlaceholdersNodesHaveTheDocumentedIDs() throws {
        let error = try PlaceholderRenderer.render(theme: "ios", screen: "inbox", state: .error(.failed))
        #expect(Set(error.texts.keys) == ["title", "message", "action"])
        let loading = try PlaceholderRenderer.render(theme: "ios", screen: "inbox", state: .loading)
        #expect(loading.frames["spinner"] != nil && loading.texts["message"] != nil)
    }

    // MARK: errors that read

    @Test func publicErrorsReadTheSameInLocalizedDescription() {
        let located = DiagnosticsError([
            Diagnostic(
                "unknown key `titel`", at: FileLocation(file: "theme.yaml", line: 3, column: 5),
                hint: "did you mean `title`?")
        ])
        let errors: [any Error & CustomStringConvertible] = [
            located, PipelineError("no theme named `x`"), UnregisteredNodeKindError(kind: "rating", known: ["stack"]),
            InlineMarkup.Problem.unknownSymbol("hart", nearest: "heart"),
        ]
        for error in errors {
            #expect(error.localizedDescription == error.description)
            #expect(!error.localizedDescription.contains("could not be completed"))
        }
        #expect(located.localizedDescription.hasPrefix("theme.yaml:3:5: error:"))
    }

    // MARK: custom kinds

    @Test func drawingAnUnregisteredCustomKindThrowsNamingIt() throws {
        let node = VerticalStack { CustomPlaceholder("swatch", SwatchKind.Swatch(color: SystemColor.systemPink.color)) }
        #expect {
            try PlaceholderRenderer.render(node, on: .iPhone15)
        } throws: { error in
            (error as? UnregisteredNodeKindError)?.kind == "swatch" && "\(error)".contains("kinds:")
        }
        let drawn = try PlaceholderRenderer.render(node, on: .iPhone15, kinds: NodeKindRegistry.builtIn.registering(SwatchKind()))
        #expect(drawn.layout.placedNodes().contains { $0.node.kind == "swatch" && $0.frame.width == SwatchKind.side })
    }

    // MARK: modifiers

    @Test func eachWordHasOnlyTheModifiersOfItsKind() {
        // Read at run time (`Any.Type`), so the test reports the conformances the module has.
        func tinted(_ word: Any.Type) -> Bool { word is any TintedWord.Type }
        func text(_ word: Any.Type) -> Bool { word is any TextWord.Type }
        func colored(_ word: Any.Type) -> Bool { word is any ColoredWord.Type }
        #expect(tinted(Action.self) && tinted(Picture.self) && tinted(Symbol.self) && tinted(ProgressBar.self))
        #expect(!tinted(VerticalStack.self), "a stack has no tint of its own")
        #expect(!tinted(Spinner.self) && !tinted(Paragraph.self) && !tinted(Gap.self))
        #expect(text(Paragraph.self) && text(Action.self))
        #expect(!text(Spinner.self) && !text(VerticalStack.self) && !text(Picture.self))
        #expect(colored(Paragraph.self) && colored(Spinner.self) && !colored(VerticalStack.self) && !colored(Action.self))
    }

    @Test func everyModifierAWordHasChangesItsNode() {
        let red = SystemColor.systemRed
        let changes: [(String, PlaceholderNode, PlaceholderNode)] = [
            ("text style", Paragraph("a").placeholderNode, Paragraph("a").textStyle(.title1).placeholderNode),
            ("color", Paragraph("a").placeholderNode, Paragraph("a").color(red).placeholderNode),
            ("spinner color", Spinner().placeholderNode, Spinner().color(red).placeholderNode),
            ("button tint", Action("a").placeholderNode, Action("a").tint(red).placeholderNode),
            ("symbol tint", Symbol("heart").placeholderNode, Symbol("heart").tint(red).placeholderNode),
            ("progress tint", ProgressBar(0.5).placeholderNode, ProgressBar(0.5).tint(red).placeholderNode),
            ("box corner", Box().placeholderNode, Box().cornerRadius(8).placeholderNode),
            ("stack margins", VerticalStack {}.placeholderNode, VerticalStack {}.margins(Insets(all: 4)).placeholderNode),
            ("button style", Action("a").placeholderNode, Action("a").buttonStyle(.plain).placeholderNode),
            ("title lines", Action("a").placeholderNode, Action("a").lines(2).placeholderNode),
        ]
        for (name, before, after) in changes { #expect("\(before)" != "\(after)", "\(name) left the node as it was") }
    }

    @Test func aChainKeepsTheWordsType() {
        let action: Action = Action("Retry").id("retry").frame(width: 120).tint(.systemRed).bold()
        #expect(action.placeholderNode.id == "retry")
    }

    @Test func symbolIsAWordForSFSymbolsNames() throws {
        let node = Symbol("heart.fill", style: .largeTitle).id("heart").tint(.systemPink)
        guard let image = node.placeholderNode.content.value(as: ImageNode.self) else { Issue.record("not an image"); return }
        #expect(image.symbol?.name == "heart.fill")
        #expect(image.tint == SystemColor.systemPink.color)
        let frame = try #require(try PlaceholderRenderer.render(VerticalStack { node }, on: .iPhone15).frames["heart"])
        #expect(frame.width > 20 && frame.height > 20)
    }

    @Test func markupParagraphsTakeTextModifiers() throws {
        let hint = try Paragraph(markup: "Open **Settings**", style: .footnote).lines(0).id("hint")
        guard let label = hint.placeholderNode.content.value(as: LabelNode.self) else { Issue.record("not a label"); return }
        #expect(label.content.lines == 0 && label.content.runs.count == 2)
        #expect(throws: InlineMarkup.Problem.self) { try Paragraph(markup: "{symbol:no.such.symbol}") }
    }

    // MARK: themes from code

    @Test func aThemeThatExtendsABundledOneLoadsWithoutNamingParentFolders() throws {
        try TestPaths.withTemporaryFolder("extends-ios") { root in
            let folder = root.appendingPathComponent("mine")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "stateboard: 1\nextends: ios\n".write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            let theme = try ThemeLoader.load(path: folder.path)
            #expect(!theme.screens.isEmpty, "the bundled ios theme's screens are inherited")
            #expect(throws: DiagnosticsError.self, "without parents only siblings are found") {
                try ThemeLoader.load(path: folder.path, parentFolders: [])
            }
        }
    }
}

/// An inherited parameter is cleared by writing it empty (`symbol: ""`) or null (`symbol: ~`):
/// the built-in placeholder's `if: $symbol` is then false and the image node is left out.
@Suite struct ParamClearingTests {
    static func imageCount(clearing value: String, param: String = "symbol") throws -> Int {
        try TestPaths.withTemporaryFolder("clear-param") { root in
            let folder = root.appendingPathComponent("shop")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let yaml = """
                stateboard: 1
                extends: ios
                screens:
                  plain: { title: Plain }
                  cleared: { title: Cleared, states: { empty: { params: { \(param): \(value) } } } }
                """
            try yaml.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            let theme = try ThemeLoader.load(path: folder.path)
            let variant = Variant(device: .iPhone15, appearance: .light, locale: LocaleInfo("en"), textSize: .large)
            func images(_ screen: String) throws -> Int {
                let scene = try ThemeResolver(theme: theme).scene(screen: screen, state: .empty, variant: variant)
                return LayoutEngine(text: FixedAdvanceTextMeasurer()).layout(scene).placedNodes().filter { $0.node.kind == "image" }.count
            }
            #expect(try images("plain") == 1, "the ios theme's empty state shows the tray symbol")
            return try images("cleared")
        }
    }

    @Test func anEmptyValueClearsAnInheritedParam() throws { #expect(try Self.imageCount(clearing: "\"\"") == 0) }
    @Test func aNullValueClearsAnInheritedParam() throws { #expect(try Self.imageCount(clearing: "~") == 0) }

    @Test func noneIsAFileNameWhoseErrorSaysHowToClearAParam() throws {
        let error = try #require(throws: DiagnosticsError.self) { try Self.imageCount(clearing: "none", param: "image") }
        let problem = try #require(error.diagnostics.first)
        #expect(problem.message.contains("no image file at `none`") && problem.location.line == 5, "\(error)")
        #expect(problem.hint?.contains("image: ~") == true, "\(error)")
    }
}
