import Foundation
import StateboardSnapshot

/// The files of a verify report folder: index.html, junit.xml and report.json (for merging).
public enum ReportFiles {
    /// Writes `report` into `folder` (when given) and its JUnit XML to `junit` (when given).
    public static func write(_ report: VerificationReport, to folder: String?, junit: String?) throws(PipelineError) {
        if let folder {
            // The page and report.json are written an entry at a time: neither stands whole in memory.
            let page = try StreamedFile(path: (folder as NSString).appendingPathComponent("index.html"))
            try HTMLReport.write(report, title: "Stateboard verify", to: page.write)
            try page.publish()
            try writeJUnit(report, to: (folder as NSString).appendingPathComponent("junit.xml"))
            try AtomicFile.write(Data(ReportSummary.markdown(report).utf8), to: (folder as NSString).appendingPathComponent(ReportSummary.fileName))
            let json = try StreamedFile(path: (folder as NSString).appendingPathComponent(VerificationReport.fileName))
            do { try report.writeJSON(JSONPieces(prettyPrinted: true)) { try json.write($0) } } catch let error as PipelineError { throw error } catch {
                throw .badInput("cannot encode the report: \(error)")
            }
            try json.publish()
        }
        if let junit { try writeJUnit(report, to: junit) }
    }

    /// Writes the JUnit XML of `report` to `path` a line at a time (`JUnitReport.write`).
    private static func writeJUnit(_ report: VerificationReport, to path: String) throws(PipelineError) {
        let file = try StreamedFile(path: path)
        try JUnitReport.write(report, to: file.write)
        try file.publish()
    }

    /// Merges the report folders of sharded verify runs into `folder`: every image, one page,
    /// one junit.xml (also to `junit` when given). Returns the merged report.
    public static func merge(_ folders: [String], into folder: String, junit: String? = nil) throws(PipelineError) -> VerificationReport {
        var merged = VerificationReport()
        var images: [(from: String, relative: String)] = []
        for source in folders {
            let path = (source as NSString).appendingPathComponent(VerificationReport.fileName)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw .badInput("\(path) does not exist; pass folders written by `stateboard verify --report`")
            }
            let part: VerificationReport
            do { part = try JSONDecoder().decode(VerificationReport.self, from: data) } catch {
                throw .badInput("\(path) is not a Stateboard verify report (\(error.localizedDescription))")
            }
            merged.entries += part.entries
            merged.seconds = max(merged.seconds, part.seconds)
            merged.environmentChanges.merge(part.environmentChanges) { old, new in Array(Set(old + new)).sorted() }
            try ReviewEnvironment.merge(part.environments, into: &merged, from: path)
            for entry in part.entries {
                for relative in entry.imagePaths {
                    guard !relative.contains("..") && !relative.hasPrefix("/") else {
                        throw .badInput("\(path) names an image outside its folder: \(relative)")
                    }
                    images.append((source, relative))
                }
            }
        }
        merged.entries.sort { $0.key < $1.key }
        try AtomicFile.ensureWritableFolder(folder)
        for image in images {
            let source = (image.from as NSString).appendingPathComponent(image.relative)
            guard let data = FileManager.default.contents(atPath: source) else {
                throw .badInput("\(source) is missing from its report folder")
            }
            try AtomicFile.write(data, to: OutputPath.inside(folder, relative: image.relative))
        }
        try write(merged, to: folder, junit: junit)
        return merged
    }
}

extension VerificationReport.Entry {
    /// The images the entry's report folder holds for it, relative to the folder.
    var imagePaths: [String] { [referenceImage, actualImage, diffImage].compactMap { $0 } }
}

/// Writes a report's images: for each failure the reference, the actual image and the
/// three-pane diff; for a missing reference the actual image.
struct ReportArtifacts: Sendable {
    let folder: String
    let snapshots: String

    /// Writes one entry's images and records their paths in it.
    func write(actual: Data?, diff: Data?, for entry: inout VerificationReport.Entry) throws(PipelineError) {
        let base = entry.key
        if let actual {
            entry.actualImage = base + ".actual.png"
            try AtomicFile.write(actual, to: try path(base + ".actual.png"))
        }
        if let diff {
            entry.diffImage = base + ".diff.png"
            try AtomicFile.write(diff, to: try path(base + ".diff.png"))
        }
        if entry.status == .failed, let reference = FileManager.default.contents(atPath: (snapshots as NSString).appendingPathComponent(base + ".png")) {
            entry.referenceImage = base + ".reference.png"
            try AtomicFile.write(reference, to: try path(base + ".reference.png"))
        }
    }

    private func path(_ relative: String) throws(PipelineError) -> String { try OutputPath.inside(folder, relative: relative) }

    /// Removes the images an earlier report in this folder listed (and only those), so a failure
    /// fixed since leaves no stale picture behind.
    func removePreviousImages() {
        let previous = (folder as NSString).appendingPathComponent(VerificationReport.fileName)
        guard let data = FileManager.default.contents(atPath: previous),
            let report = try? JSONDecoder().decode(VerificationReport.self, from: data)
        else { return }
        for entry in report.entries {
            for relative in entry.imagePaths where !relative.contains("..") && !relative.hasPrefix("/") {
                if let stale = try? path(relative) { try? FileManager.default.removeItem(atPath: stale) }
            }
        }
    }
}
