import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import Stateboard

/// A render that does not keep `Results.written` (`keepsWritten` off, as the command line runs)
/// holds its images compactly and lists them through `Results.images`: the same images, in plan
/// order, with what each carries, and the same gallery and contact sheets; and `JobRunner` hands
/// each outcome over as its job finishes, every job once.
@Suite struct CompactResultsTests {
    /// What a test compares of an image.
    static func described(_ image: MatrixRenderer.RenderedImage) -> String {
        "\(image.index) \(image.path) \(image.job.relativePath) thumbnail:\(image.thumbnail != nil) cut:\(image.cut?.node ?? "-") \(image.missingGlyphs)"
            + " reused:\(image.reused)"
    }

    static func render(_ theme: Theme, _ plan: [RenderJob], into out: String, keeps: Bool) throws -> MatrixRenderer.Results {
        var renderer = MatrixRenderer(themes: [theme], jobs: 2)
        renderer.incremental = true
        renderer.keepsWritten = keeps
        return try renderer.render(plan, into: out)
    }

    /// Rule: the images a compact run lists are the kept run's, in plan order, also when an
    /// incremental run redraws some and reuses the rest (drawn and reused are listed in plan
    /// order, not one group after the other); it keeps no `written`, no digest list and no
    /// list of reused paths (it counts them, and each image says whether it was reused).
    @Test func aRunThatDoesNotKeepWrittenListsTheSameImagesInPlanOrder() throws {
        try TestPaths.withTemporaryFolder("compact-results") { root in
            let (theme, plan) = try IncrementalRenderTests.plannedTheme(in: root)
            let kept = root.appendingPathComponent("kept").path, compact = root.appendingPathComponent("compact").path
            for round in 0..<2 {
                let theme = round == 0 ? theme : try Self.reload(IncrementalRenderTests.theme(title: "Nothing Here"), in: root)
                let whole = try Self.render(theme, plan, into: kept, keeps: true)
                let small = try Self.render(theme, plan, into: compact, keeps: false)
                #expect(small.written.isEmpty && small.digests.isEmpty)
                #expect(whole.written.count == plan.count && whole.digests.count == plan.count)
                #expect(small.images.map(Self.described) == whole.written.map(Self.described), "round \(round)")
                #expect(small.images.map(\.index) == Array(plan.indices), "round \(round): plan order")
                #expect(small.reused.isEmpty && small.reusedCount == whole.reused.count, "counted, not listed")
                #expect(small.images.filter(\.reused).map(\.path) == whole.reused, "each image says it was reused")
                #expect(whole.written.filter(\.reused).map(\.path) == whole.reused)
                if round == 1 { #expect(!whole.reused.isEmpty && whole.reused.count < plan.count, "some redrawn, some reused") }
            }
        }
    }

    /// Rule: the gallery and the contact sheets written from a compact run are byte for byte
    /// those of a run that kept every image, on a first render and after an edit.
    @Test func theGalleryAndContactSheetsOfACompactRunAreTheKeptRunsBytes() throws {
        try TestPaths.withTemporaryFolder("compact-results") { root in
            let (theme, plan) = try IncrementalRenderTests.plannedTheme(in: root)
            let kept = root.appendingPathComponent("kept").path, compact = root.appendingPathComponent("compact").path
            for round in 0..<2 {
                let theme = round == 0 ? theme : try Self.reload(IncrementalRenderTests.theme(title: "Nothing Here"), in: root)
                for (out, keeps) in [(kept, true), (compact, false)] {
                    let results = try Self.render(theme, plan, into: out, keeps: keeps)
                    try ReviewOutputs(out: out, format: .png).write(results: results, themes: [theme], renderer: try RendererFactory.make())
                }
                let files = ["index.html", "incremental/inbox/contact-sheet.png", "incremental/archive/contact-sheet.png", RenderDigests.fileName]
                for file in files {
                    let a = FileManager.default.contents(atPath: (kept as NSString).appendingPathComponent(file))
                    let b = FileManager.default.contents(atPath: (compact as NSString).appendingPathComponent(file))
                    #expect(a != nil && a == b, "round \(round): \(file)")
                }
            }
        }
    }

    /// Rule: `JobRunner` delivers every job of the plan exactly once, also when the run stops
    /// (the jobs not started as `JobNotReached`), one call at a time.
    @Test func everyJobIsDeliveredOnceAlsoWhenTheRunStops() throws {
        try TestPaths.withTemporaryFolder("compact-results") { root in
            let (theme, plan) = try IncrementalRenderTests.plannedTheme(in: root)
            for stopAfter in [plan.count, 3] {
                let ran = Locked(0)
                var runner = JobRunner(themes: [theme], jobs: 2)
                runner.shouldStop = { ran.current >= stopAfter }
                let delivered = Locked<[(Int, Bool)]>([])
                let inside = Locked(0)
                let overlapped = Locked(false)
                try runner.run(
                    RenderJobs(plan),
                    { job, _, _ in
                        ran.withLock { $0 += 1 }
                        return job.relativePath
                    }
                ) { index, outcome in
                    if inside.withLock({
                        $0 += 1; return $0
                    }) > 1 {
                        overlapped.withLock { $0 = true }
                    }
                    delivered.withLock { $0.append((index, (try? outcome.result.get()) == plan[index].relativePath)) }
                    inside.withLock { $0 -= 1 }
                }
                let all = delivered.current
                #expect(all.map(\.0).sorted() == Array(plan.indices), "stop after \(stopAfter): each job once")
                #expect(all.filter(\.1).count == ran.current, "stop after \(stopAfter): the jobs run are delivered with their result")
                #expect(!overlapped.current)
            }
        }
    }

    /// Rule: a run that reports as it draws (`onDrawn`, a live preview's) hands every image's
    /// thumbnail over with its batch, and its results do not hold them to the end of the run.
    @Test func batchesCarryTheirThumbnailsAndTheRunsResultsDoNot() throws {
        try TestPaths.withTemporaryFolder("compact-results") { root in
            let (theme, plan) = try IncrementalRenderTests.plannedTheme(in: root)
            let handed = Locked<[String]>([])
            var renderer = MatrixRenderer(themes: [theme], jobs: 2)
            renderer.incremental = true
            renderer.thumbnailSpool = try DataSpool(folder: root.path)
            renderer.onDrawn = { batch in handed.withLock { $0 += batch.written.filter { $0.thumbnailPNG != nil }.map(\.path) } }
            let results = try renderer.render(plan, into: root.appendingPathComponent("out").path)
            #expect(handed.current.sorted() == plan.map { $0.outputPath(.png) }.sorted(), "each batch brings its images' thumbnails")
            #expect(results.written.count == plan.count && results.written.allSatisfy { $0.thumbnailPNG == nil })
        }
    }

    static func reload(_ yaml: String, in root: URL) throws -> Theme {
        try yaml.write(to: root.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        return try ThemeLoader.load(path: root.path)
    }
}
