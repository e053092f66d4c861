import ArgumentParser
import Foundation
import Stateboard

/// `stateboard record`: writes snapshot references and their fingerprint.
struct RecordCommand: ParsableCommand, DrawsGlyphs {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record snapshot references for `verify` (never done implicitly).",
        discussion: """
            Renders each theme's reference matrix (its `snapshots:` section, else its `matrix:`) into \
            Snapshots/<theme>/<screen>/<state>/<variant>.png, compressed hard because references live \
            in git, and writes Snapshots/<theme>/fingerprint.json: library versions, font digests, \
            renderer settings and, per reference, the digest of its pixels and its layout. A reference \
            whose pixels did not change is left untouched.

            Examples:
              stateboard record                        # every bundled theme
              stateboard record ios --missing-only     # only what has no reference yet
              stateboard record ios --screen favorites --state empty --appearance dark
            """
    )

    @OptionGroup var options: SnapshotOptions

    @Flag(help: "Record only references that do not exist yet.")
    var missingOnly = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws { try options.check() }

    @OptionGroup var glyphOptions: GlyphOptions

    func run() throws {
        let loaded = try options.loadThemes().map(\.theme)
        let plan = try options.plan(for: loaded)
        var recorder = RecordRun(themes: loaded, store: options.store, jobs: options.jobs)
        recorder.missingOnly = missingOnly
        let progress = ProgressLine(quiet: quiet)
        let summary = try recorder.run(plan, observer: progress.observer)
        progress.clear()
        for warning in summary.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        if !quiet {
            let names: [(RecordRun.Change, String)] = [(.created, "new"), (.updated, "updated"), (.unchanged, "unchanged"), (.skipped, "skipped (exist)")]
            let parts = names.compactMap { change, name in summary.counts[change].map { "\($0) \(name)" } }
            print("Recorded \(summary.recorded) references in \(options.snapshots): \(parts.joined(separator: ", ")).")
        }
        try ExitCodes.failIfAny(summary.failures)
    }
}
