import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// Symbols drawn from the installed set: in their tint, inside their box, heavier with the
/// weight, filled for `.fill` names; bars draw theirs.
@Suite struct SymbolRenderTests {
    let renderer = RenderTestSupport.renderer

    func pixels(_ image: ImageNode, side: Double = 60) throws -> RGBAImage {
        let scene = PlaceholderScene(
            canvas: LayoutSize(width: side, height: side), scale: 2,
            root: PlaceholderNode(.image(image), width: side, height: side), background: DynamicColor(.white))
        return try renderer.pixels(renderer.layout(scene), appearance: .light)
    }

    /// Pixels darker than mid-gray (the ink), and how many of them are the tint's hue.
    func ink(_ image: RGBAImage) -> (count: Int, reddish: Int) {
        var count = 0, reddish = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) where Int(image.pixels[i + 1]) < 128 {
            count += 1
            if image.pixels[i] > 200 { reddish += 1 }
        }
        return (count, reddish)
    }

    /// Rule: every name of the table maps to an icon of the installed set (at least 150 names).
    @Test func everyNameMapsToAnInstalledIcon() throws {
        #expect(SymbolNames.all.count >= 150)
        let folder = try #require(SymbolLibrary.shared.folder, "the symbol set is not installed: run `make deps`")
        let missing = SymbolNames.all.compactMap { SymbolNames.icon(for: $0) }.map(\.file)
            .filter { !FileManager.default.fileExists(atPath: "\(folder)/\($0).svg") }
        #expect(missing.isEmpty, "\(missing)")
    }

    /// Rule: a symbol is drawn in its tint (default `label`), inside its box.
    @Test func aSymbolIsDrawnInItsTint() throws {
        let red = try pixels(ImageNode(symbol: SymbolImage(name: "heart", pointSize: 34), tint: DynamicColor(RGBAColor(hex: "#FF0000")!)))
        let drawn = ink(red)
        #expect(drawn.count > 200 && drawn.reddish == drawn.count, "\(drawn)")
        let plain = ink(try pixels(ImageNode(symbol: SymbolImage(name: "heart", pointSize: 34))))
        #expect(plain.count > 200 && plain.reddish == 0, "label black by default: \(plain)")
    }

    /// Rule: heavier weights draw thicker strokes; `.fill` fills the shape.
    @Test func weightAndFillChangeTheInk() throws {
        let light = ink(try pixels(ImageNode(symbol: SymbolImage(name: "heart", pointSize: 34, weight: .light)))).count
        let bold = ink(try pixels(ImageNode(symbol: SymbolImage(name: "heart", pointSize: 34, weight: .bold)))).count
        let filled = ink(try pixels(ImageNode(symbol: SymbolImage(name: "heart.fill", pointSize: 34)))).count
        #expect(bold > light * 3 / 2, "light \(light), bold \(bold)")
        #expect(filled > bold * 3 / 2, "filled \(filled), bold \(bold)")
    }

    /// Rule: a tab bar draws its items' symbols, the selected one in the bar's tint.
    @Test func aTabBarDrawsItsSymbolsInTheTint() throws {
        let tint = DynamicColor(RGBAColor(hex: "#FF0000")!)
        let bar = ChromeBar(.tabBar, items: ["One", "Two"], selectedItem: 0, symbols: ["heart", "star"], tint: tint)
        let device = Device.preset("iphone-15")!
        let scene = PlaceholderScene(
            canvas: device.size, scale: 1, root: PlaceholderNode(.box(BoxNode()), width: 1, height: 1),
            screen: ScreenFrame(safeArea: device.safeArea, chrome: [bar]))
        let image = try renderer.pixels(renderer.layout(scene), appearance: .light)
        let frame = try #require(scene.screen.barFrames(in: device.size).first?.frame)
        // The first slot's symbol area is red, the second's gray.
        func inkColors(x0: Int, x1: Int) -> (red: Int, gray: Int) {
            var red = 0, gray = 0
            for y in Int(frame.minY) + 4..<Int(frame.minY) + 29 {
                for x in x0..<x1 {
                    let i = (y * image.width + x) * 4
                    let (r, g, b) = (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
                    if r > 200 && g < 80 && b < 80 { red += 1 } else if abs(r - g) < 10 && abs(g - b) < 12 && r < 200 { gray += 1 }
                }
            }
            return (red, gray)
        }
        let half = image.width / 2
        let first = inkColors(x0: 0, x1: half), second = inkColors(x0: half, x1: image.width)
        #expect(first.red > 30 && first.gray < 5, "\(first)")
        #expect(second.gray > 30 && second.red == 0, "\(second)")
    }
}
