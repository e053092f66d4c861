import Foundation
import Stateboard

/// A leak check by measurement: the default theme's first 200 images rendered five times over
/// (1,000 images) in one process, with the resident set size after each round. Caches fill in
/// the first round; a leak shows as growth round after round.
enum MemoryBenchmarks {
    static func run() throws {
        let theme = try ThemeLoader.load(path: MatrixBenchmarks.root.appendingPathComponent("Themes/ios").path)
        let plan = Array(try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter()).prefix(200))
        let out = NSTemporaryDirectory() + "stateboard-bench-memory-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: out) }
        var sizes: [Double] = []
        for _ in 0..<5 {
            _ = try MatrixRenderer(themes: [theme], jobs: 1).render(plan, into: out)
            sizes.append(residentMegabytes())
        }
        let growth = (sizes[4] - sizes[1]) / 3
        report(
            "memory: growth per 200 renders after the first", String(format: "%.2f MB", growth),
            (growth < 1 ? "no growth" : "grows: look for a leak") + "; resident after each 200 of 1,000 renders: "
                + sizes.map { String(format: "%.0f", $0) }.joined(separator: " → ") + " MB")
    }

    /// The process's resident set size, from /proc (Linux) or mach (macOS: not measured here).
    static func residentMegabytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
