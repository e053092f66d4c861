import ArgumentParser
import Foundation
import StateboardSnapshot

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
        var merged = VerificationReport()
        var images: [(from: String, relative: String)] = []
        for folder in folders {
            let path = (folder as NSString).appendingPathComponent(VerificationReport.fileName)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandFailure.badInput("\(path) does not exist; pass folders written by `stateboard verify --report`")
            }
            let part: VerificationReport
            do { part = try JSONDecoder().decode(VerificationReport.self, from: data) } catch {
                throw CommandFailure.badInput("\(path) is not a Stateboard verify report (\(error.localizedDescription))")
            }
            merged.entries += part.entries
            merged.seconds = max(merged.seconds, part.seconds)
            merged.environmentChanges.merge(part.environmentChanges) { old, new in Array(Set(old + new)).sorted() }
            for entry in part.entries {
                for relative in [entry.referenceImage, entry.actualImage, entry.diffImage].compactMap({ $0 }) {
                    images.append((folder, relative))
                }
            }
        }
        merged.entries.sort { $0.key < $1.key }
        try FolderCheck.ensureWritable(report)
        for image in images {
            let source = (image.from as NSString).appendingPathComponent(image.relative)
            guard let data = FileManager.default.contents(atPath: source) else {
                throw CommandFailure.badInput("\(source) is missing from its report folder")
            }
            try AtomicFile.write(data, to: (report as NSString).appendingPathComponent(image.relative))
        }
        try ReportFiles.write(merged, to: report, junit: junit)
        print("Merged \(folders.count) reports: \(merged.entries.count) images, \(merged.passed) passed, \(merged.failed) failed, \(merged.missing) missing.")
        print("Report: \(URL(fileURLWithPath: report).appendingPathComponent("index.html").standardizedFileURL.path)")
        if merged.errors > 0 { throw ExitCode(ExitCodes.badInput) }
        if !merged.allPassed { throw ExitCode(ExitCodes.verificationFailed) }
    }
}

/// The files of a report folder: index.html, junit.xml and report.json (for merging).
enum ReportFiles {
    static func write(_ report: VerificationReport, to folder: String?, junit: String?) throws {
        let xml = Data(JUnitReport.xml(report).utf8)
        if let folder {
            try AtomicFile.write(Data(HTMLReport.html(report, title: "Stateboard verify").utf8), to: (folder as NSString).appendingPathComponent("index.html"))
            try AtomicFile.write(xml, to: (folder as NSString).appendingPathComponent("junit.xml"))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            try AtomicFile.write(encoder.encode(report), to: (folder as NSString).appendingPathComponent(VerificationReport.fileName))
        }
        if let junit { try AtomicFile.write(xml, to: junit) }
    }
}
