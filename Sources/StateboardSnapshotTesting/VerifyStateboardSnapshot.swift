import Foundation
@_spi(Internals) import SnapshotTesting

#if canImport(Testing)
import Testing
#endif

/// Verifies a value against its reference like swift-snapshot-testing's `verifySnapshot`, and on
/// a mismatch writes the strategy's difference picture beside the reference.
///
/// swift-snapshot-testing keeps a failure's attachments only in Xcode, so on Linux and in CI the
/// three-pane picture would be lost. This wrapper saves it as `<snapshot>.diff.png` next to
/// `<snapshot>.png` in `__Snapshots__/<TestFile>/` (or `snapshotDirectory`), e.g.
/// `testEmptyState.1.diff.png` or `testEmptyState.dark.diff.png`, and names the file in the
/// message. The failed render itself is where swift-snapshot-testing puts it: the
/// `SNAPSHOT_ARTIFACTS` directory (else the temporary directory), in a folder named after the
/// test file. A picture from an earlier failure stays until the next failure replaces it; add
/// `*.diff.png` to `.gitignore`.
///
/// The parameters are `verifySnapshot`'s, so the two can be swapped. The record mode and diff
/// tool follow `withSnapshotTesting` and the `.snapshots` test trait as usual.
///
/// - Returns: A failure message, or `nil` when the value matches its reference.
public func verifyStateboardSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let capture = FailureCapture()
    var observed = snapshotting
    // A scene that cannot be rendered yields a note instead of a PNG; remember it, so that a
    // record run does not keep the note as the reference.
    let snapshot = snapshotting.snapshot
    observed.snapshot = { value in
        snapshot(value).map { format in
            if let data = format as? Data, let error = SceneRendering.failure(in: data) { capture.renderFailure = error }
            return format
        }
    }
    let diff = snapshotting.diffing.diffV2
    observed.diffing.diffV2 = { reference, actual in
        let result = diff(reference, actual)
        capture.attachments = result?.1 ?? []
        return result
    }
    // The diff tool is the one hook that is told the reference's path, counter and name included;
    // it is called once the comparison has failed. The user's tool still writes the message.
    let userTool = SnapshotTestingConfiguration.current?.diffTool ?? _diffTool
    let tool = SnapshotTestingConfiguration.DiffTool { referencePath, failedPath in
        capture.referencePath = referencePath
        return userTool(currentFilePath: referencePath, failedFilePath: failedPath)
    }
    func verify() -> String? {
        verifySnapshot(of: try value(), as: observed, named: name, record: record, snapshotDirectory: snapshotDirectory,
                       timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
    let message = withSnapshotTesting(diffTool: tool, operation: verify)
    if let error = capture.renderFailure {
        return "The scene could not be rendered: \(error)" + (removeRecordedFailure(named: message) ? "\nNothing was recorded." : "")
    }
    guard let message else { return nil }
    guard let referencePath = capture.referencePath else { return message }
    let notes = capture.attachments.compactMap { attachment -> String? in
        guard case .data(let data, let attachmentName) = attachment else { return nil }
        let path = FailureCapture.path(beside: referencePath, named: attachmentName)
        recordTestAttachment(data, named: (path as NSString).lastPathComponent, fileID: fileID, filePath: filePath,
                             line: line, column: column)
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            return "Difference (reference | difference | actual): \"file://\(path)\""
        } catch {
            return "The difference picture could not be written to \(path): \(error.localizedDescription)"
        }
    }
    return ([message] + notes).joined(separator: "\n\n")
}

/// Asserts that a value matches its reference, writing the difference picture beside the
/// reference on a mismatch (see ``verifyStateboardSnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``).
///
/// Failures are reported the way swift-snapshot-testing's `assertSnapshot` reports them: as a
/// Swift Testing issue inside a `@Test`, as an XCTest failure otherwise.
///
/// ```swift
/// @Test func emptyInbox() throws {
///     assertStateboardSnapshot(of: try inboxScene(), as: .stateboard(appearance: .dark))
/// }
/// ```
public func assertStateboardSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = verifyStateboardSnapshot(of: try value(), as: snapshotting, named: name, record: record,
                                                 snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID,
                                                 file: filePath, testName: testName, line: line, column: column)
    else { return }
    recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Removes a reference that a record run wrote from a failed render (swift-snapshot-testing names
/// it in its message as `open "file://…"`); true when one was removed.
private func removeRecordedFailure(named message: String?) -> Bool {
    guard let message, let start = message.range(of: "open \"file://")?.upperBound,
          let end = message[start...].firstIndex(of: "\"") else { return false }
    let path = String(message[start..<end]).removingPercentEncoding ?? String(message[start..<end])
    guard let data = FileManager.default.contents(atPath: path), SceneRendering.failure(in: data) != nil else { return false }
    return (try? FileManager.default.removeItem(atPath: path)) != nil
}

/// What one verification's comparison and diff tool saw; they run synchronously inside
/// `verifySnapshot`, but the diff tool must be `Sendable`, hence the lock.
final class FailureCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var _referencePath: String?
    private var _attachments: [DiffAttachment] = []
    private var _renderFailure: String?

    var renderFailure: String? {
        get { lock.withLock { _renderFailure } }
        set { lock.withLock { _renderFailure = newValue } }
    }

    var referencePath: String? {
        get { lock.withLock { _referencePath } }
        set { lock.withLock { _referencePath = newValue } }
    }

    var attachments: [DiffAttachment] {
        get { lock.withLock { _attachments } }
        set { lock.withLock { _attachments = newValue } }
    }

    /// `dir/test.1.png` + `diff.png` → `dir/test.1.diff.png`.
    static func path(beside referencePath: String, named attachmentName: String) -> String {
        let stem = (referencePath as NSString).deletingPathExtension
        return stem + "." + attachmentName
    }
}

/// Attaches the picture to the current Swift Testing test where swift-snapshot-testing does not
/// (it only attaches when Xcode runs the tests); saved with `swift test --attachments-path`.
private func recordTestAttachment(_ data: Data, named name: String, fileID: StaticString, filePath: StaticString,
                                  line: UInt, column: UInt) {
    #if canImport(Testing) && compiler(>=6.2)
    #if canImport(Darwin)
    if ProcessInfo.processInfo.environment.keys.contains("__XCODE_BUILT_PRODUCTS_DIR_PATHS") { return }
    #endif
    guard Test.current != nil else { return }
    Attachment.record(Array(data), named: name,
                      sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    #endif
}
