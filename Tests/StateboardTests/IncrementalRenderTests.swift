import Foundation
import StateboardCore
import StateboardTestSupport
import StateboardTheme
import Testing

@testable import Stateboard

/// Incremental rendering: a run into a folder that holds the last one draws only the images
/// whose resolved scene or inputs changed, and leaves every other file as it was.
@Suite struct IncrementalRenderTests {
    /// `theme()` written into `folder`, loaded, and its whole matrix planned.
    static func plannedTheme(in folder: URL) throws -> (theme: Theme, plan: [RenderJob]) {
        try theme().write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        let theme = try ThemeLoader.load(path: folder.path)
        return (theme, try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter()))
    }

    static func theme(title: String = "No Messages", inboxTitle: String = "Inbox") -> String {
        """
        stateboard: 1
        name: incremental
        defaults:
          chrome: [navigationBar]
        states:
          empty:
            node:
              stack: { axis: vertical, alignment: center, spacing: 8 }
              nodes:
                - label: { text: "@probe.title", style: title2 }
                - button: { title: Refresh, style: filled }
          loading:
            node: { spinner: {} }
        strings:
          en:
            probe.title: "\(title)"
        screens:
          inbox: { title: \(inboxTitle) }
          archive: { title: Archive }
        matrix:
          devices: [iphone-15]
          appearances: [light, dark]
          locales: [en]
          states: [empty, loading]
        """
    }

    /// Renders the theme text into `out` as `stateboard render` does (images, gallery, sheets).
    static func render(_ yaml: String, in folder: URL, out: URL, force: Bool = false) throws -> MatrixRenderer.Results {
        try yaml.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        let theme = try ThemeLoader.load(path: folder.path)
        let plan = try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter())
        var renderer = MatrixRenderer(themes: [theme], jobs: 2)
        renderer.incremental = !force
        let results = try renderer.render(plan, into: out.path)
        try ReviewOutputs(out: out.path, format: .png).write(results: results, themes: [theme], renderer: try RendererFactory.make())
        #expect(results.failures.isEmpty, "\(results.failures)")
        return results
    }

    /// Every file under `folder` with its modification time and size.
    static func stamps(_ folder: URL) -> [String: String] {
        var stamps: [String: String] = [:]
        for case let file as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator() {
            stamps[file] = ValueDigest.fileStamp(at: folder.appendingPathComponent(file).path)
        }
        return stamps
    }

    @Test func aSecondRenderWithNothingChangedDrawsAndWritesNothing() throws {
        try TestPaths.withTemporaryFolder("incremental") { root in
            let out = root.appendingPathComponent("out")
            let first = try Self.render(Self.theme(), in: root, out: out)
            #expect(first.reused.isEmpty && first.written.count == 8)
            let before = Self.stamps(out)
            #expect(before.keys.contains("index.html") && before.keys.contains("incremental/inbox/contact-sheet.png"))
            #expect(before.keys.contains(RenderDigests.fileName))
            let second = try Self.render(Self.theme(), in: root, out: out)
            #expect(second.reused.count == 8 && second.written.count == 8, "every image is still in the results, for the gallery")
            #expect(Self.stamps(out) == before, "no file was written")
        }
    }

    @Test func aChangedStringDrawsOnlyTheImagesThatShowIt() throws {
        try TestPaths.withTemporaryFolder("incremental") { root in
            let out = root.appendingPathComponent("out")
            _ = try Self.render(Self.theme(), in: root, out: out)
            let before = Self.stamps(out)
            let results = try Self.render(Self.theme(title: "Nothing Here"), in: root, out: out)
            let drawn = Set(results.written.map(\.path)).subtracting(results.reused)
            #expect(drawn == Set(results.written.map(\.path).filter { $0.contains("/empty/") }), "\(drawn)")
            let after = Self.stamps(out)
            for path in results.reused { #expect(after[path] == before[path], "\(path) untouched") }
            #expect(after["incremental/inbox/contact-sheet.png"] != before["incremental/inbox/contact-sheet.png"], "the sheet shows the new text")
            let screenTitle = try Self.render(Self.theme(title: "Nothing Here", inboxTitle: "Mail"), in: root, out: out)
            #expect(Set(screenTitle.written.map(\.path)).subtracting(screenTitle.reused).allSatisfy { $0.contains("/inbox/") })
            #expect(screenTitle.reused.count == 4, "the archive screen's four images are unchanged")
        }
    }

    @Test func aRunThatReportsAsItDrawsHandsOverBatchesInPlanOrderWithTheSameOutcome() throws {
        try TestPaths.withTemporaryFolder("incremental") { root in
            try Self.theme().write(to: root.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            let theme = try ThemeLoader.load(path: root.path)
            let plan = try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter())
            #expect(plan.count == 8)
            let batches = Locked<[[Int]]>([])
            var reporting = MatrixRenderer(themes: [theme], jobs: 1)
            reporting.incremental = true
            reporting.onDrawn = { batch in batches.withLock { $0.append(batch.written.map(\.index)) } }
            let reported = try reporting.render(plan, into: root.appendingPathComponent("reported").path)
            // One job: a first batch of one (the top of a page), then batches that double.
            #expect(batches.withLock { $0 } == [[0], [1, 2], [3, 4, 5, 6], [7]])
            var whole = MatrixRenderer(themes: [theme], jobs: 1)
            whole.incremental = true
            let oneBatch = try whole.render(plan, into: root.appendingPathComponent("whole").path)
            #expect(reported.written.map(\.path) == oneBatch.written.map(\.path))
            #expect(reported.digests == oneBatch.digests && reported.failures.isEmpty)

            // A changed string: only the batches holding an image that shows it are reported.
            batches.withLock { $0 = [] }
            try Self.theme(title: "Nothing Here").write(to: root.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            let edited = try ThemeLoader.load(path: root.path)
            reporting = MatrixRenderer(themes: [edited], jobs: 1)
            reporting.incremental = true
            reporting.onDrawn = { batch in batches.withLock { $0.append(batch.written.map(\.index)) } }
            let second = try reporting.render(plan, into: root.appendingPathComponent("reported").path)
            let drawn = batches.withLock { $0 }.flatMap { $0 }
            #expect(!drawn.isEmpty && drawn.allSatisfy { plan[$0].state.key == "empty" }, "\(drawn)")
            #expect(second.reused.count == plan.count - drawn.count)
        }
    }

    /// Rule: a watcher's round names every image of its plan, at the paths it then writes,
    /// before it draws any (a live preview lists them at once: `LiveHub.publishPlanned`).
    @Test func aWatchersRoundListsItsPlanBeforeDrawing() throws {
        try TestPaths.withTemporaryFolder("incremental") { root in
            try Self.theme().write(to: root.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            let events = Locked<[String]>([])
            var watcher = ThemeWatcher(themePath: root.path, out: root.appendingPathComponent("out").path)
            watcher.jobs = 1
            watcher.onPlanned = { images in events.withLock { $0.append("planned " + images.map(\.path).joined(separator: " ")) } }
            watcher.onDrawn = { batch in events.withLock { $0.append("drawn " + batch.written.map(\.path).joined(separator: " ")) } }
            let (round, _) = watcher.renderOnce()
            guard case .rendered(let results, _) = round else {
                Issue.record("the round did not render: \(round)")
                return
            }
            let seen = events.withLock { $0 }
            #expect(seen.count == 5, "the plan, then four batches: \(seen)")
            #expect(seen.first == "planned " + results.written.map(\.path).joined(separator: " "))
            #expect(seen.dropFirst().allSatisfy { $0.hasPrefix("drawn ") })
        }
    }

    /// Rule: a watcher that keeps no written list (a live preview) names the same plan
    /// compactly (`onPlan`) and hands over its batches and results as `images` only: the same
    /// paths, in the same order, with no `RenderedImage` per image held by the round.
    @Test func aWatcherThatKeepsNoListNamesTheSamePlanCompactly() throws {
        try TestPaths.withTemporaryFolder("incremental") { root in
            try Self.theme().write(to: root.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            let listed = Locked<[String]>([])
            let compact = Locked<[String]>([])
            let drawn = Locked<[String]>([])
            var watcher = ThemeWatcher(themePath: root.path, out: root.appendingPathComponent("out").path)
            watcher.jobs = 1
            watcher.keepsWritten = false
            watcher.onPlanned = { images in listed.withLock { $0 = images.map(\.path) } }
            watcher.onPlan = { images in compact.withLock { $0 = images.indices.map { images.path(at: $0) } } }
            watcher.onDrawn = { batch in drawn.withLock { $0 += batch.images.map(\.path) + batch.written.map { "listed " + $0.path } } }
            let (round, _) = watcher.renderOnce()
            guard case .rendered(let results, _) = round else {
                Issue.record("the round did not render: \(round)")
                return
            }
            let paths = listed.withLock { $0 }
            #expect(!paths.isEmpty && compact.withLock { $0 } == paths)
            #expect(drawn.withLock { $0 } == paths, "every batch as images, none listed")
            #expect(results.written.isEmpty && results.images.map(\.path) == paths)
        }
    }

    @Test func aRunToldToStopBetweenBatchesLeavesTheJobsItDidNotReachForTheNextRun() throws {
        try TestPaths.withTemporaryFolder("incremental") { root in
            let out = root.appendingPathComponent("out")
            _ = try Self.render(Self.theme(), in: root, out: out)
            try Self.theme(title: "Nothing Here").write(to: root.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            let edited = try ThemeLoader.load(path: root.path)
            let plan = try RenderPlan.checkedJobs(for: [edited], filter: RenderFilter())
            let showsTitle = Set(plan.indices.filter { plan[$0].state.key == "empty" })
            let firstBatch = MatrixRenderer.firstBatchPerJob  // jobs in the first batch with one job
            #expect(showsTitle.contains { $0 < firstBatch } && showsTitle.contains { $0 >= firstBatch })

            // A save arrived: the run stops after its first batch (job 0 with one job).
            var stopping = MatrixRenderer(themes: [edited], jobs: 1)
            stopping.incremental = true
            stopping.onDrawn = { _ in }
            stopping.shouldStop = { true }
            let stopped = try stopping.render(plan, into: out.path)
            #expect(stopped.abandoned)
            let drawnFirst = Set(stopped.written.map(\.index)).subtracting(stopped.written.filter { stopped.reused.contains($0.path) }.map(\.index))
            #expect(drawnFirst == showsTitle.filter { $0 < firstBatch })

            // The next run draws what the stopped one never reached, and nothing it drew.
            var next = MatrixRenderer(themes: [edited], jobs: 1)
            next.incremental = true
            let finished = try next.render(plan, into: out.path)
            #expect(!finished.abandoned)
            let drawnNext = Set(finished.written.map(\.index)).subtracting(finished.written.filter { finished.reused.contains($0.path) }.map(\.index))
            #expect(drawnNext == showsTitle.filter { $0 >= firstBatch })
        }
    }

    @Test func aSaveDuringABatchStopsItBetweenTwoJobsAndTheNextRunDrawsTheRest() throws {
        try TestPaths.withTemporaryFolder("incremental") { root in
            try Self.theme().write(to: root.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            let theme = try ThemeLoader.load(path: root.path)
            let plan = try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter())
            let out = root.appendingPathComponent("out").path
            // One job: the first batch is job 0, the second jobs 1 and 2. The save arrives once two
            // images are drawn, inside the second batch: job 2 is never started.
            #expect(plan.count > 3)
            let finished = Locked(0)
            var stopping = MatrixRenderer(themes: [theme], jobs: 1)
            stopping.incremental = true
            stopping.onDrawn = { _ in }
            stopping.shouldStop = { finished.current >= 2 }
            let stopped = try stopping.render(plan, into: out) { event in
                if case .finished = event { finished.withLock { $0 += 1 } }
            }
            #expect(stopped.abandoned)
            #expect(stopped.failures.isEmpty, "a job not reached is no failure: \(stopped.failures)")
            #expect(Set(stopped.written.map(\.index)) == [0, 1])
            #expect(!FileManager.default.fileExists(atPath: (out as NSString).appendingPathComponent(plan[2].outputPath(.png))))

            var next = MatrixRenderer(themes: [theme], jobs: 1)
            next.incremental = true
            let finishing = try next.render(plan, into: out)
            #expect(!finishing.abandoned && finishing.failures.isEmpty)
            #expect(Set(finishing.reused) == Set([0, 1].map { plan[$0].outputPath(.png) }))
            #expect(finishing.written.count == plan.count)
        }
    }

    /// Sets the modification time of the theme's files and folder to `seconds` ago (a theme
    /// saved a while before a run, as `ThemeInputs` needs to trust its stamps).
    static func age(_ folder: URL, by seconds: Double) throws {
        let date = Date().addingTimeInterval(-seconds)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: folder.appendingPathComponent(name).path)
        }
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: folder.path)
    }

    /// Renders the theme in `folder` (loaded now) incrementally into `out`.
    static func renderLoaded(_ folder: URL, out: URL) throws -> MatrixRenderer.Results {
        let theme = try ThemeLoader.load(path: folder.path)
        var renderer = MatrixRenderer(themes: [theme], jobs: 2)
        renderer.incremental = true
        return try renderer.render(try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter()), into: out.path)
    }

    /// The theme written into `root/theme`, its files a minute old, and `root/out`.
    static func agedTheme(in root: URL) throws -> (theme: URL, out: URL) {
        let theme = root.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try Self.theme().write(to: theme.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        try Self.age(theme, by: 60)
        return (theme, root.appendingPathComponent("out"))
    }

    @Test func aRunWhoseThemeInputsAreUnchangedResolvesNoScene() throws {
        try TestPaths.withTemporaryFolder("incremental") { root in
            let (theme, out) = try Self.agedTheme(in: root)
            let first = try Self.renderLoaded(theme, out: out)
            #expect(first.resolved == 8 && first.reused.isEmpty)
            let second = try Self.renderLoaded(theme, out: out)
            #expect(second.resolved == 0 && second.reused.count == 8, "nothing the scenes come from changed")

            // An edit (saved a while ago, so its stamp is trusted): every scene is resolved again.
            try Self.theme(title: "Nothing Here").write(to: theme.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            try Self.age(theme, by: 30)
            let edited = try Self.renderLoaded(theme, out: out)
            #expect(edited.resolved == 8 && edited.reused.count == 4, "the four images showing the title changed")
        }
    }

    /// Rule: a first render into a folder draws every image without digesting it first, and
    /// digests it as it draws it (each layout group's scene once): what it writes for each image
    /// is the digest a run that digests before drawing works out for it.
    @Test func aFirstRenderDigestsAsItDrawsWhatADigestBeforeDrawingWouldFind() throws {
        try TestPaths.withTemporaryFolder("incremental") { root in
            let (folder, out) = try Self.agedTheme(in: root)
            let first = try Self.renderLoaded(folder, out: out)
            #expect(first.resolved == 8 && first.failures.isEmpty)
            let theme = try ThemeLoader.load(path: folder.path)
            let digester = JobDigester(themes: [theme], format: .png)
            let resolver = ThemeResolver(theme: theme)
            let written = RenderDigests.read(in: out.path).images
            let plan = try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter())
            for job in plan {
                let scene = try resolver.scene(screen: job.screen, state: job.state, variant: job.variant)
                #expect(written[job.outputPath(.png)] == digester.digest(job, scene: scene), "\(job.relativePath)")
            }
            #expect(written.count == plan.count)
        }
    }

    @Test func aFileChangedAfterTheThemeWasLoadedIsNeverTakenOnTrust() throws {
        try TestPaths.withTemporaryFolder("incremental") { root in
            let (theme, out) = try Self.agedTheme(in: root)
            let loaded = try ThemeLoader.load(path: theme.path)
            // Saved after the theme above was read: what it resolves to may be the old text.
            try Self.theme(title: "Nothing Here").write(to: theme.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            var stale = MatrixRenderer(themes: [loaded], jobs: 2)
            stale.incremental = true
            _ = try stale.render(try RenderPlan.checkedJobs(for: [loaded], filter: RenderFilter()), into: out.path)
            #expect((RenderDigests.read(in: out.path).inputs ?? [:]).isEmpty, "no image's digest is vouched for by the new file")
            try Self.age(theme, by: 30)
            let next = try Self.renderLoaded(theme, out: out)
            #expect(next.resolved == 8, "every scene resolved from the file as it is")
            #expect(next.reused.count == 4, "the title's four images drawn again")
        }
    }

    @Test func aMissingImageIsDrawnAgainAndAForcedRunForgetsTheDigests() throws {
        try TestPaths.withTemporaryFolder("incremental") { root in
            let out = root.appendingPathComponent("out")
            let first = try Self.render(Self.theme(), in: root, out: out)
            let victim = first.written[0].path
            try FileManager.default.removeItem(at: out.appendingPathComponent(victim))
            let second = try Self.render(Self.theme(), in: root, out: out)
            #expect(!second.reused.contains(victim) && second.reused.count == 7)
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(victim).path))
            _ = try Self.render(Self.theme(), in: root, out: out, force: true)
            #expect(RenderDigests.read(in: out.path).images.isEmpty, "images drawn without digests are forgotten")
            let third = try Self.render(Self.theme(), in: root, out: out)
            #expect(third.reused.isEmpty)
        }
    }

    @Test func aDigestIgnoresDictionaryOrderAndSeesAFileChangeBehindAPath() throws {
        var forward: [String: Int] = [:], backward: [String: Int] = [:]
        for key in (0..<50).map(String.init) { forward[key] = key.count }
        for key in (0..<50).map(String.init).reversed() { backward[key] = key.count }
        #expect(ValueDigest.of(forward) == ValueDigest.of(backward))
        #expect(ValueDigest.of(forward) != ValueDigest.of(["1": 1]))
        try TestPaths.withTemporaryFolder("digest") { folder in
            let file = folder.appendingPathComponent("icon.svg")
            try Data("<svg/>".utf8).write(to: file)
            let before = ValueDigest.of(["image": file.path])
            try Data("<svg></svg>".utf8).write(to: file)
            #expect(ValueDigest.of(["image": file.path]) != before)
        }
    }

    /// Rule: optionals and arrays, opened without reflection, still tell every value apart:
    /// `nil` from an empty value, the order and number of elements, what is nested.
    @Test func aDigestTellsOptionalsAndArraysApart() {
        struct Probe { var name: String?; var sizes: [Double]; var nested: [String?]? }
        let probes = [
            Probe(name: nil, sizes: [], nested: nil), Probe(name: "", sizes: [], nested: nil),
            Probe(name: nil, sizes: [1, 2], nested: nil), Probe(name: nil, sizes: [2, 1], nested: nil),
            Probe(name: nil, sizes: [1], nested: nil), Probe(name: nil, sizes: [], nested: []),
            Probe(name: nil, sizes: [], nested: [nil]), Probe(name: nil, sizes: [], nested: [""]),
        ]
        let digests = probes.map { ValueDigest.of($0) }
        #expect(Set(digests).count == probes.count, "\(digests)")
        #expect(probes.map { ValueDigest.of($0) } == digests, "the same value, the same digest")
        let optional: Double? = 1
        #expect(ValueDigest.of(optional as Any) != ValueDigest.of(1.0), "an optional is not its value")
    }

    /// Rule: a struct's stored properties read at their offsets (`StructFields`) digest as a
    /// `Mirror` of the value does, for every scene of every bundled theme (one light variant of
    /// each screen and state: every struct a theme can resolve to, with its enums, optionals,
    /// arrays, dictionaries and existentials).
    @Test func aStructReadByItsFieldsDigestsAsItsMirrorDoes() throws {
        let catalog = ThemeCatalog()
        var scenes = 0, fast = 0
        for name in ComputedPlanTests.bundled {
            let theme = try catalog.load(name)
            let resolver = ThemeResolver(theme: theme)
            var seen = Set<String>()
            for job in RenderPlan.plan(for: theme, source: .matrix, filter: RenderFilter()) where seen.insert(job.screen + job.state.key).inserted {
                let scene = try resolver.scene(screen: job.screen, state: job.state, variant: job.variant)
                #expect(ValueDigest.of(scene) == ValueDigest.of(scene, readsFields: false), "\(name) \(job.relativePath)")
                if seen.count == 1, StructFields.of(scene) != nil { fast += 1 }
                scenes += 1
            }
        }
        #expect(scenes > 50 && fast == ComputedPlanTests.bundled.count, "\(scenes) scenes, \(fast) read by their fields")
    }

    /// Rule: the modules whose structs the digest reads by their fields declare no `weak` or
    /// `unowned` property (`_forEachField` does not tell them from strong ones, and their storage
    /// differs): a struct that needs one there must be reflected instead.
    @Test func theModulesReadByFieldsDeclareNoWeakProperty() throws {
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        let weak = try NSRegularExpression(pattern: #"\b(?:weak|unowned(?:\(\w+\))?)\s+(?:var|let)\b"#)
        var read = 0
        for module in StructFields.ownModules.map({ String($0.dropLast()) }) {
            let files = try #require(FileManager.default.enumerator(at: sources.appendingPathComponent(module), includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                #expect(weak.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil, "\(file.lastPathComponent)")
                read += 1
            }
        }
        #expect(read > 100, "\(read) files read")
        // The pattern finds what it is for.
        let probe = "final class A { weak var delegate: B? }"
        #expect(weak.firstMatch(in: probe, range: NSRange(probe.startIndex..., in: probe)) != nil)
    }

    /// Rule: only a plain struct of Stateboard's modules is read by its fields; a type with a
    /// mirror of its own, an enum, a class, a dictionary, a set, a struct with no stored property
    /// or another module's struct (an app's, a test's) is reflected.
    @Test func onlyAPlainStructIsReadByItsFields() {
        struct Plain { var a = 1; var b: String? = "b" }
        struct Empty {}
        struct Custom: CustomReflectable { var a = 1; var customMirror: Mirror { Mirror(self, children: ["x": 2]) } }
        enum Choice { case one(Int) }
        final class Box { var a = 1 }
        #expect(StructFields.of(LayoutSize(width: 1, height: 2))?.fields.map(\.label) == ["width", "height"])
        for value: Any in [Plain(), Empty(), Custom(), Choice.one(1), Box(), ["k": 1], Set([1]), Int32(3), 2.5 as Float] {
            #expect(StructFields.of(value) == nil, "\(type(of: value))")
        }
        #expect(ValueDigest.of(Plain()) == ValueDigest.of(Plain(), readsFields: false))
        #expect(ValueDigest.of(Plain()) != ValueDigest.of(Plain(a: 2)))
        #expect(ValueDigest.of(Custom()) == ValueDigest.of(Custom(), readsFields: false))
    }

    /// Rule: a struct reached through another existential (a custom node's content, typed
    /// `any CustomNodeContent`, or such an element, handed over as `Any`) digests as its mirror
    /// does: its bytes there are the existential's box, so it is reflected, never read at its
    /// fields' offsets.
    @Test func aStructBehindAnExistentialDigestsAsItsMirrorDoes() {
        // A list row is larger than an existential's three inline words: it is boxed there.
        let row = ListRowNode(text: TextContent(text: "Wi-Fi", font: FontSpec(size: 17)), value: TextContent(text: "Home", font: FontSpec(size: 17)))
        let node = CustomNode(name: "listRow", content: row)
        let contents: [any CustomNodeContent] = [row, ListRowNode(text: TextContent(text: "Bluetooth", font: FontSpec(size: 17)))]
        #expect(StructFields.of(row) != nil, "a list row alone is read by its fields")
        #expect(ValueDigest.of(node) == ValueDigest.of(node, readsFields: false))
        #expect(ValueDigest.of(contents) == ValueDigest.of(contents, readsFields: false))
        var other = row
        other.text.text = "Wi-Fi 6"
        #expect(ValueDigest.of(node) != ValueDigest.of(CustomNode(name: "listRow", content: other)))
    }
}
