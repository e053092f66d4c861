import Foundation
@testable import Stateboard
@testable import StateboardTheme
import StateboardTestSupport
import Testing

/// Errors carry their exit code (`StateboardError.exitCode`, which has no default, so a new
/// conformance does not compile without one); the command line maps any of them without a list
/// of types. These tests hold every public error type of the library to it.
@Suite struct ErrorExitCodeTests {
    /// One instance of each public error type, with the status and message the command line has
    /// always given it (exit 2 bad input, 3 environment; a diagnostic prints as it reads). Testable
    /// imports reach the two whose initialisers are internal (`JobNotReached`, `SymbolTemplateProblem`).
    static let cases: [(any Error, StateboardExitCode, String)] = [
        (DiagnosticsError([]), .badInput, ""),
        (SnapshotError.unreadable("a.png", "not a PNG"), .badInput, "error: a.png: not a PNG"),
        (PipelineError("no such theme"), .badInput, "error: no such theme"),
        (PipelineError("no fonts", cause: .environment), .environment, "error: no fonts"),
        (RenderError.environment("cairo is missing"), .environment, "error: cairo is missing"),
        (RenderError.input("bad image"), .badInput, "error: bad image"),
        (RenderDeadline(seconds: 2).exceeded("drawing", at: nil), .badInput, "error: drawing took longer than 2 s"),
        (UnregisteredNodeKindError(kind: "ring", known: []), .badInput, "error: no node kind `ring`"),
        (CustomNodeContentMismatchError(kind: "ring", expected: "A", found: "B"), .badInput, "error: a `ring` node"),
        (InlineMarkup.Problem.tooManyRuns(2, limit: 1), .badInput, "error: the markup makes 2 runs"),
        (SymbolTemplateProblem(message: "no guides", hint: "export again"), .badInput, "error: no guides (export again)"),
        (ThemeScaffold.ScaffoldError.exists("Themes/shop"), .badInput, "error: Themes/shop already exists"),
        (XcodeThemeScaffold.ImportError.notAFolder("App"), .badInput, "error: App is not a folder"),
        (XcodeThemeScaffold.ImportError.unreadable([]), .badInput, ""),
        (JobNotReached(), .interrupted, "error: the run stopped before this job"),
    ]

    @Test func eachPublicErrorSaysItsExitStatusAndReads() throws {
        for (error, status, message) in Self.cases {
            let error = try #require(error as? any StateboardError, "\(type(of: error)) is not a StateboardError")
            #expect(error.exitCode == status, "\(type(of: error))")
            #expect(error.commandLineMessage.hasPrefix(message), "\(type(of: error)): \(error.commandLineMessage)")
            // A LocalizedError's localizedDescription is the sentence, not "The operation could not be completed."
            #expect(error.localizedDescription == error.description)
        }
    }

    @Test func exitStatusesAreTheCommandLinesDocumentedCodes() {
        #expect(StateboardExitCode.allCases.map(\.rawValue) == [1, 2, 3, 130])
    }

    /// Every public type in Sources that is an error adopts `StateboardError`, where it is declared
    /// or in its module's `ErrorExitCodes.swift`, so no error of the library reaches the command
    /// line without a code (it used to exit 1, "verification failed").
    @Test func everyPublicErrorTypeInSourcesAdoptsStateboardError() throws {
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        var text = ""
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" && !file.path.contains("stateboard-bench") {
            text += try String(contentsOf: file, encoding: .utf8) + "\n"
        }
        let declaration = try NSRegularExpression(
            pattern: #"public (?:struct|enum|final class|class) (\w+)[^{\n]*:[^{\n]*\b(?:Error|LocalizedError|DescribedError)\b"#)
        let names = declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
        #expect(names.count >= 12, "found \(names)")  // the twelve of today, at least
        for name in names {
            let adopts = try NSRegularExpression(pattern: #"(?:extension (?:\w+\.)*\#(name)|public (?:struct|enum|final class|class) \#(name)[^{\n]*): [^{\n]*\bStateboardError\b"#)
            #expect(adopts.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil, "\(name) does not adopt StateboardError")
        }
    }
}
