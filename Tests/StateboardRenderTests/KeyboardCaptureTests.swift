import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import Testing

/// A Face ID iPhone's keyboard against the iOS 17 captures it was measured on:
/// Dimillian/IceCubesApp at f39f9e136363cd7034973bd14ff4ee1b781cea4f (2023-12-29), `Images/editor.png`
/// (first screen) and `Images/dm.png` (second screen): iPhone 15 Pro simulator screens (393 × 852 pt)
/// scaled by 446 / 393 into promotional images, the keyboard up with its predictive bar, dark
/// (docs/iOSMetrics.md, "Keyboards"). Positions there are read to about half a point; each rule
/// allows 1 pt.
@Suite struct KeyboardCaptureTests {
    static let device = Device.iPhone15

    static func screen() throws -> (RGBAImage, LayoutRect) {
        try KeyboardFamilyTests.screen(device)
    }

    /// Whether a pixel is the light keyboard's background (#D1D3D9).
    static func isBackground(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        abs(Int(p.r) - 209) <= 2 && abs(Int(p.g) - 211) <= 2 && abs(Int(p.b) - 217) <= 2
    }

    /// Rule (capture: the keyboard's top 515.0–515.5 pt): the keyboard with its predictive bar is
    /// 336 pt tall on a Face ID iPhone, 302 of them above the 34 pt home indicator area.
    @Test func aFaceIDIPhonesKeyboardIs336PointsTall() throws {
        let (_, frame) = try Self.screen()
        #expect(frame.height == 336 && frame.minY == 516 && frame.maxY == 852, "\(frame)")
    }

    /// Rule (capture: key tops at 568.8, 622.6, 676.3, 730.1 pt, 41.5–42 pt tall): the four rows of
    /// keys start 53 pt below the keyboard's top, 54 pt apart.
    @Test func keyRowsSitWhereTheCaptureHasThem() throws {
        let (image, _) = try Self.screen()
        let column = Int(30 * Self.device.scale)  // through q, a, shift and 123
        var tops: [Double] = []
        var inKey = false
        for y in Int(516 * Self.device.scale)..<Int(800 * Self.device.scale) {
            let key = !Self.isBackground(image[column, y])
            if key && !inKey { tops.append(Double(y) / Self.device.scale) }
            inKey = key
        }
        let expected = [568.8, 622.6, 676.3, 730.1]
        #expect(tops.count == 4, "rows of keys: \(tops)")
        for (top, capture) in zip(tops, expected) {
            #expect(abs(top - capture) <= 1, "row top \(top), capture \(capture)")
        }
    }

    /// Rule (capture: shift 3.2–47.7 pt, delete 345.5–389.8 pt on the third row): shift and delete
    /// are 44.4 pt wide, four thirds of a letter key, at the 3 pt side margins.
    @Test func shiftAndDeleteAreAsWideAsTheCapturesKeys() throws {
        let (image, frame) = try Self.screen()
        let y = Int((frame.minY + 53 + 2 * 54 + 21) * Self.device.scale)
        var runs: [(Double, Double)] = []
        var start: Int?
        for x in 0...image.width {
            let key = x < image.width && !Self.isBackground(image[x, y])
            if key, start == nil { start = x }
            if !key, let begin = start {
                runs.append((Double(begin) / Self.device.scale, Double(x) / Self.device.scale))
                start = nil
            }
        }
        let shift = try #require(runs.first), delete = try #require(runs.last)
        #expect(abs(shift.0 - 3.2) <= 1 && abs(shift.1 - 47.7) <= 1, "shift \(shift)")
        #expect(abs(delete.0 - 345.5) <= 1 && abs(delete.1 - 389.8) <= 1, "delete \(delete)")
    }

    /// Rule (capture: the globe's ink centred at 42.9, 811.1 pt, the microphone's at 350.0, 810.3,
    /// both in the label color): globe and dictation sit 43 pt in from the sides, 38 pt below the
    /// bottom row of keys.
    @Test func globeAndDictationSitWhereTheCaptureHasThem() throws {
        let (image, _) = try Self.screen()
        func inkCentre(_ xs: ClosedRange<Double>) -> (x: Double, y: Double, darkest: Int)? {
            var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min, darkest = 255
            for y in Int(785 * Self.device.scale)..<Int(840 * Self.device.scale) {
                for x in Int(xs.lowerBound * Self.device.scale)..<Int(xs.upperBound * Self.device.scale) where image[x, y].r < 120 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    darkest = min(darkest, Int(image[x, y].r))
                }
            }
            guard minX <= maxX else { return nil }
            return (Double(minX + maxX + 1) / 2 / Self.device.scale, Double(minY + maxY + 1) / 2 / Self.device.scale, darkest)
        }
        let globe = try #require(inkCentre(10...80)), mic = try #require(inkCentre(313...383))
        #expect(abs(globe.x - 42.9) <= 1 && abs(globe.y - 811.1) <= 1, "globe \(globe)")
        #expect(abs(mic.x - 350.0) <= 1 && abs(mic.y - 810.3) <= 1, "mic \(mic)")
        #expect(globe.darkest < 40 && mic.darkest < 40, "drawn in the label color, not a secondary gray")
    }

    /// Rule (capture `dm.png`: numbers 3.6–45.9, emoji 52.2–95.1, space 100.2–292.2, return
    /// 298.3–389.7 pt): the bottom row is numbers and emoji (11 % of the width inside the margins
    /// each), space, and the return key (23.6 %).
    @Test func theBottomRowsKeysAreAsWideAsTheCapturesKeys() throws {
        let (image, frame) = try Self.screen()
        let y = Int((frame.minY + 53 + 3 * 54 + 21) * Self.device.scale)
        var runs: [(Double, Double)] = []
        var start: Int?
        for x in 0...image.width {
            let key = x < image.width && !Self.isBackground(image[x, y])
            if key, start == nil { start = x }
            if !key, let begin = start {
                runs.append((Double(begin) / Self.device.scale, Double(x) / Self.device.scale))
                start = nil
            }
        }
        let capture = [(3.6, 45.9), (52.2, 95.1), (100.2, 292.2), (298.3, 389.7)]
        #expect(runs.count == capture.count, "keys \(runs)")
        for (key, measured) in zip(runs, capture) {
            #expect(abs(key.0 - measured.0) <= 1 && abs(key.1 - measured.1) <= 1, "key \(key), capture \(measured)")
        }
    }

    /// Rule (capture, dark, over the app's #0F1523: background (50, 50, 51), letter keys (111, 111, 112),
    /// function keys (75, 75, 75) — the composite kept the app's own colors exactly, so these are
    /// iOS's): the dark keyboard is #323233 with #6F6F70 letter keys and #4B4B4B function keys.
    @Test func theDarkKeyboardHasTheCapturesColors() throws {
        var scene = PlaceholderScene(
            canvas: Self.device.size, scale: Self.device.scale, root: PlaceholderNode(.stack(StackNode(axis: .vertical))))
        scene.screen = ScreenFrame(
            safeArea: Self.device.safeArea, chrome: [ChromeBar(.searchBar, items: ["Search"]), ChromeBar(.keyboard)],
            statusBarHeight: Self.device.statusBarHeight)
        let image = try RenderTestSupport.renderer.pixels(RenderTestSupport.renderer.layout(scene), appearance: .dark)
        func at(_ x: Double, _ y: Double) -> (Int, Int, Int) {
            let p = image[Int(x * Self.device.scale), Int(y * Self.device.scale)]
            return (Int(p.r), Int(p.g), Int(p.b))
        }
        func near(_ p: (Int, Int, Int), _ q: (Int, Int, Int)) -> Bool { abs(p.0 - q.0) <= 2 && abs(p.1 - q.1) <= 2 && abs(p.2 - q.2) <= 2 }
        #expect(near(at(200, 530), (50, 50, 51)), "background \(at(200, 530))")
        #expect(near(at(6, 573), (111, 111, 112)), "letter key q \(at(6, 573))")
        #expect(near(at(7, 682), (75, 75, 75)), "shift \(at(7, 682))")
    }
}
