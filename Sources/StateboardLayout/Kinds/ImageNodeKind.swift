import StateboardCore

/// `image`: an SVG, PNG, JPEG or PDF picture (UIImageView), its own size unless declared, fitted by its
/// content mode and clipped to its frame; or an SF Symbols name (`symbol:`) sized by a text
/// style (Dynamic Type), weight and scale, drawn in its tint.
public struct ImageNodeKind: PlaceholderNodeKind {
    public init() {}
    /// The kind's name in theme files, dumps and fingerprints.
    public static let kindName = "image"
    public var name: String { Self.kindName }
    public var shorthandKey: String? { "path" }
    public var properties: [NodeKindProperty] {
        [
            NodeKindProperty("path", .path), NodeKindProperty("asset", .imageAsset), NodeKindProperty("symbol", .option(SymbolNames.allWithFills)),
            NodeKindProperty("style", .textStyle),
            NodeKindProperty("pointSize", .number(minimum: 1)), NodeKindProperty("weight", .option(FontWeight.self)),
            NodeKindProperty("scale", .option(SymbolScale.self)),
            NodeKindProperty("tint", .color), NodeKindProperty("contentMode", .option(ImageContentMode.self)),
            NodeKindProperty("cornerRadius", .number(minimum: 0)), NodeKindProperty("alignmentInsets", .insets),
        ]
    }

    public func decode(_ props: any NodePropertyReader) -> NodeContent? {
        guard var image = decodePicture(props)?.value(as: ImageNode.self) else { return nil }
        image.alignmentInsets = props.insets("alignmentInsets") ?? .zero
        return .image(image)
    }

    private func decodePicture(_ props: any NodePropertyReader) -> NodeContent? {
        // A template being checked has `$param` values unbound: its symbol keys tell what it is.
        let symbolKeys = ["style", "pointSize", "weight", "scale"]
        if props.contains("symbol") || (!props.contains("path") && !props.isWritten("asset") && symbolKeys.contains(where: props.contains)) {
            return decodeSymbol(props)
        }
        if props.isWritten("asset") { return decodeAsset(props) }  // a refused set: reported already
        for key in symbolKeys where props.contains(key) {
            props.reportError("`\(key)` sizes a symbol; this image is a file", at: key, hint: "remove it, or draw a symbol: `image: { symbol: tray }`")
        }
        guard props.required("path", example: "image: { path: icons/empty.svg, width: 64, height: 64 } or image: { symbol: tray }"),
            let path = props.assetPath("path")
        else { return nil }
        return .image(
            ImageNode(
                path: path, tint: props.color("tint"),
                contentMode: props.choice("contentMode", ImageContentMode.self) ?? .fit,
                cornerRadius: props.number("cornerRadius", minimum: 0) ?? 0))
    }

    /// `image: { asset: NAME }`: an asset catalog's image set, its dark file drawn in dark mode; a
    /// template image is tinted (`label` unless `tint` is given).
    private func decodeAsset(_ props: any NodePropertyReader) -> NodeContent? {
        if props.contains("path") {
            props.reportError("an image has a `path` or an `asset`, not both", at: "asset", hint: "keep one of them")
        }
        guard let asset = props.imageAsset("asset") else { return nil }
        if let template = asset.symbol { return decodeSymbol(props, template: template) }
        for key in ["style", "pointSize", "weight", "scale"] where props.contains(key) {
            props.reportError("`\(key)` sizes a symbol; this image set is not a symbol set", at: key, hint: "remove it")
        }
        var image = ImageNode(
            path: asset.path, tint: props.color("tint") ?? (asset.isTemplate ? SystemColor.label.color : nil),
            contentMode: props.choice("contentMode", ImageContentMode.self) ?? .fit,
            cornerRadius: props.number("cornerRadius", minimum: 0) ?? 0)
        image.darkPath = asset.darkPath
        image.assetFiles = asset.files
        image.mirroredIn = asset.mirroredIn
        image.rightToLeftAssetFiles = asset.rightToLeftFiles
        return .image(image)
    }

    /// `image: { asset: NAME }` naming a symbol set: sized and tinted like an SF Symbols name.
    private func decodeSymbol(_ props: any NodePropertyReader, template: SymbolTemplate) -> NodeContent? {
        let styled = props.font(styleKey: "style").font
        let symbol = SymbolImage(
            name: template.name,
            pointSize: props.number("pointSize", minimum: 1) ?? styled.size,
            weight: props.choice("weight", FontWeight.self) ?? styled.weight,
            scale: props.choice("scale", SymbolScale.self) ?? .medium, template: template)
        return .image(
            ImageNode(
                symbol: symbol, tint: props.color("tint"),
                contentMode: props.choice("contentMode", ImageContentMode.self) ?? .fit))
    }

    /// `image: { symbol: NAME, style: body, weight: medium, scale: large }`: the point size comes
    /// from the text style at the variant's Dynamic Type size (or `pointSize`, fixed), the weight
    /// from the style's font unless given.
    private func decodeSymbol(_ props: any NodePropertyReader) -> NodeContent? {
        if props.contains("path") {
            props.reportError("an image has a `path` or a `symbol`, not both", at: "symbol", hint: "keep one of them")
        }
        if props.contains("asset") {
            props.reportError("an image has an `asset` or a `symbol`, not both", at: "symbol", hint: "keep one of them")
        }
        guard props.required("symbol", example: "image: { symbol: tray, style: body }"),
            let name = props.choice("symbol", among: SymbolNames.allWithFills)
        else { return nil }
        let styled = props.font(styleKey: "style").font
        let symbol = SymbolImage(
            name: name, pointSize: props.number("pointSize", minimum: 1) ?? styled.size,
            weight: props.choice("weight", FontWeight.self) ?? styled.weight,
            scale: props.choice("scale", SymbolScale.self) ?? .medium)
        return .image(
            ImageNode(
                symbol: symbol, tint: props.color("tint"),
                contentMode: props.choice("contentMode", ImageContentMode.self) ?? .fit))
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let image = node.content.value(as: ImageNode.self) else { return [:] }
        return StyleRecord.image(image)
    }

    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        guard let image = node.content.value(as: ImageNode.self) else { return KindMeasurement(width: nil, height: nil) }
        let insets = image.alignmentInsets
        if let symbol = image.symbol {
            return KindMeasurement(width: max(0, symbol.side - insets.horizontal), height: max(0, symbol.side - insets.vertical))
        }
        let file = image.file(for: .light, scale: 1)
        let size = context.imageSize(at: file.path, assetScale: file.assetScale)
        // The alignment rectangle: the picture less its alignment insets.
        return KindMeasurement(width: size.map { max(0, $0.width - insets.horizontal) }, height: size.map { max(0, $0.height - insets.vertical) })
    }

    /// Its measurement ignores the offered width.
    public func widthMeasuringAsUnconstrained(_ unconstrained: KindMeasurement) -> Double? { -.infinity }

    public func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        guard let image = node.node.content.value(as: ImageNode.self) else { return }
        let insets = image.alignmentInsets
        let drawn = LayoutRect(
            x: frame.minX - insets.left, y: frame.minY - insets.top,
            width: frame.width + insets.horizontal, height: frame.height + insets.vertical)
        try Self.draw(image, in: context.snapped(drawn), tint: image.effectiveTint.map(context.resolve), on: context)
    }

    /// Draws an image fitted by its content mode, clipped to `frame` (and its corner radius),
    /// tinted like a template image when `tint` is set.
    public static func draw(_ image: ImageNode, in frame: LayoutRect, tint: RGBAColor?, on context: any NodeDrawingContext) throws {
        if let symbol = image.symbol {
            let side = min(frame.width, frame.height)
            let box = LayoutRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            try context.drawSymbol(symbol, in: box, tint: tint ?? .black)
            return
        }
        try context.clipped(to: frame, radius: image.cornerRadius) {
            let file = image.file(for: context.appearance, scale: context.scale, direction: context.direction)
            try context.mirrored(about: frame.midX, when: image.mirroredIn == context.direction) {
                try context.drawImage(at: file.path, assetScale: file.assetScale, in: frame, contentMode: image.contentMode, tint: tint)
            }
        }
    }
}

extension NodeContent {
    /// A `image` node's content: `value` drawn by `ImageNodeKind`.
    public static func image(_ value: ImageNode) -> NodeContent { .custom(CustomNode(name: ImageNodeKind.kindName, content: value)) }
}
