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
        // With `--baseline PATH`, that build's render and record run right after this build's,
        // each into folders of its own, so both meet the same load.
        var builds = [(name: "", binary: binary)]
        if let baseline = BenchOptions.baseline { builds.append((name: "baseline ", binary: baseline)) }
        var ours: (render: (wall: Double, cpu: Double), record: (wall: Double, cpu: Double))?
        for (index, build) in builds.enumerated() {
            let render = try timed(build.binary, ["render", theme, "--jobs", "1", "--quiet", "--out", "\(folder)/out\(index)"])
            let record = try timed(build.binary, ["record", theme, "--jobs", "1", "--snapshots", "\(folder)/snapshots\(index)"])
            let bytes = referenceBytes(in: "\(folder)/snapshots\(index)")
            report(
                "ratio: \(build.name)record / render, \(images) images (wall)", String(format: "%.2f×", record.wall / render.wall),
                String(format: "target ≤ 2×; 1 job; %.2f s / %.2f s; references %.1f KB each", record.wall, render.wall, bytes / 1024))
            report(
                "ratio: \(build.name)record / render, \(images) images (CPU)", String(format: "%.2f×", record.cpu / render.cpu),
                String(format: "target ≤ 2× (was 2.61× with libpng's zlib); %.2f s / %.2f s of CPU", record.cpu, render.cpu))
            if index == 0 { ours = (render, record) }
        }
        guard let ours else { return }
        let cpu = RecordCost.Projection(images: images, record: ours.record.cpu, render: ours.render.cpu)
        try RecordCost.run(images: images, record: ours.record.wall, render: ours.render.wall, cpu: cpu)
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
