import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTheme

/// `overflow`: a leaf running out of its area, under a bar or into a safe area.
extension ImageLinter {
    func checkOverflow(_ placed: PlacedNode, _ context: inout Context) {
        // Leaves only: a stack's frame may reach past its drawn nodes.
        if case .stack = placed.node.content { return }
        guard placed.frame.width > 0, placed.frame.height > 0 else { return }
        let area = context.region, frame = placed.frame, slack = 0.5
        var sides: [(String, Double)] = []
        if frame.maxY > area.maxY + slack { sides.append((barName(below: true, context), frame.maxY - area.maxY)) }
        if frame.minY < area.minY - slack { sides.append((barName(below: false, context), area.minY - frame.minY)) }
        if frame.minX < area.minX - slack { sides.append(("past the left edge of the content area", area.minX - frame.minX)) }
        if frame.maxX > area.maxX + slack { sides.append(("past the right edge of the content area", frame.maxX - area.maxX)) }
        guard let worst = sides.max(by: { $0.1 < $1.1 }) else { return }
        context.add(
            .overflow, "\(context.subject(placed)) runs \(worst.0)",
            detail: "by \(Self.points(worst.1)) pt", measure: worst.1,
            hint: "make the placeholder fit: smaller image or spacing at large text sizes (a trait), fewer lines, or `placement` with less margin",
            at: context.locator.location(of: nil, at: placed.indexPath, in: context.tree), node: placed.node)
    }

    /// What a node running out of the content area at the bottom (or top) runs under.
    func barName(below: Bool, _ context: Context) -> String {
        let bars = context.scene.scene.screen.barFrames(in: context.scene.canvas).filter { $0.bar.isBottom == below }
        if let bar = below ? bars.first : bars.last { return "under the \(Self.barName(bar.bar.kind))" }
        return below ? "into the bottom safe area (the home indicator)" : "into the top safe area (the status bar)"
    }

    static func barName(_ kind: ChromeKind) -> String {
        kind.rawValue.reduce(into: "") { text, character in
            if character.isUppercase { text += " " + character.lowercased() } else { text.append(character) }
        }
    }
}
