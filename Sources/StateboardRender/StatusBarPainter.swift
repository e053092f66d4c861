import Foundation
import StateboardCore
import StateboardLayout

/// The status bar as iOS 17 draws it on each family of device. Right-to-left locales mirror
/// where the groups sit (the time moves to the trailing side) but never the glyphs: signal bars
/// still rise to the right and the battery's tip stays on its right.
struct StatusBarPainter {
    /// How a device's status bar is laid out.
    enum Family: Equatable {
        /// Notch and Dynamic Island iPhones: the time centred in the leading ear, signal, Wi-Fi
        /// and battery centred in the trailing one.
        case ears
        /// iPhones with a Home button (SE): a 20 pt bar, signal and Wi-Fi leading, the time
        /// centred, the battery trailing.
        case homeButton
        /// iPad: the time leading, Wi-Fi and battery trailing, in a 24 pt bar.
        case pad

        /// The family a screen's geometry belongs to: iPads are wider than any iPhone in
        /// portrait (and an iPhone in landscape has no status bar); a 20 pt top inset without a
        /// bottom one is a Home-button iPhone.
        static func of(canvas: LayoutSize, safeArea: Insets) -> Family {
            if canvas.width >= 700 { return .pad }
            if safeArea.top <= 20.5 && safeArea.bottom == 0 { return .homeButton }
            return .ears
        }
    }

    let canvas: DrawingCanvas
    let painter: NodePainter
    let size: LayoutSize
    let height: Double
    let family: Family
    let rightToLeft: Bool
    /// The time as the locale writes it.
    let clock: String
    /// The time with its day period, for the Home-button iPhone's centred clock.
    var clockWithPeriod = "9:41 AM"
    /// The date an iPad shows beside the time, as the locale writes it.
    let date: String

    private let label = SystemColor.label.color

    func paint() {
        switch family {
        case .ears:
            // The ears either side of the island or notch (126 pt wide on iPhone 15).
            let ear = (size.width - 126) / 2
            let middle = height / 2 - 0.5
            time(centredAt: place(center: ear / 2 + 2, width: 0), middle: middle, size: 17)
            glyphs(
                signal: true, wifi: true, startingAt: place(center: size.width - ear / 2 - 2, width: 0) - Self.groupWidth(signal: true, wifi: true) / 2,
                middle: middle, scale: 1)
        case .homeButton:
            let middle = height / 2
            time(centredAt: size.width / 2, middle: middle, size: 12, text: clockWithPeriod)
            glyphs(
                signal: true, wifi: true, battery: false, startingAt: place(left: 6, width: Self.groupWidth(signal: true, wifi: true, battery: false) * 0.8),
                middle: middle, scale: 0.8)
            let batteryWidth = Self.batteryWidth * 0.8
            glyphs(signal: false, wifi: false, startingAt: place(left: size.width - 6 - batteryWidth, width: batteryWidth), middle: middle, scale: 0.8)
        case .pad:
            // The time and the date, leading: “9:41  Tue Jan 9”.
            let middle = height / 2
            let font = FontSpec(size: 13, weight: .semibold)
            let box = LayoutRect(x: place(left: 20, width: 300), y: middle - 13 * 0.65, width: 300, height: 13 * 1.3)
            painter.drawText(
                TextContent(text: clock + "  " + date, font: font, lines: 1, alignment: .leading),
                color: canvas.resolve(label), in: box)
            let group = Self.groupWidth(signal: false, wifi: true) * 0.85
            glyphs(signal: false, wifi: true, startingAt: place(left: size.width - 20 - group, width: group), middle: middle, scale: 0.85)
        }
    }

    // MARK: placement (mirrored in right-to-left, the glyphs themselves never)

    private func place(left x: Double, width: Double) -> Double { rightToLeft ? size.width - x - width : x }
    private func place(center x: Double, width: Double) -> Double { rightToLeft ? size.width - x : x }

    private func time(centredAt x: Double, middle: Double, size fontSize: Double, text: String? = nil) {
        let font = FontSpec(size: fontSize, weight: .semibold)
        let box = LayoutRect(x: x - 60, y: middle - fontSize * 0.65, width: 120, height: fontSize * 1.3)
        painter.drawText(
            TextContent(text: text ?? clock, font: font, lines: 1, alignment: .center),
            color: canvas.resolve(label), in: box)
    }

    // MARK: glyphs (drawn left to right from `x`, vertically centred on `middle`)

    static let signalWidth = 17.0, wifiWidth = 15.4, batteryWidth = 27.3, gap = 5.5

    static func groupWidth(signal: Bool, wifi: Bool, battery: Bool = true) -> Double {
        let widths = (signal ? [signalWidth] : []) + (wifi ? [wifiWidth] : []) + (battery ? [batteryWidth] : [])
        return widths.reduce(0, +) + gap * Double(max(0, widths.count - 1))
    }

    private func glyphs(signal: Bool, wifi: Bool, battery: Bool = true, startingAt x: Double, middle: Double, scale: Double) {
        canvas.saveState()
        // On whole device pixels, as UIKit places them: the glyphs look the same wherever they go.
        func snap(_ value: Double) -> Double { (value * canvas.scale).rounded() / canvas.scale }
        canvas.translate(by: LayoutPoint(x: snap(x), y: snap(middle - 5.75 * scale)))
        canvas.scale(x: scale, y: scale)
        var cursor = 0.0
        if signal { signalBars(at: cursor); cursor += Self.signalWidth + Self.gap }
        if wifi { wifiFan(at: cursor); cursor += Self.wifiWidth + Self.gap }
        if battery { batteryGauge(at: cursor) }
        canvas.restoreState()
    }

    /// Four bars, 3 pt wide, rising to 11.5 pt.
    private func signalBars(at x: Double) {
        for (index, barHeight) in [4.6, 6.9, 9.2, 11.5].enumerated() {
            canvas.fill(LayoutRect(x: x + Double(index) * 4.67, y: 11.5 - barHeight, width: 3, height: barHeight), color: label, radius: 1)
        }
    }

    /// Wi-Fi: a filled wedge and two arcs fanning up from one point, 90° wide.
    private func wifiFan(at x: Double) {
        let apex = LayoutPoint(x: x + Self.wifiWidth / 2, y: 11.5)
        let (from, to) = (-3 * Double.pi / 4, -Double.pi / 4)
        canvas.beginSubpath()
        canvas.move(to: apex)
        canvas.addArc(center: apex, radius: 3.9, from: from, to: to, clockwise: true)
        canvas.closeSubpath()
        canvas.fillPath(with: .color(canvas.resolve(label)))
        for radius in [7.0, 10.3] {
            canvas.beginSubpath()
            canvas.addArc(center: apex, radius: radius, from: from, to: to, clockwise: true)
            canvas.strokePath(with: .color(canvas.resolve(label)), style: DrawingStrokeStyle(width: 2.3, cap: .round))
        }
    }

    /// The battery, full: a rounded outline at 35 % opacity, the charge inside, the tip right.
    private func batteryGauge(at x: Double) {
        let body = LayoutRect(x: x, y: 0, width: 25, height: 11.5)
        let outline = canvas.resolve(label)
        canvas.addRoundedRectangle(LayoutRect(x: body.minX + 0.5, y: body.minY + 0.5, width: body.width - 1, height: body.height - 1), radius: 3.3)
        canvas.strokePath(with: .color(outline.withAlpha(outline.alpha * 0.35)), style: DrawingStrokeStyle(width: 1))
        canvas.fill(body.inset(by: Insets(top: 2, left: 2, bottom: 2, right: 2)), color: label, radius: 1.6)
        canvas.addRoundedRectangle(LayoutRect(x: body.maxX + 1, y: body.midY - 2, width: 1.3, height: 4), radius: 0.65)
        canvas.fillPath(with: .color(outline.withAlpha(outline.alpha * 0.4)))
    }
}
