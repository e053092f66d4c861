import Foundation
import StateboardAppFiles
import Testing

@testable import StateboardCore
@testable import StateboardTheme
import StateboardTestSupport

/// A theme is decoded into typed templates when it loads: every decode error is found by loading,
/// wherever it is (a state no matrix renders, a trait no screen uses, a component one state uses),
/// and resolving only fills in parameters, strings and components.
@Suite struct TypedThemeTests {
    /// Writes `yaml` as a theme and returns its file.
    static func theme(_ yaml: String) throws -> URL {
        let folder = try TestPaths.temporaryFolder("typed").appendingPathComponent("t")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("theme.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    static func remove(_ file: URL) { try? FileManager.default.removeItem(at: file.deletingLastPathComponent().deletingLastPathComponent()) }

    /// The problem `ThemeLoader.load` throws with this message, as `line:column`.
    static func loadError(_ yaml: String, _ message: String) throws -> String? {
        let file = try theme(yaml)
        defer { remove(file) }
        do {
            _ = try ThemeLoader.load(path: file.deletingLastPathComponent().path)
            return nil
        } catch {
            let found = error.diagnostics.first { $0.message.contains(message) }
            #expect(found?.location.file == file.path, "\(error)")
            return found.map { "\($0.location.line):\($0.location.column)" }
        }
    }

    struct Unreached: CustomStringConvertible, Sendable {
        var name: String
        var yaml: String
        var location: String
        var message: String
        var description: String { name }
    }

    // The matrix renders `loading` only; every mistake below is somewhere no render goes.
    static let unreached: [Unreached] = [
        Unreached(
            name: "bad color in a screen's error.timeout",
            yaml:
                "stateboard: 1\nmatrix: { states: [loading] }\nscreens:\n  home:\n    states:\n      error.timeout:\n        node: { box: { fill: \"#12345\" } }\n",
            location: "7:30", message: "`fill` `#12345` is not a hex color"),
        Unreached(
            name: "bad spinner style in a trait no screen uses",
            yaml:
                "stateboard: 1\nmatrix: { states: [loading] }\nscreens: { home: {} }\ntraits:\n  unused: { states: { loading: { node: { spinner: { style: hueg } } } } }\n",
            location: "5:60", message: "`style` `hueg` is not one of medium, large, ring"),
        Unreached(
            name: "number out of range in a component one state uses",
            yaml:
                "stateboard: 1\nmatrix: { states: [loading] }\ncomponents:\n  bar: { node: { progress: { value: 2 } } }\nscreens:\n  home: { states: { custom.sync: { node: { component: bar } } } }\n",
            location: "4:37", message: "`value` must be at most 1, not 2"),
        Unreached(
            name: "unknown text style in a component no state uses",
            yaml: "stateboard: 1\ncomponents:\n  card: { node: { label: { text: x, style: tittle } } }\nscreens: { home: {} }\n",
            location: "3:44", message: "unknown text style `tittle`"),
        Unreached(
            name: "unknown component in a trait",
            yaml: "stateboard: 1\nscreens: { home: {} }\ntraits:\n  t: { states: { empty: { node: { component: crad } } } }\n",
            location: "4:46", message: "unknown component `crad`"),
        Unreached(
            name: "missing required parameter inside a component",
            yaml:
                "stateboard: 1\ncomponents:\n  inner: { params: { t: ~ }, node: { label: $t } }\n  outer: { node: { component: inner } }\nscreens: { home: {} }\n",
            location: "4:31", message: "component `inner` needs `t`"),
        Unreached(
            name: "undeclared parameter inside a component",
            yaml: "stateboard: 1\ncomponents:\n  card: { params: { title: ~ }, node: { label: $titel } }\nscreens: { home: {} }\n",
            location: "3:48", message: "unknown parameter `$titel`"),
        Unreached(
            name: "literal param against the property it fills",
            yaml: "stateboard: 1\nmatrix: { states: [loading] }\nscreens:\n  home: { states: { error.timeout: { params: { actionStyle: filld } } } }\n",
            location: "4:61", message: "`style` `filld` is not one of"),
        Unreached(
            name: "missing image given as a param",
            yaml: "stateboard: 1\nmatrix: { states: [loading] }\nscreens:\n  home: { states: { empty: { params: { image: icons/nope.svg } } } }\n",
            location: "4:47", message: "no image file at `icons/nope.svg`"),
        Unreached(
            name: "component default against its use",
            yaml: "stateboard: 1\ncomponents:\n  dot: { params: { tint: systemBlu }, node: { box: { fill: $tint } } }\nscreens: { home: {} }\n",
            location: "3:26", message: "unknown color `systemBlu`"),
        Unreached(
            name: "parameter inside a property's mapping",
            yaml: "stateboard: 1\ncomponents:\n  c: { params: { pad: 8 }, node: { stack: { margins: { horizontal: $pad } } } }\nscreens: { home: {} }\n",
            location: "3:68", message: "`margins` takes a `$param` or `@key` as its whole value, not inside it"),
    ]

    @Test(arguments: unreached)
    func loadingReports(_ mistake: Unreached) throws {
        #expect(try Self.loadError(mistake.yaml, mistake.message) == mistake.location)
    }

    @Test func validateReportsAStateNoMatrixVariantReaches() throws {
        let file = try Self.theme(Self.unreached[0].yaml)
        defer { Self.remove(file) }
        let report = ThemeValidator.validate(path: file.deletingLastPathComponent().path)
        let found = report.diagnostics.first { $0.message.contains("is not a hex color") }
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == "7:30", "\(report.diagnostics)")
    }

    /// Every malformed-theme case except those that depend on a locale's strings, on which
    /// params a node ends up using, or on the matrix's locales is reported by loading alone.
    @Test func loadingReportsEveryMistakeThatIsNotAboutStringsOrUse() throws {
        let atResolution: Set = ["missing string", "misspelt string key", "unused parameter", "missing translation"]
        for mistake in MalformedThemeTests.mistakes where !atResolution.contains(mistake.name) {
            let file = try Self.theme(mistake.yaml)
            defer { Self.remove(file) }
            let (_, diagnostics) = ThemeLoader.loadCollecting(path: file.deletingLastPathComponent().path)
            let match = diagnostics.first { $0.message.contains(mistake.message) }
            #expect(match.map { "\($0.location.line):\($0.location.column)" } == mistake.location, "\(mistake.name): \(diagnostics)")
        }
    }

    @Test func aParameterWhoseTypeIsKnownOnlyAfterSubstitutionIsReportedWhereItIsWritten() throws {
        let yaml = """
            stateboard: 1
            components:
              dot: { params: { tint: ~ }, node: { box: { fill: $tint } } }
            strings: { en: { brand: "not a color" } }
            screens:
              home: { states: { empty: { node: { component: dot, tint: "@brand" } } } }
            """
        let file = try Self.theme(yaml)
        defer { Self.remove(file) }
        let theme = try ThemeLoader.load(path: file.deletingLastPathComponent().path)
        let variant = Variant(device: Device.presets[0], locale: LocaleInfo("en"))
        #expect(throws: DiagnosticsError.self) { try ThemeResolver(theme: theme).scene(screen: "home", state: .empty, variant: variant) }
        do {
            _ = try ThemeResolver(theme: theme).scene(screen: "home", state: .empty, variant: variant)
        } catch {
            let found = error.diagnostics.first { $0.message.contains("unknown color `not a color`") }
            #expect(found.map { "\($0.location.line):\($0.location.column)" } == "6:60", "\(error)")
        }
    }

    /// The resolver works on typed templates: a theme assembled in Swift, with no YAML anywhere,
    /// resolves like one read from a file.
    @Test func resolvesTemplatesBuiltInSwift() throws {
        var theme = try ThemeLoader.load(path: BundledThemeTests.themesFolder.appendingPathComponent("ios").path)
        let here = FileLocation(file: "Swift", line: 1, column: 1)
        let label = KindTemplate(
            kind: "label", kindLocation: here,
            properties: [
                "id": NodeProperty(template: .value(.text("hello")), location: here),
                "text": NodeProperty(template: .parameter("greeting"), location: here),
                "color": NodeProperty(template: .value(.color(.named("accent"))), location: here),
                "style": NodeProperty(template: .value(.textStyle("title")), location: here),
            ], children: [])
        theme.states["empty"] = StateSpec(
            node: NodeTemplate(body: .kind(label), conditions: [], location: here),
            params: ["greeting": Located(.string(key: "inbox.title"), at: here)], location: here)
        let variant = Variant(device: Device.presets[0], locale: LocaleInfo("zh-Hans"))
        let scene = try ThemeResolver(theme: theme).scene(screen: "inbox", state: .empty, variant: variant)
        guard case .stack(let root) = scene.root.content, let node = root.nodes.first?.content.value(as: LabelNode.self) else {
            Issue.record("expected a stack around one label, got \(scene.root)")
            return
        }
        #expect(node.content.text == "收件箱")
        #expect(node.color == SystemColor.systemBlue.color)
        #expect(node.styleName == "title")
        #expect(node.content.font.weight == .bold)
    }

    /// A `@key` param's `{name}` placeholders are filled from the screen's literal params.
    @Test func stringParamsAreFilledFromOtherParams() throws {
        let theme = try ThemeLoader.load(path: BundledThemeTests.themesFolder.appendingPathComponent("ios").path)
        let variant = Variant(device: Device.presets[0], locale: LocaleInfo("en"))
        let scene = try ThemeResolver(theme: theme).scene(screen: "search", state: .empty, variant: variant)
        guard case .stack(let root) = scene.root.content else { return }
        let title = root.nodes.compactMap { node -> String? in
            if let label = node.content.value(as: LabelNode.self), node.id == "title" { return label.content.text }
            return nil
        }
        #expect(title == ["No Results for “Pizza”"])
    }

    @Test func loadedTemplatesAreTyped() throws {
        let theme = try ThemeLoader.load(path: BundledThemeTests.themesFolder.appendingPathComponent("dzn").path)
        guard case .component(let use)? = theme.states["empty"]?.node?.body else {
            Issue.record("the empty state's node is not a component use")
            return
        }
        #expect(use.name == "dznEmptyDataSet")
        guard case .kind(let stack)? = theme.components["dznEmptyDataSet"]?.template.body else {
            Issue.record("the component is not a node")
            return
        }
        #expect(stack.properties["spacing"]?.template == .value(.spacing("dznGap")))
        guard case .kind(let image) = stack.children[0].body else { return }
        #expect(stack.children[0].conditions.map(\.value) == [.parameter("image")])
        #expect(image.properties["path"]?.template == .parameter("image"))
        #expect(image.properties["width"]?.template == .value(.number(72)))
        #expect(theme.screenDefaults.placement?.value.insets == Insets(top: 0, left: 24, bottom: 0, right: 24))
        #expect(theme.screenDefaults.chrome?.map(\.bar.kind) == [.navigationBar])
    }

    /// `YAMLValue` and its parts stay inside the module.
    @Test func noYAMLInThePublicAPI() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/StateboardTheme")
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("public") {
                #expect(!line.contains("YAML"), "\(name): \(line)")
            }
        }
    }
}
