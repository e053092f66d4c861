import StateboardCore

/// Whether the screen's content runs under its bars: iOS 15+ draws a bar transparent at the
/// scroll edge and with its standard appearance (the chrome material and a hairline) once
/// content scrolls under it.
extension LaidOutScene {
    /// Whether the screen's content runs under the top bars: something it draws lies above the
    /// content area's top edge. Content starts at that edge (a list at rest, at its scroll edge),
    /// so the navigation bar stays transparent — inline or large title — unless a row is placed
    /// higher.
    public var contentRunsUnderTopBars: Bool {
        guard let content, let extent = Self.drawnExtent(of: content, origin: .zero) else { return false }
        return extent.top < contentArea.minY - 0.5
    }

    /// Whether the screen's content runs under the bottom bars — something it draws (a row, not
    /// an empty spacer) reaches the content area's bottom edge: then they show their standard
    /// appearance (the chrome material and a hairline); otherwise the screen is at its scroll edge
    /// (a short list, a placeholder) and iOS 15+ draws them transparent, without one.
    public var contentReachesBottomBars: Bool {
        guard let content, let extent = Self.drawnExtent(of: content, origin: .zero) else { return false }
        return extent.bottom >= contentArea.maxY - 0.5
    }

    /// Whether the placeholder runs under the bottom bars: something it draws (its root's
    /// subtree, when shown) lies below the content area's bottom edge — a long message at AX
    /// sizes, a small screen. iOS then leaves the scroll edge: the bars show their material and
    /// hairline, the placeholder blurred beneath, instead of tab icons drawn across its text.
    public var placeholderRunsUnderBottomBars: Bool {
        guard scene.showsPlaceholder, let extent = Self.drawnExtent(of: root, origin: .zero) else { return false }
        return extent.bottom > contentArea.maxY + 0.5
    }

    /// The highest and lowest edges of what a laid-out subtree draws (stacks and empty boxes draw nothing).
    static func drawnExtent(of node: LaidOutNode, origin: LayoutPoint) -> (top: Double, bottom: Double)? {
        guard !node.isHidden else { return nil }
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        var extent: (top: Double, bottom: Double)?
        if frame.height > 0, !Self.drawsNothing(node.node.content) { extent = (frame.minY, frame.maxY) }
        for child in node.children {
            guard let inner = drawnExtent(of: child, origin: frame.origin) else { continue }
            extent = extent.map { (min($0.top, inner.top), max($0.bottom, inner.bottom)) } ?? inner
        }
        return extent
    }

    /// Stacks without a look and blank leaves (an empty box) draw nothing.
    private static func drawsNothing(_ content: NodeContent) -> Bool {
        if case .stack(let stack) = content { return !stack.look.isVisible }
        return (content.value as? any PossiblyBlankContent)?.drawsNothing ?? false
    }
}
