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
            case .failure(let error):
                findings.append((theme, ImageLinter(theme: theme, measurer: nil).unresolved(screen: job.screen, state: job.state,
                                                                                         image: job.relativePath, error: error)))
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
}
