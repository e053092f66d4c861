import ArgumentParser
import Foundation
import Stateboard

/// The `stateboard` command: render, check and inspect an app's placeholder states offline.
@main
struct StateboardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stateboard",
        abstract: "Render an app's empty, loading and error states offline.",
        discussion: """
            Stateboard lays placeholders out with UIStackView's rules and draws them with Cairo, \
            so every state can be reviewed and snapshot-tested without a simulator.

            Every command takes --limit NAME=VALUE (repeatable) to raise one of the limits that \
            protect against runaway themes (see docs/Security.md), e.g. --limit nodes=50000; \
            STATEBOARD_LIMITS="nodes=50000,variants=200000" does the same for every run.

            Exit codes: 0 ok, 1 verification failed, 2 bad input, 3 environment problem.
            """,
        subcommands: [
            RenderCommand.self, LayoutCommand.self, ValidateCommand.self, ThemesCommand.self, DevicesCommand.self,
            SchemaCommand.self, InitCommand.self, ExplainCommand.self, RenderSceneCommand.self, WatchCommand.self, ServeCommand.self,
            RecordCommand.self, VerifyCommand.self, PruneCommand.self, MergeReportsCommand.self, ReviewCommand.self, LintCommand.self,
            SymbolsCommand.self, DecodeWorkerCommand.self,
        ]
    )

    /// Runs the command line with Stateboard's exit codes: bad input (flags or files) is 2.
    /// Commands that serve (`serve`, `review`) are `AsyncParsableCommand`s and are awaited; the
    /// others run synchronously, as before.
    static func main() async { await runCommandLine() }

    /// The command line, off the main actor: the command parsed here is run here, never sent
    /// across isolation domains.
    nonisolated private static func runCommandLine() async {
        InterruptCleanup.shared.install()
        let arguments: [String], limits: InputLimits
        switch LimitArguments.extract(Array(CommandLine.arguments.dropFirst())) {
        case .success(let (rest, given)): (arguments, limits) = (rest, given)
        case .failure(let problem):
            FileHandle.standardError.write(Data("error: \(problem.message)\n".utf8))
            Foundation.exit(ExitCodes.badInput)
        }
        do {
            var command = try parseAsRoot(arguments)
            let glyphs = (command as? DrawsGlyphs)?.glyphOptions.settings ?? GlyphSettings.fromEnvironment(source: nil)
            let decoding = command is DecodeWorkerCommand ? ImageDecoding.inProcess : DecodeWorkerCommand.decoding()
            try await InputLimits.$current.withValue(limits) {
                try await ImageDecoding.$current.withValue(decoding) {
                    try await GlyphSettings.$current.withValue(glyphs) {
                        // Never a silent substitute: each symbol `apple` drew from the pinned set is named.
                        defer { for warning in glyphs.symbolWarnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) } }
                        if var serving = command as? any AsyncParsableCommand {
                            try await serving.run()
                        } else {
                            try command.run()
                        }
                    }
                }
            }
        } catch {
            if let (message, code) = ExitCodes.classify(error) {
                FileHandle.standardError.write(Data((message + "\n").utf8))
                Foundation.exit(code)
            }
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
    static let verificationFailed = StateboardExitCode.verificationFailed.rawValue
    static let badInput = StateboardExitCode.badInput.rawValue
    static let environment = StateboardExitCode.environment.rawValue

    /// The message and exit code of the library's errors, each of which declares its own
    /// (`StateboardError`); nil for argument-parser's own and anything else.
    static func classify(_ error: any Error) -> (String, Int32)? {
        guard let error = error as? any StateboardError else { return nil }
        return (error.commandLineMessage, error.exitCode.rawValue)
    }

    /// Prints each failure of a run to standard error and exits 2 when there is any.
    static func failIfAny(_ failures: [String]) throws {
        guard !failures.isEmpty else { return }
        for failure in failures { FileHandle.standardError.write(Data("error: \(failure)\n".utf8)) }
        throw ExitCode(badInput)
    }
}
