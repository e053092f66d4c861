import StateboardCore

/// How a device's status bar is laid out, as iOS 17 draws it.
public enum StatusBarFamily: String, Hashable, Sendable {
    /// Notch and Dynamic Island iPhones: the time centred in the leading ear, signal, Wi-Fi
    /// and battery centred in the trailing one.
    case ears
    /// iPhones with a Home button (SE): a 20 pt bar, signal and Wi-Fi leading, the time
    /// centred, the battery trailing.
    case homeButton
    /// iPad: the time and date leading; Wi-Fi, the battery percentage and the battery trailing, in a 24 pt bar.
    case pad

    /// The family of a screen: the device decides whether it is an iPad's, never the width (as
    /// for `KeyboardFamily`: a wide scene of an iPhone keeps an iPhone's status bar); a 20 pt top
    /// inset without a bottom one is a Home-button iPhone.
    public static func of(safeArea: Insets, isPad: Bool) -> StatusBarFamily {
        if isPad { return .pad }
        if safeArea.top <= 20.5 && safeArea.bottom == 0 { return .homeButton }
        return .ears
    }

    /// The family of a screen whose device is not known, guessed from its width as 0.2 did (a
    /// screen 700 pt wide or wider is taken for an iPad's). Pass the device's idiom instead.
    @available(*, deprecated, message: "pass the device's idiom: of(safeArea:isPad:) (removed in 0.4.0)")
    public static func of(canvas: LayoutSize, safeArea: Insets) -> StatusBarFamily {
        of(safeArea: safeArea, isPad: canvas.width >= 700)
    }
}

/// The status bar laid out as nodes (`statusBar`, its time a label, its signal, Wi-Fi and battery
/// `statusBarGlyph`s), so lint, `explain` and the inspector see it as they see the bars. Right-to-left
/// locales mirror where the groups sit (the time moves to the trailing side) but never the
/// glyphs: signal bars still rise to the right and the battery's tip stays on its right.
extension ChromeLayout {
    func statusBar() -> LaidOutNode? {
        guard screen.showsStatusBar else { return nil }
        // Glyphs centre in the safe area's top (beside the sensor housing), the bar's own height without one.
        let height = screen.safeArea.top > 0 ? screen.safeArea.top : screen.barsTop
        let family = StatusBarFamily.of(safeArea: screen.safeArea, isPad: screen.isPad)
        let children: [LaidOutNode]
        switch family {
        case .ears:
            // The ears either side of the island or notch (126 pt wide on iPhone 15).
            let ear = (width - 126) / 2, middle = height / 2 - 0.5
            let group: [StatusBarGlyph.Shape] = [.signal, .wifi, .battery]
            children =
                [time(scene.clock, centredAt: statusPlace(center: ear / 2 + 2), middle: middle, size: 17)]
                + glyphs(group, startingAt: statusPlace(center: width - ear / 2 - 2) - StatusBarGlyph.groupWidth(group) / 2, middle: middle, scale: 1)
        case .homeButton:
            let middle = height / 2, scale = 0.8
            let leading: [StatusBarGlyph.Shape] = [.signal, .wifi]
            let batteryWidth = StatusBarGlyph.Shape.battery.width * scale
            children =
                [time(scene.clockWithPeriod, centredAt: width / 2, middle: middle, size: 12)]
                + glyphs(leading, startingAt: statusPlace(left: 6, width: StatusBarGlyph.groupWidth(leading) * scale), middle: middle, scale: scale)
                + glyphs([.battery], startingAt: statusPlace(left: width - 6 - batteryWidth, width: batteryWidth), middle: middle, scale: scale)
        case .pad:
            children = padStatusBar(middle: height / 2)
        }
        let kind = StatusBarKind()
        return LaidOutNode(
            node: PlaceholderNode(id: "statusBar", .custom(CustomNode(name: kind.name, content: StatusBarNode(family: family)))),
            frame: LayoutRect(x: 0, y: 0, width: width, height: height), children: children, kind: kind)
    }

    /// An iPad's status bar as iPadOS 18 draws it (measured, docs/iOSMetrics.md "Bars"): the time
    /// with its day period and the date, leading; Wi-Fi, the battery's percentage and the battery,
    /// trailing, the battery 15 pt from the edge; 12 pt semibold text, glyphs at the iPhone's size.
    private func padStatusBar(middle: Double) -> [LaidOutNode] {
        let font = FontSpec(size: 12, weight: .semibold), color = SystemColor.label.color
        let textBox = { (x: Double, width: Double) in
            LayoutRect(x: self.statusPlace(left: x, width: width), y: middle - 12 * 0.65, width: width, height: 12 * 1.3)
        }
        let timeWidth = textWidth(scene.clockWithPeriod, font: font).rounded(.up) + 1
        let dateWidth = textWidth(scene.statusDate, font: font).rounded(.up) + 1
        let percentWidth = textWidth(scene.batteryPercentage, font: font).rounded(.up) + 1
        let batteryX = width - 15 - StatusBarGlyph.Shape.battery.width
        let percentX = batteryX - 5 - percentWidth
        let wifiX = percentX - 4.5 - StatusBarGlyph.Shape.wifi.width
        return [
            label(scene.clockWithPeriod, id: "time", font: font, color: color, alignment: .leading, in: textBox(16, timeWidth)),
            label(scene.statusDate, id: "date", font: font, color: color, alignment: .leading, in: textBox(16 + timeWidth + 11, dateWidth)),
        ]
            + glyphs([.wifi], startingAt: statusPlace(left: wifiX, width: StatusBarGlyph.Shape.wifi.width), middle: middle, scale: 1)
            + [label(scene.batteryPercentage, id: "batteryPercentage", font: font, color: color, alignment: .trailing, in: textBox(percentX, percentWidth))]
            + glyphs([.battery], startingAt: statusPlace(left: batteryX, width: StatusBarGlyph.Shape.battery.width), middle: middle, scale: 1)
    }

    private func statusPlace(left x: Double, width: Double) -> Double { rtl ? self.width - x - width : x }
    private func statusPlace(center x: Double) -> Double { rtl ? width - x : x }

    /// The time, semibold, centred on `x` in a 120 pt box centred on `middle`.
    private func time(_ text: String, centredAt x: Double, middle: Double, size: Double) -> LaidOutNode {
        label(
            text, id: "time", font: FontSpec(size: size, weight: .semibold), color: SystemColor.label.color, alignment: .center,
            in: LayoutRect(x: x - 60, y: middle - size * 0.65, width: 120, height: size * 1.3))
    }

    /// A group of glyphs drawn left to right from `x`, centred on `middle`, at `scale` (the group
    /// is drawn from whole device pixels: `StatusBarGlyphKind`).
    private func glyphs(_ shapes: [StatusBarGlyph.Shape], startingAt x: Double, middle: Double, scale: Double) -> [LaidOutNode] {
        let origin = LayoutPoint(x: x, y: middle - 5.75 * scale)
        var offset = 0.0
        let kind = StatusBarGlyphKind()
        return shapes.map { shape in
            let glyph = StatusBarGlyph(shape, groupOrigin: origin, offset: offset, scale: scale)
            defer { offset += shape.width + StatusBarGlyph.gap }
            return LaidOutNode(
                node: PlaceholderNode(id: shape.rawValue, .custom(CustomNode(name: kind.name, content: glyph))),
                frame: LayoutRect(x: origin.x + offset * scale, y: origin.y, width: shape.width * scale, height: 11.5 * scale), kind: kind)
        }
    }
}
