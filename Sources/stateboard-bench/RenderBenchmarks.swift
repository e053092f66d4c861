import Foundation
import Stateboard
import StateboardRender

/// Rendering benchmarks: a typical placeholder on an iPhone 14 at 3× (1170 × 2532 pixels).
enum RenderBenchmarks {
    static func run() throws {
        let renderer = try ImageRenderer()
        var scene = LayoutBenchmarks.typicalPlaceholder()
        scene.scale = 3
        let engine = renderer.layoutEngine()
        _ = engine.layout(scene)  // warm the font map and the text cache
        let layoutTime = medianNanoseconds(iterations: 50) { _ = engine.layout(scene) }
        report("layout: typical placeholder, Pango text", formatDuration(layoutTime), "(text measurements cached)")
        let laidOut = renderer.layout(scene)
        let bitmap = try renderer.draw(laidOut, appearance: .light)
        let drawTime = medianNanoseconds(iterations: 3) { _ = try? renderer.draw(laidOut, appearance: .light) }
        report("draw: 1170×2532", formatDuration(drawTime))
        let fastTime = medianNanoseconds(iterations: 3) { _ = bitmap.png(compression: .fast) }
        let compactTime = medianNanoseconds(iterations: 1) { _ = bitmap.png(compression: .compact) }
        let cairoTime = medianNanoseconds(iterations: 1) { _ = try? bitmap.cairoPNG() }
        report("encode: Stateboard PNG writer (fast)", formatDuration(fastTime), "\(bitmap.png(compression: .fast).count / 1024) KiB")
        report("encode: Stateboard PNG writer (compact)", formatDuration(compactTime), "\(bitmap.png(compression: .compact).count / 1024) KiB")
        report("encode: cairo_surface_write_to_png", formatDuration(cairoTime), "\(try bitmap.cairoPNG().count / 1024) KiB")
        report("ratio: cairo writer / fast writer", String(format: "%.1f×", cairoTime / fastTime), "higher is better")
        if let reduced = BoxReduction.reduce(bitmap, by: 4) {
            report("thumbnail step: average 4 × 4", formatDuration(medianNanoseconds(iterations: 3) { _ = BoxReduction.reduce(bitmap, by: 4) }))
            report("thumbnail step: PNG", formatDuration(medianNanoseconds(iterations: 3) { _ = reduced.png() }))
        }
        let thumbnailTime = medianNanoseconds(iterations: 3) { _ = bitmap.thumbnail(width: ReviewOutputs.thumbnailWidth).png() }
        report("thumbnail: \(ReviewOutputs.thumbnailWidth) px wide, as PNG", formatDuration(thumbnailTime), "what a live preview and a contact sheet show")
        report("draw + encode (fast), one core", formatDuration(drawTime + fastTime), "target: ≤ 15 ms")
    }
}
