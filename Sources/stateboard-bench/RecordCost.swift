import Foundation
import Stateboard
import StateboardRender

/// Where `record`'s time goes beside `render`'s, per image of the scale theme (iPhone SE @2x),
/// in this process: drawing is the same for both; render writes Stateboard's fast PNG, record
/// the compact one (unfiltered rows deflated by libdeflate at level 6; before, libpng with zlib
/// at level 6, and before that level 9 with adaptive filters) and a `ReferenceRecord` (pixel
/// digest and layout). The old encoder is measured beside the new in the same run, with record's
/// ratio worked out as if it still wrote it; other libdeflate levels likewise (another level
/// changes every new reference's bytes, never its pixels, which is a decision, so it is only
/// measured here).
enum RecordCost {
    /// record / render in CPU time as if each image's compact PNG took `delta` ms longer.
    struct Projection {
        var images: Int
        var record: Double
        var render: Double
        func ratio(adding delta: Double) -> Double { (record + Double(images) * delta / 1000) / render }
    }

    static func run(images: Int, record recordSeconds: Double, render renderSeconds: Double, cpu: Projection) throws {
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
        // This thread's CPU time, not the wall clock: on a shared machine the wall time of a
        // loop depends on what else runs, and the ratio it projects is one of CPU times.
        func perImage(_ body: (RenderedBitmap, LaidOutScene) -> Int) -> (ms: Double, bytes: Int) {
            var bytes = 0
            let start = threadCPUMilliseconds()
            for (bitmap, laidOut) in bitmaps { bytes += body(bitmap, laidOut) }
            return ((threadCPUMilliseconds() - start) / Double(bitmaps.count), bytes / bitmaps.count)
        }
        let fast = perImage { bitmap, _ in bitmap.png(compression: .fast).count }
        let compact = perImage { bitmap, _ in bitmap.png(compression: .compact).count }
        let zlib = perImage { bitmap, _ in bitmap.png(zlibLevel: 6).count }
        let reference = perImage { bitmap, laidOut in ReferenceRecord(bitmap: bitmap, layout: laidOut).nodes.count }
        report("record cost: fast PNG (render's), per image (CPU)", String(format: "%.2f ms", fast.ms), "\(fast.bytes) bytes")
        report(
            "record cost: compact PNG, libdeflate \(PNGEncoder.compactLevel) unfiltered (record's)", String(format: "%.2f ms", compact.ms),
            "\(compact.bytes) bytes")
        report(
            "record cost: compact PNG, libpng zlib 6 unfiltered (was record's)", String(format: "%.2f ms", zlib.ms),
            String(
                format: "%d bytes (%+.1f%%); record / render (CPU) would be about %.2f×", zlib.bytes, growth(zlib.bytes, compact.bytes),
                cpu.ratio(adding: zlib.ms - compact.ms)))
        report("record cost: ReferenceRecord (digest, layout)", String(format: "%.2f ms", reference.ms))
        let extra: Double = (recordSeconds - renderSeconds) * 1000 / Double(images)
        report(
            "record cost: record − render, per image (process)", String(format: "%.2f ms", extra),
            String(format: "of which compact − fast PNG %.2f ms", compact.ms - fast.ms))
        for level: Int32 in [4, 9] where level != PNGEncoder.compactLevel {
            let other = perImage { bitmap, _ in bitmap.png(deflateLevel: level).count }
            report(
                "record cost: compact PNG at libdeflate \(level) (not taken)", String(format: "%.2f ms", other.ms),
                String(
                    format: "%d bytes (%+.1f%%); record / render (CPU) would be about %.2f×", other.bytes, growth(other.bytes, compact.bytes),
                    cpu.ratio(adding: other.ms - compact.ms)))
        }
    }

    /// The CPU time the calling thread has used, in milliseconds.
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }

    /// How much larger `bytes` is than `base`, in percent.
    static func growth(_ bytes: Int, _ base: Int) -> Double { Double(bytes - base) * 100 / Double(max(1, base)) }
}
