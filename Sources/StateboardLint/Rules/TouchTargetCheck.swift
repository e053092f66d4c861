import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTheme

/// `touchTarget`: a button's 44 × 44 pt hit region stays on the screen and clear of other buttons.
extension ImageLinter {
    /// A button's hit region is at least 44 × 44 pt (Apple's HIG): a configuration button drawn
    /// smaller (a medium one is about 34 pt tall) is fine while the 44 × 44 pt region around its
    /// centre stays on the screen and clear of every other button, as UIKit apps extend it.
    func checkButton(_ placed: PlacedNode, among all: [PlacedNode], _ context: inout Context) {
        guard placed.node.content.value is ButtonNode else { return }
        let frame = placed.frame
        guard frame.width < 44 - 0.01 || frame.height < 44 - 0.01 else { return }
        let region = Self.hitRegion(of: frame)
        let screen = LayoutRect(x: 0, y: 0, width: context.scene.canvas.width, height: context.scene.canvas.height)
        let neighbour = all.first { other in
            guard other.node.content.value is ButtonNode, other.indexPath != placed.indexPath else { return false }
            return Self.overlap(region, other.frame) > 0.01
        }
        let offScreen =
            region.minX < screen.minX - 0.01 || region.minY < screen.minY - 0.01
            || region.maxX > screen.maxX + 0.01 || region.maxY > screen.maxY + 0.01
        guard neighbour != nil || offScreen else { return }
        let subject = context.subject(placed)
        let why = neighbour.map { "it reaches into \(context.subject($0))" } ?? "it leaves the screen"
        context.add(
            .touchTarget, "\(subject) has no room for a 44 × 44 pt hit region: \(why)",
            detail: "\(Self.points(frame.width)) × \(Self.points(frame.height)) pt", measure: 44 - min(frame.width, frame.height),
            hint: "space the buttons so 44 pt around each one's centre stays clear, or give it `minHeight: 44` "
                + "and insets that make it at least 44 pt wide",
            at: context.locator.location(of: "minHeight", at: placed.indexPath, in: context.tree), node: placed.node)
    }

    /// `frame` grown about its centre to at least 44 × 44 pt.
    static func hitRegion(of frame: LayoutRect) -> LayoutRect {
        let width = max(44, frame.width), height = max(44, frame.height)
        return LayoutRect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }

    /// The area two rectangles share.
    static func overlap(_ a: LayoutRect, _ b: LayoutRect) -> Double {
        max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)) * max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY))
    }
}
