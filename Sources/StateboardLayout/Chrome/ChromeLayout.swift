import StateboardCore

/// Lays the screen's chrome out as nodes: each bar a `ChromeBarKind` node at its frame, its
/// title a label, its items symbols and labels, its hairline a node, placed where iOS 17/18
/// places them (`BarMetrics`, docs/iOSMetrics.md "Bars"). Drawing, lint, `explain`, the
/// inspector and fingerprints then see bar text and items as they see any node.
struct ChromeLayout {
    let engine: LayoutEngine
    /// The scene laid out so far (whether its content runs under a bar decides the bar's look).
    let laidOut: LaidOutScene

    var scene: PlaceholderScene { laidOut.scene }
    var screen: ScreenFrame { scene.screen }
    var width: Double { scene.canvas.width }
    var rtl: Bool { scene.direction == .rightToLeft }

    /// The bars laid out as nodes, in the order they are drawn; a bar not yet laid out as nodes
    /// (the painters still draw it) has none.
    func bars() -> [LaidOutNode] {
        screen.barFrames(in: scene.canvas).enumerated().compactMap { index, placed in
            switch placed.bar.kind {
            case .navigationBar, .largeTitleNavigationBar: navigationBar(placed.bar, index: index, frame: placed.frame)
            case .keyboard: keyboard(placed.bar, index: index, frame: placed.frame)
            case _ where placed.bar.isBottom: bottomBar(placed.bar, index: index, frame: placed.frame)
            default: topBar(placed.bar, index: index, frame: placed.frame)
            }
        }
    }

    /// A bar node at `frame` holding `children` (frames in canvas points, made relative here).
    func barNode(_ bar: ChromeBar, index: Int, frame: LayoutRect, background: LayoutRect, material: Bool, children: [LaidOutNode])
        -> LaidOutNode
    {
        let kind = ChromeBarKind(bar.kind)
        let content = ChromeBarNode(bar: bar, index: index, backgroundArea: background, showsMaterial: material)
        let relative = children.map { $0.moved(to: LayoutPoint(x: $0.frame.minX - frame.minX, y: $0.frame.minY - frame.minY)) }
        return LaidOutNode(
            node: PlaceholderNode(id: bar.kind.rawValue, .custom(CustomNode(name: kind.name, content: content))), frame: frame,
            children: relative, kind: kind)
    }

    // MARK: the parts every bar is made of

    /// One line of `string` in `font`, its baseline at `baseline`, between `minX` and `minX + width`.
    func label(
        _ string: String, id: String, font: FontSpec, color: DynamicColor, alignment: ParagraphAlignment, baseline: Double,
        minX: Double, width: Double
    ) -> LaidOutNode {
        let content = TextContent(text: string, font: font, lines: 1, alignment: alignment)
        let measured = engine.layOutText(content, width: max(0, width))
        let metrics = measured.metrics
        let frame = LayoutRect(x: minX, y: baseline - metrics.firstBaseline, width: max(0, width), height: metrics.size.height)
        return LaidOutNode(
            node: PlaceholderNode(id: id, .label(LabelNode(content, color: color))), frame: frame, kind: LabelNodeKind(), detail: measured,
            firstBaseline: metrics.firstBaseline, lastBaseline: metrics.lastBaseline)
    }

    /// One line of `string` in `font`, laid out at `frame`'s width and centred in its height as
    /// UILabel centres it.
    func label(_ string: String, id: String, font: FontSpec, color: DynamicColor, alignment: ParagraphAlignment, in frame: LayoutRect) -> LaidOutNode {
        let content = TextContent(text: string, font: font, lines: 1, alignment: alignment)
        let measured = engine.layOutText(content, width: frame.width)
        let baselines = LabelNodeKind.baselines(of: measured.metrics, height: frame.height)
        return LaidOutNode(
            node: PlaceholderNode(id: id, .label(LabelNode(content, color: color))), frame: frame, kind: LabelNodeKind(), detail: measured,
            firstBaseline: baselines.first, lastBaseline: baselines.last)
    }

    /// A (rounded) rectangle filled with `color`.
    func shape(_ frame: LayoutRect, id: String, color: DynamicColor, radius: Double) -> LaidOutNode {
        let kind = BarShapeKind()
        return LaidOutNode(
            node: PlaceholderNode(id: id, .custom(CustomNode(name: kind.name, content: BarShape(color: color, radius: radius)))), frame: frame,
            kind: kind)
    }

    /// One of the search field's glyphs centred on `center`.
    func glyph(_ shape: SearchFieldGlyph.Shape, scale: Double, center: LayoutPoint) -> LaidOutNode {
        let kind = SearchFieldGlyphKind(), content = SearchFieldGlyph(shape, scale: scale)
        let side = content.side
        return LaidOutNode(
            node: PlaceholderNode(id: shape == .magnifier ? "magnifier" : "clearButton", .custom(CustomNode(name: kind.name, content: content))),
            frame: LayoutRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side), kind: kind)
    }

    /// A symbol in a square of `side` points centred on `center`.
    func symbol(
        _ name: String, id: String, side: Double, center: LayoutPoint, color: DynamicColor, pointSize: Double = 17,
        weight: FontWeight = .regular, scale: SymbolScale = .large
    ) -> LaidOutNode {
        let symbol = BarSymbol(SymbolImage(name: name, pointSize: pointSize, weight: weight, scale: scale), color: color)
        let kind = BarSymbolKind()
        return LaidOutNode(
            node: PlaceholderNode(id: id, .custom(CustomNode(name: kind.name, content: symbol))),
            frame: LayoutRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side), kind: kind)
    }

    /// A separator along `y` (its top edge), across the screen: one device pixel thick once drawn.
    func hairline(at y: Double) -> LaidOutNode {
        let kind = BarHairlineKind()
        return LaidOutNode(
            node: PlaceholderNode(id: "hairline", .custom(CustomNode(name: kind.name, content: BarHairline()))),
            frame: LayoutRect(x: 0, y: y, width: width, height: 0), kind: kind)
    }

    /// How wide `text` is on one line in `font`.
    func textWidth(_ text: String, font: FontSpec) -> Double {
        engine.layOutText(TextContent(text: text, font: font), width: nil).metrics.size.width
    }

    /// Where the large title, the search field and a grouped table's card start and end: UIKit's
    /// layout margins inside the safe area, 16 pt on an iPhone, 20 pt on an iPad.
    var inset: (leading: Double, trailing: Double) {
        let margin = width >= 700 && screen.safeArea.left == 0 ? 20.0 : 16.0
        return (screen.safeArea.left + margin, screen.safeArea.right + margin)
    }

    /// The width between the margins.
    var marginWidth: Double { width - inset.leading - inset.trailing }
}
