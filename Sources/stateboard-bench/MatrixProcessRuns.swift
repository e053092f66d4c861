import Dispatch
import Foundation

/// `stateboard render ios --jobs 1` as a process (start, theme loading, gallery and contact
/// sheets included): this build's, and with `--baseline PATH` another build's in the same run,
/// the two alternating (A B A B …) so that both meet the same load on a shared machine.
enum MatrixProcessRuns {
    /// Runs of each build; the median is reported.
    static let rounds = 3
    /// The target for this build, and its figure when it was set.
    static let target = "target ≤ 3 ms (was 3.8–4.1 ms)"

    /// One build's runs: milliseconds per image, wall and CPU.
    struct Runs {
        let name: String
        let binary: String
        let out: String
        var wall: [Double] = []
        var cpu: [Double] = []
        /// Wall milliseconds per image of a render into a fresh folder (every image digested too).
        var freshWall: [Double] = []
        var medianWall: Double { Self.median(wall) }
        var medianCPU: Double { Self.median(cpu) }
        static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    }

    /// Times this build (and the baseline, if given) and reports each; this build's median wall
    /// milliseconds per image.
    static func run(binary: URL, images: Int, out: String, root: URL) throws -> Double {
        var builds = [Runs(name: "", binary: binary.path, out: out)]
        if let baseline = BenchOptions.baseline {
            guard FileManager.default.isExecutableFile(atPath: baseline) else { throw BenchError("--baseline \(baseline): not an executable") }
            builds.append(Runs(name: "baseline ", binary: baseline, out: out + "-baseline"))
        }
        defer { for build in builds.dropFirst() { try? FileManager.default.removeItem(atPath: build.out) } }
        for _ in 0..<rounds {
            for index in builds.indices {
                // --force: every image drawn (into a folder that holds the last run, render is incremental).
                let arguments = ["render", "ios", "--jobs", "1", "--quiet", "--force", "--out", builds[index].out]
                let (wall, cpu) = try timed(builds[index].binary, arguments, root: root)
                builds[index].wall.append(wall * 1000 / Double(images))
                builds[index].cpu.append(cpu * 1000 / Double(images))
                // A first render into an empty folder: what a user's first run (and CI's) costs.
                let fresh = builds[index].out + "-fresh"
                try? FileManager.default.removeItem(atPath: fresh)
                let (freshWall, _) = try timed(builds[index].binary, ["render", "ios", "--jobs", "1", "--quiet", "--out", fresh], root: root)
                try? FileManager.default.removeItem(atPath: fresh)
                builds[index].freshWall.append(freshWall * 1000 / Double(images))
            }
        }
        for build in builds {
            // The best run beside the median: other processes on a shared machine only ever add
            // time, so the fastest of the runs is the closest to what the build itself costs.
            let best = String(format: "best %.2f; ", build.wall.min() ?? 0)
            let note = best + (build.name.isEmpty ? "start, load, gallery included; \(target)" : build.binary)
            report("render: \(build.name)stateboard render ios --jobs 1 (process)", String(format: "%.2f ms/image", build.medianWall), note)
            // The wall time depends on what else the machine runs; the CPU time much less (the
            // encoder queue runs beside the drawing, so it may exceed the wall time on an idle machine).
            report(
                "render: \(build.name)stateboard render ios --jobs 1 (CPU)", String(format: "%.2f ms/image", build.medianCPU),
                "user + system of the process, every thread")
            report(
                "render: \(build.name)stateboard render ios --jobs 1, fresh folder", String(format: "%.2f ms/image", Runs.median(build.freshWall)),
                "a first render: every image digested as well as drawn")
        }
        if builds.count == 2 {
            let (cpu, wall) = (builds[0].medianCPU / builds[1].medianCPU, builds[0].medianWall / builds[1].medianWall)
            report(
                "ratio: this build / baseline, CPU (wall)", String(format: "%.2f× (%.2f×)", cpu, wall),
                "below 1 means this build is faster; \(rounds) runs each, alternating")
            let fresh = Runs.median(builds[0].freshWall) / Runs.median(builds[1].freshWall)
            report("ratio: this build / baseline, fresh folder (wall)", String(format: "%.2f×", fresh), "below 1 means this build is faster")
        }
        return builds[0].medianWall
    }

    /// Runs `binary` with `arguments` in `root` (output discarded): wall and CPU seconds.
    static func timed(_ binary: String, _ arguments: [String], root: URL) throws -> (wall: Double, cpu: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let cpuBefore = childCPUSeconds()
        let start = DispatchTime.now()
        try process.run()
        process.waitUntilExit()
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        guard process.terminationStatus == 0 else { throw BenchError("\(binary) render exited \(process.terminationStatus)") }
        return (wall, childCPUSeconds() - cpuBefore)
    }
}
