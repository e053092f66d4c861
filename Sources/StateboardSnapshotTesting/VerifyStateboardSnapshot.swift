import Foundation
import SnapshotTesting
import XCTest

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
    let evaluated: Value
    do { evaluated = try value() } catch { return error.localizedDescription }
    // Take the snapshot first (Stateboard's strategies draw synchronously): a scene that cannot
    // be rendered is reported as such and never reaches the comparison, so nothing is recorded.
    var observed = snapshotting
    if let format = SnapshotOutcome.synchronousSnapshot(of: evaluated, as: snapshotting) {
        if let data = format as? Data, let error = SceneRendering.failure(in: data) {
            return "The scene could not be rendered: \(error)\nNothing was recorded."
        }
        if let text = format as? String, text.hasPrefix(layoutFailureMarker) {
            return "The scene could not be laid out: \(text.dropFirst(layoutFailureMarker.count).dropLast())\nNothing was recorded."
        }
        observed = Snapshotting(pathExtension: snapshotting.pathExtension, diffing: snapshotting.diffing) { _ in Async(value: format) }
    }
    let outcome = SnapshotOutcome<Format>()
    let diff = observed.diffing.diffV2
    observed.diffing.diffV2 = { reference, actual in
        let result = diff(reference, actual)
        outcome.attachments = result?.1 ?? []
        outcome.failed = observed.diffing.toData(actual)
        return result
    }
    guard
        let message = verifySnapshot(
            of: evaluated, as: observed, named: name, record: record, snapshotDirectory: snapshotDirectory,
            timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    else { return nil }
    guard let failed = outcome.failed, !outcome.attachments.isEmpty,
        let referencePath = SnapshotPaths.reference(
            failed: failed, named: name, pathExtension: snapshotting.pathExtension,
            snapshotDirectory: snapshotDirectory, filePath: "\(filePath)", testName: testName)
    else { return message }
    let notes = outcome.attachments.compactMap { attachment -> String? in
        guard case .data(let data, let attachmentName) = attachment else { return nil }
        let path = SnapshotPaths.path(beside: referencePath, named: attachmentName)
        recordTestAttachment(
            data, named: (path as NSString).lastPathComponent, fileID: fileID, filePath: filePath,
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
    guard
        let message = verifyStateboardSnapshot(
            of: try value(), as: snapshotting, named: name, record: record,
            snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID,
            file: filePath, testName: testName, line: line, column: column)
    else { return }
    reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// A Swift Testing issue inside a `@Test`, an XCTest failure otherwise.
private func reportFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
    #endif
    XCTFail(message, file: filePath, line: line)
}

/// What one verification's comparison saw; it runs synchronously inside `verifySnapshot`.
final class SnapshotOutcome<Format> {
    var attachments: [DiffAttachment] = []
    /// The failed snapshot's bytes, as swift-snapshot-testing writes them to its artifacts folder.
    var failed: Data?

    /// The snapshot, when the strategy delivers it at once (an asynchronous one is left to
    /// `verifySnapshot`, which waits for it).
    static func synchronousSnapshot<Value>(of value: Value, as snapshotting: Snapshotting<Value, Format>) -> Format? {
        var format: Format?
        snapshotting.snapshot(value).run { format = $0 }
        return format
    }
}

/// Attaches the picture to the current Swift Testing test where swift-snapshot-testing does not
/// (it only attaches when Xcode runs the tests); saved with `swift test --attachments-path`.
private func recordTestAttachment(
    _ data: Data, named name: String, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
) {
    #if canImport(Testing) && compiler(>=6.2)
        #if canImport(Darwin)
            if ProcessInfo.processInfo.environment.keys.contains("__XCODE_BUILT_PRODUCTS_DIR_PATHS") { return }
        #endif
        guard Test.current != nil else { return }
        Attachment.record(
            Array(data), named: name,
            sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    #endif
}
