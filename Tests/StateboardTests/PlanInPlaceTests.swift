import Foundation
import StateboardCore
import StateboardTestSupport
import StateboardTheme
import Testing

@testable import Stateboard

/// A run reads its jobs where they stand (the plan, the results) instead of copying them, and
/// keeps the folder's digests it wrote instead of decoding them again: memory that grew with
/// the matrix. What it computes and writes is the same either way.
@Suite struct PlanInPlaceTests {
    /// Rule: the digests of jobs read in place at some indices of the plan are those of the same
    /// jobs, in the order of the indices.
    @Test func digestsOfJobsReadInPlaceFollowTheirIndices() throws {
        let folder = try TestPaths.temporaryFolder("plan-in-place")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (theme, plan) = try IncrementalRenderTests.plannedTheme(in: folder)
        try #require(plan.count >= 3)
        let indices = [plan.count - 1, 0, plan.count / 2]
        let digester = JobDigester(themes: [theme], format: .png)
        let resolver = ThemeResolver(theme: theme)
        let inPlace = MatrixRenderer.digests(of: RenderJobs(plan), at: indices, resolvers: [theme.name: resolver], digester: digester, jobs: 2)
        let oneByOne = try indices.map { index -> String? in
            let job = plan[index]
            return digester.digest(job, scene: try resolver.scene(screen: job.screen, state: job.state, variant: job.variant))
        }
        #expect(inPlace.map { $0.map(JobDigester.text) } == oneByOne)
    }

    /// Rule: a run keeps a job's digest as a number and reads the last run's digest back only
    /// when it is exactly what it writes (16 lowercase hex digits): a sign, upper case or fewer
    /// digits are no known digest, so that image is digested again and drawn.
    @Test func digestNumbersReadBackOnlyTheTextTheyWrite() {
        for value: UInt64 in [0, 0xa, 0x0123_4567_89ab_cdef, .max] {
            #expect(JobDigester.value(of: JobDigester.text(value)) == value)
        }
        #expect(JobDigester.text(0xa) == "000000000000000a")
        for text in ["+00000000000000a", "000000000000000A", "a", "00000000000000000a", "-00000000000000a", " 00000000000000a", ""] {
            #expect(JobDigester.value(of: text) == nil, "\(text)")
        }
    }

    /// Rule: a folder's digest entry that is not the text this program writes (here upper case,
    /// the same number) vouches for nothing: that one image is drawn again and its entry
    /// written back as it should be; the others are reused.
    @Test func aDigestEntryNotWrittenAsThisProgramWritesItIsDrawnAgain() throws {
        try TestPaths.withTemporaryFolder("plan-in-place-tampered") { root in
            let (theme, out) = try IncrementalRenderTests.agedTheme(in: root)
            _ = try IncrementalRenderTests.renderLoaded(theme, out: out)
            var digests = RenderDigests.read(in: out.path)
            // An image whose digest has a letter in it (all 16 digits decimal: 1 in 1,800).
            let victim = try #require(digests.images.keys.sorted().first { digests.images[$0]?.uppercased() != digests.images[$0] })
            let written = try #require(digests.images[victim])
            digests.images[victim] = written.uppercased()
            try digests.write(in: out.path)
            let next = try IncrementalRenderTests.renderLoaded(theme, out: out)
            #expect(!next.reused.contains(victim) && next.reused.count == 7)
            #expect(RenderDigests.read(in: out.path).images[victim] == written)
        }
    }

    /// Rule: the review outputs add their sheets to the digests the run kept in memory, and the
    /// folder's digest file holds the bytes it holds when they are read back from disk instead.
    @Test func reviewOutputsWriteTheSameDigestsFromTheRunsCopyAsFromTheFile() throws {
        let folder = try TestPaths.temporaryFolder("plan-in-place-digests")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (theme, plan) = try IncrementalRenderTests.plannedTheme(in: folder)
        var files: [Data] = []
        for keepsDigests in [true, false] {
            let out = folder.appendingPathComponent(keepsDigests ? "kept" : "read").path
            var renderer = MatrixRenderer(themes: [theme], jobs: 2)
            renderer.incremental = true
            var results = try renderer.render(plan, into: out)
            #expect(results.folderDigests?.known.filter { $0 }.count == plan.count)
            if !keepsDigests { results.folderDigests = nil }
            try ReviewOutputs(out: out, format: .png).write(results: results, themes: [theme], renderer: try RendererFactory.make())
            files.append(try Data(contentsOf: URL(fileURLWithPath: out).appendingPathComponent(RenderDigests.fileName)))
        }
        let digests = try JSONDecoder().decode(RenderDigests.self, from: files[0])
        #expect(digests.images.count == plan.count && !digests.sheets.isEmpty)
        #expect(files[0] == files[1])
    }
}
