import StateboardAppFiles
import StateboardCore

/// Limits checked once a theme is decoded, before anything walks its components: how deep
/// component uses nest and how many nodes a component or state expands to (a component used
/// twice in one used twice in … grows exponentially), how many images its matrix stands for,
/// and how many pixels its devices' canvases have. A theme over a limit is not checked further
/// or resolved, so nothing recurses or allocates in proportion to the expansion.
enum ThemeLimits {
    /// Problems with the decoded theme's components and state templates.
    static func check(_ theme: Theme, limits: InputLimits = .current) -> [Diagnostic] {
        let names = theme.components.keys.sorted()
        var uses: [String: [String]] = [:]
        var users: [String: [String]] = [:]
        for name in names {
            let used = ThemeChecker.componentUses(in: theme.components[name]!.template).map(\.name).filter { theme.components[$0] != nil }
            uses[name] = used
            for component in Set(used) { users[component, default: []].append(name) }
        }
        // Dependencies first (Kahn's algorithm, no recursion); components in a cycle never become
        // ready and are left to the cycle check.
        var waiting = Dictionary(uniqueKeysWithValues: names.map { ($0, Set(uses[$0]!).count) })
        var ready = names.filter { waiting[$0] == 0 }
        var depth: [String: Int] = [:], size: [String: Int] = [:]
        var problems: [Diagnostic] = []
        while let name = ready.popLast() {
            let component = theme.components[name]!
            depth[name] = 1 + (uses[name]!.compactMap { depth[$0] }.max() ?? 0)
            size[name] = expandedSize(component.template, sizes: size, limit: limits.nodes)
            if depth[name]! > limits.componentDepth {
                problems.append(
                    Diagnostic(
                        "component `\(name)` nests \(depth[name]!) components deep, over the limit of \(limits.componentDepth) (`componentDepth`)",
                        at: component.location, hint: InputLimits.hint(raising: "componentDepth")))
                return problems
            }
            if size[name]! > limits.nodes {
                problems.append(
                    Diagnostic(
                        "component `\(name)` expands to more than \(limits.nodes) nodes (`nodes`)", at: component.location,
                        hint: "each use of a component copies its nodes; " + InputLimits.hint(raising: "nodes")))
                return problems
            }
            for user in users[name] ?? [] {
                waiting[user]! -= 1
                if waiting[user] == 0 { ready.append(user) }
            }
        }
        var templates = theme.states.values.compactMap(\.node)
        for trait in theme.traits.values { templates += trait.states.values.compactMap(\.node) }
        for screen in theme.screens { templates += screen.states.values.compactMap(\.node) + [screen.content].compactMap { $0 } }
        for template in templates where expandedSize(template, sizes: size, limit: limits.nodes) > limits.nodes {
            problems.append(
                Diagnostic(
                    "this node tree expands to more than \(limits.nodes) nodes (`nodes`)", at: template.location,
                    hint: InputLimits.hint(raising: "nodes")))
            break
        }
        return problems
    }

    /// Nodes in `template` with the components it uses expanded (saturating just above `limit`).
    private static func expandedSize(_ template: NodeTemplate, sizes: [String: Int], limit: Int) -> Int {
        switch template.body {
        case .component(let use): return sizes[use.name] ?? 1
        case .kind(let kind):
            var total = 1
            for child in kind.children {
                total = min(limit + 1, total + expandedSize(child, sizes: sizes, limit: limit))
            }
            return total
        }
    }

    /// Problems in a theme file's raw values: a matrix of too many variants, a device canvas of
    /// too many pixels.
    static func checkFile(_ values: [String: YAMLValue], reader: YAMLReader, limits: InputLimits = .current) {
        let screens = max(1, values["screens"]?.entries?.count ?? 1)
        for section in ["matrix", "snapshots"] {
            guard let matrix = values[section], matrix.entries != nil else { continue }
            var variants = Double(screens)
            for key in ["devices", "orientations", "appearances", "contrasts", "locales", "textSizes", "states"] {
                if case .sequence(let items, _)? = matrix[key] { variants *= Double(max(1, items.count)) }
            }
            if variants > Double(limits.variants) {
                reader.error(
                    "`\(section)` stands for about \(Int(min(variants, 1e15))) images, over the limit of \(limits.variants) (`variants`)",
                    at: matrix, hint: "render part of it with --screen, --state, --device or --locale; " + InputLimits.hint(raising: "variants"))
            }
        }
        if case .sequence(let devices, _)? = values["devices"] {
            for device in devices {
                let number = { (key: String, fallback: Double) in device[key]?.text.flatMap(Double.init) ?? fallback }
                let scale = number("scale", 2)
                let pixels = number("width", 1) * number("height", 1) * scale * scale
                if !(pixels <= Double(limits.canvasPixels)) {
                    reader.error(
                        "this device's canvas is \(Int(min(pixels, 1e15))) pixels at its scale, over the limit of \(limits.canvasPixels) (`canvasPixels`)",
                        at: device, hint: "devices are sized in points (an iPhone is about 390 × 844); " + InputLimits.hint(raising: "canvasPixels"))
                }
            }
        }
    }
}
