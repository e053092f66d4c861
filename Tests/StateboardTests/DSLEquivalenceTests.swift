import Foundation
import Stateboard
import StateboardTestSupport
import Testing

/// A tree built with the Swift DSL and the same tree from a scene file lay out and draw alike,
/// kind by kind.
@Suite struct DSLEquivalenceTests {
    static let icon = TestPaths.themes.appendingPathComponent("ios/icons/tray.svg").path

    /// Lays out and draws `yaml` (the nodes of a vertical stack) and `nodes` in the same canvas;
    /// expects the same layout dump and the same pixels.
    /// Scene files read images inside their own folder: the icons' folder stands in for it.
    static let folder = TestPaths.themes.appendingPathComponent("ios/icons").path

    func expectSame(_ yaml: String, @PlaceholderBuilder _ nodes: () -> [PlaceholderNode], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = """
            stateboard: 1
            canvas: { width: 240, height: 160, scale: 2 }
            root:
              stack: { axis: vertical, alignment: center, spacing: 8 }
              nodes:
            \(yaml.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            """
        let fromYAML = try SceneFile.parse(file, path: Self.folder + "/dsl.yaml", baseDirectory: Self.folder)
        let fromSwift = PlaceholderScene(
            canvas: LayoutSize(width: 240, height: 160), scale: 2,
            root: PlaceholderNode(.stack(StackNode(axis: .vertical, alignment: .center, spacing: 8, nodes: nodes()))))
        let a = try PlaceholderRenderer.render(fromYAML), b = try PlaceholderRenderer.render(fromSwift)
        #expect(a.layout.jsonDump() == b.layout.jsonDump(), sourceLocation: sourceLocation)
        #expect(try RGBAImage(png: a.data) == RGBAImage(png: b.data), "pixels differ", sourceLocation: sourceLocation)
    }

    @Test func label() throws {
        try expectSame(
            """
            - label: { id: title, text: No Messages, style: title2, lines: 0, alignment: center, color: secondaryLabel }
            - label: { text: Plain }
            """
        ) {
            Paragraph("No Messages").id("title").textStyle(.title2).lines(0).multilineAlignment(.center).color(.secondaryLabel)
            PlaceholderNode.text("Plain")
        }
    }

    /// Rule: `ListSection` and `ListRow` build the section and rows `section:` and `row:` do.
    @Test func sectionAndRows() throws {
        try expectSame(
            """
            - section: { style: insetGrouped, header: Places, footer: Two of them }
              nodes:
                - row: { text: Home, value: "2 km", accessory: disclosure }
                - row: { text: Work, secondaryText: Office, accessory: checkmark }
            - section: { style: plain }
              nodes: [ { row: No Location History } ]
            """
        ) {
            ListSection(style: .insetGrouped, header: "Places", footer: "Two of them") {
                ListRow("Home", value: "2 km", accessory: .disclosure)
                ListRow("Work", secondaryText: "Office", accessory: .checkmark)
            }
            ListSection { ListRow("No Location History") }
        }
    }

    @Test func button() throws {
        try expectSame(
            """
            - button: { id: retry, title: Try Again, style: tinted, tint: systemRed, corner: capsule }
            - button: { title: Cancel, style: plain }
            """
        ) {
            Action("Try Again").id("retry").buttonStyle(.tinted).tint(.systemRed).buttonCorner(.capsule)
            PlaceholderNode.button("Cancel", style: .plain)
        }
    }

    @Test func image() throws {
        try expectSame("- image: { path: tray.svg, width: 48, height: 48, tint: systemBlue, cornerRadius: 4 }") {
            Picture(Self.icon).frame(width: 48, height: 48).tint(.systemBlue).cornerRadius(4)
        }
    }

    @Test func spinner() throws {
        try expectSame("- spinner: large\n- spinner: { style: ring, color: systemOrange }") {
            PlaceholderNode.spinner(.large)
            Spinner(.ring).color(.systemOrange)
        }
    }

    @Test func skeleton() throws {
        try expectSame("- skeleton: { shape: rows, count: 1, avatar: true, lines: 2, width: 200 }\n- skeleton: { shape: circle }") {
            PlaceholderNode.skeleton(.rows(count: 1, avatar: true, lines: 2)).frame(width: 200)
            PlaceholderNode.skeleton(.circle)
        }
    }

    @Test func boxAndSpacer() throws {
        try expectSame("- box: { fill: systemGreen, border: label, borderWidth: 2, cornerRadius: 6, width: 60, height: 20 }\n- spacer:") {
            PlaceholderNode.box(fill: SystemColor.systemGreen.color, border: SystemColor.label.color, borderWidth: 2, cornerRadius: 6)
                .frame(width: 60, height: 20)
            PlaceholderNode.spacer()
        }
    }

    @Test func progressAndDivider() throws {
        try expectSame("- progress: { value: 0.4, width: 120 }\n- divider: { thickness: 1, width: 100 }") {
            PlaceholderNode.progress(0.4).frame(width: 120)
            PlaceholderNode.divider(thickness: 1).frame(width: 100)
        }
    }

    @Test func stackWithEveryCommonProperty() throws {
        try expectSame(
            """
            - stack: { axis: horizontal, alignment: firstBaseline, spacing: 4, margins: { horizontal: 10 }, marginsRelative: true, id: row, spacingAfter: 20 }
              nodes:
                - label: { text: A, hugging: { horizontal: 200 } }
                - label: { text: B, hidden: true }
                - label: { text: C, compression: { horizontal: 100 } }
            - label: { text: after }
            """
        ) {
            HorizontalStack(alignment: .firstBaseline, spacing: 4) {
                PlaceholderNode.text("A").hugging(horizontal: 200)
                PlaceholderNode.text("B").hidden()
                PlaceholderNode.text("C").compressionResistance(horizontal: 100)
            }
            .margins(Insets(top: 0, left: 10, bottom: 0, right: 10)).id("row").spacingAfter(20)
            PlaceholderNode.text("after")
        }
    }

    @Test func conditionsSwitchesAndLoopsBuildTrees() {
        let showsAction = false
        let kind = ErrorKind.timeout
        let node = VerticalStack(spacing: 8) {
            Paragraph("Title")
            if showsAction { Action("Retry") } else { Paragraph("No action") }
            switch kind {
            case .timeout: Paragraph("Timed out")
            default: Paragraph("Other")
            }
            for line in ["a", "b"] { Paragraph(line) }
        }.placeholderNode
        let texts = node.children.compactMap { child -> String? in
            if let label = child.content.value(as: LabelNode.self) { return label.content.text }
            return nil
        }
        #expect(texts == ["Title", "No action", "Timed out", "a", "b"])
    }

    @Test func placeholderStatesFallBackLikeThemes() {
        let placeholder = Placeholder()
            .state(.loading) { Spinner(.large) }
            .state("error") { Paragraph("Something went wrong") }
            .state(.error(.timeout)) { Paragraph("Timed out") }
        #expect(placeholder.node(for: .updating)?.children.first?.kind == "spinner")
        #expect(placeholder.node(for: .error(.networkUnreachable)) != nil)
        #expect(
            placeholder.node(for: .error(ErrorKind("maintenance")))?.children.first.map { node -> String? in
                if let label = node.content.value(as: LabelNode.self) { return label.content.text }
                return nil
            } == "Something went wrong")
        #expect(placeholder.node(for: .empty) == nil)
        #expect(placeholder.keys == ["error", "error.timeout", "loading"])
    }
}

/// The built-in `placeholder` component as a Swift value: the same tree a theme state gets.
@Suite struct BuiltInComponentTests {
    @Test func thePlaceholderComponentFromSwiftIsTheTreeAThemeStateResolvesTo() throws {
        let theme = try ThemeCatalog().load("ios")
        let variant = try VariantRequest(device: "iphone-15", locale: "en").variant(for: theme)
        let scene = try ThemeResolver(theme: theme).scene(screen: "favorites", state: .empty, variant: variant)
        let node = try theme.component(
            "placeholder",
            arguments: [
                "symbol": "heart", "title": "No Favorites Yet", "message": "Tap the heart on anything you like to find it here.",
            ])
        var fromSwift = scene
        fromSwift.root = node
        let renderer = try RendererFactory.make()
        #expect(renderer.layout(fromSwift).jsonDump() == renderer.layout(scene).jsonDump())
        #expect(try renderer.pixels(renderer.layout(fromSwift), appearance: .light) == renderer.pixels(renderer.layout(scene), appearance: .light))
    }

    @Test func badArgumentsAreNamed() {
        let error = #expect(throws: DiagnosticsError.self) { try Theme.builtIn.component("placeholder", arguments: ["titel": "x"]) }
        let text = error.map(\.description) ?? ""
        #expect(text.contains("no parameter `titel`") && text.contains("needs `title`"), "\(text)")
        #expect(throws: DiagnosticsError.self) { try Theme.builtIn.component("placeholdr") }
    }
}
