import StateboardCore

/// Part of a placeholder that does not fit its content area: the first visible leaf (in reading
/// order) that runs past the area's bottom edge, and by how much. On a device the placeholder
/// would scroll; a still image cuts it off, under a bar or the keyboard or off the screen.
public struct ContentCut: Sendable, Equatable {
    /// How the node is named: `label \`message\`` or `button at 0.3`.
    public var node: String
    /// How far past the content area's bottom it reaches, in points.
    public var overflow: Double
}

extension LaidOutScene {
    /// What of the placeholder does not fit its content area, if anything (half a point is let
    /// pass, as a pixel-rounded edge may land on it).
    public var contentCut: ContentCut? {
        guard scene.showsPlaceholder else { return nil }
        let bottom = contentArea.maxY
        let placed = placedNodes().filter { !$0.isHidden && $0.laidOut.children.isEmpty }
        guard let first = placed.first(where: { $0.frame.maxY > bottom + 0.5 }) else { return nil }
        let overflow = (placed.map(\.frame.maxY).max() ?? bottom) - bottom
        let name: String
        if let id = first.node.id {
            name = "\(first.node.kind) `\(id)`"
        } else {
            name = "\(first.node.kind) at \(first.indexPath.map(String.init).joined(separator: "."))"
        }
        return ContentCut(node: name, overflow: overflow)
    }
}
