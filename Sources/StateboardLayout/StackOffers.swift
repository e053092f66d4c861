import StateboardCore

/// What a stack offers its visible children when it is `layoutWidth` wide, and their natural
/// widths at those offers: shared by sizing a stack and measuring it to be arranged.
struct StackOffers {
    let stack: StackNode
    let layoutWidth: Double?
    /// The margins that count (margin-relative stacks only).
    let margins: Insets
    /// The width inside the margins (`nil`: unconstrained).
    let inner: Double?
    /// The visible children, their places in the pass, the widths they are offered (a declared
    /// width, else `inner`), and their natural widths there (`nil`: flexible).
    let visible: [PlaceholderNode]
    let places: [Int]
    let offers: [Double?]
    let naturals: [Double?]
    let gaps: [Double]
    let alignment: StackAlignment

    init(_ engine: LayoutEngine, _ stack: StackNode, place: Int, layoutWidth: Double?) {
        let margins = stack.marginsRelative ? stack.margins : .zero
        let inner = layoutWidth.map { max(0, $0 - margins.horizontal) }
        let indices = stack.nodes.indices.filter { !stack.nodes[$0].isHidden }
        let visible = indices.map { stack.nodes[$0] }
        let places = indices.map { engine.childPlace(of: place, at: $0) }
        let offers = visible.map { $0.width ?? inner }
        self.stack = stack
        self.layoutWidth = layoutWidth
        self.margins = margins
        self.inner = inner
        self.visible = visible
        self.places = places
        self.offers = offers
        naturals = visible.indices.map { engine.naturalWidth(visible[$0], place: places[$0], offered: offers[$0]) }
        gaps = LayoutEngine.gaps(between: visible, spacing: stack.spacing)
        alignment = LayoutEngine.alignment(of: stack)
    }

    var indices: Range<Int> { visible.indices }
    /// The natural widths, a flexible child's as 0.
    var widths: [Double] { naturals.map { $0 ?? 0 } }

    /// The children along the axis, as the distribution sees them (a row's: by width).
    var items: [AxisItem] {
        visible.indices.map {
            AxisItem(
                natural: naturals[$0], hugging: visible[$0].hugging.along(stack.axis),
                resistance: visible[$0].compressionResistance.along(stack.axis))
        }
    }

    /// A row's lengths and positions when its content is `length` long and the stack `ownLength`.
    func plan(length: Double, ownLength: Double) -> AxisPlan {
        Distributor(items: items, gaps: gaps, length: length, ownLength: ownLength).plan(stack.distribution)
    }

    /// A column's widths for its children (A1 / A2): the width inside it (unconstrained: its
    /// widest child's) for fill, else each child's own, clamped to it.
    var acrossLengths: [Double] {
        let available = inner ?? widths.max()!
        return naturals.map { LayoutEngine.crossLength(alignment, natural: $0, available: available) }
    }
}
