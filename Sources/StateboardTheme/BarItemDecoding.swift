import StateboardCore

/// A navigation bar's or a toolbar's button as written: `{ symbol: plus }`, `{ title: "@edit",
/// style: done }`, `{ asset: Logo }`, `{ path: icons/logo.svg }` or `{ datePicker: 2024-06-01 }`,
/// with its own `tint`, a symbol's `pointSize`, `weight` and `scale`, an image's `width` and
/// `height`; in a toolbar also a symbol's name alone (`plus`), `flexibleSpace` and
/// `{ fixedSpace: 12 }`. A title may be an `@key` string, resolved per locale with the screen's
/// other texts.
struct WrittenBarItem: Sendable {
    var symbol: String?
    var title: YAMLValue?
    var isDone: Bool
    /// `asset` or `path` as written (decoded against the theme's catalogs and folder later).
    var image: (key: String, value: YAMLValue)?
    var tint: YAMLValue?
    var pointSize: Double?
    var weight: FontWeight?
    var scale: SymbolScale?
    var width: Double?
    var height: Double?
    var datePicker: BarDatePicker?
    /// `renderingMode: original`: the image keeps its own colors (`UIImage.RenderingMode.alwaysOriginal`).
    var keepsColors = false
    /// A toolbar's space (`.flexibleSpace` or `.fixedSpace`), which has nothing else.
    var space: BarItem.Content?

    /// The item with its title and tint taken as written (a scene file's, which has no strings
    /// and no tokens; a scene file's bar items draw no images).
    func literal(reader: YAMLReader) -> BarItem? {
        let content: BarItem.Content
        if let space {
            content = space
        } else if let symbol {
            content = .symbol(symbol)
        } else if let datePicker {
            content = .datePicker(texts: datePicker.texts(locale: "en"))
        } else if let text = title?.text {
            content = .text(text)
        } else {
            if let image { reader.error("a scene file's bar items draw no images", at: image.value, hint: "use a `symbol`, or render a theme") }
            return nil
        }
        var item = BarItem(content, isDone: isDone, tint: tint.flatMap { reader.color($0, what: "a bar button item's `tint`") })
        configure(&item)
        return item
    }

    /// Sets the symbol configuration written on `item`.
    func configure(_ item: inout BarItem) {
        if let pointSize { item.pointSize = pointSize }
        if let weight { item.weight = weight }
        if let scale { item.scale = scale }
    }
}

extension YAMLReader {
    /// The most bar button items a side of a navigation bar holds here (iOS fits more in
    /// wide bars; three keep the title clear on an iPhone).
    static let maxBarItemsPerSide = 3

    /// The largest symbol point size a bar item takes: the large title's 34 pt, whose large-scale
    /// symbol (55 pt) already overflows the 44 pt row; anything larger is a mistake.
    static let maxBarSymbolPointSize = 34.0
    /// The largest image a bar item draws: the row's height, and three rows across.
    static let maxBarImageHeight = 44.0
    static let maxBarImageWidth = 132.0

    /// What a bar item's content can be: exactly one of these keys (in a toolbar, `fixedSpace` too).
    private static let barItemContents = ["symbol", "title", "asset", "path", "datePicker"]

    /// The longest title a bar button item takes (chosen: a bar's row shows a word or two, and
    /// a longer title is a mistake, not a design).
    static let maxBarItemTitleLength = 200

    /// A side's bar button items: a list of `{ symbol: … }`, `{ title: …, style: plain|done }`,
    /// `{ asset: … }`, `{ path: … }` and `{ datePicker: … }`.
    func barItems(_ node: YAMLValue, what: String) -> [WrittenBarItem] {
        guard let entries = sequence(node, what: what) else { return [] }
        if entries.count > Self.maxBarItemsPerSide {
            error(
                "\(what) holds at most \(Self.maxBarItemsPerSide) items, not \(entries.count)", at: node,
                hint: "put the rest in a toolbar or a menu")
        }
        return entries.prefix(Self.maxBarItemsPerSide).compactMap { barItem($0, inToolbar: false) }
    }

    /// One bar button item written as a mapping; `inToolbar` allows `{ fixedSpace: … }`.
    func barItem(_ entry: YAMLValue, inToolbar: Bool) -> WrittenBarItem? {
        let kinds = Self.barItemContents + (inToolbar ? ["fixedSpace"] : [])
        let allowed = kinds + ["style", "tint", "pointSize", "weight", "scale", "width", "height", "renderingMode"]
        guard let props = mapping(entry, allowed: allowed, what: inToolbar ? "a toolbar item" : "a bar button item") else { return nil }
        let contents = props.filter { kinds.contains($0.key) }
        // An item whose only key was unknown (`{ spacer: 8 }`) was reported already, with the nearest key.
        if contents.isEmpty, (entry.entries?.count ?? 0) > props.count { return nil }
        guard contents.count == 1, let content = contents.first else {
            error(
                "a bar button item has one of \(kinds.map { "`\($0)`" }.joined(separator: ", "))"
                    + (contents.isEmpty ? "" : ", not \(contents.map { "`\($0.key)`" }.joined(separator: " and "))"),
                at: contents.dropFirst().first?.keyNode ?? entry,
                hint: "write `{ symbol: plus }`, `{ title: Edit }`, `{ asset: Logo }` or `{ datePicker: 2024-06-01 }`"
                    + (inToolbar ? "; a space: `flexibleSpace` or `{ fixedSpace: 12 }`" : ""))
            return nil
        }
        if content.key == "fixedSpace" { return fixedSpace(content.value, props: props) }
        var item = WrittenBarItem(isDone: false)
        var valid = true
        for (key, keyNode, value) in props {
            switch key {
            case "symbol": item.symbol = symbolName(value); valid = valid && item.symbol != nil
            case "title": if barItemTitle(value) { item.title = value } else { valid = false }
            case "asset", "path": item.image = (key, value)
            case "datePicker": item.datePicker = datePicker(value); valid = valid && item.datePicker != nil
            case "style": item.isDone = choice(value, names: ["plain", "done"], what: "a bar button item's `style`") == "done"
            case "tint": item.tint = value
            case "renderingMode" where ["asset", "path"].contains(content.key):
                item.keepsColors = choice(value, names: ["template", "original"], what: "a bar item's `renderingMode`") == "original"
            case "renderingMode":
                error("`renderingMode` says how an image is drawn; this bar item is a `\(content.key)`", at: keyNode, hint: "remove it")
            default: decodeItemSize(key, keyNode: keyNode, value, content: content.key, into: &item)
            }
        }
        return valid ? item : nil
    }

    /// A title as text of at most `maxBarItemTitleLength` characters.
    private func barItemTitle(_ value: YAMLValue) -> Bool {
        guard let text = string(value, what: "a bar button item's `title`") else { return false }
        guard text.count <= Self.maxBarItemTitleLength else {
            error(
                "a bar button item's `title` is \(text.count) characters; a bar takes at most \(Self.maxBarItemTitleLength)", at: value,
                hint: "a bar button says a word or two: `Edit`, `Done`, `Select All`")
            return false
        }
        return true
    }

    /// `pointSize`, `weight`, `scale` (a symbol's) and `width`, `height` (an image's), each
    /// refused on an item they do not size.
    private func decodeItemSize(_ key: String, keyNode: YAMLValue, _ value: YAMLValue, content: String, into item: inout WrittenBarItem) {
        let sizesSymbol = ["pointSize", "weight", "scale"].contains(key)
        // A symbol set from the catalogs (`asset:`) is sized like a symbol too; it is checked when the set is known.
        guard sizesSymbol ? ["symbol", "asset"].contains(content) : ["asset", "path"].contains(content) else {
            error(
                "`\(key)` sizes \(sizesSymbol ? "a symbol" : "an image"); this bar item is a `\(content)`", at: keyNode,
                hint: "remove it")
            return
        }
        switch key {
        case "pointSize":
            item.pointSize = number(value, what: "a bar item's `pointSize`", minimum: 1, maximum: Self.maxBarSymbolPointSize)
        case "weight": item.weight = choice(value, FontWeight.self, what: "a bar item's `weight`")
        case "scale": item.scale = choice(value, SymbolScale.self, what: "a bar item's `scale`")
        case "width": item.width = number(value, what: "a bar item's `width`", minimum: 1, maximum: Self.maxBarImageWidth)
        default: item.height = number(value, what: "a bar item's `height`", minimum: 1, maximum: Self.maxBarImageHeight)
        }
    }

    /// `datePicker: 2024-06-01`, or `{ date: "2024-06-01T09:41", mode: date | time | dateAndTime }`.
    func datePicker(_ node: YAMLValue) -> BarDatePicker? {
        let dateNode: YAMLValue
        var mode = BarDatePicker.Mode.date
        if node.text != nil {
            dateNode = node
        } else {
            guard let props = mapping(node, allowed: ["date", "mode"], what: "`datePicker`") else { return nil }
            guard let given = node["date"] else {
                error("a date picker needs its `date`", at: node, hint: "write `{ date: 2024-06-01 }`: a fixed date keeps renders reproducible")
                return nil
            }
            dateNode = given
            if let modeNode = props.first(where: { $0.key == "mode" })?.value {
                guard let chosen = choice(modeNode, BarDatePicker.Mode.self, what: "`datePicker.mode`") else { return nil }
                mode = chosen
            }
        }
        guard let text = string(dateNode, what: "a date picker's `date`") else { return nil }
        guard var picker = BarDatePicker(iso: text) else {
            error(
                "`\(PrintableText.escaped(text, limit: 40))` is not a date", at: dateNode,
                hint: "write a day of years 1 to 9999 as `2024-06-01`, with a time as `2024-06-01T09:41`")
            return nil
        }
        if mode != .date, picker.hour == nil {
            error("a `\(mode.rawValue)` date picker shows a time, and `\(text)` has none", at: dateNode, hint: "write `\(text)T09:41`")
            return nil
        }
        picker.mode = mode
        return picker
    }
}

/// A chrome bar as decoded from YAML, before its colors and texts are resolved.
struct DecodedChromeBar {
    var bar: ChromeBar
    /// A tab bar's item titles as written.
    var items: [YAMLValue] = []
    var location: FileLocation
    /// The navigation bar's leading and trailing items as written.
    var leading: [WrittenBarItem] = []
    var trailing: [WrittenBarItem] = []
    /// A toolbar's items as written, when they are more than symbols' names (`ChromeBar.symbols`).
    var toolbar: [WrittenBarItem] = []
    /// `background` and `unselectedTint` as written (colors or color tokens).
    var colors: [String: YAMLValue] = [:]
    /// A table header's `title` and `text` as written (`@key` strings resolve with the screen).
    var header: [String: YAMLValue] = [:]
}

extension TemplateDecoder {
    /// A bar item's template: its title located, its tint a color or token, its image decoded
    /// against the theme's catalogs and folder (confined to it, as an `image` node's are).
    func barItem(_ written: WrittenBarItem) -> BarItemTemplate? {
        var template = BarItemTemplate(
            symbol: written.symbol, title: written.title.flatMap { located($0, what: "a bar button item", parameters: false) },
            isDone: written.isDone)
        template.tint = written.tint.flatMap { properties.color($0, key: "tint") }
        template.pointSize = written.pointSize
        template.weight = written.weight
        template.scale = written.scale
        template.width = written.width
        template.height = written.height
        template.datePicker = written.datePicker
        template.space = written.space
        if let (key, value) = written.image {
            guard let image = barImage(key: key, value, keepsColors: written.keepsColors) else { return nil }
            if image.symbol == nil, written.pointSize != nil || written.weight != nil || written.scale != nil {
                reader.error(
                    "`pointSize`, `weight` and `scale` size a symbol; this image set is not a symbol set", at: value, hint: "give `width` and `height`")
            }
            template.image = image
        }
        return template
    }

    /// `asset: NAME` (an image set, or a symbol set drawn like an SF Symbol) or `path: FILE`.
    private func barImage(key: String, _ value: YAMLValue, keepsColors: Bool) -> ImageNode? {
        switch properties.decode(value, as: key == "asset" ? .imageAsset : .path, key: key) {
        case .path(let path)?:
            var image = ImageNode(path: path)
            if !keepsColors { image.tint = SystemColor.systemBlue.color }
            return image
        case .imageAsset(let asset)?:
            if let template = asset.symbol { return ImageNode(symbol: SymbolImage(name: template.name, template: template)) }
            var image = ImageNode(path: asset.path)
            image.darkPath = asset.darkPath
            image.assetFiles = asset.files
            image.mirroredIn = asset.mirroredIn
            image.rightToLeftAssetFiles = asset.rightToLeftFiles
            if !keepsColors { image.tint = SystemColor.systemBlue.color }
            return image
        default:
            return nil
        }
    }
}
