import Foundation
import StateboardCore
import StateboardLayout
import StateboardLint
import StateboardRender
import StateboardTheme

/// `stateboard lint`: draws every job of a plan (nothing is written), runs the image checks on
/// what was drawn and the theme checks once per theme, and groups the findings.
public struct LintRun: Sendable {
    public let themes: [Theme]
    public let jobs: Int

    public init(themes: [Theme], jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.themes = themes; self.jobs = jobs
    }

    /// The images `stateboard lint` checks: the themes' matrices through `filter`, each with
    /// Increase Contrast added when color tokens of the theme's own files change under it
    /// (unless the filter or the matrix already chooses contrasts).
    public static func plan(for themes: [Theme], filter: RenderFilter) throws(PipelineError) -> [RenderJob] {
        _ = try RenderPlan.checkedJobs(for: themes, filter: filter)
        return themes.flatMap { theme in
            var own = filter
            if own.contrasts.isEmpty, theme.matrix.contrasts == [.standard], theme.tokens.ownColorsChangeUnderIncreasedContrast {
                own.contrasts = [.standard, .increased]
            }
            return RenderPlan.jobs(for: theme, filter: own)
        }
    }

    /// Lints `plan`'s images and the themes they come from.
    public func run(_ plan: [RenderJob], observer: PipelineObserver? = nil) throws(PipelineError) -> LintReport {
        let byName = themes.byName
        let outcomes = try JobRunner(themes: themes, jobs: jobs).run(plan, observer: observer) { job, laidOut, renderer -> [LintFinding] in
            guard let theme = byName[job.theme] else { return [] }
            return try Self.findings(for: job, laidOut: laidOut, renderer: renderer, theme: theme, bitmap: nil)
        }
        return report(zip(plan, outcomes.map(\.result)).map { ($0, $1) })
    }

    /// The report of images already checked (by `run`, or by `render --lint` and `verify --lint`
    /// on the images they draw anyway): their findings, the states that could not be resolved,
    /// and the checks of the themes the jobs come from, with each theme's `lint:` settings.
    public func report(_ checked: [(job: RenderJob, result: Result<[LintFinding], any Error>)]) -> LintReport {
        let byName = themes.byName
        var findings: [(theme: Theme, finding: LintFinding)] = []
        for (job, result) in checked {
            guard let theme = byName[job.theme] else { continue }
            switch result {
            case .success(let found): findings += found.map { (theme, $0) }
            case .failure(let error):
                findings.append(
                    (
                        theme,
                        ImageLinter(theme: theme, measurer: nil).unresolved(
                            screen: job.screen, state: job.state,
                            image: job.relativePath, error: error)
                    ))
            }
        }
        for theme in themes {
            let locales = Set(checked.filter { $0.job.theme == theme.name }.map(\.job.variant.locale.identifier)).sorted()
            findings += ThemeLinter(theme: theme, locales: locales).findings().map { (theme, $0) }
        }
        var report = LintReport(findings: findings, images: checked.count)
        report.notes = Self.contentNotes(themes: themes, checked: checked.map(\.job))
        return report
    }

    /// A note for each checked screen without `content:` whose matrix lists a state showing
    /// content: lint says once why those images are not there, and fails nothing for it. More
    /// than `separateNotes` such screens in a theme (a theme `init --from-xcode` wrote has a
    /// screen per placeholder, none with content) are one note, so findings are not buried.
    static func contentNotes(themes: [Theme], checked: [RenderJob]) -> [LintReport.Note] {
        var notes: [LintReport.Note] = []
        for theme in themes {
            let screens = Set(checked.lazy.filter { $0.theme == theme.name }.map(\.screen))
            let bare = theme.screens.filter { screens.contains($0.name) }.compactMap { screen in
                ThemeValidator.contentNote(of: theme, screen: screen).map { (screen, $0) }
            }
            if bare.count > separateNotes, let first = bare.first {
                notes.append(foldedContentNote(theme: theme, screens: bare.map(\.0), first: first.1.location))
            } else {
                notes += bare.map { LintReport.Note(message: $0.1.message, hint: $0.1.hint ?? "", location: $0.1.location) }
            }
        }
        return notes
    }

    /// The most screens without content a theme's notes list one by one.
    static let separateNotes = 3

    /// One note for many screens without content, at the first one's place.
    private static func foldedContentNote(theme: Theme, screens: [Screen], first: FileLocation) -> LintReport.Note {
        let named = screens.prefix(separateNotes).map { "`\($0.name)`" }.joined(separator: ", ")
        let dropped = ThemeValidator.statesWithoutContent(of: theme, screen: screens[0]).map { "`\($0.key)`" }.joined(separator: " and ")
        return LintReport.Note(
            message: "\(screens.count) screens declare no `content:` (\(named) and \(screens.count - separateNotes) more), so their \(dropped) states are not rendered",
            hint: "add `content:` to each of them (the rows or nodes it shows with data) to render those states",
            location: first)
    }

    /// The image checks for one job; draws it unless `bitmap` is the image already drawn.
    public static func findings(
        for job: RenderJob, laidOut: LaidOutScene, renderer: ImageRenderer, theme: Theme,
        bitmap: RenderedBitmap?
    ) throws -> [LintFinding] {
        let drawn = try bitmap ?? renderer.draw(laidOut, appearance: job.variant.appearance, contrast: job.variant.contrast)
        return ImageLinter(theme: theme, measurer: renderer.measurer)
            .findings(
                in: laidOut, bitmap: drawn, screen: job.screen, state: job.state, locale: job.variant.locale,
                appearance: job.variant.appearance, contrast: job.variant.contrast, image: job.relativePath)
    }
}
