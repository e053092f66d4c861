import StateboardAppFiles
import StateboardCore
import StateboardLayout

/// What can be checked once a theme and what it extends are loaded, before any screen resolves:
/// every component use (the component exists, takes those arguments, does not contain itself),
/// every `$param` inside a component (it is declared; a nested component gets what it needs), and
/// every literal parameter value against the type of each property it is substituted into, in
/// every state of every screen (the matrix's or not) and in every trait, used or not.
struct ThemeChecker {
    let theme: Theme
    let reader: YAMLReader
    let converter: PropertyDecoder

    /// Parameters and the properties they are substituted into.
    typealias Uses = [String: [(type: PropertyType, key: String)]]

    static func check(_ theme: Theme) -> [Diagnostic] {
        let reader = YAMLReader(file: theme.files.first ?? theme.name)
        let checker = ThemeChecker(
            theme: theme, reader: reader,
            converter: PropertyDecoder(reader: reader, tokens: theme.tokens, baseDirectory: theme.folder))
        checker.run()
        var seen = Set<String>()
        return reader.diagnostics.filter { seen.insert($0.description).inserted }
    }

    private func run() {
        checkComponents()
        findCycles()
        checkStates()
        checkScreens()
        checkMatrixStates()
    }

    /// A custom state the theme's own matrix (or `snapshots`) lists is shown by some screen: else
    /// it would render nothing anywhere. (A matrix inherited with `extends` names the parent's
    /// states: screens the theme replaces may show none of them, and nothing is drawn for those.)
    private func checkMatrixStates() {
        let shown = Set(theme.screens.flatMap { ThemeValidator.customStates(of: theme, screen: $0) }.map(\.key))
        for (section, matrix) in [("matrix", theme.matrix), ("snapshots", theme.snapshots)] {
            guard let matrix, let keys = matrix.states else { continue }
            for key in keys where key.hasPrefix("custom.") && !shown.contains(key) {
                guard let location = matrix.stateLocations[key], location.file == theme.files.first else { continue }
                let declared = shown.sorted().map { "`\($0)`" }.joined(separator: ", ")
                reader.report(
                    Diagnostic(
                        "`\(section).states` lists `\(key)`, a custom state no screen shows", at: location,
                        hint: shown.isEmpty
                            ? "declare it under `states` (every screen), a trait's or a screen's `states`"
                            : "declare it under `states`, a trait's or a screen's `states`; the custom states here: \(declared)"))
            }
        }
    }

    /// Inside a component, parameters are the declared ones; defaults fit where they are used.
    private func checkComponents() {
        for component in theme.components.values.sorted(by: { $0.name < $1.name }) {
            walk(component.template, scope: Set(component.params.keys))
            let uses = parameterUses(component.template, visiting: [component.name])
            for (name, fallback) in component.params.sorted(by: { $0.key < $1.key }) {
                if let fallback { check(fallback, against: uses[name] ?? []) }
            }
        }
    }

    /// Every state spec of the theme, its traits and its screens, whether a screen reaches it or not.
    private func checkStates() {
        var specs = theme.states.map { ($0.key, $0.value) }
        for trait in theme.traits.values { specs += trait.states.map { ($0.key, $0.value) } }
        for screen in theme.screens { specs += screen.states.map { ($0.key, $0.value) } }
        for (key, spec) in specs {
            if let node = spec.node { walk(node, scope: nil) }
            if let accessory = spec.accessory { walk(accessory.value.node, scope: nil) }
            checkParams(spec, key: key)
        }
    }

    /// Each screen in each state it can be asked for: the node the cascade picks, with the params
    /// the cascade gives (all that the node and the screen's texts can use).
    private func checkScreens() {
        let resolver = ThemeResolver(theme: theme)
        for screen in theme.screens {
            for state in ThemeValidator.states(of: theme, screen: screen, matrix: Matrix()) {
                var steps: [ResolutionStep] = []
                var names = Set<String>()
                let spec = resolver.cascade(screen: screen, state: state, reader: reader, steps: &steps, paramsSinceNode: &names)
                let scope = Set(spec.params.keys)
                if let title = screen.title { checkReference(title.value, at: title.location, scope: scope) }
                if !state.hidesContent, let content = screen.content { walk(content, scope: scope) }
                guard state != .content, let node = spec.node else { continue }
                walk(node, scope: scope)
                let uses = parameterUses(node, visiting: [])
                for (name, value) in spec.params { check(value, against: uses[name] ?? []) }
            }
        }
    }

    /// A state's literal params against the node it has, or else the theme's node for its state.
    private func checkParams(_ spec: StateSpec, key: String) {
        guard !spec.params.isEmpty else { return }
        let fallbacks = ViewState(key: key)?.fallbackKeys ?? [key]
        guard let node = spec.node ?? fallbacks.lazy.compactMap({ theme.states[$0]?.node }).first else { return }
        let uses = parameterUses(node, visiting: [])
        for (name, value) in spec.params { check(value, against: uses[name] ?? []) }
    }

    /// A literal value converted to each type it is used as; empty and `false` values are left
    /// to resolution, since an `if:` usually guards their use.
    private func check(_ value: Located<TemplateScalar>, against uses: [(type: PropertyType, key: String)]) {
        guard case .literal(let text) = value.value, !text.isEmpty, text != "false" else { return }
        let scalar = BoundValue(text: text, isEmpty: false, location: value.location).scalar
        var checked: [PropertyType] = []
        for use in uses where use.type != .text && !checked.contains(use.type) {
            checked.append(use.type)
            _ = converter.decode(scalar, as: use.type, key: use.key)
        }
    }

    /// The free parameters of a template and the properties they reach, through components.
    func parameterUses(_ template: NodeTemplate, visiting: [String]) -> Uses {
        var uses: Uses = [:]
        switch template.body {
        case .kind(let kind):
            for (key, property) in kind.properties {
                if case .parameter(let name) = property.template, let type = theme.kinds.propertyType(kind: kind.kind, key: key) {
                    uses[name, default: []].append((type, key))
                }
            }
            for child in kind.children { uses.merge(parameterUses(child, visiting: visiting)) { $0 + $1 } }
        case .component(let use):
            guard let component = theme.components[use.name], !visiting.contains(use.name) else { break }
            let inner = parameterUses(component.template, visiting: visiting + [use.name])
            for (name, found) in inner where component.params.keys.contains(name) {
                if let argument = use.arguments[name] {
                    if case .parameter(let outer) = argument.value.value { uses[outer, default: []] += found }
                } else {
                    uses[name, default: []] += found  // passed through from the caller's params
                }
            }
        }
        return uses
    }

    /// Component uses and parameters; `scope` is the declared params inside a component, `nil`
    /// in a state's node (whose params the cascade decides).
    private func walk(_ template: NodeTemplate, scope: Set<String>?) {
        for condition in template.conditions { checkReference(condition.value, at: condition.location, scope: scope) }
        switch template.body {
        case .kind(let kind):
            for property in kind.properties.values {
                if case .parameter(let name) = property.template { checkReference(.parameter(name), at: property.location, scope: scope) }
            }
            for child in kind.children { walk(child, scope: scope) }
        case .component(let use):
            guard let component = theme.components[use.name] else {
                reader.report(.unknownComponent(use.name, at: use.nameLocation, known: theme.components.keys))
                return
            }
            let callee = parameterUses(component.template, visiting: [use.name])
            for (key, argument) in use.arguments.sorted(by: { $0.key < $1.key }) {
                guard component.params.keys.contains(key) else {
                    reader.report(
                        Diagnostic(
                            "component `\(use.name)` has no parameter `\(key)`", at: argument.keyLocation,
                            hint: nearestMatch(to: key, in: component.params.keys).map { "did you mean `\($0)`?" }
                                ?? "its parameters: \(component.params.keys.sorted().joined(separator: ", "))"))
                    continue
                }
                checkReference(argument.value.value, at: argument.value.location, scope: scope)
                check(argument.value, against: callee[key] ?? [])
            }
            guard let scope else { return }
            for (key, fallback) in component.params.sorted(by: { $0.key < $1.key })
            where fallback == nil && use.arguments[key] == nil && !scope.contains(key) {
                reader.report(.missingArgument(key, of: use.name, at: use.nameLocation))
            }
        }
    }

    private func checkReference(_ scalar: TemplateScalar, at location: FileLocation, scope: Set<String>?) {
        guard let scope, case .parameter(let name) = scalar, !scope.contains(name), !TemplateExpander.variantParameters.contains(name) else { return }
        reader.report(.unknownParameter(name, at: location, known: scope))
    }

    /// A component that uses itself, directly or through others, reported once per cycle.
    private func findCycles() {
        var reported: [Set<String>] = []
        func visit(_ name: String, path: [String]) {
            guard let component = theme.components[name] else { return }
            for use in Self.componentUses(in: component.template) {
                if use.name == path[0] {
                    guard !reported.contains(Set(path)) else { continue }
                    reported.append(Set(path))
                    reader.report(
                        Diagnostic(
                            "component `\(path[0])` contains itself: \((path + [path[0]]).joined(separator: " → "))",
                            at: use.nameLocation, hint: "a component cannot use itself, directly or through another component"))
                } else if !path.contains(use.name) {
                    visit(use.name, path: path + [use.name])
                }
            }
        }
        for name in theme.components.keys.sorted() { visit(name, path: [name]) }
    }

    static func componentUses(in template: NodeTemplate) -> [ComponentUse] {
        switch template.body {
        case .component(let use): [use]
        case .kind(let kind): kind.children.flatMap(componentUses(in:))
        }
    }
}
