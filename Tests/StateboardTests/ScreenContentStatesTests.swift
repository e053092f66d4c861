import Foundation
import StateboardTestSupport
import Testing

@testable import Stateboard

/// Issue 41, item 10: a screen shows the states that show content (`content`, `updating`) only
/// when it declares `content:`; there is no default content (skeleton rows read as loading).
@Suite struct ScreenContentStatesTests {
    static func yaml(states: String?) -> String { TestThemes.contentAndBare(states: states) }

    static func theme(states: String? = "[content, updating, loading, empty]") throws -> Theme {
        try ThrowawayTheme.withFolder(yaml(states: states), purpose: "content-states") { try ThemeLoader.load(path: $0.path) }
    }

    static func states(_ jobs: [RenderJob], screen: String) -> [String] {
        var seen: [String] = []
        for job in jobs where job.screen == screen && !seen.contains(job.state.key) { seen.append(job.state.key) }
        return seen
    }

    /// Rule: a matrix that lists `content` and `updating` keeps them for screens with content and
    /// drops them for screens without, as custom states belong to the screens that declare them.
    @Test func aListedMatrixDrawsContentStatesOnlyOnScreensWithContent() throws {
        let jobs = RenderPlan.jobs(for: try Self.theme())
        #expect(Self.states(jobs, screen: "list") == ["content", "updating", "loading", "empty"])
        #expect(Self.states(jobs, screen: "bare") == ["loading", "empty"])
    }

    /// Rule: the default matrix (no `states:`) does the same with every built-in state.
    @Test func theDefaultMatrixDrawsContentStatesOnlyOnScreensWithContent() throws {
        let jobs = RenderPlan.jobs(for: try Self.theme(states: nil))
        #expect(Self.states(jobs, screen: "list") == ViewState.builtIn.map(\.key))
        #expect(Self.states(jobs, screen: "bare") == ViewState.builtIn.filter(\.hidesContent).map(\.key))
    }

    /// Rule: no default content: resolving `content` or `updating` on a screen without any is
    /// an error at the screen's place that says how to add it, never skeleton rows.
    @Test func resolvingContentOfAScreenWithoutContentIsALocatedError() throws {
        let theme = try Self.theme()
        let resolver = ThemeResolver(theme: theme)
        let variant = Variant(device: Device.presets[3], locale: LocaleInfo("en"))
        for state in [ViewState.content, .updating] {
            do {
                _ = try resolver.scene(screen: "bare", state: state, variant: variant)
                Issue.record("`bare` resolved in \(state.key) without content")
            } catch {
                let diagnostic = try #require(error.diagnostics.first)
                #expect(diagnostic.message.contains("screen `bare` declares no `content:`") && diagnostic.message.contains("`\(state.key)`"))
                #expect(diagnostic.location.file.hasSuffix("theme.yaml") && diagnostic.location.line == 6, "\(diagnostic.location)")
                #expect(diagnostic.hint?.contains("add `content:` to screen `bare`") == true)
            }
            #expect(try resolver.scene(screen: "list", state: state, variant: variant).content != nil)
        }
        #expect(try resolver.scene(screen: "bare", state: .loading, variant: variant).content == nil)
    }

    /// Rule: asking by name for `content` of a screen named without wildcards that has none is
    /// refused (exit 2 on the command line) with the screen, its file:line and the fix.
    @Test func anExplicitRequestForContentOfAScreenWithoutContentIsRefused() throws {
        let theme = try Self.theme()
        for state in ["content", "updating"] {
            var filter = RenderFilter()
            filter.screens = ["bare"]
            filter.states = [state]
            do {
                _ = try RenderPlan.checkedJobs(for: [theme], filter: filter)
                Issue.record("--screen bare --state \(state) was not refused")
            } catch {
                #expect(error.cause == .badInput)
                #expect(error.message.contains("theme.yaml:6:3: screen `bare` declares no `content:`"), "\(error.message)")
                #expect(error.message.contains("add `content:` to screen `bare`"), "\(error.message)")
            }
            filter.screens = ["list"]
            #expect(try RenderPlan.checkedJobs(for: [theme], filter: filter).allSatisfy { $0.screen == "list" && $0.state.key == state })
        }
        // No screen the filter reaches has content: refused too, naming them.
        var filter = RenderFilter()
        filter.screens = ["b*"]
        filter.states = ["content"]
        #expect(throws: PipelineError.self) { try RenderPlan.checkedJobs(for: [theme], filter: filter) }
    }

    /// Rule: a filter that reaches `content` only through a wildcard, or over several screens
    /// some of which have content, skips the screens without, as it skips custom states.
    @Test func wildcardsAndSeveralScreensSkipScreensWithoutContent() throws {
        let theme = try Self.theme()
        var filter = RenderFilter()
        filter.screens = ["bare"]
        filter.states = ["*"]
        #expect(Self.states(try RenderPlan.checkedJobs(for: [theme], filter: filter), screen: "bare") == ["loading", "empty"])
        filter.screens = []
        filter.states = ["content"]
        let jobs = try RenderPlan.checkedJobs(for: [theme], filter: filter)
        #expect(!jobs.isEmpty && jobs.allSatisfy { $0.screen == "list" && $0.state == .content })
    }

    /// Rule: references of content states a screen no longer draws are what a whole-matrix
    /// `verify` lists as removed (it passes, listing them) and what `prune` lists: what a user
    /// upgrading sees for references recorded with the old skeleton rows.
    @Test func referencesOfContentStatesNoLongerDrawnAreListedAsRemovedAndPruned() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        let withContent = SnapshotProject.theme(states: "[empty, content]")
            .replacingOccurrences(of: "    title: Inbox", with: "    title: Inbox\n    content: { label: Rows }")
        #expect(withContent.contains("content: { label: Rows }"))
        try project.write(withContent)
        try project.record()
        try project.write(SnapshotProject.theme(states: "[empty, content]"))
        var run = VerifyRun(themes: [NamedTheme(argument: "probe", theme: try project.theme())], store: project.store, jobs: 2)
        run.removedReferences = .all
        let outcome = try run.run(project.plan())
        #expect(outcome.report.allPassed)
        #expect(outcome.report.entries.filter { $0.status == .removed }.map(\.key) == ["probe/inbox/content/iphone-15-light-en@1x"])
        #expect(outcome.report.entries.filter { $0.status == .passed }.map(\.key) == ["probe/inbox/empty/iphone-15-light-en@1x"])
        let stale = try PruneRun(themes: [project.theme()], store: project.store).run()
        #expect(stale.map { ($0 as NSString).lastPathComponent } == ["iphone-15-light-en@1x.png"] && stale[0].contains("/inbox/content/"))
    }

    /// Rule: every bundled theme draws each state showing content its matrix or references list
    /// on every screen (they declare `content:` where they draw it): nothing of theirs is dropped.
    @Test func theBundledThemesDropNoContentState() throws {
        #expect(BundledThemes.names.count >= 6)
        for name in BundledThemes.names {
            let theme = try ThemeCatalog().load(name)
            for screen in theme.screens {
                for matrix in [theme.matrix, theme.snapshots ?? theme.matrix] {
                    #expect(ThemeValidator.statesWithoutContent(of: theme, screen: screen, matrix: matrix).isEmpty, "\(name)/\(screen.name)")
                }
            }
        }
        // Without its content, a bundled screen would drop them.
        var ios = try ThemeCatalog().load("ios")
        ios.screens[0].content = nil
        #expect(ThemeValidator.statesWithoutContent(of: ios, screen: ios.screens[0]).map(\.key) == ["content", "updating"])
    }

    /// Rule: lint notes once per screen that the matrix would draw with content but that has
    /// none; a note is no finding and fails nothing. A screen with content gets none.
    @Test func lintNotesAScreenWithoutContentAndFailsNothing() throws {
        let theme = try Self.theme()
        let jobs = RenderPlan.jobs(for: theme)
        let notes = LintRun.contentNotes(themes: [theme], checked: jobs)
        #expect(notes.count == 1)
        let note = try #require(notes.first)
        #expect(note.message.contains("screen `bare` declares no `content:`, so its `content` and `updating` states are not rendered"))
        #expect(note.location.line == 6 && note.hint.contains("add `content:` to screen `bare`"))
        var report = LintReport(findings: [], images: jobs.count)
        report.notes = notes
        #expect(report.errorCount == 0 && report.warningCount == 0)
        #expect(report.text().contains("note: \(note.location): screen `bare` declares no `content:`"))
        // A matrix that lists neither state drops nothing, and says nothing.
        let quiet = try Self.theme(states: "[loading, empty]")
        #expect(LintRun.contentNotes(themes: [quiet], checked: RenderPlan.jobs(for: quiet)).isEmpty)
    }

    /// Rule: more than three screens of a theme without content (a theme `init --from-xcode`
    /// wrote: a screen per placeholder) are one note naming the first three and the count, at the
    /// first one's place, so lint's findings are not buried under notes.
    @Test func manyScreensWithoutContentAreOneNote() throws {
        let screens = ["alpha", "bravo", "charlie", "delta", "echo"].map { "  \($0): {}" }.joined(separator: "\n")
        let yaml = """
            stateboard: 1
            states:
              empty:
                node: { label: Nothing }
            screens:
            \(screens)
            matrix: { devices: [iphone-15], appearances: [light], locales: [en], states: [content, updating, empty] }
            """
        let theme = try ThrowawayTheme.withFolder(yaml, purpose: "content-notes-folded") { try ThemeLoader.load(path: $0.path) }
        let notes = LintRun.contentNotes(themes: [theme], checked: RenderPlan.jobs(for: theme))
        #expect(notes.map(\.message) == [
            "5 screens declare no `content:` (`alpha`, `bravo`, `charlie` and 2 more), so their `content` and `updating` states are not rendered"
        ])
        #expect(notes.first?.location.line == 6, "\(String(describing: notes.first?.location))")
    }
}
