import StateboardAppFiles
import StateboardCore
import StateboardLayout

/// Where one resolved value came from: which level of the cascade, and the file:line:column.
public struct ResolutionStep: Sendable, CustomStringConvertible {
    /// `node`, `placement`, `background`, `params.title`, …
    public var value: String
    /// `built-in`, `theme ios`, `trait listLoading`, `screen favorites`.
    public var level: String
    /// The state key that level matched (`error` for `error.timeout` falling back).
    public var stateKey: String
    public var location: FileLocation
    public var description: String { "\(value) ← \(level) (\(stateKey)) at \(location)" }
}

/// A resolved screen state: the scene to lay out and draw, and how its values were chosen.
public struct Resolution: Sendable {
    public var scene: PlaceholderScene
    public var steps: [ResolutionStep]
    /// The keys of the theme's (and the screen's) `strings` the scene shows: what `validate`
    /// asks translations of.
    public var strings: Set<String> = []
}

/// Resolves a screen in a state and a variant to a `PlaceholderScene`, by the cascade built-in → theme →
/// each trait → the screen → the screen's state, with state fallback `error.timeout` → `error`.
/// It works on the theme's typed templates, decoded and checked when the theme loaded: it only
/// substitutes params, strings and components and looks tokens up, so what it can still report is
/// a locale's missing string or a substituted value that does not fit its property.
public struct ThemeResolver: Sendable {
    public let theme: Theme

    public init(theme: Theme) { self.theme = theme }

    /// The scene for a screen in a state, in a variant.
    public func scene(screen: String, state: ViewState, variant: Variant) throws(DiagnosticsError) -> PlaceholderScene {
        try resolve(screen: screen, state: state, variant: variant).scene
    }

    /// The scene and the trail of where each value came from (for `explain --resolution`).
    public func resolve(screen name: String, state: ViewState, variant: Variant) throws(DiagnosticsError) -> Resolution {
        guard let screen = theme.screen(named: name) else {
            throw DiagnosticsError([
                Diagnostic(
                    "no screen `\(name)` in theme `\(theme.name)`",
                    at: FileLocation(file: theme.files.first ?? theme.name, line: 1, column: 1),
                    hint: nearestMatch(to: name, in: theme.screens.map(\.name)).map { "did you mean `\($0)`?" }
                        ?? "screens: \(theme.screens.map(\.name).joined(separator: ", "))")
            ])
        }
        return try resolve(screen, state: state, variant: variant)
    }

    /// The scene of `screen` (one of the theme's) and its trail; `validate` walks the screens
    /// themselves rather than looking each up by name.
    func resolve(_ screen: Screen, state: ViewState, variant: Variant) throws(DiagnosticsError) -> Resolution {
        let reader = YAMLReader(file: theme.files.first ?? theme.name)
        var steps: [ResolutionStep] = []
        var checkedParams = Set<String>()
        var spec = cascade(screen: screen, state: state, reader: reader, steps: &steps, paramsSinceNode: &checkedParams)
        if state == .empty {
            Self.applySearchDefaults(to: &spec, chrome: spec.chrome?.value ?? screen.chrome ?? theme.screenDefaults.chrome ?? [])
        }
        let (strings, untranslated) = theme.stringTable(for: variant.locale, screen: screen)
        var expander = TemplateExpander(
            reader: reader, theme: theme, strings: strings, locale: variant.locale.identifier,
            textSize: variant.textSize, widthClass: variant.device.widthClass(in: variant.orientation))
        expander.untranslatedStrings = untranslated
        expander.deviceIdiom = variant.device.isPad ? "ipad" : "iphone"

        let params = expander.bindings(spec.params)
        var root = PlaceholderNode(.stack(StackNode(axis: .vertical, alignment: .center)))
        if state != .content, let template = spec.node, let node = expander.node(template, params: params) {
            if case .stack = node.content { root = node } else { root = PlaceholderNode(.stack(StackNode(axis: .vertical, alignment: .center, nodes: [node]))) }
        }
        // The state's second node, expanded before params are checked: it may use some of its own.
        var accessory: SceneAccessory?
        if state != .content, let template = spec.accessory?.value, let node = expander.node(template.node, params: params) {
            accessory = SceneAccessory(node: node, placement: template.placement)
        }
        if state != .content, spec.node != nil {
            // Params set before the node was replaced may belong to an earlier placeholder; only
            // those given with (or after) the node that is drawn must be used.
            // Built-in params are defaults for the built-in placeholders; a theme may draw others.
            for (name, value) in spec.params.sorted(by: { $0.key < $1.key })
            where checkedParams.contains(name)
                && !expander.usage.used.contains(name) && !screen.params.keys.contains(name) && value.location.file != BuiltInTheme.file
            {
                reader.report(
                    Diagnostic(
                        "parameter `\(name)` is not used by the placeholder it is given to", at: value.location,
                        hint: nearestMatch(to: name, in: expander.usage.used).map { "did you mean `\($0)`?" }
                            ?? "used parameters: \(expander.usage.used.sorted().joined(separator: ", "))"))
            }
        }
        var content: PlaceholderNode?
        if !state.hidesContent {
            content = expander.node(screen.content ?? BuiltInContent.rows, params: params)
        }
        let orientation = variant.orientation
        var scene = PlaceholderScene(
            canvas: variant.device.size(in: orientation), scale: variant.scale, root: root, content: content,
            showsPlaceholder: state != .content, direction: variant.locale.direction)
        scene.language = variant.locale.textLanguage
        scene.clock = variant.locale.clock
        scene.clockWithPeriod = variant.locale.clockWithPeriod
        scene.statusDate = variant.locale.statusDate
        scene.placement = (spec.placement ?? theme.screenDefaults.placement)?.value ?? Placement()
        scene.accessory = accessory
        scene.dimming = spec.dimming.map { theme.tokens.color($0.value).forDevice(isPad: variant.device.isPad) }
        let background = spec.background ?? screen.background ?? theme.screenDefaults.background
        scene.background = background.map { theme.tokens.color($0.value).forDevice(isPad: variant.device.isPad) } ?? SystemColor.systemBackground.color
        // An inset-grouped list's screen is grouped, unless a theme (not the built-in one) says otherwise.
        if background.map({ $0.location.file == Theme.builtInFile }) ?? true, content.map(Self.showsInsetGroupedList) == true {
            scene.background = SystemColor.systemGroupedBackground.color
        }
        // Bar texts are screen text: `@key` strings and `{param}`s resolve as in nodes.
        let title = screen.title.flatMap { expander.evaluate($0, params: params)?.text }
        let chrome = (spec.chrome?.value ?? screen.chrome ?? theme.screenDefaults.chrome ?? []).map { template in
            var bar = template.bar
            // Tabs and toolbar buttons take the app's tint, as UIKit's do: the theme's `accent`.
            bar.tint = theme.tokens.colors["accent"]?.forDevice(isPad: variant.device.isPad)
            bar.background = template.background.map { theme.tokens.color($0).forDevice(isPad: variant.device.isPad) }
            bar.unselectedTint = template.unselectedTint.map { theme.tokens.color($0).forDevice(isPad: variant.device.isPad) }
            func items(_ templates: [BarItemTemplate]) -> [BarItem] {
                templates.compactMap { item in
                    if let symbol = item.symbol { return BarItem(.symbol(symbol), isDone: item.isDone) }
                    return item.title.flatMap { expander.evaluate($0, params: params)?.text }.map { BarItem(.text($0), isDone: item.isDone) }
                }
            }
            bar.leadingItems = items(template.leadingItems)
            bar.trailingItems = items(template.trailingItems)
            switch bar.kind {
            case .navigationBar: bar.title = bar.title ?? title
            case .largeTitleNavigationBar:
                bar.title = bar.title ?? title
                // The large title follows Dynamic Type, and its bar grows with it unless the theme set a height.
                bar.textSize = variant.textSize
                if bar.height == ChromeKind.largeTitleNavigationBar.defaultHeight { bar.height = ChromeBar.largeTitleBarHeight(at: variant.textSize) }
            case .tabBar:
                // The floating tab bar is iPadOS 18's; an iPhone keeps its tab bar at the bottom.
                if bar.isFloating, !variant.device.isPad { bar.isFloating = false }
                if bar.isFloating, bar.height == ChromeKind.tabBar.defaultHeight { bar.height = ChromeBar.floatingTabBarHeight }
                bar.items =
                    template.items.isEmpty
                    ? Self.defaultTabItems(strings)
                    : template.items.compactMap { expander.evaluate($0, params: params)?.text }
                if template.items.isEmpty {
                    bar.symbols = ChromeBar.defaultTabSymbols
                    expander.usage.strings.formUnion(Self.defaultTabKeys)
                }
            case .tableHeader:
                // A real header view: its title (the screen's title unless given) and text, in the
                // user's text size; a header of the default height grows to fit them.
                bar.title = template.headerTitle.flatMap { expander.evaluate($0, params: params)?.text } ?? bar.title ?? title
                bar.items = template.headerText.flatMap { expander.evaluate($0, params: params)?.text }.map { [$0] } ?? []
                bar.textSize = variant.textSize
                if bar.height == ChromeKind.tableHeader.defaultHeight {
                    bar.height = TableHeaderMetrics.height(hasText: !bar.items.isEmpty, at: variant.textSize)
                }
            case .keyboard:
                bar.keyboard = KeyboardLayout.forLocale(variant.locale)
            case .searchBar:
                // The field shows the screen's `query` when it has one (a search in progress:
                // `ScreenFrame.isSearchActive`), else the locale's placeholder;
                // field, text and magnifier follow Dynamic Type, and the bar grows with them.
                bar.textSize = variant.textSize
                if bar.height == ChromeKind.searchBar.defaultHeight { bar.height = BarMetrics.searchBarHeight(at: variant.textSize) }
                bar.items = [strings["search.placeholder"]?.text ?? "Search"]
                expander.usage.strings.insert("search.placeholder")
                // While searching (the keyboard up) the bar shows Cancel in the locale's words.
                bar.cancelTitle = strings["cancel"]?.text ?? "Cancel"
                bar.title = params["query"].flatMap { $0.isEmpty || $0.text.isEmpty ? nil : $0.text }
            default: break
            }
            if variant.device.isPad { bar.useIPadRow() }
            return bar
        }
        scene.screen = ScreenFrame(
            safeArea: variant.device.safeArea(in: orientation), chrome: chrome,
            statusBarHeight: variant.device.statusBarHeight(in: orientation))
        scene.contentOffset = spec.contentOffset?.value ?? 0  // the screen's: a large title's bar stretches by it
        guard reader.diagnostics.isEmpty else { throw DiagnosticsError(reader.diagnostics) }
        return Resolution(scene: scene, steps: steps + expander.appStringLog.steps, strings: expander.usage.strings.intersection(strings.keys))
    }

    /// Lays the state's specs over each other: theme (its fallback keys, general first), each trait,
    /// the screen's params, the screen's states.
    func cascade(
        screen: Screen, state: ViewState, reader: YAMLReader, steps: inout [ResolutionStep],
        paramsSinceNode: inout Set<String>
    ) -> StateSpec {
        var levels: [(String, [String: StateSpec])] = [("theme", theme.states)]
        for reference in screen.traits {
            guard let trait = theme.traits[reference.text] else {
                reader.report(
                    Diagnostic(
                        "unknown trait `\(reference.text)`", at: reference.location,
                        hint: nearestMatch(to: reference.text, in: theme.traits.keys).map { "did you mean `\($0)`?" }
                            ?? "traits: \(theme.traits.keys.sorted().joined(separator: ", "))"))
                continue
            }
            levels.append(("trait \(trait.name)", trait.states))
        }
        var spec = StateSpec(location: screen.location)
        func apply(_ layer: StateSpec, level: String, key: String) {
            if let node = layer.node { steps.append(ResolutionStep(value: "node", level: level, stateKey: key, location: node.location)) }
            if let placement = layer.placement { steps.append(ResolutionStep(value: "placement", level: level, stateKey: key, location: placement.location)) }
            if let background = layer.background {
                steps.append(ResolutionStep(value: "background", level: level, stateKey: key, location: background.location))
            }
            if let chrome = layer.chrome { steps.append(ResolutionStep(value: "chrome", level: level, stateKey: key, location: chrome.location)) }
            if let dimming = layer.dimming {
                steps.append(ResolutionStep(value: "dimming", level: level, stateKey: key, location: dimming.location))
            }
            if let accessory = layer.accessory {
                steps.append(ResolutionStep(value: "accessory", level: level, stateKey: key, location: accessory.location))
            }
            if let offset = layer.contentOffset {
                steps.append(ResolutionStep(value: "contentOffset", level: level, stateKey: key, location: offset.location))
            }
            for (name, value) in layer.params.sorted(by: { $0.key < $1.key }) {
                steps.append(ResolutionStep(value: "params.\(name)", level: level, stateKey: key, location: value.location))
            }
            if layer.node != nil { paramsSinceNode = [] }
            paramsSinceNode.formUnion(layer.params.keys)
            spec = spec.overridden(by: layer)
        }
        for (level, states) in levels {
            for key in state.fallbackKeys.reversed() { if let layer = states[key] { apply(layer, level: level, key: key) } }
        }
        if !screen.params.isEmpty {
            apply(StateSpec(params: screen.params, location: screen.location), level: "screen \(screen.name)", key: "params")
        }
        for key in state.fallbackKeys.reversed() {
            if let layer = screen.states[key] { apply(layer, level: "screen \(screen.name)", key: key) }
        }
        return spec
    }

    /// A tab bar's items when the theme names none: four generic tabs in the locale's words (the
    /// built-in strings `tab.home` … `tab.profile`), English where the locale has none.
    static func defaultTabItems(_ strings: [String: LocatedText]) -> [String] {
        zip(defaultTabKeys, ["Home", "Search", "Saved", "Profile"]).map { key, english in strings[key]?.text ?? english }
    }

    static let defaultTabKeys = ["tab.home", "tab.search", "tab.saved", "tab.profile"]

    /// Whether the screen's content is an inset-grouped list: then, unless the theme gives a
    /// background, the screen is `systemGroupedBackground` (#F2F2F7 in light mode, measured on
    /// Home Assistant's iOS 18 captures; docs/iOSMetrics.md "Table rows"), as a grouped
    /// `UITableView` or SwiftUI `List` is, and its cards stand out from it.
    static func showsInsetGroupedList(_ node: PlaceholderNode) -> Bool {
        if let row = ListRowNodeKind.row(node) { return row.style == .insetGrouped }
        return node.children.contains(where: showsInsetGroupedList)
    }

}

/// What a screen shows when it has data and says nothing else: skeleton list rows.
enum BuiltInContent {
    static let rows: NodeTemplate = {
        let yaml =
            "{ stack: { axis: vertical, marginsRelative: true, margins: { horizontal: 16 } }, nodes: [ { skeleton: { shape: rows, count: 8 } }, { spacer: ~ } ] }"
        let reader = YAMLReader(file: BuiltInTheme.file)
        guard let document = reader.compose(yaml, emptyHint: ""),
            let template = TemplateDecoder(reader: reader, tokens: ThemeTokens(), folder: "", kinds: .builtIn).node(document), reader.diagnostics.isEmpty
        else {
            preconditionFailure("the built-in content does not decode: \(reader.diagnostics)")
        }
        return template
    }()
}
