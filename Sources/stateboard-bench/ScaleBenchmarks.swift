import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Memory against the size of the matrix: the `stateboard` binary run as a process on generated
/// themes of N one-state screens (iPhone SE @2x, one job), its peak resident set size read from
/// `wait4`, so nothing of this process is counted. (`record` against `render` in time is
/// `RecordBenchmarks`'.)
enum ScaleBenchmarks {
    /// Matrix sizes measured (`--scale-sizes 1000,10000,50000`); the slope is taken between the
    /// first and the last.
    static let sizes = BenchOptions.scaleSizes
    /// The commands measured, in the order they run (verify reads what record wrote). `validate`
    /// loads and checks the theme alone: these themes grow a screen per image, so its slope is
    /// the part of the others' that the input brings, not the pipeline.
    static let commands = ["validate", "render", "record", "verify"]
    /// What each command peaked at before the plan's copies, the jobs' second copy for the
    /// contact sheets, the digests decoded again and the journal and junit.xml built whole were
    /// dropped (release build, one job, this machine under a load of 12 on 2 cores;
    /// `--scale-baseline` measures an older build in the same run).
    static let before = [
        "render": "75 MB at 1k, 100 MB at 10k: 2.8 KB/image",
        "record": "82 MB at 1k, 102 MB at 10k: 2.2 KB/image",
        "verify": "62 MB at 1k, 82 MB at 10k: 2.3 KB/image",
    ]

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
        var peaks: [String: [Double]] = [:]
        for size in sizes {
            let theme = try writeTheme(screens: size, in: folder)
            for (label, program) in builds {
                for (name, arguments) in runs(theme: theme, size: size, in: folder) {
                    peaks[name + label, default: []].append(try peakMegabytes(program, arguments))
                }
                try? FileManager.default.removeItem(atPath: "\(folder)/work")  // 50,000 images are gigabytes
            }
            try? FileManager.default.removeItem(atPath: folder)
        }
        for name in commands {
            for (label, _) in builds {
                let note = name == "validate" ? "the theme alone: the input's part of each slope" : before[name].map { "was \($0)" }
                reportPeaks(name + label, peaks[name + label] ?? [], note: label.isEmpty ? note : nil)
            }
        }
    }

    /// The commands on `theme`, each with `--jobs 1`: the theme validated, a first render into a
    /// fresh folder (every image digested, drawn, in the gallery and a sheet), a first record, a
    /// verify of it.
    static func runs(theme: String, size: Int, in folder: String) -> [(String, [String])] {
        let work = "\(folder)/work"
        return [
            ("validate", ["validate", theme]),
            ("render", ["render", theme, "--jobs", "1", "--quiet", "--out", "\(work)/out\(size)"]),
            ("record", ["record", theme, "--jobs", "1", "--snapshots", "\(work)/snapshots\(size)"]),
            ("verify", ["verify", theme, "--jobs", "1", "--snapshots", "\(work)/snapshots\(size)", "--report", "\(work)/report\(size)"]),
        ]
    }

    /// One row: the peaks at each size, the slope per image between the first and last size,
    /// and the goal beside them.
    static func reportPeaks(_ name: String, _ values: [Double], note: String?) {
        guard values.count == sizes.count, sizes.count > 1 else { return }
        let slope = (values[values.count - 1] - values[0]) * 1024 / Double(sizes[sizes.count - 1] - sizes[0])
        report(
            "scale: \(name) peak RSS at " + sizes.map { "\($0)" }.joined(separator: " / ") + " images",
            values.map { String(format: "%.0f", $0) }.joined(separator: " / ") + " MB",
            String(format: "slope %.2f KB/image; target ≤ 250 MB each, slope ≈ 0", slope) + (note.map { " (\($0))" } ?? ""))
    }

    /// A theme of `screens` screens with one state each, one device, one appearance, one locale.
    static func writeTheme(screens: Int, in folder: String) throws -> String {
        let path = "\(folder)/scale\(screens)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        var yaml = """
            stateboard: 1
            name: scale\(screens)
            states:
              empty:
                node:
                  stack: { axis: vertical, alignment: center, spacing: 12 }
                  nodes:
                    - image: { symbol: tray }
                    - label: { text: "$title", style: title2 }
                    - label: { text: "Nothing here yet", style: body }
            screens:

            """
        for index in 1...screens { yaml += "  s\(index): { params: { title: \"Screen \(index)\" } }\n" }
        let axes = "{ devices: [iphone-se], appearances: [light], locales: [en], states: [empty] }"
        yaml += "matrix: \(axes)\nsnapshots: \(axes)\n"
        try yaml.write(toFile: path + "/theme.yaml", atomically: true, encoding: .utf8)
        return path
    }

    /// Runs `binary` with `arguments` (output discarded): the peak resident megabytes of that
    /// process alone.
    static func peakMegabytes(_ binary: String, _ arguments: [String]) throws -> Double {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { throw BenchError("cannot start \(binary)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        guard status == 0 else { throw BenchError("stateboard \(arguments[0]) exited with status \(status)") }
        // ru_maxrss is in kilobytes on Linux (bytes on macOS).
        #if canImport(Darwin)
            return Double(usage.ru_maxrss) / 1_048_576
        #else
            return Double(usage.ru_maxrss) / 1024
        #endif
    }
}
