import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTheme

/// `pixelGrid`: hairlines (a divider's thickness, a box's border) on whole device pixels.
extension ImageLinter {
    func checkPixelGrid(_ placed: PlacedNode, _ context: inout Context, scale: Double) {
        let frame = placed.frame
        func offGrid(_ value: Double) -> Bool { abs(value * scale - (value * scale).rounded()) > 0.01 }
        var what: String?
        // The rule is about what draws hairlines: a divider's thickness and a box's border.
        if let divider = placed.node.content.value(as: DividerNode.self) {
            let horizontal = frame.width >= frame.height
            let edges = horizontal ? [frame.minY, frame.maxY] : [frame.minX, frame.maxX]
            if offGrid(divider.thickness) {
                what = "is \(Self.points(divider.thickness * scale)) device pixels thick"
            } else if edges.contains(where: offGrid) {
                what = "lies between device pixels"
            }
        } else if let box = placed.node.content.value(as: BoxNode.self), box.border != nil, box.borderWidth > 0 {
            if offGrid(box.borderWidth) {
                what = "has a border \(Self.points(box.borderWidth * scale)) device pixels wide"
            } else if [frame.minX, frame.maxX, frame.minY, frame.maxY].contains(where: offGrid) {
                what = "has edges between device pixels"
            }
        }
        guard let what else { return }
        context.add(
            .pixelGrid, "\(context.subject(placed)) \(what), so it draws blurred",
            detail: "@\(Self.points(scale))x", hint: "use whole device pixels (a hairline is 1 / scale pt) and sizes that keep edges on the grid",
            at: context.locator.location(
                of: placed.node.kind == "divider" ? "thickness" : "borderWidth", at: placed.indexPath,
                in: context.tree), node: placed.node)
    }
}
