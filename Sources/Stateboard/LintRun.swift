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

    /// Lints `plan`'s images and the themes they come from.
    public func run(_ plan: [RenderJob], observer: PipelineObserver? = nil) throws(PipelineError) -> LintReport {
        let byName = Dictionary(themes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let outcomes = try JobRunner(themes: themes, jobs: jobs).run(plan, observer: observer) { job, laidOut, renderer -> [LintFinding] in
            guard let theme = byName[job.theme] else { return [] }
            return try Self.findings(for: job, laidOut: laidOut, renderer: renderer, theme: theme, bitmap: nil)
        }
        var findings: [(theme: Theme, finding: LintFinding)] = []
        for (job, outcome) in zip(plan, outcomes) {
            guard let theme = byName[job.theme] else { continue }
            switch outcome.result {
            case .success(let found): findings += found.map { (theme, $0) }
            case .failure(let error): findings += Self.coverageFindings(job: job, theme: theme, error: error).map { (theme, $0) }
            }
        }
        for theme in themes {
            let locales = Set(plan.filter { $0.theme == theme.name }.map(\.variant.locale.identifier)).sorted()
            findings += ThemeLinter(theme: theme, locales: locales).findings().map { (theme, $0) }
        }
        return LintReport(findings: findings, images: plan.count)
    }

    /// The image checks for one job; draws it unless `bitmap` is the image already drawn.
    public static func findings(for job: RenderJob, laidOut: LaidOutScene, renderer: ImageRenderer, theme: Theme,
                                bitmap: RenderedBitmap?) throws -> [LintFinding] {
        let drawn = try bitmap ?? renderer.draw(laidOut, appearance: job.variant.appearance)
        return ImageLinter(theme: theme, measurer: renderer.measurer)
            .findings(in: laidOut, bitmap: drawn, screen: job.screen, state: job.state, image: job.relativePath)
    }

    /// A job that could not be resolved: the screen does not cover that state.
    static func coverageFindings(job: RenderJob, theme: Theme, error: any Error) -> [LintFinding] {
        let diagnostics = (error as? DiagnosticsError)?.diagnostics ?? []
        let location = diagnostics.first?.location ?? LintLocatorFallback.location(theme: theme, screen: job.screen)
        let why = diagnostics.first?.message ?? "\(error)"
        return [LintFinding(rule: .stateCoverage, message: "screen `\(job.screen)` cannot show \(job.state.key): \(why)",
                            hint: diagnostics.first?.hint ?? "fix the state's definition so it resolves in every variant",
                            location: location, screen: job.screen, image: job.relativePath)]
    }
}

/// Where a finding about a screen points when nothing more precise is known.
enum LintLocatorFallback {
    static func location(theme: Theme, screen: String) -> FileLocation {
        theme.screen(named: screen)?.location ?? FileLocation(file: theme.files.first ?? theme.name, line: 1, column: 1)
    }
}
