import CCairo
import Foundation
import StateboardCore

/// `UIActivityIndicatorView` as a still frame (8 spokes, fading), and a ring spinner.
struct SpinnerPainter {
    let canvas: DrawingCanvas

    /// Opacity of each spoke, from the leading one backwards.
    static let spokeAlphas: [Double] = [1, 0.86, 0.73, 0.62, 0.52, 0.44, 0.37, 0.31]

    func paint(_ spinner: SpinnerNode, in frame: Rect) {
        let side = min(frame.width, frame.height)
        let center = Point(x: frame.midX, y: frame.midY)
        switch spinner.style {
        case .medium, .large:
            let outer = side / 2
            let inner = outer * (spinner.style == .large ? 0.47 : 0.45)
            let width = side * (spinner.style == .large ? 0.085 : 0.1)
            for index in 0..<8 {
                // Spoke 0 at 12 o'clock; earlier spokes trail anticlockwise.
                let angle = -Double.pi / 2 - Double(index) * Double.pi / 4
                let a = Point(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner)
                let b = Point(x: center.x + cos(angle) * (outer - width / 2), y: center.y + sin(angle) * (outer - width / 2))
                canvas.line(from: a, to: b, color: spinner.color, width: width, alpha: Self.spokeAlphas[index])
            }
        case .ring:
            let width = side / 10
            let radius = side / 2 - width / 2
            let track = spinner.color.resolved(for: canvas.appearance)
            canvas.arc(center: center, radius: radius, from: 0, to: 2 * Double.pi, color: DynamicColor(track.withAlpha(track.alpha * 0.2)), width: width)
            canvas.arc(center: center, radius: radius, from: -Double.pi / 2, to: Double.pi, color: spinner.color, width: width)
        }
    }
}

/// Skeleton placeholders: rounded bars, avatar circles, list rows.
struct SkeletonPainter {
    let canvas: DrawingCanvas
    let direction: InterfaceDirection

    func paint(_ skeleton: SkeletonNode, in frame: Rect) {
        switch skeleton.shape {
        case .block:
            canvas.fill(canvas.snapped(frame), color: skeleton.color, radius: skeleton.cornerRadius)
        case .circle:
            let side = min(frame.width, frame.height)
            canvas.fillEllipse(Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side), color: skeleton.color)
        case .rows(let count, let avatar, let lines):
            canvas.mirrored(about: frame.midX, when: direction == .rightToLeft) {
                for row in 0..<count {
                    let rowFrame = Rect(x: frame.minX, y: frame.minY + Double(row) * SkeletonNode.rowHeight,
                                        width: frame.width, height: SkeletonNode.rowHeight)
                    guard rowFrame.minY < frame.maxY else { break }
                    paintRow(rowFrame, avatar: avatar, lines: lines, skeleton: skeleton, index: row)
                }
            }
        }
    }

    /// One list row: an avatar circle, then bars of decreasing width, vertically centred.
    private func paintRow(_ row: Rect, avatar: Bool, lines: Int, skeleton: SkeletonNode, index: Int) {
        var x = row.minX
        if avatar {
            canvas.fillEllipse(Rect(x: x, y: row.midY - 20, width: 40, height: 40), color: skeleton.color)
            x += 56
        }
        let barHeight = 12.0, gap = 8.0
        let total = Double(lines) * barHeight + Double(lines - 1) * gap
        let available = row.maxX - x
        // Varying widths per row, as real content would be.
        let widths = [0.72, 0.9, 0.64, 0.82]
        for line in 0..<lines {
            let fraction = (line == 0 ? widths[index % widths.count] : 0.45 + 0.1 * Double((index + line) % 3))
            let bar = Rect(x: x, y: row.midY - total / 2 + Double(line) * (barHeight + gap), width: available * fraction, height: barHeight)
            canvas.fill(canvas.snapped(bar), color: skeleton.color, radius: skeleton.cornerRadius)
        }
    }
}
