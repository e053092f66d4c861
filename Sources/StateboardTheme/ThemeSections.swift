import StateboardAppFiles
import StateboardCore

extension StateSpec {
    /// This spec with `other` laid over it: what `other` says wins; params merge key by key.
    /// `image`, `asset` and `symbol` name one picture: a layer that gives one of them drops the
    /// others it inherits, so a state of a theme extending `ios` (whose states show symbols) that
    /// gives its own `image` or `asset` shows that alone.
    public func overridden(by other: StateSpec) -> StateSpec {
        var inherited = params
        if Self.pictureParams.contains(where: { other.params[$0]?.value.isGiven ?? false }) {
            for name in Self.pictureParams where other.params[name] == nil { inherited[name] = nil }
        }
        var merged = StateSpec(
            node: other.node ?? node, params: inherited.merging(other.params) { _, new in new },
            placement: other.placement ?? placement, background: other.background ?? background,
            chrome: other.chrome ?? chrome, location: other.location)
        merged.contentOffset = other.contentOffset ?? contentOffset
        merged.accessory = other.accessory ?? accessory
        merged.dimming = other.dimming ?? dimming
        return merged
    }

    /// The params that name a state's picture, one of which it shows.
    static let pictureParams = ["image", "asset", "symbol"]
}

extension TemplateScalar {
    /// Whether the value gives something: not `~` and not empty text.
    var isGiven: Bool {
        switch self {
        case .empty: false
        case .literal(let text): !text.isEmpty
        case .parameter, .string: true
        }
    }
}

extension ThemeDecoder {
    static let builtInStateKeys = ViewState.builtIn.map(\.key) + ["error"]

    func components(_ value: YAMLValue, _ templates: TemplateDecoder) -> [Component] {
        namedEntries(value, what: "`components`").compactMap { entry in
            guard let fields = reader.mapping(entry.value, allowed: ["params", "node"], what: "component `\(entry.name)`") else { return nil }
            let v = Dictionary(fields.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
            guard let node = v["node"] else {
                reader.error(
                    "component `\(entry.name)` needs a `node`", at: entry.key, hint: "the node tree it stands for, with `$param` where a parameter goes")
                return nil
            }
            var params: [String: Located<TemplateScalar>?] = [:]
            if let declared = v["params"] {
                for param in namedEntries(declared, what: "params of `\(entry.name)`") {
                    if param.value.isNull { params[param.name] = .some(nil); continue }
                    guard let value = templates.params([param])[param.name] else { continue }
                    params[param.name] = .some(value)
                }
            }
            guard let template = templates.node(node) else { return nil }
            return Component(name: entry.name, params: params, template: template, location: entry.key.location)
        }
    }

    /// Whether `key` names a state this theme knows: a built-in one, `error`, `custom.<name>`, or
    /// `error.<kind>` of a built-in kind or one the theme declares in `errorKinds`.
    func isKnownState(_ key: String) -> Bool {
        if key == "error" { return true }
        guard let state = ViewState(key: key) else { return false }
        if case .error(let kind) = state { return ErrorKind.builtIn.contains(kind) || errorKinds.contains(kind) }
        return true
    }

    /// The nearest known state, or what states there are; for `error.<unknown>`, how to declare it.
    func unknownStateHint(_ key: String) -> String {
        let known = Self.builtInStateKeys + errorKinds.map { "error.\($0.rawValue)" }.sorted()
        if let nearest = nearestMatch(to: key, in: known) { return "did you mean `\(nearest)`?" }
        if key.hasPrefix("error."), ErrorKind(rawValue: String(key.dropFirst(6))) != nil {
            return "an app's own error kind is declared first: `errorKinds: [\(key.dropFirst(6))]`"
        }
        return "states are \(Self.builtInStateKeys.joined(separator: ", ")), `error.<kind>` or `custom.<name>`"
    }

    /// State specs by key; keys must name a state (`loading`, `error.timeout`, `custom.name`).
    func states(_ value: YAMLValue, what: String, _ templates: TemplateDecoder) -> [(String, StateSpec)] {
        namedEntries(value, what: what).compactMap { entry in
            guard isKnownState(entry.name) else {
                reader.error("unknown state `\(entry.name)`", at: entry.key, hint: unknownStateHint(entry.name))
                return nil
            }
            return stateSpec(entry.value, name: entry.name, templates).map { (entry.name, $0) }
        }
    }

    /// `accessory: { node: …, placement: … }`: the node is required; the placement is the bottom
    /// of the content area, 16 pt from its sides and bottom, unless given.
    func accessory(_ value: YAMLValue, state: String, _ templates: TemplateDecoder) -> AccessoryTemplate? {
        guard let fields = reader.mapping(value, allowed: ["node", "placement"], what: "the accessory of `\(state)`") else { return nil }
        guard let nodeValue = fields.first(where: { $0.key == "node" })?.value else {
            reader.error(
                "the accessory of `\(state)` needs a `node`", at: value,
                hint: "for example `accessory: { node: { button: { title: \"@add\", size: large } } }`")
            return nil
        }
        guard let node = templates.node(nodeValue) else { return nil }
        let placement = fields.first(where: { $0.key == "placement" }).flatMap { templates.placement($0.value)?.value }
        return AccessoryTemplate(node: node, placement: placement ?? AccessoryTemplate.defaultPlacement)
    }

    func stateSpec(_ value: YAMLValue, name: String, _ templates: TemplateDecoder) -> StateSpec? {
        guard
            let fields = reader.mapping(
                value, allowed: ["node", "params", "placement", "background", "chrome", "contentOffset", "accessory", "dimming"],
                what: "state `\(name)`")
        else { return nil }
        var spec = StateSpec(location: value.location)
        for (key, _, v) in fields {
            switch key {
            case "node": spec.node = templates.node(v)
            case "params": spec.params = templates.params(namedEntries(v, what: "params of `\(name)`"))
            case "placement": spec.placement = templates.placement(v)
            case "chrome": spec.chrome = Located(templates.chrome(v), at: v.location)
            case "contentOffset":
                spec.contentOffset = reader.number(v, what: "`contentOffset` of `\(name)`", minimum: 0).map { Located($0, at: v.location) }
            case "accessory": spec.accessory = accessory(v, state: name, templates).map { Located($0, at: v.location) }
            case "dimming": spec.dimming = templates.properties.color(v, key: "dimming").map { Located($0, at: v.location) }
            default: spec.background = templates.background(v)
            }
        }
        return spec
    }

    func traits(_ value: YAMLValue, _ templates: TemplateDecoder) -> [ThemeTrait] {
        namedEntries(value, what: "`traits`").compactMap { entry in
            guard let fields = reader.mapping(entry.value, allowed: ["states"], what: "trait `\(entry.name)`") else { return nil }
            let specs = fields.first.map { states($0.value, what: "states of trait `\(entry.name)`", templates) } ?? []
            return ThemeTrait(name: entry.name, states: Dictionary(specs, uniquingKeysWith: { _, b in b }), location: entry.key.location)
        }
    }

    func decodeDefaults(_ value: YAMLValue, _ templates: TemplateDecoder, into defaults: inout ScreenDefaults) {
        guard let fields = reader.mapping(value, allowed: ["chrome", "background", "placement", "lineBreakStrategy", "framework"], what: "`defaults`") else {
            return
        }
        for (key, _, v) in fields {
            switch key {
            case "chrome": defaults.chrome = templates.chrome(v)
            case "background": defaults.background = templates.background(v)
            case "lineBreakStrategy":
                defaults.lineBreakStrategy = reader.choice(v, LineBreakStrategy.self, what: "`lineBreakStrategy`").map { Located($0, at: v.location) }
            case "framework":
                defaults.framework = reader.choice(v, AppFramework.self, what: "`framework`").map { Located($0, at: v.location) }
            default: defaults.placement = templates.placement(v)
            }
        }
    }

    func screens(_ value: YAMLValue, _ templates: TemplateDecoder) -> [Screen] {
        let keys = ["title", "chrome", "traits", "strings", "params", "content", "background", "states"]
        let entries = namedEntries(value, what: "`screens`")
        // A `Screen` is large and a theme may have thousands: the array is made once at its
        // size, never grown by doubling (which held the old and the new copy at once).
        var screens: [Screen] = []
        screens.reserveCapacity(entries.count)
        for entry in entries {
            guard let screen = decodeScreen(entry, keys: keys, templates) else { continue }
            screens.append(screen)
        }
        return screens
    }

    /// One entry of `screens` (`nil`: it is not a mapping, which is reported).
    private func decodeScreen(_ entry: (name: String, key: YAMLValue, value: YAMLValue), keys: [String], _ templates: TemplateDecoder) -> Screen? {
        var screen = Screen(
            name: entry.name, title: nil, chrome: nil, traits: [], strings: [:], params: [:],
            content: nil, background: nil, states: [:], location: entry.key.location)
        if entry.value.isNull { return screen }
        guard let fields = reader.mapping(entry.value, allowed: keys, what: "screen `\(entry.name)`") else { return nil }
        for (key, _, v) in fields {
            switch key {
            case "title":
                if reader.string(v, what: "`title`") != nil { screen.title = templates.located(v, what: "`title`") }
            case "chrome": screen.chrome = templates.chrome(v)
            case "traits":
                screen.traits = (reader.sequence(v, what: "`traits`") ?? []).compactMap { item in
                    reader.string(item, what: "a trait name").map { LocatedText(text: $0, location: item.location) }
                }
            case "strings": screen.strings = strings(v)
            case "params": screen.params = templates.params(namedEntries(v, what: "params of screen `\(entry.name)`"))
            case "content": screen.content = templates.node(v)
            case "background": screen.background = templates.background(v)
            default: screen.states = Dictionary(states(v, what: "states of screen `\(entry.name)`", templates), uniquingKeysWith: { _, b in b })
            }
        }
        return screen
    }

    /// One tolerance of the `snapshots` section.
    private func decodeTolerance(_ key: String, _ value: YAMLValue, into tolerance: inout Tolerance) {
        let what = "`snapshots.\(key)`"
        switch key {
        case "precision": tolerance = tolerance.overridden(by: Tolerance(precision: reader.number(value, what: what, minimum: 0, maximum: 1)))
        case "perceptualPrecision":
            tolerance = tolerance.overridden(by: Tolerance(perceptualPrecision: reader.number(value, what: what, minimum: 0, maximum: 1)))
        case "maxDensity": tolerance = tolerance.overridden(by: Tolerance(maximumDensity: reader.number(value, what: what, minimum: 0, maximum: 1)))
        case "densityWindow": tolerance = tolerance.overridden(by: Tolerance(densityWindow: reader.integer(value, what: what, minimum: 1)))
        default: tolerance = tolerance.overridden(by: Tolerance(ignoresAntialiasing: reader.bool(value, what: what)))
        }
    }

    /// The `matrix` section.
    func matrix(_ value: YAMLValue, devices theme: Theme) -> Matrix {
        var unused = Tolerance()
        return matrix(value, devices: theme, base: Matrix(), section: "matrix", tolerance: &unused)
    }

    /// The `snapshots` section: the matrix changed, plus a scale and tolerances.
    func snapshots(_ value: YAMLValue, devices theme: Theme, tolerance: inout Tolerance) -> Matrix {
        matrix(value, devices: theme, base: theme.matrix, section: "snapshots", tolerance: &tolerance)
    }

    /// Either section: `base` is what it starts from; only `snapshots` takes a scale and tolerances.
    private func matrix(
        _ value: YAMLValue, devices theme: Theme, base: Matrix, section: String,
        tolerance: inout Tolerance
    ) -> Matrix {
        var matrix = base
        let keys =
            ["devices", "orientations", "appearances", "contrasts", "locales", "textSizes", "states"]
            + (section == "snapshots" ? ["scale"] + Tolerance.themeKeys : [])
        guard let fields = reader.mapping(value, allowed: keys, what: "`\(section)`") else { return matrix }
        for (key, _, v) in fields {
            if Tolerance.themeKeys.contains(key) {
                decodeTolerance(key, v, into: &tolerance)
                continue
            }
            if key == "scale" {
                if let scale = reader.number(v, what: "`snapshots.scale`") {
                    if (0.5...4).contains(scale) {
                        matrix.scale = scale
                    } else {
                        reader.error("`snapshots.scale` must be between 0.5 and 4, not \(scale)", at: v, hint: "references are usually recorded @2x")
                    }
                }
                continue
            }
            let items = reader.sequence(v, what: "`\(section).\(key)`") ?? []
            switch key {
            case "devices":
                matrix.devices = items.compactMap { item in
                    guard let id = reader.string(item, what: "a device") else { return nil }
                    guard theme.device(id) != nil else {
                        let known = (theme.devices + Device.presets).map(\.id)
                        reader.error(
                            "unknown device `\(id)`", at: item,
                            hint: nearestMatch(to: id, in: known).map { "did you mean `\($0)`?" } ?? "`stateboard devices` lists the presets")
                        return nil
                    }
                    return id
                }
            case "orientations": matrix.orientations = items.compactMap { reader.choice($0, Orientation.self, what: "an orientation") }
            case "appearances": matrix.appearances = items.compactMap { reader.choice($0, Appearance.self, what: "an appearance") }
            case "contrasts": matrix.contrasts = items.compactMap { reader.choice($0, DisplayContrast.self, what: "a contrast") }
            case "locales": matrix.locales = items.compactMap { reader.string($0, what: "a locale") }
            case "textSizes": matrix.textSizes = items.compactMap { reader.choice($0, TextSizeCategory.self, what: "a text size") }
            default:
                matrix.states = items.compactMap { item in
                    guard let key = reader.string(item, what: "a state"), isKnownState(key) else {
                        reader.error("unknown state \(reader.describe(item))", at: item, hint: unknownStateHint(item.text ?? ""))
                        return nil
                    }
                    matrix.stateLocations[key] = reader.location(of: item)
                    return key
                }
            }
        }
        return matrix
    }
}
