import CCairo
import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

@Suite struct RendererBehaviourTests {
    let renderer = RenderTestSupport.renderer

    @Test func sameSceneGivesTheSameBytesTwiceAndAcrossThreads() throws {
        let laidOut = try RenderTestSupport.laidOut("chrome")
        let first = try renderer.render(laidOut, appearance: .light, scale: 2)
        let second = try renderer.render(laidOut, appearance: .light, scale: 2)
        #expect(first == second)
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            let scene = try! RenderTestSupport.laidOut(index % 2 == 0 ? "chrome" : "labels")
            results.add(index, try! renderer.render(scene, appearance: .light, scale: 2))
        }
        #expect(results.values[0] == first && results.values[2] == first)
        #expect(results.values[1] == results.values[3])
    }

    @Test func ourPNGWriterDecodesToTheSamePixelsAsCairos() throws {
        let laidOut = try RenderTestSupport.laidOut("indicators")
        for appearance in Appearance.allCases {
            let ours = try RGBAImage(png: try renderer.render(laidOut, appearance: appearance, scale: 2))
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-cairo-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let bitmap = try renderer.draw(laidOut, appearance: appearance, scale: 2)
            #expect(cairo_surface_write_to_png(bitmap.surface, path) == CAIRO_STATUS_SUCCESS)
            let cairos = try RGBAImage(contentsOf: path)
            #expect(RenderTestSupport.differingPixels(ours, cairos) == 0)
        }
        let compact = try renderer.render(laidOut, appearance: .light, scale: 2, compression: .compact)
        let fast = try renderer.render(laidOut, appearance: .light, scale: 2, compression: .fast)
        #expect(try RGBAImage(png: compact) == RGBAImage(png: fast))
        #expect(compact.count < fast.count)
    }

    @Test func drawnTextInkIsWhereMeasurementPutsItWithinAPixel() throws {
        let laidOut = try RenderTestSupport.laidOut("labels")
        let scale = 1.0  // "within a pixel" of the output: at 2× the antialiased overshoot is up to 1.2 device pixels (0.6 pt)
        let image = try renderer.pixels(laidOut, appearance: .light, scale: scale)
        var checked = 0
        for placed in laidOut.placedNodes() {
            guard let label = placed.node.content.value(as: LabelNode.self), label.color.light.alpha == 1, placed.node.id != "emoji" else { continue }
            let expected = try renderer.measurer.pool.withSession { session -> LayoutRect in
                let layout = TextLayout(label.content, width: placed.frame.width, direction: .leftToRight, session: session)
                let top = placed.frame.minY + (placed.frame.height - layout.metrics.size.height) / 2
                return layout.inkRect.offsetBy(dx: placed.frame.minX, dy: top)
            }
            let region = (
                Int((expected.minX - 6) * scale), Int((expected.minY - 6) * scale), Int((expected.maxX + 6) * scale), Int((expected.maxY + 6) * scale)
            )
            let bounds = try #require(RenderTestSupport.inkBounds(image, in: region, background: (255, 255, 255)), "\(placed.node.id ?? "")")
            // The pixels the measured ink rectangle covers.
            let px = (
                (expected.minX * scale).rounded(.down), (expected.minY * scale).rounded(.down),
                (expected.maxX * scale).rounded(.up), (expected.maxY * scale).rounded(.up)
            )
            #expect(abs(Double(bounds.0) - px.0) <= 1 && abs(Double(bounds.2) - px.2) <= 1, "\(placed.node.id ?? ""): x \(bounds) vs \(px)")
            #expect(abs(Double(bounds.1) - px.1) <= 1 && abs(Double(bounds.3) - px.3) <= 1, "\(placed.node.id ?? ""): y \(bounds) vs \(px)")
            // The ink stays inside the label's frame (its line boxes).
            #expect(Double(bounds.1) >= placed.frame.minY * scale - 1 && Double(bounds.3) <= placed.frame.maxY * scale + 1)
            checked += 1
        }
        #expect(checked >= 8)
    }

    @Test func everyNodeDrawsInsideItsFrameAndNothingOutside() throws {
        for name in ["indicators", "buttons", "images"] {
            let laidOut = try RenderTestSupport.laidOut(name)
            let image = try renderer.pixels(laidOut, appearance: .light, scale: 1)
            let leaves = laidOut.placedNodes().filter { $0.node.children.isEmpty && !$0.isHidden }
            var drawn = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image[x, y]
                    guard p.r < 250 || p.g < 250 || p.b < 250 else { continue }
                    drawn += 1
                    let inside = leaves.contains {
                        $0.frame.minX - 1 <= Double(x) && Double(x) < $0.frame.maxX + 1 && $0.frame.minY - 1 <= Double(y) && Double(y) < $0.frame.maxY + 1
                    }
                    if !inside { Issue.record("\(name): pixel (\(x), \(y)) is outside every node's frame"); return }
                }
            }
            #expect(drawn > 1000, "\(name) draws something")
            for leaf in leaves where leaf.node.kind != "box" || leaf.node.id == "box" {
                let bounds = RenderTestSupport.inkBounds(
                    image,
                    in: (
                        Int(leaf.frame.minX.rounded(.down)), Int(leaf.frame.minY.rounded(.down)),
                        Int(leaf.frame.maxX.rounded(.up)), Int(leaf.frame.maxY.rounded(.up))
                    ), background: (255, 255, 255), threshold: 8)
                #expect(bounds != nil, "\(name)/\(leaf.node.id ?? leaf.node.kind) draws nothing")
            }
        }
    }

    @Test func darkDiffersFromLightAndScalesMultiplySize() throws {
        let laidOut = try RenderTestSupport.laidOut("buttons")
        let light = try renderer.pixels(laidOut, appearance: .light, scale: 1)
        let dark = try renderer.pixels(laidOut, appearance: .dark, scale: 1)
        #expect(light.width == 390 && light.height == 560)
        #expect(RenderTestSupport.differingPixels(light, dark) > light.width * light.height / 2)
        let double = try renderer.pixels(laidOut, appearance: .light, scale: 2)
        let triple = try renderer.pixels(laidOut, appearance: .light, scale: 3)
        #expect(double.width == 780 && double.height == 1120 && triple.width == 1170 && triple.height == 1680)
    }

    @Test func englishChineseArabicAndEmojiHaveEveryGlyph() throws {
        let measurer = try PangoTextMeasurer()
        for text in ["No Data", "暂无收藏，点击心形", "لا توجد بيانات", "Offline 📡", "שלום"] {
            _ = measurer.measure(TextContent(text: text, font: TextStyle.body.font()), maxWidth: nil)
        }
        #expect(measurer.textsWithMissingGlyphs.isEmpty)
        _ = measurer.measure(TextContent(text: "\u{10FFFD}", font: TextStyle.body.font()), maxWidth: nil)
        #expect(measurer.textsWithMissingGlyphs == ["\u{10FFFD}"], "a character no font has is reported")
    }

    @Test func pdfAndSVGComeFromTheSameDrawing() throws {
        let laidOut = try RenderTestSupport.laidOut("chrome")
        let pdf = try renderer.render(laidOut, appearance: .light, format: .pdf)
        #expect(pdf.starts(with: Data("%PDF".utf8)))
        #expect(try renderer.render(laidOut, appearance: .light, format: .pdf) == pdf, "PDFs are reproducible")
        let svgData = try renderer.render(laidOut, appearance: .dark, format: .svg)
        _ = try renderer.render(try RenderTestSupport.laidOut("images"), appearance: .dark, format: .svg)  // moves cairo's counters on
        #expect(try renderer.render(laidOut, appearance: .dark, format: .svg) == svgData, "SVGs depend on the scene alone")
        let svg = String(decoding: svgData, as: UTF8.self)
        #expect(svg.contains("<svg") && svg.contains("width=\"393pt\""))
    }
}

/// Collects results from concurrent work.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Int: Data] = [:]
    func add(_ index: Int, _ data: Data) { lock.lock(); values[index] = data; lock.unlock() }
}
