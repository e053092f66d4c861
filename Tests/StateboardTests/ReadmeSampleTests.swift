import Foundation
import Stateboard
import StateboardTestSupport
import Testing

/// The samples of docs/SwiftAPI.md ("Stateboard as a Swift library", once the README's), compiled
/// and run as they are printed.
@Suite struct ReadmeSampleTests {
    @Test func renderOneScreenStateOfABundledTheme() throws {
        // README: render one screen state of a bundled theme to PNG.
        let theme = try ThemeCatalog().load("ios")
        let variant = try VariantRequest(device: "iphone-15", appearance: .dark, locale: "zh-Hans").variant(for: theme)
        let scene = try ThemeResolver(theme: theme).scene(screen: "favorites", state: .empty, variant: variant)
        let renderer = try RendererFactory.make(for: theme)
        let layout = renderer.layout(scene)
        let png = try renderer.render(layout, appearance: variant.appearance)
        let title = layout.placedNodes().first { $0.node.id == "title" }?.frame
        // end of README sample
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(title.map { $0.width > 0 && $0.height > 0 } == true)
    }

    @Test func renderAMatrixAndVerifyItFromSwift() throws {
        try TestPaths.withTemporaryFolder("readme") { folder in
            let out = folder.appendingPathComponent("out").path
            let snapshots = folder.appendingPathComponent("Snapshots").path
            // README: render a matrix with progress events, then record and verify references.
            let theme = try ThemeCatalog().load("listapp")
            var filter = RenderFilter()
            filter.states = ["empty", "error.*"]
            filter.locales = ["zh-Hans"]
            let plan = try RenderPlan.checkedJobs(for: [theme], filter: filter)
            let results = try MatrixRenderer(themes: [theme]).render(plan, into: out) { event in
                if case .wrote(let path) = event { print("wrote", path) }
            }
            let store = ReferenceStore(folder: snapshots)
            let references = try RenderPlan.checkedJobs(for: [theme], filter: filter, source: .references)
            _ = try RecordRun(themes: [theme], store: store).run(references)
            let outcome = try VerifyRun(themes: [NamedTheme(argument: "listapp", theme: theme)], store: store).run(references)
            print(outcome.report.allPassed ? "all \(outcome.report.passed) match" : "\(outcome.report.failed) differ")
            // end of README sample
            #expect(results.failures.isEmpty && results.written.count == plan.count)
            #expect(outcome.report.allPassed && outcome.report.passed == references.count)
        }
    }

    @Test func declareAPlaceholderInSwiftAndClassifyAnError() throws {
        // README: a placeholder in Swift, an error classified into its state, rendered.
        let inbox = Placeholder()
            .state(.loading) { Spinner(.large) }
            .state(.empty) {
                VerticalStack(spacing: 8) {
                    Paragraph("No Messages").id("title").textStyle(.title2).bold()
                    Paragraph("New mail shows up here.").color(.secondaryLabel).lines(0).multilineAlignment(.center)
                }
            }
            .state("error") {
                VerticalStack(spacing: 20) {
                    Paragraph("Can’t Load Mail").textStyle(.title2).bold()
                    Action("Try Again").id("retry").buttonStyle(.filled)
                }
            }
        let state = ViewState(failure: URLError(.notConnectedToInternet))  // .error(.networkUnreachable)
        let output = try PlaceholderRenderer.render(inbox.node(for: state)!, on: .iPhone15, appearance: .dark)
        let retry = output.frames["retry"]  // where layout put the button
        // end of README sample
        #expect(state == .error(.networkUnreachable))
        #expect(output.data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(retry.map { $0.minX > 0 && $0.maxX < 393 } == true)
    }

    @Test func richTextAndShadowsInSwift() throws {
        // README: rich text, a symbol, markup and a shadow in the DSL.
        let hint = try Paragraph(markup: "Or open **Settings** › [Favorites](app://settings).", style: .footnote)
        let favorites = VerticalStack(spacing: 12) {
            Paragraph(style: .body) {
                "Tap "
                TextRun("add favorites").bold().foregroundColor(.systemPink)
                " "
                TextRun.symbol("heart.fill").foregroundColor(.systemPink)
                " to see them here."
            }
            .lines(0).multilineAlignment(.center)
            Action("Browse").id("browse").shadow(offset: LayoutPoint(x: 0, y: 4), radius: 8, opacity: 0.3)
            hint
        }
        let rendered = try PlaceholderRenderer.render(favorites.placeholderNode, on: .iPhone15, appearance: .light)
        // end of README sample
        #expect(rendered.data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let browse = try #require(rendered.frames["browse"])
        #expect(browse.width > 44 && browse.minY > 0)
    }
}
