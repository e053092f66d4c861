import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// Blur materials: bars over content that runs under them and a HUD's container show what lies
/// under them blurred, saturated and tinted (docs/iOSMetrics.md, "Materials": blur σ 10 pt as
/// Flutter's Cupertino bars, tint #F9F9F9 at 0.8 / #262626 at 0.8, saturation 1.8).
@Suite struct MaterialTests {
    static let red = DynamicColor(light: RGBAColor(hex: "#FF3B30")!, dark: RGBAColor(hex: "#FF453A")!)

    /// An iPhone 15 screen with a tab bar over content of `rows` boxes `rowHeight` tall, red and
    /// white in turn (all white when `striped` is false), that run down under the tab bar.
    static func tabBarScreen(
        striped: Bool = true, rows: Int = 60, rowHeight: Double = 12, appearance: Appearance = .light,
        format: OutputFormat? = nil, fill: DynamicColor = DynamicColor(light: .white, dark: .white)
    ) throws -> (RGBAImage?, Data) {
        let device = Device.iPhone15
        // Rows keep their height and run on under the bars, as a table's do; a short list ends
        // with empty space.
        var nodes = (0..<rows).map { index in
            var row = PlaceholderNode(
                .box(BoxNode(fill: striped && index % 2 == 0 ? red : fill)),
                height: rowHeight)
            row.compressionResistance.vertical = 1000
            return row
        }
        nodes.append(PlaceholderNode(.box(BoxNode())))
        var scene = PlaceholderScene(
            canvas: device.size, scale: device.scale, root: PlaceholderNode(.stack(StackNode(axis: .vertical))),
            content: PlaceholderNode(.stack(StackNode(axis: .vertical, nodes: nodes))), showsPlaceholder: false)
        scene.screen = ScreenFrame(
            safeArea: device.safeArea, chrome: [ChromeBar(.navigationBar, title: "Inbox"), ChromeBar(.tabBar)],
            statusBarHeight: 54)
        let laidOut = RenderTestSupport.renderer.layout(scene)
        if let format {
            return (nil, try RenderTestSupport.renderer.render(laidOut, appearance: appearance, format: format))
        }
        let png = try RenderTestSupport.renderer.render(laidOut, appearance: appearance)
        return (try RenderTestSupport.renderer.pixels(laidOut, appearance: appearance), png)
    }

    /// The tab bar's top on an iPhone 15, in pixels: 852 − 34 − 49 = 769 pt.
    static let tabBarTop = 769 * 3

    /// Rule (`systemChromeMaterial`'s tint): over a uniform backdrop the blur and the saturation
    /// change nothing, so the bar is the tint laid over it: white under #F9F9F9 at 0.8 is 250.
    @Test func overAUniformBackdropTheBarIsItsTintOverIt() throws {
        let (image, _) = try Self.tabBarScreen(striped: false)
        let pixel = try #require(image)[600, Self.tabBarTop + 20]
        #expect(abs(Int(pixel.r) - 250) <= 1 && pixel.r == pixel.g && pixel.g == pixel.b, "\(pixel)")
    }

    /// Rule (dark `systemChromeMaterial`, derived from an iOS 17 capture): over Ice Cubes' uniform
    /// #101523 background the dark chrome material is (32, 35, 39) ± 2, so its tint is #262626 at
    /// 0.8 over the saturated backdrop. Source: Dimillian/IceCubesApp at f39f9e1, `Images/explore.png`
    /// and `timeline.png` (iPhone 15 Pro, dark): the tab bar over the app's rows is (24, 28, 37), and
    /// the app lays its background at 0.5 over the material (`.toolbarBackground(theme
    /// .primaryBackgroundColor.opacity(0.50), for: .tabBar)`, AppView.swift at 6ea4888), so the
    /// material alone is 2 × (24, 28, 37) − (16, 21, 35) (docs/iOSMetrics.md, "Materials").
    @Test func theDarkChromeMaterialOverANavyBackdropIsTheCapturesGray() throws {
        let navy = RGBAColor(hex: "#101523")!
        let (image, _) = try Self.tabBarScreen(striped: false, appearance: .dark, fill: DynamicColor(light: navy, dark: navy))
        let pixel = try #require(image)[600, Self.tabBarTop + 20]
        let expected = (r: 32, g: 35, b: 39)
        #expect(
            abs(Int(pixel.r) - expected.r) <= 2 && abs(Int(pixel.g) - expected.g) <= 2 && abs(Int(pixel.b) - expected.b) <= 2,
            "\(pixel), the capture's material \(expected)")
    }

    /// Rule: the rows under the bar show through it blurred — their color reaches the bar, but the
    /// 12 pt stripes' sharp edges (a 200-level step from one pixel to the next) are smoothed away.
    @Test func rowsUnderTheBarShowThroughBlurred() throws {
        let image = try #require(try Self.tabBarScreen().0)
        let column = 600
        func step(_ y: Int) -> Int { abs(Int(image[column, y + 1].g) - Int(image[column, y].g)) }
        let aboveSteps = (Self.tabBarTop - 120..<Self.tabBarTop - 2).map(step)
        #expect(aboveSteps.max()! > 150, "the stripes above the bar are sharp")
        let underSteps = (Self.tabBarTop + 6..<Self.tabBarTop + 120).map(step)
        #expect(underSteps.max()! < 12, "under the bar the stripes are blurred: steps \(underSteps.max()!)")
        let under = (Self.tabBarTop + 6..<Self.tabBarTop + 120).map { image[column, $0] }
        let reddest = under.map { Int($0.r) - Int($0.g) }.max()!
        #expect(reddest > 12, "the red rows tint the bar: r − g up to \(reddest)")
        #expect(under.allSatisfy { $0.r >= 240 }, "the light tint keeps the bar light")
    }

    /// Rule: the material is drawn the same, byte for byte, every time.
    @Test func theMaterialIsByteReproducible() throws {
        let first = try Self.tabBarScreen().1, second = try Self.tabBarScreen().1
        #expect(first == second)
    }

    /// Rule: at the scroll edge (content that stops short of the bar) there is no material:
    /// the bar is the screen's background.
    @Test func aShortListLeavesTheBarTransparent() throws {
        let image = try #require(try Self.tabBarScreen(rows: 4).0)
        let pixel = image[600, Self.tabBarTop + 20]
        #expect(pixel.r == 255 && pixel.g == 255 && pixel.b == 255, "\(pixel)")
    }

    /// Rule (Reduce Transparency's look): a vector image cannot read back what it drew, so the bar
    /// gets the material's opaque color there; a PDF of the screen is made all the same.
    @Test func vectorOutputsDrawTheOpaqueMaterial() throws {
        let (_, pdf) = try Self.tabBarScreen(format: .pdf)
        #expect(pdf.starts(with: Data("%PDF".utf8)))
        #expect(BlurMaterial.chrome.solid.light == RGBAColor(hex: "#F9F9F9")!)
    }

    /// Rule: the saturation matrix is the filter specifications' (`feColorMatrix saturate`): 1
    /// changes nothing, grays stay gray, and 1.8 moves a color away from its gray.
    @Test func saturationFollowsTheFilterSpecificationsMatrix() throws {
        let identity = SaturationMatrix(1)
        #expect(identity.apply(200, 100, 50) == (200, 100, 50))
        let strong = SaturationMatrix(1.8)
        #expect(strong.apply(128, 128, 128) == (128, 128, 128))
        let saturated = strong.apply(200, 100, 100)
        #expect(saturated.0 > 200 && saturated.1 < 100 && saturated.2 < 100, "\(saturated)")
    }

    /// Rule: a HUD's container (`material` on a stack) blurs the dimmed screen under it and lays
    /// the material's tint over it; outside it the screen stays sharp.
    @Test func aHUDsMaterialBlursTheScreenUnderIt() throws {
        let device = Device.iPhone15
        let stripes = (0..<70).map { index in
            var row = PlaceholderNode(.box(BoxNode(fill: index % 2 == 0 ? Self.red : DynamicColor(light: .white, dark: .white))), height: 12)
            row.compressionResistance.vertical = 1000
            return row
        }
        var hud = StackNode(axis: .vertical)
        hud.look = ContainerLook(cornerRadius: 12, material: .systemThickMaterial)
        var scene = PlaceholderScene(
            canvas: device.size, scale: device.scale,
            root: PlaceholderNode(id: "hud", .stack(hud), width: 160, height: 160),
            content: PlaceholderNode(.stack(StackNode(axis: .vertical, nodes: stripes))),
            placement: Placement(area: .screen))
        scene.screen = ScreenFrame(safeArea: device.safeArea, chrome: [], statusBarHeight: 54)
        scene.dimming = DynamicColor(light: RGBAColor(hex: "#00000033")!, dark: RGBAColor(hex: "#00000066")!)
        let image = try RenderTestSupport.renderer.pixels(RenderTestSupport.renderer.layout(scene), appearance: .light)
        let column = Int(196.5 * 3), centre = 426 * 3
        func step(_ y: Int) -> Int { abs(Int(image[column, y + 1].g) - Int(image[column, y].g)) }
        #expect((centre - 200..<centre + 200).map(step).max()! < 12, "blurred inside the HUD")
        #expect((centre - 400..<centre - 260).map(step).max()! > 100, "sharp outside it")
        let inside = image[column, centre]
        #expect(inside.r > 200 && inside.g > 180, "the thick material's light tint: \(inside)")
    }
}
