import ArgumentParser
import Foundation
import Stateboard

/// `stateboard merge-reports`: one report from the reports of `verify --shard i/n` runs.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Merge the --report folders of sharded verify runs into one report.",
        discussion: """
            Each `verify --report DIR` writes DIR/report.json beside its pages and images. Give the \
            folders the shards wrote (downloaded CI artifacts, say); the merged folder gets every \
            image, one index.html and one junit.xml. Exits 1 when any shard had a failure.

            Example:
              stateboard verify --shard 1/2 --report shard-1     # on machine 1
              stateboard verify --shard 2/2 --report shard-2     # on machine 2
              stateboard merge-reports shard-1 shard-2 --report verify-report
            """
    )

    @Argument(help: "Report folders written by `verify --report`.")
    var folders: [String]

    @Option(help: "The merged report's folder.")
    var report: String

    @Option(help: "Also write the merged JUnit XML here.")
    var junit: String?

    func validate() throws {
        guard !folders.isEmpty else { throw ValidationError("give at least one report folder") }
    }

    func run() throws {
        let merged = try ReportFiles.merge(folders, into: report, junit: junit)
        print("Merged \(folders.count) reports: \(merged.entries.count) images, \(merged.passed) passed, \(merged.failed) failed, \(merged.missing) missing.")
        print("Report: \(URL(fileURLWithPath: report).appendingPathComponent("index.html").standardizedFileURL.path)")
        if merged.errors > 0 { throw ExitCode(ExitCodes.badInput) }
        if !merged.allPassed { throw ExitCode(ExitCodes.verificationFailed) }
    }
}
