import Foundation
import StateboardLayout
import StateboardLint
import StateboardRender
import StateboardTheme

extension MatrixRenderer {
    /// What a drawing worker of one run needs, and what it does with one job: draw it, write
    /// it (or hand it to the encoder queue), keep its thumbnail in the spool when a contact
    /// sheet shows it, lint it when the run lints.
    struct Drawing: Sendable {
        let format: OutputFormat
        let skipUnchanged: Bool
        let lints: Bool
        /// Where each image's small PNG is kept, when the run makes them.
        let thumbnailSpool: DataSpool?
        let themesByName: [String: Theme]
        let out: String
        /// The run's output folders, each checked once (`OutputPath.Folders`).
        let folders: OutputPath.Folders
        let thumbnailed: Set<String>
        let spool: BitmapSpool?
        let encoder: EncodingPipeline?
        /// Digests each job drawn, when the run did not digest them first.
        let digests: DrawnDigests?
        let observer: PipelineObserver?

        init(
            of run: MatrixRenderer, out: String, thumbnailed: Set<String>, spool: BitmapSpool?, encoder: EncodingPipeline?,
            digests: DrawnDigests?, observer: PipelineObserver?
        ) {
            format = run.format; skipUnchanged = run.skipUnchanged; lints = run.lints
            thumbnailSpool = run.thumbnailSpool
            themesByName = run.themes.byName
            self.out = out; self.thumbnailed = thumbnailed; self.spool = spool; self.encoder = encoder; self.digests = digests
            self.observer = observer
            folders = OutputPath.Folders(root: out)
        }

        /// Draws and writes `job` from `laidOut`.
        func draw(_ job: RenderJob, laidOut: LaidOutScene, renderer: ImageRenderer) throws -> Drawn {
            let relative = job.outputPath(format)
            let path = try folders.inside(relative: relative)
            let digest = digests?.digest(of: job, scene: laidOut.scene)
            guard format == .png else {
                let data = try renderer.render(laidOut, appearance: job.variant.appearance, contrast: job.variant.contrast, format: format)
                let changed = try MatrixRenderer.write(data, to: path, skipUnchanged: skipUnchanged)
                observer?(.wrote(path: relative))
                return Drawn(
                    path: relative, changed: changed, thumbnail: nil, findings: try lint(job, laidOut, renderer, nil), cut: laidOut.contentCut,
                    missingGlyphs: renderer.measurer.textsWithMissingGlyphs(in: laidOut), digest: digest)
            }
            let bitmap = try renderer.draw(laidOut, appearance: job.variant.appearance, contrast: job.variant.contrast)
            // A contact sheet's thumbnail reads the whole image: the encoder makes it, just before
            // it reads the image itself, off the drawing thread that sets the pace of a run.
            let sheetThumbnail = thumbnailed.contains(job.relativePath)
            let thumbnailOnEncoder = sheetThumbnail && encoder != nil && thumbnailSpool == nil ? spool : nil
            let small = sheetThumbnail && thumbnailOnEncoder == nil ? bitmap.thumbnail(width: ReviewOutputs.thumbnailWidth) : nil
            var drawn = Drawn(
                path: relative, changed: nil, thumbnail: try small.flatMap { small in try spool?.keep(small) },
                thumbnailPNG: try thumbnailSpool.map { try $0.keep(MatrixRenderer.thumbnailPNG(of: bitmap, made: small)) },
                findings: try lint(job, laidOut, renderer, bitmap), cut: laidOut.contentCut,
                missingGlyphs: renderer.measurer.textsWithMissingGlyphs(in: laidOut), digest: digest)
            let skipUnchanged = self.skipUnchanged
            if let encoder {
                // The queue lists a file as changed only when the run skips unchanged ones (else all are).
                encoder.submit(relative) {
                    if let spool = thumbnailOnEncoder { encoder.keep(try spool.keep(bitmap.thumbnail(width: ReviewOutputs.thumbnailWidth)), for: relative) }
                    return try MatrixRenderer.write(bitmap.pngLeavingBackground(), to: path, skipUnchanged: skipUnchanged) && skipUnchanged
                }
            } else {
                drawn.changed = try MatrixRenderer.write(bitmap.pngLeavingBackground(), to: path, skipUnchanged: skipUnchanged)
                observer?(.wrote(path: relative))
            }
            return drawn
        }

        /// Lint's findings in the image, when the run lints.
        private func lint(_ job: RenderJob, _ laidOut: LaidOutScene, _ renderer: ImageRenderer, _ bitmap: RenderedBitmap?) throws -> [LintFinding] {
            guard lints, let theme = themesByName[job.theme] else { return [] }
            return try LintRun.findings(for: job, laidOut: laidOut, renderer: renderer, theme: theme, bitmap: bitmap)
        }
    }
}
