import ArgumentParser
import Foundation
import StateboardSnapshot
import StateboardTheme

/// The `stateboard` command: render, check and inspect an app's placeholder states offline.
@main
struct Stateboard: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stateboard",
        abstract: "Render an app's empty, loading and error states offline.",
        discussion: """
            Stateboard lays placeholders out with UIStackView's rules and draws them with Cairo, \
            so every state can be reviewed and snapshot-tested without a simulator.

            Exit codes: 0 ok, 1 verification failed, 2 bad input, 3 environment problem.
            """,
        subcommands: [RenderCommand.self, LayoutCommand.self, ValidateCommand.self, DevicesCommand.self, SchemaCommand.self, InitCommand.self, ExplainCommand.self, RenderSceneCommand.self, WatchCommand.self, RecordCommand.self, VerifyCommand.self, PruneCommand.self, MergeReportsCommand.self]
    )

    /// Runs the command line with Stateboard's exit codes: bad input (flags or files) is 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as DiagnosticsError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            Foundation.exit(ExitCodes.badInput)
        } catch let error as SnapshotError {
            FileHandle.standardError.write(Data(("error: " + error.description + "\n").utf8))
            Foundation.exit(ExitCodes.badInput)
        } catch let error as CommandFailure {
            FileHandle.standardError.write(Data(("error: " + error.message + "\n").utf8))
            Foundation.exit(error.code)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure || code.rawValue == EX_USAGE {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitCodes.badInput)
            }
            exit(withError: error)
        }
    }
}

/// Stateboard's exit codes.
enum ExitCodes {
    static let verificationFailed: Int32 = 1
    static let badInput: Int32 = 2
    static let environment: Int32 = 3
}

/// A failure with a one-line message and an exit code.
struct CommandFailure: Error {
    var message: String
    var code: Int32
    static func badInput(_ message: String) -> CommandFailure { CommandFailure(message: message, code: ExitCodes.badInput) }
    static func environment(_ message: String) -> CommandFailure { CommandFailure(message: message, code: ExitCodes.environment) }
}
