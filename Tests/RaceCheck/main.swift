import Foundation
import Stateboard

// The thread sanitizer's check (`make test`, `make race-check`): the pipeline's concurrent paths
// as the CLI drives them, in a binary built with -sanitize=thread that holds only the library
// (no server, no test suites), so the instrumented build stays small.
//
// - `verify` of a slice of every bundled theme's references with more jobs than cores: workers
//   drawing, the encoder pipeline, the shared font, text and image caches, the report slots —
//   and the pixels must still match the recorded references;
// - an incremental `render` of the same slice twice into one folder: the digests worked out on
//   several threads, and a second run that must draw nothing;
// - a `render` of the slice with one job: the drawing thread beside the encoder queue, which
//   makes the contact sheets' thumbnails and gives each pixel buffer back as its background.
//
// The thread sanitizer reports any data race on the way (and the process then exits 66); a
// reference that no longer matches, or a second render that draws, exits 1.

/// Every `stride`-th reference job of each theme: all states and screens show up across themes
/// while the instrumented run stays short.
let stride: Int = {
    guard let text = ProcessInfo.processInfo.environment["RACE_CHECK_STRIDE"] else { return 12 }
    guard let value = Int(text), value >= 1 else {
        FileHandle.standardError.write(Data("race check: RACE_CHECK_STRIDE must be a whole number of at least 1, not `\(text)`\n".utf8))
        exit(2)
    }
    return value
}()
let jobs = 4
var failed = false

@MainActor func fail(_ message: String) {
    FileHandle.standardError.write(Data("race check: \(message)\n".utf8))
    failed = true
}

do {
    let catalog = ThemeCatalog()
    let themes = try BundledThemes.names.map { NamedTheme(argument: $0, theme: try catalog.load($0)) }
    let plan = themes.flatMap { named in
        RenderPlan.referenceJobs(for: named.theme).enumerated().filter { $0.offset % stride == 0 }.map(\.element)
    }

    let outcome = try VerifyRun(themes: themes, jobs: jobs).run(plan)
    let failures = outcome.report.entries.filter { $0.status != .passed }
    for entry in failures { fail("\(entry.key): \(entry.summary)") }
    print("verify, \(jobs) jobs: \(plan.count - failures.count) of \(plan.count) references match")

    let out = NSTemporaryDirectory() + "stateboard-race-check-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: out) }
    var renderer = MatrixRenderer(themes: themes.map(\.theme), format: .png, jobs: jobs)
    renderer.incremental = true
    let first = try renderer.render(plan, into: out)
    let second = try renderer.render(plan, into: out)
    for message in first.failures + second.failures { fail(message) }
    if second.reused.count != plan.count { fail("the second incremental render drew \(plan.count - second.reused.count) images; nothing changed") }
    print("render, \(jobs) jobs, incremental: \(first.written.count) drawn, then \(second.reused.count) of \(plan.count) reused")

    let one = try MatrixRenderer(themes: themes.map(\.theme), format: .png, jobs: 1).render(plan, into: out + "-one")
    defer { try? FileManager.default.removeItem(atPath: out + "-one") }
    for message in one.failures { fail(message) }
    let picks = ReviewOutputs.contactSheetPicks(plan, themes: themes.map(\.theme)).flatMap(\.picks).count
    let thumbnails = one.written.filter { $0.thumbnail != nil }.count
    if thumbnails != picks { fail("the one-job render kept \(thumbnails) contact-sheet thumbnails, not \(picks)") }
    print("render, 1 job: \(one.written.count) drawn, \(thumbnails) contact-sheet thumbnails")
} catch {
    fail("\(error)")
}
exit(failed ? 1 : 0)
