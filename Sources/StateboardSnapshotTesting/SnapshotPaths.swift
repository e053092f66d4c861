import Foundation

/// Where swift-snapshot-testing keeps a snapshot's reference and its failed render, worked out
/// from its documented layout rather than from its messages.
///
/// References: `snapshotDirectory` or `__Snapshots__/<TestFile>/` beside the test file, named
/// `<test>.<name or counter>.<ext>`. A failed render is written under the same name to
/// `$SNAPSHOT_ARTIFACTS/<TestFile>/` (the temporary directory when unset). The counter is the
/// library's own; for an unnamed snapshot the failed render just written (the newest file of
/// this test with exactly the failed bytes) tells which counter it was.
enum SnapshotPaths {
    /// The reference the failed snapshot `failed` was compared with, or `nil` if it cannot be told.
    static func reference(
        failed: Data, named name: String?, pathExtension: String?, snapshotDirectory: String?,
        filePath: String, testName: String
    ) -> String? {
        let fileURL = URL(fileURLWithPath: filePath, isDirectory: false)
        let fileName = fileURL.deletingPathExtension().lastPathComponent
        let directory =
            snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)
        let suffix = pathExtension.map { "." + $0 } ?? ""
        let test = sanitized(testName)
        let fileNameInDirectory: String
        if let name {
            fileNameInDirectory = "\(test).\(sanitized(name))\(suffix)"
        } else {
            let artifacts = URL(
                fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
                isDirectory: true
            ).appendingPathComponent(fileName)
            guard let found = newestFailedRender(in: artifacts, test: test, suffix: suffix, bytes: failed) else { return nil }
            fileNameInDirectory = found
        }
        return directory.appendingPathComponent(fileNameInDirectory).path
    }

    /// `dir/test.1.png` + `diff.png` → `dir/test.1.diff.png`.
    static func path(beside referencePath: String, named attachmentName: String) -> String {
        (referencePath as NSString).deletingPathExtension + "." + attachmentName
    }

    /// swift-snapshot-testing's rule for names in paths: runs of non-word characters become one
    /// hyphen, with none leading or trailing.
    static func sanitized(_ string: String) -> String {
        string.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    private static func newestFailedRender(in artifacts: URL, test: String, suffix: String, bytes: Data) -> String? {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: artifacts.path) else { return nil }
        let candidates = names.filter { name in
            guard name.hasPrefix(test + "."), name.hasSuffix(suffix) else { return false }
            let counter = name.dropFirst(test.count + 1).dropLast(suffix.count)
            return !counter.isEmpty && counter.allSatisfy(\.isASCII) && counter.allSatisfy(\.isNumber)
        }
        let matching = candidates.compactMap { name -> (String, Date)? in
            let path = artifacts.appendingPathComponent(name).path
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                (attributes[.size] as? NSNumber)?.intValue == bytes.count,
                manager.contents(atPath: path) == bytes
            else { return nil }
            return (name, attributes[.modificationDate] as? Date ?? .distantPast)
        }
        return matching.max { $0.1 < $1.1 }?.0
    }
}
