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
        // No default content: a screen without any has no state that shows it.
        if !state.hidesContent, !screen.hasContent { throw DiagnosticsError([ThemeValidator.missingContent(screen: screen, state: state)]) }
        let reader = YAMLReader(file: theme.files.first ?? theme.name)
        var steps: [ResolutionStep] = []
        var checkedParams = Set<String>()
        var spec = cascade(screen: screen, state: state, reader: reader, steps: &steps, paramsSinceNode: &checkedParams)
        if state == .empty { Self.applySearchDefaults(to: &spec, chrome: chromeTemplates(spec, screen: screen)) }
        let (expander, strings) = self.expander(reader: reader, screen: screen, variant: variant)
        let params = expander.bindings(spec.params)
        var root = PlaceholderNode(.stack(StackNode(axis: .vertical, alignment: .center)))
        var accessory: SceneAccessory?
        if state != .content {
            root = placeholderRoot(spec, params: params, expander: expander) ?? root
            // The state's second node, expanded before params are checked: it may use some of its own.
            accessory = spec.accessory.flatMap { template in
                expander.node(template.value.node, params: params).map { SceneAccessory(node: $0, placement: template.value.placement) }
            }
            if spec.node != nil { reportUnusedParams(spec.params, checked: checkedParams, screen: screen, expander: expander) }
        }
        var content = state.hidesContent ? nil : screen.content.flatMap { expander.node($0, params: params) }
        if theme.screenDefaults.framework?.value == .swiftUI {
            root = SwiftUIFramework.adapted(root, textSize: variant.textSize)
            content = content.map { SwiftUIFramework.adapted($0, textSize: variant.textSize) }
        }
        var scene = self.scene(root: root, content: content, showsPlaceholder: state != .content, spec: spec, screen: screen, variant: variant)
        scene.accessory = accessory
        // Bar texts are screen text: `@key` strings and `{param}`s resolve as in nodes.
        let bars = BarResolver(
            theme: theme, expander: expander, params: params, strings: strings,
            title: screen.title.flatMap { expander.evaluate($0, params: params)?.text }, variant: variant)
        scene.screen = ScreenFrame(
            safeArea: variant.device.safeArea(in: variant.orientation), chrome: chromeTemplates(spec, screen: screen).map(bars.bar),
            statusBarHeight: variant.device.statusBarHeight(in: variant.orientation), isPad: variant.device.isPad)
        scene.contentOffset = spec.contentOffset?.value ?? 0  // the screen's: a large title's bar stretches by it
        guard reader.diagnostics.isEmpty else { throw DiagnosticsError(reader.diagnostics) }
        return Resolution(scene: scene, steps: steps + expander.appStringLog.steps, strings: expander.usage.strings.intersection(strings.keys))
    }

    /// The expander of a screen's templates in a variant, and the strings it reads.
    private func expander(reader: YAMLReader, screen: Screen, variant: Variant) -> (TemplateExpander, [String: LocatedText]) {
        let (strings, untranslated) = theme.stringTable(for: variant.locale, screen: screen)
        var expander = TemplateExpander(
            reader: reader, theme: theme, strings: strings, locale: variant.locale.identifier,
            textSize: variant.textSize, widthClass: variant.device.widthClass(in: variant.orientation))
        expander.untranslatedStrings = untranslated
        expander.deviceIdiom = variant.device.isPad ? "ipad" : "iphone"
        return (expander, strings)
    }

    /// The screen's title in a variant, as its bars show it with the screen's params and no
    /// state's (`init --from-xcode` checks it apart from the states, which a screen without
    /// content all give params of their own).
    func title(of screen: Screen, variant: Variant) throws(DiagnosticsError) -> String? {
        let reader = YAMLReader(file: theme.files.first ?? theme.name)
        var steps: [ResolutionStep] = []
        var checked = Set<String>()
        let spec = cascade(screen: screen, state: .content, reader: reader, steps: &steps, paramsSinceNode: &checked)
        let (expander, _) = self.expander(reader: reader, screen: screen, variant: variant)
        let title = screen.title.flatMap { expander.evaluate($0, params: expander.bindings(spec.params))?.text }
        guard reader.diagnostics.isEmpty else { throw DiagnosticsError(reader.diagnostics) }
        return title
    }

    /// The bars a state shows: its own, else the screen's, else the theme's screen defaults.
    private func chromeTemplates(_ spec: StateSpec, screen: Screen) -> [ChromeBarTemplate] {
        spec.chrome?.value ?? screen.chrome ?? theme.screenDefaults.chrome ?? []
    }

    /// The state's node as the scene's root: a stack as it is, any other node inside a centred one.
    private func placeholderRoot(_ spec: StateSpec, params: [String: BoundValue], expander: TemplateExpander) -> PlaceholderNode? {
        guard let template = spec.node, let node = expander.node(template, params: params) else { return nil }
        if case .stack = node.content { return node }
        return PlaceholderNode(.stack(StackNode(axis: .vertical, alignment: .center, nodes: [node])))
    }

    /// Reports the state's params that the drawn placeholder does not use. Params set before the
    /// node was replaced may belong to an earlier placeholder; only those given with (or after)
    /// the node that is drawn (`checked`) must be used. Built-in params are defaults for the
    /// built-in placeholders; a theme may draw others.
    private func reportUnusedParams(
        _ params: [String: Located<TemplateScalar>], checked: Set<String>, screen: Screen, expander: TemplateExpander
    ) {
        let used = expander.usage.used
        for (name, value) in params.sorted(by: { $0.key < $1.key })
        where checked.contains(name) && !used.contains(name) && !screen.params.keys.contains(name) && value.location.file != BuiltInTheme.file {
            expander.reader.report(
                Diagnostic(
                    "parameter `\(name)` is not used by the placeholder it is given to", at: value.location,
                    hint: nearestMatch(to: name, in: used).map { "did you mean `\($0)`?" }
                        ?? "used parameters: \(used.sorted().joined(separator: ", "))"))
        }
    }

    /// The scene's canvas, locale and colours for the variant, around the expanded nodes.
    private func scene(
        root: PlaceholderNode, content: PlaceholderNode?, showsPlaceholder: Bool, spec: StateSpec, screen: Screen, variant: Variant
    ) -> PlaceholderScene {
        let isPad = variant.device.isPad
        var scene = PlaceholderScene(
            canvas: variant.device.size(in: variant.orientation), scale: variant.scale, root: root, content: content,
            showsPlaceholder: showsPlaceholder, direction: variant.locale.direction)
        scene.language = variant.locale.textLanguage
        scene.clock = variant.locale.clock
        scene.clockWithPeriod = variant.locale.clockWithPeriod
        scene.statusDate = variant.locale.statusDate
        scene.batteryPercentage = variant.locale.batteryPercentage
        scene.placement = (spec.placement ?? theme.screenDefaults.placement)?.value ?? Placement()
        scene.dimming = spec.dimming.map { theme.tokens.color($0.value).forDevice(isPad: isPad) }
        let background = spec.background ?? screen.background ?? theme.screenDefaults.background
        scene.background = background.map { theme.tokens.color($0.value).forDevice(isPad: isPad) } ?? SystemColor.systemBackground.color
        // An inset-grouped list's screen is grouped, unless a theme (not the built-in one) says otherwise.
        if background.map({ $0.location.file == Theme.builtInFile }) ?? true, content.map(Self.showsInsetGroupedList) == true {
            scene.background = SystemColor.systemGroupedBackground.color
        }
        return scene
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
