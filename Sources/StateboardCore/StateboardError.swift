/// How a command line ends when an error stops it: the status says who has to act. These are
/// the `stateboard` command's exit codes (docs/Architecture.md, "Exit codes"); a tool of your own
/// built on the library can end with the same ones.
public enum StateboardExitCode: Int32, Sendable, Hashable, CaseIterable {
    /// A reference differs or is missing, or lint found errors: the images need a look.
    case verificationFailed = 1
    /// A flag, theme, scene, string file or reference is wrong: the user's input.
    case badInput = 2
    /// The machine lacks something (a library, a font, a free port): the environment.
    case environment = 3
    /// The run was stopped before it finished (Ctrl-C, or a caller that stopped it).
    case interrupted = 130
}

/// An error of Stateboard's: it reads as a sentence (`DescribedError`) and declares the exit
/// status it means, so a command line maps any of them without a list of types to keep up to
/// date. `exitCode` has no default: a new error type does not compile until it says which.
///
/// Each module declares its errors' statuses in a small extension file of its own
/// (`ErrorExitCodes.swift`), beside the errors rather than in the command line.
public protocol StateboardError: DescribedError {
    /// The exit status a command line ends with when this error stops it.
    var exitCode: StateboardExitCode { get }
    /// What a command line prints for it: `error: ` and the description, unless the description
    /// already says where and what (a diagnostic's `file:line:column: error: …`).
    var commandLineMessage: String { get }
}

extension StateboardError {
    /// `error: ` and the description.
    public var commandLineMessage: String { "error: " + description }
}
