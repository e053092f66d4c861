import ArgumentParser
import Dispatch
import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardSnapshot
import StateboardTheme

/// Options shared by `record`, `verify` and `prune`: which themes, which references, where.
struct SnapshotOptions: ParsableArguments {
    @Argument(help: "Theme folders or bundled theme names. Default: every theme in ./Themes.")
    var themes: [String] = []

    @Option(help: "The references folder.")
    var snapshots = "Snapshots"

    @OptionGroup var filters: FilterOptions

    @Option(help: "Parallel workers. Default: every core.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func check() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        try filters.check()
    }

    /// The themes named (or every bundled one), with the arguments that named them.
    func loadThemes() throws -> [(argument: String, theme: Theme)] {
        let arguments = themes.isEmpty ? try ThemeLocator.bundledThemePaths().map { ($0 as NSString).lastPathComponent } : themes
        return try arguments.map { ($0, try loadTheme($0)) }
    }

    /// The reference jobs of the themes that pass the filters.
    func plan(for themes: [Theme]) throws -> [RenderJob] {
        try filters.plan(for: themes, jobs: { RenderPlan.referenceJobs(for: $0, filter: $1) }, whenEmpty: "the filters match no reference")
    }

    /// `Snapshots/<theme>`.
    func folder(of theme: String) -> String { (snapshots as NSString).appendingPathComponent(theme) }

    /// `Snapshots/<theme>/fingerprint.json`.
    func fingerprintPath(of theme: String) -> String { (folder(of: theme) as NSString).appendingPathComponent(Fingerprint.fileName) }

    /// `Snapshots/<theme>/<screen>/<state>/<variant>.png`.
    func referencePath(_ job: RenderJob) -> String { (snapshots as NSString).appendingPathComponent(job.relativePath + ".png") }
}

/// A job's key inside its theme's fingerprint: `<screen>/<state>/<variant>`.
extension RenderJob {
    var referenceKey: String { "\(screen)/\(state.key)/\(variant.fileStem)" }
}

/// Quotes a command-line word for a POSIX shell when it needs it.
func shellQuoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./@=:,+".contains($0) }
    return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// The command that records exactly this job's reference.
func acceptCommand(for job: RenderJob, themeArgument: String, snapshots: String) -> String {
    let v = job.variant
    var words = ["stateboard", "record", themeArgument, "--screen", job.screen, "--state", job.state.key, "--device", v.device.id,
                 "--appearance", v.appearance.rawValue, "--locale", v.locale.identifier, "--text-size", v.textSize.rawValue]
    words += ["--scale", v.scale == v.scale.rounded() ? String(Int(v.scale)) : String(v.scale)]
    if snapshots != "Snapshots" { words += ["--snapshots", snapshots] }
    return words.map(shellQuoted).joined(separator: " ")
}
