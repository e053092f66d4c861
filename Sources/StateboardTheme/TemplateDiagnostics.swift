import StateboardAppFiles
import StateboardCore

/// The problems both loading (`ThemeChecker`) and resolving (`TemplateExpander`) can find in a
/// template, worded once so that `validate`, which does both, reports each once.
extension Diagnostic {
    static func unknownParameter(_ name: String, at location: FileLocation, known: some Collection<String>) -> Diagnostic {
        Diagnostic(
            "unknown parameter `$\(name)`", at: location,
            hint: nearestMatch(to: name, in: known).map { "did you mean `$\($0)`?" }
                ?? (known.isEmpty
                    ? "parameters are only available inside a component"
                    : "parameters here: \(known.sorted().map { "$" + $0 }.joined(separator: ", "))"))
    }

    static func unknownComponent(_ name: String, at location: FileLocation, known: some Collection<String>) -> Diagnostic {
        Diagnostic(
            "unknown component `\(name)`", at: location,
            hint: nearestMatch(to: name, in: known).map { "did you mean `\($0)`?" }
                ?? "components: \(known.sorted().joined(separator: ", "))")
    }

    static func missingArgument(_ key: String, of component: String, at location: FileLocation) -> Diagnostic {
        Diagnostic("component `\(component)` needs `\(key)`", at: location, hint: "pass it: `component: \(component), \(key): …`")
    }
}
