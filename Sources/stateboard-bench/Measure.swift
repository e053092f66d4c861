import Foundation

/// Times `body` and returns the median duration of one call in nanoseconds: a warm-up, then
/// rounds of `iterations` calls until `budget` seconds pass (at least 5 rounds).
func medianNanoseconds(iterations: Int = 1, budget: Double = BenchOptions.budget, _ body: () -> Void) -> Double {
    for _ in 0..<max(1, iterations / 10) { body() }
    var samples: [Double] = []
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(Int(budget * 1000)))
    while samples.count < 5 || clock.now < deadline {
        let elapsed = clock.measure { for _ in 0..<iterations { body() } }
        let (seconds, attoseconds) = elapsed.components
        samples.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(iterations))
        if samples.count > 10_000 { break }
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// `12.3 µs`, `4.56 ms`: a duration in the unit that reads best.
func formatDuration(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: String(format: "%.0f ns", nanoseconds)
    case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
    case ..<1_000_000_000: String(format: "%.2f ms", nanoseconds / 1_000_000)
    default: String(format: "%.2f s", nanoseconds / 1_000_000_000)
    }
}

/// Prints one result row: name, value, and a note.
func report(_ name: String, _ value: String, _ note: String = "") {
    defer { fflush(nil) }  // lines appear as they are measured, also in a pipe
    print(column(name, 58) + column(value, 16) + note)
}

/// `text` padded with spaces to `width` characters, never cut: a longer text keeps one space
/// after it (`padding(toLength:)` would cut a figure's unit or a name's end).
func column(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
}

/// Command-line options: `stateboard-bench [NAME-FILTER] [--budget SECONDS] [--scale-sizes N,N,N]
/// [--scale-baseline PATH] [--scale-shapes variants,screens] [--scale-commands validate,render,…] [--baseline PATH]`.
enum BenchOptions {
    static let arguments = Array(CommandLine.arguments.dropFirst())
    /// Seconds each benchmark samples for.
    static let budget: Double = {
        guard let index = arguments.firstIndex(of: "--budget"), index + 1 < arguments.count else { return 1.0 }
        return Double(arguments[index + 1]) ?? 1.0
    }()
    /// Only benchmarks whose group name contains this run.
    static let filter: String? = arguments.enumerated().first { index, argument in
        !argument.hasPrefix("--") && Double(argument) == nil && (index == 0 || !valued.contains(arguments[index - 1]))
    }?.element
    /// The options followed by a value (never taken for the name filter).
    private static let valued: Set = ["--budget", "--scale-sizes", "--scale-baseline", "--scale-shapes", "--scale-commands", "--baseline"]

    /// The shapes of theme the scale benchmarks measure: `--scale-shapes variants,screens`
    /// (default both, the app's shape first).
    static let scaleShapes: [ScaleShape] = {
        guard let index = arguments.firstIndex(of: "--scale-shapes"), index + 1 < arguments.count else { return [.variants, .screens] }
        let shapes = arguments[index + 1].split(separator: ",").compactMap { ScaleShape(rawValue: String($0)) }
        return shapes.isEmpty ? [.variants, .screens] : shapes
    }()

    /// The commands the scale benchmarks run: `--scale-commands validate,render` (default all;
    /// `verify` needs `record`'s references).
    static let scaleCommands: [String] = {
        guard let index = arguments.firstIndex(of: "--scale-commands"), index + 1 < arguments.count else { return ScaleBenchmarks.commands }
        let names = arguments[index + 1].split(separator: ",").map(String.init).filter(ScaleBenchmarks.commands.contains)
        return names.isEmpty ? ScaleBenchmarks.commands : names
    }()

    /// Another `stateboard` binary (an older build) the matrix group times as a process in the
    /// same run, alternating with this build's: `--baseline PATH`.
    static let baseline: String? = {
        guard let index = arguments.firstIndex(of: "--baseline"), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }()

    /// Another `stateboard` binary (an older build) the scale benchmarks measure in the same
    /// run beside this build's: `--scale-baseline PATH`.
    static let scaleBaseline: String? = {
        guard let index = arguments.firstIndex(of: "--scale-baseline"), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }()

    /// The matrix sizes of the scale benchmarks: `--scale-sizes 1000,10000,50000` (default 1000,5000,10000: the 50,000 run takes many minutes).
    static let scaleSizes: [Int] = {
        guard let index = arguments.firstIndex(of: "--scale-sizes"), index + 1 < arguments.count else { return [1_000, 5_000, 10_000] }
        let sizes = arguments[index + 1].split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
        return sizes.isEmpty ? [1_000, 5_000, 10_000] : sizes
    }()

    static func shouldRun(_ group: String) -> Bool { filter.map { group.contains($0) } ?? true }
}
