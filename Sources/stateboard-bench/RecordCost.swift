import Dispatch
import Foundation
import Stateboard
import StateboardRender

/// Where `record`'s time goes beside `render`'s, per image of the scale theme (iPhone SE @2x),
/// in this process: drawing is the same for both; render writes Stateboard's fast PNG, record
/// the compact one (libpng, zlib level 6, unfiltered; it was level 9 with adaptive filters) and a `ReferenceRecord` (pixel
/// digest and layout). Other zlib levels are measured beside compact's own (6, unfiltered) with
/// their bytes, and record's ratio worked out as if it wrote them: another level changes every
/// new reference's bytes (never its pixels), which is a decision, so it is only measured here.
enum RecordCost {
    static func run(images: Int, record recordSeconds: Double, render renderSeconds: Double) throws {
        let folder = NSTemporaryDirectory() + "stateboard-bench-record-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let theme = try ThemeLoader.load(path: try ScaleBenchmarks.writeTheme(screens: 60, in: folder))
        let renderer = try RendererFactory.make(for: theme)
        let resolver = ThemeResolver(theme: theme)
        let bitmaps = try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter()).map { job in
            let scene = try resolver.scene(screen: job.screen, state: job.state, variant: job.variant)
            let laidOut = renderer.layout(scene)
            return (try renderer.draw(laidOut, appearance: job.variant.appearance, contrast: job.variant.contrast), laidOut)
        }
        func perImage(_ body: (RenderedBitmap, LaidOutScene) -> Int) -> (ms: Double, bytes: Int) {
            var bytes = 0
            let start = DispatchTime.now()
            for (bitmap, laidOut) in bitmaps { bytes += body(bitmap, laidOut) }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6 / Double(bitmaps.count)
            return (ms, bytes / bitmaps.count)
        }
        let fast = perImage { bitmap, _ in bitmap.png(compression: .fast).count }
        let compact = perImage { bitmap, _ in bitmap.png(compression: .compact).count }
        let reference = perImage { bitmap, laidOut in ReferenceRecord(bitmap: bitmap, layout: laidOut).nodes.count }
        report("record cost: fast PNG (render's), per image", String(format: "%.2f ms", fast.ms), "\(fast.bytes) bytes")
        report("record cost: compact PNG, zlib \(PNGEncoder.compactLevel) unfiltered (record's)", String(format: "%.2f ms", compact.ms), "\(compact.bytes) bytes")
        report("record cost: ReferenceRecord (digest, layout)", String(format: "%.2f ms", reference.ms))
        let extra: Double = (recordSeconds - renderSeconds) * 1000 / Double(images)
        report(
            "record cost: record − render, per image (process)", String(format: "%.2f ms", extra),
            String(format: "of which compact − fast PNG %.2f ms", compact.ms - fast.ms))
        for level: Int32 in [9, 3, 1] where level != PNGEncoder.compactLevel {
            let cheaper = perImage { bitmap, _ in bitmap.png(zlibLevel: level).count }
            // An estimate: as if record's wall time lost the difference image for image.
            let saved: Double = Double(images) * (compact.ms - cheaper.ms) / 1000
            let projected: Double = (recordSeconds - saved) / renderSeconds
            let growth: Double = Double(cheaper.bytes - compact.bytes) * 100 / Double(max(1, compact.bytes))
            report(
                "record cost: compact PNG at zlib \(level) (not taken)", String(format: "%.2f ms", cheaper.ms),
                String(format: "%d bytes (%+.0f%% reference bytes); record / render would be about %.2f×", cheaper.bytes, growth, projected))
        }
    }
}
