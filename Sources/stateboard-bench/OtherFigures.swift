import Foundation

/// The figures this process does not measure itself, printed with their targets: the
/// time of the last `make test` (which writes it), and the live preview's save-to-image time.
enum OtherFigures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run() {
        let file = root.appendingPathComponent(".build/make-test-time.txt")
        if let text = try? String(contentsOf: file, encoding: .utf8) {
            report("make test: the last run here", text.trimmingCharacters(in: .whitespacesAndNewlines),
                   "target: ≤ 6 min from a fresh clone on 2 cores")
        } else {
            report("make test: the last run here", "not run yet", "make test writes it; target: ≤ 6 min from a fresh clone")
        }
        report("serve: save → new image in an open page", "not measured here",
               "target: median ≤ 250 ms for a one-string edit, 6 or 1,000 images")
    }
}
