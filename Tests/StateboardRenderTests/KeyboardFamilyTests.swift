import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import Testing

/// The system keyboard per device (docs/iOSMetrics.md, "Keyboards"): a Face ID iPhone's, a
/// Home-button iPhone's 260 pt with globe and dictation in the bottom row, the iPad's own layout.
@Suite struct KeyboardFamilyTests {
    static func screen(_ device: Device, keyboard: ChromeBar = ChromeBar(.keyboard)) throws -> (RGBAImage, LayoutRect) {
        var scene = PlaceholderScene(canvas: device.size, scale: device.scale, root: PlaceholderNode(.stack(StackNode(axis: .vertical))))
        scene.screen = ScreenFrame(
            safeArea: device.safeArea, chrome: [ChromeBar(.searchBar, items: ["Search"]), keyboard],
            statusBarHeight: device.statusBarHeight)
        let frame = try #require(scene.screen.barFrames(in: device.size).first { $0.bar.kind == .keyboard }?.frame)
        return (try RenderTestSupport.renderer.pixels(RenderTestSupport.renderer.layout(scene), appearance: .light), frame)
    }

    /// The keys crossed by the horizontal line `y` points down: runs of pixels that are not the
    /// keyboard's background (#D1D3D9).
    static func keys(_ image: RGBAImage, scale: Double, atY y: Double) -> Int {
        let row = Int(y * scale)
        var count = 0, inKey = false
        for x in 0..<image.width {
            let p = image[x, row]
            let background = abs(Int(p.r) - 209) <= 2 && abs(Int(p.g) - 211) <= 2 && abs(Int(p.b) - 217) <= 2
            if !background && !inKey { count += 1 }
            inKey = !background
        }
        return count
    }

    /// Rule (issue #24): a Home-button iPhone's keyboard is 260 pt with its predictive bar, and
    /// its bottom row holds numbers, globe, dictation, space and Search — nothing is drawn below it.
    @Test func aHomeButtonIPhonesKeyboardIs260PointsWithGlobeAndDictationInTheBottomRow() throws {
        let device = Device.iPhoneSE
        let (image, frame) = try Self.screen(device)
        #expect(frame.height == 260 && frame.maxY == 667, "\(frame)")
        #expect(KeyboardFamily.of(canvas: device.size, safeArea: device.safeArea) == .homeButtonPhone)
        let bottomRow = frame.minY + 44 + 8 + 3 * 54
        #expect(Self.keys(image, scale: device.scale, atY: bottomRow + 21) == 5, "123, globe, mic, space, Search")
        #expect(Self.keys(image, scale: device.scale, atY: frame.minY + 44 + 8 + 21) == 10, "q … p")
        #expect(Self.keys(image, scale: device.scale, atY: bottomRow + 42 + 2.5) == 0, "nothing under the bottom row")
    }

    /// Rule: a Face ID iPhone's keyboard has numbers, emoji, space and Search in its bottom row,
    /// globe and dictation below it.
    @Test func aFaceIDIPhonesKeyboardKeepsGlobeAndDictationBelowTheKeys() throws {
        let device = Device.iPhone15
        let (image, frame) = try Self.screen(device)
        let bottomRow = frame.minY + 45 + 8 + 3 * 54
        #expect(Self.keys(image, scale: device.scale, atY: bottomRow + 21) == 4, "123, emoji, space, Search")
        let below = Int((bottomRow + 42 + 38) * device.scale)
        func ink(_ range: Range<Double>) -> Bool {
            (Int(range.lowerBound * device.scale)..<Int(range.upperBound * device.scale)).contains { image[$0, below].r < 150 }
        }
        #expect(ink(24..<52) && ink(393 - 52..<393 - 24) && !ink(80..<393 - 80), "globe and mic below the keys, at the sides")
    }

    /// Rule (issue #24): an iPad's keyboard has its own layout — tab, ten letters, delete; caps
    /// lock, nine letters, return; shift, seven letters, `,` `.`, shift; globe, `.?123`, dictation,
    /// space, `.?123`, dismiss — 324 pt over the bottom safe area.
    @Test func anIPadsKeyboardHasItsOwnLayout() throws {
        let device = Device.iPad
        let (image, frame) = try Self.screen(device)
        #expect(frame.height == 324 + device.safeArea.bottom && frame.maxY == device.size.height, "\(frame)")
        let first = frame.minY + 55 + 9 + 28, pitch = 56.0 + 9
        let counts = (0..<4).map { Self.keys(image, scale: device.scale, atY: first + Double($0) * pitch) }
        #expect(counts == [12, 11, 11, 6], "keys per row: \(counts)")
    }

    /// Rule: a keyboard height the theme gives is kept on every device.
    @Test func aKeyboardHeightTheThemeGivesIsKept() throws {
        for device in [Device.iPhoneSE, .iPhone15, .iPad] {
            let frame = ScreenFrame(safeArea: device.safeArea, chrome: [ChromeBar(.keyboard, height: 300)])
            let keyboard = try #require(frame.barFrames(in: device.size).first?.frame)
            #expect(keyboard.height == 300 + device.safeArea.bottom, "\(device.id)")
            #expect(frame.contentArea(in: device.size).maxY == keyboard.minY)
        }
    }
}
