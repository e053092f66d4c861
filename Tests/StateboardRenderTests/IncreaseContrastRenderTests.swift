import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// Rule: with Increase Contrast on, dynamic colors draw their increased-contrast variant (the
/// HIG's values for system colors) and everything else draws as before.
@Suite struct IncreaseContrastRenderTests {
    let renderer = RenderTestSupport.renderer

    /// The pixel at the middle of the node `id`'s frame's left inset, where a filled button
    /// shows only its background.
    func fill(of id: String, in image: RGBAImage, laidOut: LaidOutScene) throws -> String {
        let frame = try #require(laidOut.placedNodes().first { $0.node.id == id }?.frame)
        let x = Int(frame.minX + 4), y = Int(frame.midY)
        let i = (y * image.width + x) * 4
        return String(format: "#%02X%02X%02X", image.pixels[i], image.pixels[i + 1], image.pixels[i + 2])
    }

    @Test func filledButtonsTakeTheirTintsIncreasedContrastValue() throws {
        let laidOut = try RenderTestSupport.laidOut("buttons")
        let standard = try renderer.pixels(laidOut, appearance: .light, scale: 1)
        let increased = try renderer.pixels(laidOut, appearance: .light, contrast: .increased, scale: 1)
        #expect(try fill(of: "filled", in: standard, laidOut: laidOut) == "#007AFF")
        #expect(try fill(of: "filled", in: increased, laidOut: laidOut) == "#0040DD")
        #expect(try fill(of: "capsule", in: increased, laidOut: laidOut) == "#D70015")
        let darkIncreased = try renderer.pixels(laidOut, appearance: .dark, contrast: .increased, scale: 1)
        #expect(try fill(of: "filled", in: darkIncreased, laidOut: laidOut) == "#409CFF")
    }

    /// Labels in `label` (the same under Increase Contrast) stay as they are; those in
    /// systemBlue, secondaryLabel and tertiaryLabel (which UIKit resolves darker) change.
    @Test func onlyColorsWithAnIncreasedContrastValueChange() throws {
        let laidOut = try RenderTestSupport.laidOut("labels")
        let standard = try renderer.pixels(laidOut, appearance: .light, scale: 1)
        let increased = try renderer.pixels(laidOut, appearance: .light, contrast: .increased, scale: 1)
        let changing = try ["trailing", "clamped", "tracking"].map { id in try #require(laidOut.placedNodes().first { $0.node.id == id }?.frame) }
        var changed = Dictionary(uniqueKeysWithValues: changing.indices.map { ($0, 0) })
        var outside = 0
        for y in 0..<standard.height {
            for x in 0..<standard.width {
                let i = (y * standard.width + x) * 4
                guard standard.pixels[i..<i + 4] != increased.pixels[i..<i + 4] else { continue }
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                if let index = changing.firstIndex(where: { px >= $0.minX - 1 && px <= $0.maxX + 1 && py >= $0.minY - 1 && py <= $0.maxY + 1 }) {
                    changed[index]! += 1
                } else {
                    outside += 1
                }
            }
        }
        #expect(changed.values.allSatisfy { $0 > 20 }, "systemBlue, secondaryLabel and tertiaryLabel text is drawn darker: \(changed)")
        #expect(outside == 0, "\(outside) pixels changed outside those labels")
    }
}
