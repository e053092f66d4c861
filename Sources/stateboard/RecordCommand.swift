import ArgumentParser
import Foundation
import StateboardRender
import StateboardSnapshot
import StateboardTheme

/// `stateboard record`: writes snapshot references and their fingerprint.
struct RecordCommand: ParsableCommand {
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

    /// What happened to one reference.
    enum Change: Sendable { case unchanged, created, updated, skipped }
    struct Recorded: Sendable { var key: String; var theme: String; var change: Change; var record: ReferenceRecord? }

    func run() throws {
        let loaded = try options.loadThemes()
        let themes = loaded.map(\.theme)
        let plan = try options.plan(for: themes)
        var fingerprints: [String: Fingerprint] = [:]
        var environments: [String: RenderEnvironment] = [:]
        for theme in themes {
            let environment = RenderEnvironment.current(fonts: FontEnvironment(extraFonts: theme.fontPaths))
            environments[theme.name] = environment
            fingerprints[theme.name] = try Fingerprint.read(options.fingerprintPath(of: theme.name)) ?? Fingerprint(environment: environment)
        }
        try FolderCheck.ensureWritable(options.snapshots)
        let existing = fingerprints
        let missingOnly = self.missingOnly, options = self.options
        let progress = Progress(total: plan.count, quiet: quiet, verbose: false)
        let outcomes = try JobRunner(themes: themes, jobs: options.jobs).run(plan, progress: progress) { job, layout, renderer -> Recorded in
            let path = options.referencePath(job)
            let exists = FileManager.default.fileExists(atPath: path)
            let old = existing[job.theme]?.references[job.referenceKey]
            if missingOnly && exists { return Recorded(key: job.referenceKey, theme: job.theme, change: .skipped, record: old) }
            let bitmap = try renderer.draw(layout, appearance: job.variant.appearance)
            let record = ReferenceRecord(bitmap: bitmap, layout: layout)
            if exists, old?.pixels == record.pixels { return Recorded(key: job.referenceKey, theme: job.theme, change: .unchanged, record: record) }
            try AtomicFile.write(bitmap.png(compression: .compact), to: path)
            return Recorded(key: job.referenceKey, theme: job.theme, change: exists ? .updated : .created, record: record)
        }
        var counts: [Change: Int] = [:]
        var failures: [String] = []
        for (job, outcome) in zip(plan, outcomes) {
            switch outcome.result {
            case .success(let recorded):
                counts[recorded.change, default: 0] += 1
                if let record = recorded.record { fingerprints[recorded.theme]?.references[recorded.key] = record }
            case .failure(let error):
                failures.append("\(job.relativePath): \(error)")
            }
        }
        for theme in themes {
            guard var fingerprint = fingerprints[theme.name], let current = environments[theme.name] else { continue }
            let changes = current.changes(since: fingerprint.environment)
            let recordedAll = plan.filter { $0.theme == theme.name }.count == RenderPlan.referenceJobs(for: theme).count && !missingOnly
            if !changes.isEmpty && !recordedAll && existing[theme.name]?.references.isEmpty == false {
                FileHandle.standardError.write(Data("warning: \(theme.name): the environment changed since the last record (\(changes.joined(separator: "; "))); references not re-recorded now were made in the old one — record them all again\n".utf8))
            }
            fingerprint.environment = current
            try AtomicFile.write(fingerprint.encoded(), to: options.fingerprintPath(of: theme.name))
        }
        progress.clear()
        if !quiet {
            let names: [(Change, String)] = [(.created, "new"), (.updated, "updated"), (.unchanged, "unchanged"), (.skipped, "skipped (exist)")]
            let parts = names.compactMap { change, name in counts[change].map { "\($0) \(name)" } }
            print("Recorded \(plan.count - failures.count) references in \(options.snapshots): \(parts.joined(separator: ", ")).")
        }
        if !failures.isEmpty {
            for failure in failures { FileHandle.standardError.write(Data("error: \(failure)\n".utf8)) }
            throw ExitCode(ExitCodes.badInput)
        }
    }
}
