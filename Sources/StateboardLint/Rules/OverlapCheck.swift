import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTheme

/// `overlap`: two drawn leaves covering each other.
extension ImageLinter {
    func checkOverlaps(_ placed: [PlacedNode], _ context: inout Context) {
        let leaves = placed.filter { $0.laidOut.children.isEmpty && ["label", "button", "image", "spinner", "progress"].contains($0.node.kind) }
        for (index, first) in leaves.enumerated() {
            for second in leaves[(index + 1)...] {
                let overlapWidth = min(first.frame.maxX, second.frame.maxX) - max(first.frame.minX, second.frame.minX)
                let overlapHeight = min(first.frame.maxY, second.frame.maxY) - max(first.frame.minY, second.frame.minY)
                guard overlapWidth > 0.5, overlapHeight > 0.5 else { continue }
                context.add(
                    .overlap, "\(context.subject(second)) overlaps \(context.subject(first))",
                    detail: "\(Self.points(overlapWidth)) × \(Self.points(overlapHeight)) pt", measure: overlapWidth * overlapHeight,
                    hint: "check fixed sizes, negative spacing and `placement` offsets; a stack keeps its arranged nodes apart",
                    at: context.locator.location(of: nil, at: second.indexPath, in: context.tree), node: second.node)
            }
        }
    }
}
