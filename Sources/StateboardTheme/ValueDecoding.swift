import StateboardAppFiles
import StateboardCore

/// Decoding of the small composite values theme and scene files share.
extension YAMLReader {
    /// Insets as one number (every edge) or a mapping of `top`, `bottom`, `left`, `right`,
    /// `leading`, `trailing` (leading/trailing are left/right of a left-to-right layout),
    /// `horizontal`, `vertical`.
    func insets(_ node: YAMLValue, what: String) -> Insets? {
        if node.text != nil { return number(node, what: what).map { Insets(all: $0) } }
        let keys = ["top", "bottom", "left", "right", "leading", "trailing", "horizontal", "vertical"]
        guard let entries = mapping(node, allowed: keys, what: what) else { return nil }
        var insets = Insets()
        var seenEdges: [String: String] = [:]
        for (key, keyNode, value) in entries {
            guard let amount = number(value, what: "\(what).\(key)") else { continue }
            let edges: [String]
            switch key {
            case "leading": edges = ["left"]
            case "trailing": edges = ["right"]
            case "horizontal": edges = ["left", "right"]
            case "vertical": edges = ["top", "bottom"]
            default: edges = [key]
            }
            for edge in edges {
                if let earlier = seenEdges[edge] {
                    error("`\(key)` and `\(earlier)` both set the \(edge) edge of \(what)", at: keyNode, hint: "keep one of them")
                }
                seenEdges[edge] = key
                switch edge {
                case "top": insets.top = amount
                case "bottom": insets.bottom = amount
                case "left": insets.left = amount
                default: insets.right = amount
                }
            }
        }
        return insets
    }

    /// A color: `#RRGGBB`, `#RRGGBBAA`, an iOS system color name (`secondaryLabel`), or a
    /// mapping `{ light: …, dark: …, increasedContrast: … }` (the last optional: what Increase
    /// Contrast shows instead, itself a color or a `{ light, dark }` mapping); with `assets`, also
    /// an asset catalog's color set, `asset(Name)`.
    func color(_ node: YAMLValue, what: String, assets: AssetCatalog? = nil) -> DynamicColor? {
        if case .mapping = node {
            guard let entries = mapping(node, allowed: ["light", "dark", "increasedContrast"], what: what) else { return nil }
            var light: DynamicColor?, dark: DynamicColor?, increased: DynamicColor?
            for (key, _, value) in entries {
                if key == "increasedContrast" {
                    if case .mapping = value, value["increasedContrast"] != nil {
                        error(
                            "\(what).increasedContrast cannot have an `increasedContrast` of its own", at: value["increasedContrast"]!,
                            hint: "give its light and dark colors: `increasedContrast: { light: …, dark: … }`")
                        continue
                    }
                    increased = color(value, what: "\(what).increasedContrast", assets: assets)
                    continue
                }
                guard let resolved = color(value, what: "\(what).\(key)", assets: assets) else { continue }
                if key == "light" { light = resolved } else { dark = resolved }
            }
            guard let light, let dark else {
                error("\(what) needs both `light` and `dark`", at: node, hint: "for one color in both modes write it directly: `#FF3B30`")
                return nil
            }
            // A system color keeps its own Increase Contrast values unless the mapping gives others.
            return DynamicColor(
                light: light.light, dark: dark.dark,
                increasedContrastLight: increased?.light ?? light.increasedContrastLight,
                increasedContrastDark: increased?.dark ?? dark.increasedContrastDark)
        }
        guard let text = node.text, !text.isEmpty else {
            error("\(what) must be a color, not \(describe(node))", at: node, hint: "write `#RRGGBB`, `#RRGGBBAA` or a system color such as `secondaryLabel`")
            return nil
        }
        if let asset = assetColor(text, at: node, in: assets, what: what) { return asset }
        if text.hasPrefix("#") {
            guard let color = RGBAColor(hex: text) else {
                error("\(what) `\(text)` is not a hex color", at: node, hint: "use `#RRGGBB` or `#RRGGBBAA` with hex digits 0-9 and A-F")
                return nil
            }
            return DynamicColor(color)
        }
        if let system = SystemColor.named(text) { return system }
        let hint =
            nearestMatch(to: text, in: SystemColor.allCases.map(\.rawValue)).map { "did you mean `\($0)`?" }
            ?? "write `#RRGGBB` or an iOS system color name such as `label`, `secondaryLabel`, `systemBlue`"
        error("unknown color `\(text)` for \(what)", at: node, hint: hint)
        return nil
    }

    /// A point `{ x: …, y: … }`.
    func point(_ node: YAMLValue, what: String) -> LayoutPoint? {
        guard let entries = mapping(node, allowed: ["x", "y"], what: what) else { return nil }
        var point = LayoutPoint.zero
        for (key, _, value) in entries {
            guard let amount = number(value, what: "\(what).\(key)") else { continue }
            if key == "x" { point.x = amount } else { point.y = amount }
        }
        return point
    }

    /// A sequence's items, or a recorded error.
    func sequence(_ node: YAMLValue, what: String) -> [YAMLValue]? {
        guard case .sequence(let sequence, _) = node else {
            error("\(what) must be a list, not \(describe(node))", at: node, hint: "write each item on its own line starting with `- `")
            return nil
        }
        return Array(sequence)
    }

    /// Chrome bars: a list of kinds, or `{ kind: { height: …, title: … } }` items. Colors are
    /// literal here (a scene file's); a theme decodes them as tokens from `DecodedChromeBar.colors`.
    func chrome(_ node: YAMLValue) -> [ChromeBar] {
        chromeBars(node).map { decoded in
            var bar = decoded.bar
            bar.background = decoded.colors["background"].flatMap { color($0, what: "`background`") }
            bar.unselectedTint = decoded.colors["unselectedTint"].flatMap { color($0, what: "`unselectedTint`") }
            bar.leadingItems = decoded.leading.compactMap { $0.literal(reader: self) }
            bar.trailingItems = decoded.trailing.compactMap { $0.literal(reader: self) }
            bar.toolbarItems = decoded.toolbar.compactMap { $0.literal(reader: self) }
            if bar.kind == .tableHeader {
                // A scene file's header texts are literal (no strings to look up).
                bar.title = decoded.header["title"]?.text ?? bar.title
                bar.items = decoded.header["text"]?.text.map { [$0] } ?? []
            }
            return bar
        }
    }

    /// Chrome bars with each bar's tab items as written, its bar button items and colors as
    /// written, and where the bar is.
    func chromeBars(_ node: YAMLValue) -> [DecodedChromeBar] {
        guard let items = sequence(node, what: "`chrome`") else { return [] }
        return items.compactMap(chromeBar)
    }

    /// One chrome bar: its kind alone (`- tabBar`), or its kind with the properties that kind takes.
    private func chromeBar(_ item: YAMLValue) -> DecodedChromeBar? {
        if item.text != nil {
            return choice(item, ChromeKind.self, what: "a chrome bar").map { DecodedChromeBar(bar: ChromeBar($0), location: item.location) }
        }
        guard let entries = mapping(item, allowed: ChromeKind.allCases.map(\.rawValue), what: "a chrome bar"),
            let (key, _, value) = entries.first, let kind = ChromeKind(rawValue: key)
        else { return nil }
        if entries.count > 1 {
            error("a chrome bar has one kind; write each bar as its own list item", at: entries[1].keyNode)
        }
        let navigation = kind == .navigationBar || kind == .largeTitleNavigationBar
        let allowed =
            ["height", "title", "background", "hairline"] + (navigation ? ["leading", "trailing"] : [])
            + (kind == .tabBar ? ["items", "selected", "style", "unselectedTint"] : kind == .toolbar ? ["items"] : [])
            + (kind == .tableHeader ? ["text"] : [])
        guard let props = mapping(value, allowed: allowed, what: "`\(key)`") else { return nil }
        var decoded = DecodedChromeBar(bar: ChromeBar(kind), location: item.location)
        for (prop, _, propValue) in props { decodeBarProperty(prop, propValue, key: key, into: &decoded) }
        let bar = decoded.bar
        if !bar.items.isEmpty, bar.selectedItem >= bar.items.count, let selected = props.first(where: { $0.0 == "selected" }) {
            error(
                "`tabBar.selected` is \(bar.selectedItem) but there are \(bar.items.count) items", at: selected.2,
                hint: "items count from 0")
        }
        return decoded
    }

    /// One property of a bar of kind `key` (the names were checked against what the kind allows).
    private func decodeBarProperty(_ prop: String, _ value: YAMLValue, key: String, into decoded: inout DecodedChromeBar) {
        let kind = decoded.bar.kind
        switch prop {
        case "height": decoded.bar.height = number(value, what: "`\(key).height`", minimum: 0) ?? decoded.bar.height
        case "title" where kind == .tableHeader, "text":
            if string(value, what: "`\(key).\(prop)`") != nil { decoded.header[prop] = value }
        case "title": decoded.bar.title = string(value, what: "`\(key).title`")
        case "hairline": decoded.bar.showsHairline = bool(value, what: "`\(key).hairline`") ?? false
        case "background", "unselectedTint": decoded.colors[prop] = value
        case "leading", "trailing":
            let items = barItems(value, what: "`\(key).\(prop)`")
            if prop == "leading" { decoded.leading = items } else { decoded.trailing = items }
        case "style":
            // iPadOS 18's floating tab bar, or the bar at the bottom (iPadOS 17, and every iPhone).
            decoded.bar.isFloating = choice(value, names: ["standard", "floating"], what: "`tabBar.style`") == "floating"
        case "items" where kind == .toolbar:
            (decoded.bar.symbols, decoded.toolbar) = toolbarItems(value)
        case "items":
            let entries = (sequence(value, what: "`tabBar.items`") ?? []).compactMap(tabItem)
            decoded.items = entries.map(\.title)
            decoded.bar.items = decoded.items.compactMap(\.text)
            decoded.bar.symbols = entries.contains { $0.symbol != nil } ? entries.map { $0.symbol ?? "" } : []
            if decoded.bar.items.count > 5 {
                error("a tab bar shows at most 5 items, not \(decoded.bar.items.count)", at: value, hint: "iOS moves the rest under “More”; list 5")
            }
        default:
            decoded.bar.selectedItem = Int(number(value, what: "`tabBar.selected`", minimum: 0) ?? 0)
        }
    }

    /// A tab bar item: its title, or `{ title: …, symbol: … }`.
    private func tabItem(_ node: YAMLValue) -> (title: YAMLValue, symbol: String?)? {
        if node.text != nil { return string(node, what: "a tab bar item") != nil ? (node, nil) : nil }
        guard mapping(node, allowed: ["title", "symbol"], what: "a tab bar item") != nil else { return nil }
        guard let title = node["title"], string(title, what: "a tab bar item's `title`") != nil else {
            error("a tab bar item needs a `title`", at: node, hint: "write `{ title: \"@home\", symbol: house }`")
            return nil
        }
        return (title, node["symbol"].flatMap(symbolName))
    }

    /// An SF Symbols name Stateboard can draw.
    func symbolName(_ node: YAMLValue) -> String? {
        choice(node, names: SymbolNames.allWithFills, what: "a symbol")
    }

    /// A placement `{ anchor, offset, insets, maxWidth }`.
    func placement(_ node: YAMLValue) -> Placement? {
        let reader = self
        guard let entries = reader.mapping(node, allowed: ["anchor", "area", "offset", "insets", "maxWidth"], what: "`placement`") else { return nil }
        var placement = Placement()
        for (key, _, value) in entries {
            switch key {
            case "anchor": placement.anchor = reader.choice(value, Placement.Anchor.self, what: "`placement.anchor`") ?? .center
            case "area": placement.area = reader.choice(value, Placement.Area.self, what: "`placement.area`") ?? .content
            case "offset": placement.offset = reader.point(value, what: "`placement.offset`") ?? .zero
            case "insets": placement.insets = reader.insets(value, what: "`placement.insets`") ?? .zero
            default: placement.maxWidth = reader.number(value, what: "`placement.maxWidth`", minimum: 0)
            }
        }
        return placement
    }
}
