import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTestSupport
import StateboardTheme
import Testing

/// The system keyboard per device (docs/iOSMetrics.md, "Keyboards"): a Face ID iPhone's, a
/// Home-button iPhone's 260 pt with globe and dictation in the bottom row, the iPad's own layout.
@Suite struct KeyboardFamilyTests {
    static func screen(_ device: Device, keyboard: ChromeBar = ChromeBar(.keyboard)) throws -> (RGBAImage, LayoutRect) {
        var scene = PlaceholderScene(canvas: device.size, scale: device.scale, root: PlaceholderNode(.stack(StackNode(axis: .vertical))))
        scene.screen = ScreenFrame(
            safeArea: device.safeArea, chrome: [ChromeBar(.searchBar, items: ["Search"]), keyboard],
            statusBarHeight: device.statusBarHeight, isPad: device.isPad)
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
        #expect(KeyboardFamily.of(canvas: device.size, safeArea: device.safeArea, isPad: false) == .homeButtonPhone)
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

    /// Rule: the device, not the width, chooses the keyboard: an iPhone in landscape (852 pt wide,
    /// wider than an iPad mini in portrait) keeps an iPhone's keyboard, an iPad keeps an iPad's in
    /// both orientations, and the 13" iPad its number row in both.
    @Test func theDeviceNotTheWidthChoosesTheKeyboard() throws {
        for device in Device.presets {
            for orientation in Orientation.allCases {
                let family = KeyboardFamily.of(canvas: device.size(in: orientation), safeArea: device.safeArea(in: orientation), isPad: device.isPad)
                #expect(family.isPad == device.isPad, "\(device.id) in \(orientation): \(family)")
            }
        }
        func family(_ device: Device, _ orientation: Orientation) -> KeyboardFamily {
            KeyboardFamily.of(canvas: device.size(in: orientation), safeArea: device.safeArea(in: orientation), isPad: device.isPad)
        }
        #expect(family(.iPhone15, .landscape) == .faceIDPhone && family(.iPhoneSE, .landscape) == .homeButtonPhone)
        #expect(family(.iPadMini, .portrait) == .pad && family(.iPadMini, .landscape) == .pad)
        #expect(family(.iPadPro13, .portrait) == .largePad && family(.iPadPro13, .landscape) == .largePad)
    }

    /// Rule: a theme's screen carries its device's idiom to the keyboard: on an iPhone 15 Pro Max
    /// in landscape (932 pt wide) the keyboard is an iPhone's (no shortcut bar, 302 pt over the
    /// safe area), on an iPad mini an iPad's.
    @Test func aThemesScreenCarriesItsDevicesIdiomToTheKeyboard() throws {
        let yaml = """
            stateboard: 1
            screens:
              search:
                chrome: [searchBar, keyboard]
                states: { empty: { node: { box: { width: 10, height: 10 } } } }
            """
        let theme = try #require(try ThrowawayTheme.load(yaml).0)
        for (device, orientation) in [(Device.iPhone15ProMax, Orientation.landscape), (.iPadMini, .portrait), (.iPadMini, .landscape)] {
            let scene = try ThemeResolver(theme: theme).scene(
                screen: "search", state: .empty, variant: Variant(device: device, orientation: orientation))
            #expect(scene.screen.isPad == device.isPad, "\(device.id)")
            let nodes = try #require(RenderTestSupport.renderer.layout(scene).placedChromeNodes().first { $0.first?.node.kind == "keyboard" })
            let hasShortcuts = nodes.contains { $0.node.id == "shortcut.undo" }
            #expect(hasShortcuts == device.isPad, "\(device.id) in \(orientation): the shortcut bar is an iPad's")
            let keyboard = try #require(nodes.first).frame
            let expected = (device.isPad ? KeyboardFamily.pad : .faceIDPhone).height + device.safeArea(in: orientation).bottom
            #expect(keyboard.height == expected, "\(device.id) in \(orientation): \(keyboard)")
        }
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
