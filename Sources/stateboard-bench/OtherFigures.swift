import Foundation

/// The figure this process does not measure itself, printed with its target: the time of the
/// last `make test` (which writes it).
enum OtherFigures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run() {
        let file = root.appendingPathComponent(".build/make-test-time.txt")
        if let text = try? String(contentsOf: file, encoding: .utf8) {
            report(
                "make test: the last run here", text.trimmingCharacters(in: .whitespacesAndNewlines),
                "target: ≤ 6 min from a fresh clone on 2 cores")
        } else {
            report("make test: the last run here", "not run yet", "make test writes it; target: ≤ 6 min from a fresh clone")
        }
    }
}
