import Foundation
import Stateboard

/// `--limit NAME=VALUE`, which every command takes: checked, taken out of the arguments, and laid
/// over `STATEBOARD_LIMITS` (itself checked) into the limits the command runs under.
enum LimitArguments {
    struct Problem: Error { var message: String }

    /// The arguments without `--limit` pairs and the limits they and the environment set, or the
    /// first thing wrong with a limit.
    static func extract(_ arguments: [String]) -> Result<([String], InputLimits), Problem> {
        let variable = InputLimits.environmentVariable
        if let text = ProcessInfo.processInfo.environment[variable], let problem = InputLimits.problems(in: text).first {
            return .failure(Problem(message: "\(variable): \(problem)"))
        }
        var rest: [String] = [], given: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { rest += arguments[index...]; break }
            if argument == "--limit" {
                guard index + 1 < arguments.count else { return .failure(Problem(message: "--limit needs NAME=VALUE, for example --limit nodes=50000")) }
                given.append(arguments[index + 1])
                index += 2
                continue
            }
            if argument.hasPrefix("--limit=") { given.append(String(argument.dropFirst(8))); index += 1; continue }
            rest.append(argument)
            index += 1
        }
        for pair in given {
            if let problem = InputLimits.problems(in: pair).first { return .failure(Problem(message: "--limit \(problem)")) }
        }
        var limits = InputLimits.fromEnvironment()
        for pair in given { limits.apply(pair) }
        return .success((rest, limits))
    }
}
