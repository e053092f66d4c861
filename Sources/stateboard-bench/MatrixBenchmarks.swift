import Dispatch
import Foundation
import Stateboard
import StateboardTestSupport

/// The main job, `stateboard render` of the default theme (@3x), through the library's runner:
/// per image with one job and with every core, end to end as a process (start included), and
/// against a warm headless Chromium screenshot of an equivalent HTML placeholder.
enum MatrixBenchmarks {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run() throws {
        let theme = try ThemeLoader.load(path: root.appendingPathComponent("Themes/ios").path)
        let plan = try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter())
        let out = NSTemporaryDirectory() + "stateboard-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var perImage: [Int: Double] = [:]
        _ = try MatrixRenderer(themes: [theme], jobs: cores).render(Array(plan.prefix(4)), into: out)  // fonts loaded
        for workers in Set([1, cores]).sorted() {
            let cpuBefore = processCPUSeconds(), threadBefore = threadCPUSeconds()
            let results = try MatrixRenderer(themes: [theme], jobs: workers).render(plan, into: out)
            let count = Double(max(1, results.written.count))
            let ms = results.seconds * 1000 / count
            let cpu = (processCPUSeconds() - cpuBefore) * 1000 / count
            perImage[workers] = ms
            report(
                "render: ios, \(plan.count) images @3x and @2x, \(workers) job\(workers == 1 ? "" : "s")",
                String(format: "%.2f ms/image", ms), String(format: "%.1f images/s, in process; CPU %.2f ms/image", 1000 / ms, cpu))
            // With one job the worker is this thread (one iteration runs where it is called): its
            // CPU time against the rest (the encoder queue's) says how the two cores share the
            // work (the worker writes an image itself when the queue is full, so the two even out).
            if workers == 1, cores > 1 {
                let drawing = (threadCPUSeconds() - threadBefore) * 1000 / count
                report(
                    "render: 1 job, worker thread / encoder queue (CPU)", String(format: "%.2f / %.2f", drawing, cpu - drawing),
                    "ms/image each; the worker draws every image and writes those the queue has no room for")
            }
        }
        if cores > 1, let one = perImage[1], let all = perImage[cores] {
            report("ratio: \(cores) jobs / 1 job (throughput)", String(format: "%.2f×", one / all))
        }
        let endToEnd = try processRun(images: plan.count, out: out)
        if let chromium = try chromiumScreenshot() {
            report("chromium: warm headless screenshot", String(format: "%.2f ms/image", chromium), "equivalent HTML placeholder, 393×852 @3x")
            if let endToEnd {
                report(
                    "ratio: stateboard render (1 job, process) / chromium", String(format: "%.2f×", endToEnd / chromium),
                    "below 1 means Stateboard is faster")
            }
        } else {
            report("chromium: warm headless screenshot", "unavailable", "install chromium (make deps) to compare")
        }
    }

    /// `stateboard render --jobs 1` of the default theme as a process (beside the `--baseline`
    /// build's, if given): milliseconds per image, process start, theme loading and the gallery
    /// included; then the run again with nothing changed.
    static func processRun(images: Int, out: String) throws -> Double? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("stateboard")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            report("render: as a process", "unavailable", "build the stateboard product in release first")
            return nil
        }
        let median = try MatrixProcessRuns.run(binary: binary, images: images, out: out, root: root)
        try incrementalRun(binary: binary, images: images, out: out)
        return median
    }

    /// `stateboard render` again into the folder of the last run, nothing changed: every job
    /// resolved and digested, nothing drawn or written.
    static func incrementalRun(binary: URL, images: Int, out: String) throws {
        var samples: [Double] = []
        for _ in 0..<3 {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["render", "ios", "--quiet", "--out", out]
            process.currentDirectoryURL = root
            let start = DispatchTime.now()
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw BenchError("stateboard render exited \(process.terminationStatus)") }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
        }
        report(
            "render: again, nothing changed (\(images) images, process)", String(format: "%.2f s", samples.sorted()[1]),
            "target: well under 1 s; nothing drawn or written")
    }

    /// Milliseconds per warm screenshot (median), or nil without Chromium.
    static func chromiumScreenshot() throws -> Double? {
        guard let executable = HeadlessChromium.find() else { return nil }
        let chromium = try HeadlessChromium(executable: executable, width: 393, height: 852, scale: 3)
        var index = 0
        func shot() throws {
            index += 1
            try chromium.load(html: HeadlessChromium.placeholderPage(title: "No Favorites Yet \(index % 7)"))
            _ = try chromium.screenshot()
        }
        for _ in 0..<5 { try shot() }  // warm
        var samples: [Double] = []
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(2, BenchOptions.budget * 3) * 1e9)
        while samples.count < 10 || DispatchTime.now().uptimeNanoseconds < deadline {
            let start = DispatchTime.now()
            try shot()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
            if samples.count >= 200 { break }
        }
        return samples.sorted()[samples.count / 2]
    }
}

/// User and system CPU seconds of this process so far, every thread.
func processCPUSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}

/// CPU seconds of the calling thread so far.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// User and system CPU seconds of the children this process waited for so far.
func childCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RecordBenchmarks.children, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// A shared work index.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}
