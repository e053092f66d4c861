import Foundation
import SnapshotTesting
import StateboardCore
import StateboardRender
import StateboardSnapshot
import StateboardSnapshotTesting
import StateboardTestSupport
import Testing

/// What a passing and a failing snapshot cost in this build, for `make bench` (which runs it in a
/// debug build, as a developer's tests run). Off unless `STATEBOARD_BENCH` is set: timing is
/// measured by the benchmark run, never asserted by a test.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["STATEBOARD_BENCH"] != nil))
struct SnapshotCostBenchmark {
    /// A full iPhone 15 screen at @3x whose button title changes: the button widens and the stack
    /// re-centres, so a quarter of a million pixels differ — a realistic failure, not a one-pixel one.
    @Test func failingSnapshotCostAgainstPassing() throws {
        let directory = try SnapshotFixtures.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func screen(_ title: String) -> PlaceholderScene {
            Build.scene(
                width: 393, height: 852, scale: 3,
                Build.stack(
                    spacing: 8,
                    [
                        Build.label("Nothing here", id: "title"), Build.button(title, id: "retry", tint: Build.color("#007AFF")),
                    ]))
        }
        func verify(_ title: String, record: SnapshotTestingConfiguration.Record) -> String? {
            verifyStateboardSnapshot(
                of: screen(title), as: .stateboard(), named: "screen", record: record,
                snapshotDirectory: directory, testName: "cost")
        }
        _ = verify("Retry", record: .all)
        let rounds = 8
        let clock = ContinuousClock()
        var failures = 0
        let passing = clock.measure { for _ in 0..<rounds { if verify("Retry", record: .never) != nil { failures += 1 } } }
        let failing = clock.measure { for _ in 0..<rounds { if verify("Try Again", record: .never) == nil { failures += 1 } } }
        #expect(failures == 0, "the passing snapshot must pass and the failing one fail")
        let pass = passing / rounds, fail = failing / rounds
        let ratio =
            (Double(fail.components.attoseconds) / 1e18 + Double(fail.components.seconds))
            / (Double(pass.components.attoseconds) / 1e18 + Double(pass.components.seconds))
        print(
            String(
                format: "snapshot (iPhone 15 @3x, this build): passing %.0f ms, failing %.0f ms (diff picture and message), ratio %.2f",
                milliseconds(pass), milliseconds(fail), ratio))
    }

    /// Where a failing snapshot's time goes, step by step, for the same two screens.
    @Test func failingSnapshotStepByStep() throws {
        func screen(_ title: String) -> PlaceholderScene {
            Build.scene(
                width: 393, height: 852, scale: 3,
                Build.stack(
                    spacing: 8,
                    [
                        Build.label("Nothing here", id: "title"), Build.button(title, id: "retry", tint: Build.color("#007AFF")),
                    ]))
        }
        let renderer = try ImageRenderer()
        let clock = ContinuousClock()
        func time(_ label: String, _ body: () throws -> Void) rethrows {
            let elapsed = try clock.measure { for _ in 0..<4 { try body() } } / 4
            print(String(format: "snapshot step: %@ %.1f ms", label, milliseconds(elapsed)))
        }
        var reference = Data(), actual = Data()
        try time("render + compact PNG (both paths)") {
            reference = try renderer.draw(renderer.layout(screen("Retry")), appearance: .light).png(compression: .compact)
        }
        actual = try renderer.draw(renderer.layout(screen("Try Again")), appearance: .light).png(compression: .compact)
        var decoded: (RGBAImage, RGBAImage)?
        try time("decode both PNGs, one after the other") { decoded = (try RGBAImage(png: reference), try RGBAImage(png: actual)) }
        let (a, b) = try #require(decoded)
        var result: ImageComparisonResult?
        time("compare") { result = ImageComparison.compare(a, b) }
        let comparison = try #require(result)
        var picture: RenderedBitmap?
        time("three-pane picture") { picture = DiffImage.threePane(reference: a, actual: b, result: comparison) }
        let bitmap = try #require(picture)
        time("picture PNG (quick)") { _ = bitmap.png(compression: .quick) }
    }

    private func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
