import StateboardCore

/// A bar of the screen's chrome as a node: the bar's background (its own color, or the chrome
/// material when content runs under it); its title, items and hairline are its children.
public struct ChromeBarNode: CustomNodeContent {
    /// The bar as the screen describes it.
    public var bar: ChromeBar
    /// The bar's place in `ScreenFrame.barFrames(in:)`, the order bars are drawn in.
    public var index: Int
    /// Where the background runs, in canvas points: the topmost bar's up behind the status bar,
    /// a bottom bar's down to the screen's edge.
    public var backgroundArea: LayoutRect
    /// Whether the content runs under the bar, so that it shows its standard appearance (the
    /// chrome material) instead of the scroll edge's transparency.
    public var showsMaterial: Bool

    public init(bar: ChromeBar, index: Int, backgroundArea: LayoutRect, showsMaterial: Bool) {
        self.bar = bar; self.index = index; self.backgroundArea = backgroundArea; self.showsMaterial = showsMaterial
    }
}

/// Draws a chrome bar's background; named after the bar's kind (`navigationBar`, `tabBar`), so
/// dumps, fingerprints and `explain` name the bar as theme files do.
public struct ChromeBarKind: CustomNodeKind {
    public let name: String

    /// The kind of bars of `kind`.
    public init(_ kind: ChromeKind) { name = kind.rawValue }

    public func measure(_ content: ChromeBarNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: nil, height: content.bar.height)
    }

    public func draw(_ content: ChromeBarNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        if let background = content.bar.background {
            context.fill(content.backgroundArea, color: background)
        } else if content.showsMaterial {
            context.fillMaterial(content.backgroundArea, material: .chrome, radius: 0)
        }
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let content = Self.content(of: node) else { return [:] }
        var record = ["material": content.showsMaterial ? "chrome" : "none"]
        if let background = content.bar.background { record["background"] = StyleRecord.color(background) }
        if let tint = content.bar.tint { record["tint"] = StyleRecord.color(tint) }
        if content.bar.isFloating { record["floating"] = "true" }
        return record
    }
}

/// An SF Symbols name drawn filling its frame in a color: a bar button item's glyph, a tab's, a
/// toolbar button's (never mirrored: symbols that mean a direction come in their own variants).
public struct BarSymbol: CustomNodeContent {
    public var symbol: SymbolImage
    public var color: DynamicColor

    public init(_ symbol: SymbolImage, color: DynamicColor) { self.symbol = symbol; self.color = color }
}

/// `barSymbol`: draws a `BarSymbol`.
public struct BarSymbolKind: CustomNodeKind {
    public init() {}
    public var name: String { "barSymbol" }

    public func measure(_ content: BarSymbol, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: content.symbol.side, height: content.symbol.side)
    }

    public func draw(_ content: BarSymbol, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        // As the bars always drew them: a symbol the set cannot draw leaves its place empty, the
        // bar is still drawn (the renderer checks the set is installed before drawing chrome).
        try? context.drawSymbol(content.symbol, in: frame, tint: context.resolve(content.color))
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let content = Self.content(of: node) else { return [:] }
        return [
            "symbol": content.symbol.name, "pointSize": StyleRecord.number(content.symbol.pointSize),
            "weight": content.symbol.weight.rawValue, "scale": content.symbol.scale.rawValue, "color": StyleRecord.color(content.color),
        ]
    }
}

/// A bar's shadow line: one device pixel of `color` along its frame's top edge, snapped to the
/// pixel grid of the image it is drawn in, as UIKit's hairlines are.
public struct BarHairline: CustomNodeContent {
    public var color: DynamicColor
    public init(color: DynamicColor = SystemColor.separator.color) { self.color = color }
}

/// `barHairline`: draws a `BarHairline`.
public struct BarHairlineKind: CustomNodeKind {
    public init() {}
    public var name: String { "barHairline" }

    public func measure(_ content: BarHairline, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: nil, height: 0)
    }

    public func draw(_ content: BarHairline, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        let pixel = 1 / context.scale
        context.fill(
            LayoutRect(x: frame.minX, y: (frame.minY * context.scale).rounded() / context.scale, width: frame.width, height: pixel),
            color: content.color)
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let content = Self.content(of: node) else { return [:] }
        return ["color": StyleRecord.color(content.color)]
    }
}
