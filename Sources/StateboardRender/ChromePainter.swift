import CCairo
import Foundation
import StateboardCore
import StateboardLayout

/// Draws the screen's chrome: each bar laid out as nodes (`ChromeLayout` in StateboardLayout:
/// navigation bar, search bar, table header, toolbar, tab bar, keyboard, and last the status bar,
/// over the top bar's background) through its kinds, then what is still painted here: the home
/// indicator.
struct ChromePainter {
    let canvas: DrawingCanvas
    let painter: NodePainter
    let scene: LaidOutScene

    var screen: ScreenFrame { scene.scene.screen }
    var width: Double { scene.canvas.width }
    let label = SystemColor.label.color

    func paint() throws {
        // Every bar is laid out as nodes and drawn by its kinds, as the placeholder's nodes are;
        // the status bar comes last, over the top bar's background or material, which runs up
        // behind it (a scene without a status bar, `statusBarHeight: 0`, has no status bar node).
        for node in scene.chrome { try painter.paintTree(node, origin: .zero) }
        if screen.safeArea.bottom > 0, !screen.chrome.contains(where: { $0.kind == .keyboard }) {
            canvas.fill(LayoutRect(x: width / 2 - 67, y: scene.canvas.height - 13, width: 134, height: 5), color: label, radius: 2.5)
        }
    }
}
