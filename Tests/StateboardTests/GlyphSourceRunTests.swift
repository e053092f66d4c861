import Foundation
import Stateboard
import StateboardTestSupport
import Testing

/// Runs with the `apple` glyph source (against a stand-in Mac font tree): references kept beside
/// the pinned ones, drift between the two, the theme's choice, galleries that say which drew them.
@Suite(.serialized) struct GlyphSourceRunTests {
    static let fontRoot = AppleStandIns.sharedRoot

    static var apple: GlyphSettings {
        GlyphSettings.fromEnvironment(source: .apple, environment: ["STATEBOARD_APPLE_FONTS": fontRoot.path], home: "/nonexistent-home")
    }

    @Test func appleReferencesAreKeptBesideThePinnedOnesWithTheirOwnFingerprint() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        try project.record()
        let summary = try GlyphSettings.$current.withValue(Self.apple) { try project.record() }
        #expect(summary.counts == [.created: 1] && summary.failures.isEmpty, "\(summary.failures)")
        let appleStore = project.store.forGlyphs(.apple)
        #expect(appleStore.folder == project.root.appendingPathComponent("Snapshots-apple").path)
        #expect(FileManager.default.fileExists(atPath: appleStore.folder + "/probe/inbox/empty/iphone-15-light-en@1x.png"))
        let fingerprint = try #require(try appleStore.fingerprint(of: "probe"))
        #expect(fingerprint.environment.glyphSource == .apple)
        #expect(fingerprint.environment.fonts["SF-Pro-Display-Regular.otf"] != nil)
        #expect(try project.store.fingerprint(of: "probe")?.environment.glyphSource == .pinned)
        // Each verifies against its own.
        #expect(try project.verify().report.allPassed)
        #expect(try GlyphSettings.$current.withValue(Self.apple) { try project.verify() }.report.allPassed)
    }

    @Test func theTwoSourcesDrawDifferentPixels() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        try project.record()
        try GlyphSettings.$current.withValue(Self.apple) { _ = try project.record() }
        let pinned = try Data(contentsOf: URL(fileURLWithPath: project.reference))
        let apple = try Data(contentsOf: URL(fileURLWithPath: project.store.forGlyphs(.apple).referencePath(project.plan()[0])))
        #expect(pinned != apple)
    }

    @Test func verifyingReferencesOfTheOtherSourceIsEnvironmentDriftNotAPixelFailure() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        try project.record()
        // Pinned references where the Apple-glyph ones belong (copied by hand, say).
        try FileManager.default.copyItem(atPath: project.store.folder, toPath: project.store.forGlyphs(.apple).folder)
        do {
            _ = try GlyphSettings.$current.withValue(Self.apple) { try project.verify() }
            Issue.record("expected environment drift")
        } catch let error as PipelineError {
            #expect(error.cause == .environment)
            #expect(error.message.contains("recorded with pinned glyphs and this run draws with apple glyphs"))
            #expect(error.message.contains("--glyphs pinned"))
        }
    }

    @Test func theThemesGlyphSourceAppliesUnlessTheRunChoosesOne() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme() + "\nglyphs:\n  source: apple\n")
        let theme = try project.theme()
        #expect(theme.glyphSource == .apple)
        #expect(GlyphSettings().source(for: theme) == .apple)
        #expect(GlyphSettings(source: .pinned).source(for: theme) == .pinned)
        #expect(throws: PipelineError.self) { try GlyphSettings().source(for: [theme, try SnapshotProject.pinnedTheme()]) }
    }

    @Test func theAcceptCommandOfAnAppleReferenceSaysApple() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        let command = project.store.forGlyphs(.apple).acceptCommand(for: try project.plan()[0], themeArgument: "probe")
        #expect(command.hasSuffix("--glyphs apple"))
        #expect(command.contains("--snapshots " + project.root.appendingPathComponent("Snapshots").path))
    }

    @Test func anIncrementalRunWithTheOtherGlyphsDrawsEveryImageAgain() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        let theme = try project.theme()
        let out = project.root.appendingPathComponent("out").path
        func render(_ settings: GlyphSettings) throws -> MatrixRenderer.Results {
            try GlyphSettings.$current.withValue(settings) {
                var renderer = MatrixRenderer(themes: [theme], jobs: 1)
                renderer.incremental = true
                return try renderer.render(try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter()), into: out)
            }
        }
        #expect(try render(GlyphSettings()).reused.isEmpty)
        #expect(try render(GlyphSettings()).reused.count == 1)
        #expect(try render(Self.apple).reused.isEmpty, "an Apple-glyph run reused a pinned image")
        #expect(try render(Self.apple).reused.count == 1)
    }

    @Test func theGalleryAndContactSheetsSayWhichGlyphsDrewThem() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        let theme = try project.theme()
        for (settings, label) in [(GlyphSettings(), "pinned glyphs"), (Self.apple, "Apple glyphs")] {
            let out = project.root.appendingPathComponent("out-\(label.prefix(5))").path
            try GlyphSettings.$current.withValue(settings) {
                let results = try MatrixRenderer(themes: [theme], jobs: 1).render(try RenderPlan.checkedJobs(for: [theme], filter: RenderFilter()), into: out)
                try ReviewOutputs(out: out, format: .png).write(results: results, themes: [theme], renderer: try RendererFactory.make(for: theme))
            }
            let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
            #expect(html.contains("<title>probe · \(label) · Stateboard</title>"))
            #expect(FileManager.default.fileExists(atPath: out + "/probe/inbox/contact-sheet.png"))
        }
    }

    @Test func theInspectorOverlayDrawsWithTheGlyphsItsExplanationWasMadeUnder() throws {
        let theme = try TestPaths.withTemporaryFolder("overlay-theme") { folder in
            let themeFolder = folder.appendingPathComponent("probe")
            try FileManager.default.createDirectory(at: themeFolder, withIntermediateDirectories: true)
            try TestThemes.probe().write(to: themeFolder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            return try ThemeLoader.load(path: themeFolder.path)
        }
        let variant = Variant(device: .iPhone15, appearance: .light, locale: LocaleInfo("en"), textSize: .large, scale: 1)
        func explanation() throws -> ScreenStateExplanation {
            try ScreenStateExplanation(theme: theme, screen: "inbox", state: .empty, variant: variant)
        }
        let apple = try GlyphSettings.$current.withValue(Self.apple) { try explanation() }
        #expect(apple.glyphSource == .apple)
        #expect(try explanation().glyphSource == .pinned)
        // Asked for outside the settings' scope, as a server's request handler asks, the overlay
        // still draws with Apple's fonts (the stand-in SF Pro sets other widths than the pinned Inter).
        let drawnLater = try apple.overlayPNG()
        #expect(drawnLater == (try GlyphSettings.$current.withValue(Self.apple) { try explanation().overlayPNG() }))
        #expect(drawnLater != (try explanation().overlayPNG()))
    }
}

extension SnapshotProject {
    /// A second theme that leaves the glyph source to the run.
    static func pinnedTheme() throws -> Theme {
        try TestPaths.withTemporaryFolder("pinned-theme") { folder in
            let themeFolder = folder.appendingPathComponent("other")
            try FileManager.default.createDirectory(at: themeFolder, withIntermediateDirectories: true)
            try TestThemes.probe().replacingOccurrences(of: "name: probe", with: "name: other")
                .write(to: themeFolder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            return try ThemeLoader.load(path: themeFolder.path)
        }
    }
}
