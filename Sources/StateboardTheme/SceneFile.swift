import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardLayout

/// A scene file: one node tree with no theme around it (`stateboard: 1`, `canvas:`, `root:`).
/// The `layout` and `render-scene` commands read it; it is how the layout engine is checked end
/// to end.
///
/// ```yaml
/// stateboard: 1
/// canvas: { width: 390, height: 844, scale: 3 }
/// direction: rtl                      # optional: ltr (default) | rtl
/// safeArea: { top: 47, bottom: 34 }   # optional
/// statusBarHeight: 0                  # optional: no status bar (default: the safe area's top)
/// idiom: pad                          # optional: phone (default) | pad — which keyboard it shows
/// chrome: [navigationBar, { tabBar: { height: 49 } }]
/// placement: { anchor: center, offset: { x: 0, y: -20 }, insets: 16, maxWidth: 320 }
/// root:
///   stack: { axis: vertical, alignment: center, spacing: 12 }
///   nodes:
///     - label: { id: title, text: "No data", style: title2 }
/// ```
public enum SceneFile {
    /// The format version this build reads.
    public static let version = 1
    static let topKeys = ["stateboard", "canvas", "direction", "textSize", "background", "safeArea", "statusBarHeight", "idiom", "framework", "chrome", "placement", "root"]

    /// Loads and checks a scene file; every problem is reported, each with file:line:column.
    /// Nodes may be of the `kinds` given (an app's own among them).
    public static func load(path: String, kinds: NodeKindRegistry = .builtIn) throws(DiagnosticsError) -> PlaceholderScene {
        let data: Data
        switch ThemeConfinement.readFile(path) {
        case .success(let read): data = read
        case .failure(let refusal):
            throw DiagnosticsError([
                Diagnostic(
                    "cannot read the file: \(refusal.message)", at: FileLocation(file: path, line: 1, column: 1),
                    hint: refusal.hint + "; scene files are YAML (`stateboard: 1`, `canvas:`, `root:`)")
            ])
        }
        let text: String
        switch YAMLLimits.text(of: data, file: path) {
        case .success(let decoded): text = decoded
        case .failure(let problem): throw DiagnosticsError([problem.diagnostic])
        }
        return try parse(text, path: path, baseDirectory: (path as NSString).deletingLastPathComponent, kinds: kinds)
    }

    /// Parses scene YAML. `path` is what diagnostics name; image paths resolve against `baseDirectory`.
    public static func parse(
        _ text: String, path: String, baseDirectory: String,
        kinds: NodeKindRegistry = .builtIn
    ) throws(DiagnosticsError) -> PlaceholderScene {
        let reader = YAMLReader(file: path)
        let scene = reader.compose(text, emptyHint: "a scene file starts with `stateboard: 1`").flatMap {
            decode($0, reader: reader, baseDirectory: baseDirectory, kinds: kinds)
        }
        guard reader.diagnostics.isEmpty, let scene else { throw DiagnosticsError(reader.diagnostics) }
        return scene
    }

    private static func decode(_ document: YAMLValue, reader: YAMLReader, baseDirectory: String, kinds: NodeKindRegistry) -> PlaceholderScene? {
        guard let entries = reader.mapping(document, allowed: topKeys, what: "a scene file") else { return nil }
        let values = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        reader.checkFormatVersion(values["stateboard"], of: "scene file", document: document)
        let textSize = values["textSize"].flatMap { reader.choice($0, TextSizeCategory.self, what: "`textSize`") } ?? .large
        let canvas = values["canvas"].flatMap { self.canvas($0, reader: reader) }
        if values["canvas"] == nil {
            reader.error("a scene file needs a `canvas`", at: document, hint: "for example `canvas: { width: 390, height: 844 }`")
        }
        guard let rootNode = values["root"] else {
            reader.error("a scene file needs a `root` stack", at: document, hint: "for example `root: { stack: { axis: vertical }, nodes: [] }`")
            return nil
        }
        let framework = values["framework"].flatMap { reader.choice($0, AppFramework.self, what: "`framework`") } ?? .uiKit
        var root = self.root(rootNode, reader: reader, baseDirectory: baseDirectory, kinds: kinds, textSize: textSize)
        if framework == .swiftUI { root = root.map { SwiftUIFramework.adapted($0, textSize: textSize) } }
        if let root, Self.nodeCount(root) > InputLimits.current.nodes {
            reader.error("the scene has more than \(InputLimits.current.nodes) nodes (`nodes`)", at: rootNode, hint: InputLimits.hint(raising: "nodes"))
            return nil
        }
        guard let canvas, let root else { return nil }
        var scene = PlaceholderScene(canvas: canvas.size, scale: canvas.scale, root: root)
        scene.direction = values["direction"].flatMap { reader.choice($0, InterfaceDirection.self, what: "`direction`") } ?? .leftToRight
        scene.background = values["background"].flatMap { reader.color($0, what: "`background`") } ?? scene.background
        scene.screen.safeArea = values["safeArea"].flatMap { reader.insets($0, what: "`safeArea`") } ?? .zero
        scene.screen.statusBarHeight = values["statusBarHeight"].flatMap { reader.number($0, what: "`statusBarHeight`", minimum: 0, maximum: 200) }
        scene.screen.isPad = values["idiom"].flatMap { reader.choice($0, names: ["phone", "pad"], what: "`idiom`") } == "pad"
        scene.screen.chrome = (values["chrome"].map { reader.chrome($0) } ?? []).map { Self.sized($0, for: textSize, framework: framework) }
        scene.placement = values["placement"].flatMap { reader.placement($0) }
        return scene
    }

    /// The scene's root node; one that is not a stack is reported (and the rest of the file still
    /// checked).
    private static func root(
        _ yaml: YAMLValue, reader: YAMLReader, baseDirectory: String, kinds: NodeKindRegistry, textSize: TextSizeCategory
    ) -> PlaceholderNode? {
        // The same decoder as themes', with nothing substituted: every value is a literal, checked
        // by the type its kind declares, and each kind builds its node from the typed values.
        let templates = TemplateDecoder(
            reader: reader, tokens: ThemeTokens(), folder: baseDirectory.isEmpty ? "." : baseDirectory,
            kinds: kinds, substitutions: false)
        // What building could report, decoding has reported already.
        let builder = NodeBuilder(tokens: ThemeTokens(), textSize: textSize, kinds: kinds, reader: YAMLReader(file: reader.file))
        let root = templates.node(yaml).flatMap(builder.literalNode)
        if let root, !Self.isStack(root) {
            reader.error("the root must be a stack", at: yaml, hint: "wrap the node: `root: { stack: {}, nodes: [ … ] }`")
        }
        return root
    }

    private static func isStack(_ node: PlaceholderNode) -> Bool {
        if case .stack = node.content { return true }
        return false
    }

    /// Large titles, search fields and table headers follow the scene's text size, and their
    /// bars (at their default heights) grow with it; a SwiftUI app's inline titles and items too.
    private static func sized(_ template: ChromeBar, for textSize: TextSizeCategory, framework: AppFramework) -> ChromeBar {
        var bar = template
        bar.framework = framework
        if bar.kind == .navigationBar || bar.kind == .largeTitleNavigationBar {
            bar.barTextSize = BarMetrics.barTextSize(at: textSize, framework: framework)
        }
        switch bar.kind {
        case .largeTitleNavigationBar:
            bar.textSize = textSize
            if bar.height == ChromeKind.largeTitleNavigationBar.defaultHeight {
                bar.height = ChromeBar.largeTitleBarHeight(at: textSize, framework: framework)
            }
        case .searchBar:
            bar.textSize = textSize
            if bar.height == ChromeKind.searchBar.defaultHeight { bar.height = BarMetrics.searchBarHeight(at: textSize, framework: framework) }
        case .tableHeader:
            bar.textSize = textSize
            if bar.height == ChromeKind.tableHeader.defaultHeight { bar.height = TableHeaderMetrics.height(hasText: !bar.items.isEmpty, at: textSize) }
        default: break
        }
        return bar
    }

    /// Nodes in a tree (its depth is bounded by the YAML depth limit).
    static func nodeCount(_ node: PlaceholderNode) -> Int {
        node.children.reduce(1) { $0 + nodeCount($1) }
    }

    private static func canvas(_ node: YAMLValue, reader: YAMLReader) -> (size: LayoutSize, scale: Double)? {
        guard let entries = reader.mapping(node, allowed: ["width", "height", "scale"], what: "`canvas`") else { return nil }
        var width: Double?, height: Double?, scale = 1.0
        for (key, _, value) in entries {
            switch key {
            case "width": width = reader.number(value, what: "`canvas.width`", minimum: 1, maximum: 10_000)
            case "height": height = reader.number(value, what: "`canvas.height`", minimum: 1, maximum: 10_000)
            default: scale = reader.number(value, what: "`canvas.scale`", minimum: 0.5, maximum: 4) ?? scale
            }
        }
        guard let width, let height else {
            let given = Set(entries.map(\.key))
            if !given.contains("width") || !given.contains("height") {
                reader.error("`canvas` needs both `width` and `height` in points", at: node, hint: "for example `canvas: { width: 390, height: 844 }`")
            }
            return nil
        }
        let pixels = width * height * scale * scale
        if pixels > Double(InputLimits.current.canvasPixels) {
            reader.error(
                "the canvas is \(Int(pixels)) pixels at scale \(scale), over the limit of \(InputLimits.current.canvasPixels) (`canvasPixels`)",
                at: node, hint: InputLimits.hint(raising: "canvasPixels"))
            return nil
        }
        return (LayoutSize(width: width, height: height), scale)
    }

}
