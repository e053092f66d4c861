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
    /// What each command peaked at before the measurer's cache was bounded and fingerprints were
    /// read and written a record at a time (release build, one job, measured at 1,000 and 3,000
    /// images on a loaded 2-core machine; render's earlier figures at 1k / 5k / 10k: 77 / 104 / 140 MB).
    static let before = [
        "render": "75 MB at 1k, 87 MB at 3k: 6.1 KB/image; 140 MB at 10k",
        "record": "83 MB at 1k, 88 MB at 3k: 2.6 KB/image",
        "verify": "63 MB at 1k, 68 MB at 3k: 2.6 KB/image",
    ]

    static func run() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("stateboard").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            report("scale: peak memory", "unavailable", "build the stateboard product in release first")
            return
        }
        let folder = NSTemporaryDirectory() + "stateboard-bench-scale-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var peaks: [String: [Double]] = [:]
        for size in sizes {
            let theme = try writeTheme(screens: size, in: folder)
            // A first render into a fresh folder: every image digested, drawn, in the gallery and a sheet.
            let runs: [(String, [String])] = [
                ("render", ["render", theme, "--jobs", "1", "--quiet", "--out", "\(folder)/out\(size)"]),
                ("record", ["record", theme, "--jobs", "1", "--snapshots", "\(folder)/snapshots\(size)"]),
                ("verify", ["verify", theme, "--jobs", "1", "--snapshots", "\(folder)/snapshots\(size)", "--report", "\(folder)/report\(size)"]),
            ]
            for (name, arguments) in runs {
                peaks[name, default: []].append(try peakMegabytes(binary, arguments))
            }
            try? FileManager.default.removeItem(atPath: folder)  // 50,000 images are gigabytes
        }
        for name in ["render", "record", "verify"] {
            let values = peaks[name] ?? []
            guard values.count == sizes.count, sizes.count > 1 else { continue }
            let slope = (values[values.count - 1] - values[0]) * 1024 / Double(sizes[sizes.count - 1] - sizes[0])
            report(
                "scale: \(name) peak RSS at " + sizes.map { "\($0)" }.joined(separator: " / ") + " images",
                values.map { String(format: "%.0f", $0) }.joined(separator: " / ") + " MB",
                String(format: "slope %.2f KB/image; target ≤ 250 MB each, slope ≈ 0 (was %@)", slope, before[name] ?? "n/a"))
        }
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
