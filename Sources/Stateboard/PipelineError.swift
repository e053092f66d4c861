/// A failure of a pipeline run that a caller reports to a person: what went wrong, in one line,
/// and whether the input or the machine is to blame (the command line maps this to exit codes
/// 2 and 3).
public struct PipelineError: DescribedError, Sendable {
    /// Who has to act.
    public enum Cause: Sendable, Hashable {
        /// A flag, theme, file or reference is wrong: the user's input.
        case badInput
        /// The machine lacks something (a library, the fonts): the environment.
        case environment
    }

    public var message: String
    public var cause: Cause

    public init(_ message: String, cause: Cause = .badInput) { self.message = message; self.cause = cause }

    public var description: String { message }

    static func badInput(_ message: String) -> PipelineError { PipelineError(message, cause: .badInput) }
    static func environment(_ message: String) -> PipelineError { PipelineError(message, cause: .environment) }
}
