import ArgumentParser
import Foundation
import Stateboard

/// `stateboard render`: every screen × state × variant of themes, to images and a gallery.
struct RenderCommand: ParsableCommand, DrawsGlyphs {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render every screen × state × variant of themes, with a gallery to review them.",
        discussion: """
            With no arguments, renders the bundled default theme into ./stateboard-out. Filters take \
            globs (quote them); a device, locale or text size outside the theme's matrix is rendered too. \
            Into a folder that holds an earlier render, only the images whose resolved scene or inputs \
            (assets, fonts, strings, settings) changed are drawn again; --force draws every one.

            Examples:
              stateboard render
              stateboard render listapp --locale zh-Hans --appearance dark
              stateboard render ios --screen 'fav*' --state 'error.*' --device iphone-se --scale 2
              stateboard render ios --shard 1/4 --jobs 2          # one of four CI machines
            Output, one image a file:
              <out>/<theme>/<screen>/<state>/<device>-<appearance>-<locale>[-<size>]@<n>x.png
              (with Increase Contrast on: <appearance>-increased-contrast)
            """
    )

    @Argument(help: "Theme folders or theme names (./Themes first, then the bundled ones). Default: ios.")
    var themes: [String] = []

    @Option(name: .shortAndLong, help: "The output folder.")
    var out = "stateboard-out"

    @OptionGroup var filters: FilterOptions

    @Option(help: "png, pdf or svg.")
    var format: OutputFormat = .png

    @Option(help: "Parallel workers. Default: every core.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Run lint's checks on the images as they are drawn: the gallery marks images with findings, the report is printed, errors exit 1.")
    var lint = false

    @Flag(help: "Draw every image, also those whose scene and inputs did not change since the last render into the folder.")
    var force = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print every image written.")
    var verbose = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        try filters.check()
    }

    @OptionGroup var glyphOptions: GlyphOptions

    func run() throws {
        let catalog = ThemeCatalog()
        let loaded = try themes.isEmpty ? [catalog.load(nil)] : themes.map { try catalog.load($0) }
        printLoadWarnings(loaded)
        let plan = try RenderPlan.checkedPlan(for: loaded, filter: filters.filter())
        try AtomicFile.ensureWritableFolder(out)
        let progress = ProgressLine(quiet: quiet, verbose: verbose)
        var renderer = MatrixRenderer(themes: loaded, format: format, jobs: jobs)
        renderer.lints = lint
        // Into a folder that holds the last run, only images whose scene or inputs changed are
        // drawn (lint's image checks need every image drawn).
        renderer.incremental = !force && !lint
        // The images are read once, in order, from the run's compact list (`Results.images`):
        // a `RenderedImage` per image is never held, however large the matrix.
        renderer.keepsWritten = false
        let results = try renderer.render(plan, into: out, observer: progress.observer)
        let images = results.images
        let report = lint ? LintRun(themes: loaded).report(images.map { ($0.job, .success($0.findings)) }) : nil
        try ReviewOutputs(out: out, format: format).write(
            results: results, themes: loaded, renderer: try RendererFactory.make(),
            findings: report?.findingsByImage ?? [:])
        progress.clear()
        Self.warnAboutCuts(images)
        Self.warnAboutMissingGlyphs(images)
        for warning in FontSubstitutionLog.shared.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        if !quiet {
            // Lazily: a time per image drawn is kept, not a `RenderedImage` (nor a path) per image.
            let times = images.lazy.filter { !$0.reused }.map(\.milliseconds).sorted()
            let median = times.isEmpty ? 0 : times[times.count / 2]
            let drawn = images.count - results.reusedCount
            let reused = results.reusedCount == 0 ? "" : String(format: ", %d unchanged since the last render", results.reusedCount)
            print(String(format: "Rendered %d images%@ in %.1f s (median %.0f ms per image) into %@", drawn, reused, results.seconds, median, out))
            print("Review them: \(URL(fileURLWithPath: out).appendingPathComponent("index.html").standardizedFileURL.path)")
        }
        try ExitCodes.failIfAny(results.failures)
        if let report {
            print(report.text())
            if report.errorCount > 0 { throw ExitCode(ExitCodes.verificationFailed) }
        }
    }

    /// Says which images draw characters no pinned font has (as boxes): a few by name, with
    /// the text, and how many in all.
    static func warnAboutMissingGlyphs(_ images: some Sequence<MatrixRenderer.RenderedImage>) {
        let affected = images.filter { !$0.missingGlyphs.isEmpty }.sorted { $0.index < $1.index }
        guard !affected.isEmpty else { return }
        var lines = affected.prefix(5).map { image in
            "warning: \(image.path): no pinned font has every character of " + image.missingGlyphs.map { PrintableText.quoted($0) }.joined(separator: ", ")
        }
        if affected.count > 5 {
            lines.append("warning: … and \(affected.count - 5) more images with characters drawn as boxes; `stateboard lint` lists them (missingGlyphs)")
        }
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }

    /// Says which images cut their placeholder off (on a device it would scroll): a few by
    /// name, with the node, and how many in all.
    static func warnAboutCuts(_ images: some Sequence<MatrixRenderer.RenderedImage>) {
        let cut = images.filter { $0.cut != nil }.sorted { $0.index < $1.index }
        guard !cut.isEmpty else { return }
        var lines = cut.prefix(5).map { image in
            "warning: \(image.path): \(image.cut!.node) runs \(String(format: "%.0f", image.cut!.overflow)) pt past the content area (cut off under a bar or the screen's edge)"
        }
        if cut.count > 5 { lines.append("warning: … and \(cut.count - 5) more images cut off; `stateboard lint` lists them with their theme lines") }
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}
