import CCairo
import Foundation
import StateboardCore
import StateboardLayout

/// The iOS interface around a placeholder, drawn from the screen's description: status bar,
/// navigation bar (standard or large title), search bar, table header, toolbar, tab bar,
/// keyboard and home indicator.
struct ChromePainter {
    let canvas: DrawingCanvas
    let painter: NodePainter
    let scene: LaidOutScene

    private var screen: ScreenFrame { scene.scene.screen }
    private var width: Double { scene.canvas.width }
    private var rtl: Bool { scene.scene.direction == .rightToLeft }
    private let label = SystemColor.label.color
    private let secondary = SystemColor.secondaryLabel.color
    private let separator = SystemColor.separator.color

    func paint() {
        // A scene without a top safe area is not a device screen: no status bar.
        if screen.safeArea.top > 0 { paintStatusBar() }
        for (bar, frame) in screen.barFrames(in: scene.canvas) {
            switch bar.kind {
            case .keyboard: paintKeyboard(frame)
            case _ where bar.kind.isBottom: paintBottom(bar, frame: frame)
            default: paintTop(bar, frame: frame)
            }
        }
        if screen.safeArea.bottom > 0, !screen.chrome.contains(where: { $0.kind == .keyboard }) {
            canvas.fill(Rect(x: width / 2 - 67, y: scene.canvas.height - 13, width: 134, height: 5), color: label, radius: 2.5)
        }
    }

    private func text(_ string: String, style: TextStyle, weight: FontWeight? = nil, color: DynamicColor,
                      alignment: ParagraphAlignment, in frame: Rect) {
        var font = style.font()
        if let weight { font.weight = weight }
        painter.drawText(TextContent(text: string, font: font, lines: 1, alignment: alignment),
                         color: color.resolved(for: canvas.appearance), in: frame)
    }

    /// The status bar: time, signal, Wi-Fi and battery; mirrored in right-to-left locales, as iOS does.
    private func paintStatusBar() {
        canvas.mirrored(about: width / 2, when: rtl) { paintStatusBarItems() }
    }

    private func paintStatusBarItems() {
        let height = screen.safeArea.top
        let y = height > 30 ? height / 2 - 11 : 0
        let side = width / 2 - 40
        canvas.mirrored(about: side / 2, when: rtl) {  // undo the mirror for the text itself
            text("9:41", style: .body, weight: .semibold, color: label, alignment: .center, in: Rect(x: 0, y: y, width: side, height: 22))
        }
        // Signal bars, Wi-Fi and battery, right of centre (they do not mirror on iOS).
        let x = width - side + side / 2 - 34
        for index in 0..<4 {
            let barHeight = 4 + Double(index) * 2
            canvas.fill(Rect(x: x + Double(index) * 4.5, y: y + 16 - barHeight, width: 3, height: barHeight), color: label, radius: 1)
        }
        canvas.arc(center: Point(x: x + 28, y: y + 16), radius: 8, from: -2.4, to: -0.74, color: label, width: 2.2)
        canvas.arc(center: Point(x: x + 28, y: y + 16), radius: 4, from: -2.4, to: -0.74, color: label, width: 2.2)
        canvas.stroke(Rect(x: x + 42, y: y + 4, width: 24, height: 12), color: secondary, width: 1, radius: 3.5)
        canvas.fill(Rect(x: x + 44, y: y + 6, width: 20, height: 8), color: label, radius: 2)
    }

    private func paintTop(_ bar: ChromeBar, frame: Rect) {
        switch bar.kind {
        case .navigationBar:
            text(bar.title ?? "", style: .headline, color: label, alignment: .center, in: Rect(x: 60, y: frame.minY, width: width - 120, height: 44))
            canvas.fill(canvas.snapped(Rect(x: 0, y: frame.maxY - 0.5, width: width, height: 0.5)), color: separator)
        case .largeTitleNavigationBar:
            text(bar.title ?? "", style: .largeTitle, weight: .bold, color: label, alignment: .leading,
                 in: Rect(x: 16, y: frame.minY + 44, width: width - 32, height: 41))
        case .searchBar:
            let field = Rect(x: 16, y: frame.minY + 8, width: width - 32, height: 36)
            canvas.fill(field, color: SystemColor.tertiarySystemFill.color, radius: 10)
            let iconX = rtl ? field.maxX - 22 : field.minX + 14
            canvas.arc(center: Point(x: iconX, y: field.midY - 1), radius: 5.5, from: 0, to: 2 * Double.pi, color: secondary, width: 1.8)
            canvas.line(from: Point(x: iconX + (rtl ? -4 : 4), y: field.midY + 3), to: Point(x: iconX + (rtl ? -8 : 8), y: field.midY + 7),
                        color: secondary, width: 1.8)
            text("Search", style: .body, color: secondary, alignment: .leading,
                 in: Rect(x: field.minX + (rtl ? 10 : 30), y: field.minY, width: field.width - 40, height: field.height))
        case .tableHeader:
            canvas.fill(frame, color: SystemColor.secondarySystemBackground.color)
            let card = Rect(x: 16, y: frame.minY + 16, width: width - 32, height: frame.height - 32)
            canvas.fill(card, color: SystemColor.systemBackground.color, radius: 12)
            canvas.mirrored(about: width / 2, when: rtl) {
                canvas.fill(Rect(x: card.minX + 16, y: card.minY + 18, width: card.width * 0.45, height: 14), color: SystemColor.systemGray5.color, radius: 4)
                canvas.fill(Rect(x: card.minX + 16, y: card.minY + 42, width: card.width * 0.7, height: 10), color: SystemColor.systemGray5.color, radius: 4)
            }
            canvas.fill(canvas.snapped(Rect(x: 0, y: frame.maxY - 0.5, width: width, height: 0.5)), color: separator)
        default:
            break
        }
    }

    private func paintBottom(_ bar: ChromeBar, frame: Rect) {
        let background = Rect(x: 0, y: frame.minY, width: width, height: scene.canvas.height - frame.minY)
        canvas.fill(background, color: DynamicColor(light: RGBAColor(hex: "#F9F9F9F0")!, dark: RGBAColor(hex: "#161616F0")!))
        canvas.fill(canvas.snapped(Rect(x: 0, y: frame.minY, width: width, height: 0.5)), color: separator)
        let accent = SystemColor.systemBlue.color, gray = SystemColor.systemGray.color
        switch bar.kind {
        case .tabBar:
            let names = bar.items.isEmpty ? ["Home", "Search", "Saved", "Profile"] : bar.items
            let slot = width / Double(names.count)
            for (index, name) in names.enumerated() {
                let position = rtl ? names.count - 1 - index : index
                let x = slot * Double(position)
                let color = index == bar.selectedItem ? accent : gray
                canvas.fill(Rect(x: x + slot / 2 - 12, y: frame.minY + 6, width: 24, height: 22), color: color, radius: 6)
                text(name, style: .caption2, weight: .medium, color: color, alignment: .center,
                     in: Rect(x: x, y: frame.minY + 30, width: slot, height: 13))
            }
        case .toolbar:
            for index in 0..<3 {
                let x = 16 + Double(index) * (width - 32 - 24) / 2
                canvas.fill(Rect(x: x, y: frame.midY - 11, width: 24, height: 22), color: accent, radius: 6)
            }
        default:
            break
        }
    }

    private func paintKeyboard(_ frame: Rect) {
        canvas.fill(frame, color: DynamicColor(light: RGBAColor(hex: "#D1D3D9")!, dark: RGBAColor(hex: "#2B2B2B")!))
        let keyColor = DynamicColor(light: .white, dark: RGBAColor(hex: "#6B6B6B")!)
        let rows = [10, 9, 7]
        let keyWidth = (width - 6 - 9 * 6) / 10
        for (row, count) in rows.enumerated() {
            let total = Double(count) * keyWidth + Double(count - 1) * 6
            for key in 0..<count {
                let x = (width - total) / 2 + Double(key) * (keyWidth + 6)
                canvas.fill(Rect(x: x, y: frame.minY + 8 + Double(row) * 54, width: keyWidth, height: 42), color: keyColor, radius: 5)
            }
        }
        canvas.fill(Rect(x: width * 0.25, y: frame.minY + 8 + 3 * 54, width: width * 0.5, height: 42), color: keyColor, radius: 5)
    }
}
