import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Memory against the size of the matrix: the `stateboard` binary run as a process on generated
/// themes of two shapes (`ScaleShape`: a screen per image, and an app's 50 screens grown by
/// variants; iPhone SE @2x, one job), its peak resident set size read from `wait4`, so nothing
/// of this process is counted. (`record` against `render` in time is `RecordBenchmarks`'.)
enum ScaleBenchmarks {
    /// Matrix sizes measured (`--scale-sizes 1000,10000,50000`); the slope is taken between the
    /// first and the last.
    static let sizes = BenchOptions.scaleSizes
    /// The commands measured, in the order they run (verify reads what record wrote). `validate`
    /// loads and checks the theme alone: its slope is the part of the others' that the input
    /// brings (a screen per image), not the pipeline. `rerender` is `render` again into the
    /// folder it filled: every image's digest read back from the folder's file, nothing drawn.
    /// `serve` runs last: the preview server until its first round has drawn every image and
    /// its page lists them (`ServeScale`).
    static let commands = ["validate", "render", "rerender", "record", "verify", "serve"]
    /// What each command peaked at on the `screens` shape before the plan was computed by index
    /// and the results, digests and outcomes went to disk (release build, one job, this machine
    /// under a load of 12 on 2 cores; `--scale-baseline` measures an older build in the same run).
    static let before = [
        "render": "75 MB at 1k, 100 MB at 10k: 2.8 KB/image",
        "record": "82 MB at 1k, 102 MB at 10k: 2.2 KB/image",
        "verify": "62 MB at 1k, 82 MB at 10k: 2.3 KB/image",
    ]

    /// One measurement: peak megabytes and seconds of one command on one theme.
    struct Peak { var megabytes: Double; var seconds: Double; var images: Int }

    static func run() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("stateboard").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            report("scale: peak memory", "unavailable", "build the stateboard product in release first")
            return
        }
        var builds = [("", binary)]
        if let baseline = BenchOptions.scaleBaseline {
            guard FileManager.default.isExecutableFile(atPath: baseline) else { throw BenchError("--scale-baseline: no program at \(baseline)") }
            builds.append((" (baseline)", baseline))
        }
        let folder = NSTemporaryDirectory() + "stateboard-bench-scale-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for shape in BenchOptions.scaleShapes {
            var peaks: [String: [Peak]] = [:]
            for size in sizes {
                let theme = try shape.write(images: size, in: folder)
                for (label, program) in builds {
                    for (name, arguments) in runs(theme: theme.path, size: size, in: folder) where BenchOptions.scaleCommands.contains(name) {
                        let (megabytes, seconds) = try peakMegabytes(program, arguments)
                        peaks[name + label, default: []].append(Peak(megabytes: megabytes, seconds: seconds, images: theme.images))
                    }
                    if BenchOptions.scaleCommands.contains("serve") {
                        let (megabytes, seconds) = try ServeScale.peakMegabytes(
                            program, theme: theme.path, images: theme.images, out: "\(folder)/work/serve\(size)")
                        peaks["serve" + label, default: []].append(Peak(megabytes: megabytes, seconds: seconds, images: theme.images))
                    }
                    try? FileManager.default.removeItem(atPath: "\(folder)/work")  // 50,000 images are gigabytes
                }
                try? FileManager.default.removeItem(atPath: folder)
            }
            reportShape(shape, peaks: peaks, builds: builds.map(\.0))
        }
    }

    /// The rows of one shape: each command's peaks (this build's, then the baseline's), and the
    /// slope of render, record and verify beyond the theme's own (theirs less validate's).
    static func reportShape(_ shape: ScaleShape, peaks: [String: [Peak]], builds: [String]) {
        for name in commands {
            for label in builds {
                guard let values = peaks[name + label] else { continue }
                var note: String?
                if label.isEmpty {
                    note = name == "validate" ? "the theme alone: the input's part of each slope" : shape == .screens ? before[name].map { "was \($0)" } : nil
                }
                reportPeaks("\(shape.rawValue): \(name)\(label)", values, note: note)
            }
        }
        for label in builds {
            guard let theme = peaks["validate" + label].flatMap(slope) else { continue }
            let beyond = commands.dropFirst().compactMap { name in peaks[name + label].flatMap(slope).map { String(format: "%@ %.2f", name, $0 - theme) } }
            guard !beyond.isEmpty else { continue }
            report(
                "scale: \(shape.rawValue)\(label) beyond the theme", "KB/image",
                beyond.joined(separator: ", ") + " (each command's slope less validate's); target ≈ 0")
        }
    }

    /// The commands on `theme`, each with `--jobs 1`: the theme validated, a first render into a
    /// fresh folder (every image digested, drawn, in the gallery and a sheet), the same render
    /// again (every image reused), a first record, a verify of it.
    static func runs(theme: String, size: Int, in folder: String) -> [(String, [String])] {
        let work = "\(folder)/work"
        let render = ["render", theme, "--jobs", "1", "--quiet", "--out", "\(work)/out\(size)"]
        return [
            ("validate", ["validate", theme]),
            ("render", render),
            ("rerender", render),
            ("record", ["record", theme, "--jobs", "1", "--snapshots", "\(work)/snapshots\(size)"]),
            ("verify", ["verify", theme, "--jobs", "1", "--snapshots", "\(work)/snapshots\(size)", "--report", "\(work)/report\(size)"]),
        ]
    }

    /// A theme of `screens` one-state screens (the `screens` shape), for the timing groups.
    static func writeTheme(screens: Int, in folder: String) throws -> String { try ScaleShape.screens.write(images: screens, in: folder).path }

    /// The slope in KB per image between the first and last measurement.
    static func slope(_ values: [Peak]) -> Double? {
        guard values.count > 1, values[values.count - 1].images != values[0].images else { return nil }
        return (values[values.count - 1].megabytes - values[0].megabytes) * 1024 / Double(values[values.count - 1].images - values[0].images)
    }

    /// One row: the peaks at each size, the slope per image between the first and last size,
    /// the goal beside them, and how long each run took.
    static func reportPeaks(_ name: String, _ values: [Peak], note: String?) {
        guard !values.isEmpty else { return }
        let seconds = values.map { String(format: "%.0f", $0.seconds) }.joined(separator: " / ")
        // The name column is 58 characters: the sizes go to the note, so a baseline's row is not cut.
        report(
            "scale: \(name) peak RSS",
            values.map { String(format: "%.0f", $0.megabytes) }.joined(separator: " / ") + " MB",
            "at " + values.map { "\($0.images)" }.joined(separator: " / ") + " images; "
                + (slope(values).map { String(format: "slope %.2f KB/image; ", $0) } ?? "") + "target ≤ 250 MB each, slope ≈ 0; took \(seconds) s"
                + (note.map { " (\($0))" } ?? ""))
    }

    /// Runs `binary` with `arguments` (output discarded): the peak resident megabytes of that
    /// process alone, and the seconds it ran.
    static func peakMegabytes(_ binary: String, _ arguments: [String]) throws -> (Double, Double) {
        let began = Date()
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { throw BenchError("cannot start \(binary)") }
        let (status, usage) = waitForExit(pid)
        guard status == 0 else { throw BenchError("stateboard \(arguments[0]) exited with status \(status)") }
        return (megabytes(usage), Date().timeIntervalSince(began))
    }

    /// The exit status and resource usage of the child `pid`, once it has ended.
    static func waitForExit(_ pid: pid_t) -> (Int32, rusage) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        return (status, usage)
    }

    /// A child's peak resident set size in megabytes (`ru_maxrss` is in kilobytes on Linux,
    /// bytes on macOS).
    static func megabytes(_ usage: rusage) -> Double {
        #if canImport(Darwin)
            Double(usage.ru_maxrss) / 1_048_576
        #else
            Double(usage.ru_maxrss) / 1024
        #endif
    }
}
