import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `record` against `render` for the same images (the scale theme's 1,000 one-state screens,
/// iPhone SE @2x, one job), each as a process: wall time and CPU time (user + system, the
/// process and its children), since on a shared machine the wall time of the encoder queue's
/// core depends on what else runs. Target: record ≤ 2× render. Then where record's time goes.
enum RecordBenchmarks {
    static let images = 1_000

    static func run() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("stateboard").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            report("record: against render", "unavailable", "build the stateboard product in release first")
            return
        }
        let folder = NSTemporaryDirectory() + "stateboard-bench-recordtime-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let theme = try ScaleBenchmarks.writeTheme(screens: images, in: folder)
        let render = try timed(binary, ["render", theme, "--jobs", "1", "--quiet", "--out", "\(folder)/out"])
        let record = try timed(binary, ["record", theme, "--jobs", "1", "--snapshots", "\(folder)/snapshots"])
        let bytes = referenceBytes(in: "\(folder)/snapshots")
        report(
            "ratio: record / render, \(images) images, 1 job (wall)", String(format: "%.2f×", record.wall / render.wall),
            String(format: "target ≤ 2×; %.2f s / %.2f s; references %.1f KB each", record.wall, render.wall, bytes / 1024))
        report(
            "ratio: record / render, \(images) images, 1 job (CPU)", String(format: "%.2f×", record.cpu / render.cpu),
            String(format: "target ≤ 2× (was 2.61× with libpng's zlib: projected below, this run); %.2f s / %.2f s of CPU", record.cpu, render.cpu))
        let cpu = RecordCost.Projection(images: images, record: record.cpu, render: render.cpu)
        try RecordCost.run(images: images, record: record.wall, render: render.wall, cpu: cpu)
    }

    /// Mean bytes of the PNGs under `folder`.
    static func referenceBytes(in folder: String) -> Double {
        let sizes = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }
            .compactMap { (try? FileManager.default.attributesOfItem(atPath: folder + "/" + $0)[.size] as? Int) ?? nil }
        return sizes.isEmpty ? 0 : Double(sizes.reduce(0, +)) / Double(sizes.count)
    }

    #if canImport(Glibc)
        static let children = __rusage_who_t(RUSAGE_CHILDREN.rawValue)
    #else
        static let children = RUSAGE_CHILDREN
    #endif

    /// Runs `binary` with `arguments` (output discarded): wall and CPU seconds.
    static func timed(_ binary: String, _ arguments: [String]) throws -> (wall: Double, cpu: Double) {
        var before = rusage()
        getrusage(children, &before)
        let start = DispatchTime.now()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        guard process.terminationStatus == 0 else { throw BenchError("stateboard \(arguments[0]) exited \(process.terminationStatus)") }
        var after = rusage()
        getrusage(children, &after)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        let cpu = seconds(after.ru_utime) + seconds(after.ru_stime) - seconds(before.ru_utime) - seconds(before.ru_stime)
        return (wall, cpu)
    }
}
