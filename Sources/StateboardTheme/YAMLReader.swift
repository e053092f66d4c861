import StateboardCore
import Yams

/// Reads values out of a composed YAML document, recording every problem with its location
/// instead of stopping at the first, so that a file's errors are all reported at once.
final class YAMLReader {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    /// Parses `text` into a node tree, or records the YAML syntax error.
    func compose(_ text: String) -> Yams.Node? {
        do {
            guard let node = try Yams.compose(yaml: text) else {
                error("the file is empty", at: nil, hint: "a scene file starts with `stateboard: 1`")
                return nil
            }
            return node
        } catch let yamlError as YamlError {
            recordSyntaxError(yamlError)
        } catch {
            self.error("cannot read the YAML: \(error)", at: nil)
        }
        return nil
    }

    func location(of node: Yams.Node?) -> SourceLocation {
        SourceLocation(file: file, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1)
    }

    func error(_ message: String, at node: Yams.Node?, hint: String? = nil) {
        diagnostics.append(Diagnostic(message, at: location(of: node), hint: hint))
    }

    private func recordSyntaxError(_ error: YamlError) {
        switch error {
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.sorted().map { "`\($0)`" }.joined(separator: ", ")
            diagnostics.append(Diagnostic("\(keys) appears twice in one mapping",
                                          at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column),
                                          hint: "keep one of them"))
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let what = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            diagnostics.append(Diagnostic("invalid YAML: \(what)", at: SourceLocation(file: file, line: mark.line, column: mark.column),
                                          hint: "check the indentation and that every `{`, `[` and quote is closed"))
        default:
            diagnostics.append(Diagnostic("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1)))
        }
    }

    // MARK: mappings

    /// The mapping's entries by key, in order. Keys outside `allowed` are reported with the
    /// nearest allowed key; a repeated key is reported too.
    func mapping(_ node: Yams.Node, allowed: [String], what: String) -> [(key: String, keyNode: Yams.Node, value: Yams.Node)]? {
        guard case .mapping(let mapping) = node else {
            error("\(what) must be a mapping of keys to values, not \(describe(node))", at: node,
                  hint: "write it as `key: value` lines indented under it, or `{ key: value }`")
            return nil
        }
        var seen = Set<String>()
        var entries: [(String, Yams.Node, Yams.Node)] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                error("a key in \(what) must be a plain word", at: keyNode)
                continue
            }
            guard allowed.contains(key) else {
                let hint = nearestMatch(to: key, in: allowed).map { "did you mean `\($0)`?" }
                    ?? "\(what) accepts: \(allowed.joined(separator: ", "))"
                error("unknown key `\(key)` in \(what)", at: keyNode, hint: hint)
                continue
            }
            guard seen.insert(key).inserted else {
                error("`\(key)` appears twice in \(what)", at: keyNode, hint: "keep one of them")
                continue
            }
            entries.append((key, keyNode, value))
        }
        return entries
    }

    func describe(_ node: Yams.Node) -> String {
        switch node {
        case .scalar(let scalar): scalar.string.isEmpty ? "an empty value" : "`\(scalar.string)`"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    // MARK: scalars

    func string(_ node: Yams.Node, what: String) -> String? {
        guard let scalar = node.scalar else {
            error("\(what) must be text, not \(describe(node))", at: node)
            return nil
        }
        return scalar.string
    }

    func number(_ node: Yams.Node, what: String, minimum: Double? = nil, maximum: Double? = nil) -> Double? {
        guard let text = node.scalar?.string, let value = Double(text), value.isFinite else {
            error("\(what) must be a number, not \(describe(node))", at: node)
            return nil
        }
        if let minimum, value < minimum {
            error("\(what) must be at least \(format(minimum)), not \(format(value))", at: node)
            return nil
        }
        if let maximum, value > maximum {
            error("\(what) must be at most \(format(maximum)), not \(format(value))", at: node)
            return nil
        }
        return value
    }

    func integer(_ node: Yams.Node, what: String, minimum: Int = 0) -> Int? {
        guard let text = node.scalar?.string, let value = Int(text) else {
            error("\(what) must be a whole number, not \(describe(node))", at: node)
            return nil
        }
        guard value >= minimum else {
            error("\(what) must be at least \(minimum), not \(value)", at: node)
            return nil
        }
        return value
    }

    func bool(_ node: Yams.Node, what: String) -> Bool? {
        switch node.scalar?.string {
        case "true": return true
        case "false": return false
        default:
            error("\(what) must be `true` or `false`, not \(describe(node))", at: node)
            return nil
        }
    }

    /// One of an enumeration's raw values, with the nearest one suggested when misspelt.
    func choice<T: RawRepresentable & CaseIterable>(_ node: Yams.Node, _ type: T.Type, what: String) -> T?
    where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        guard let text = node.scalar?.string else {
            error("\(what) must be one of \(names.joined(separator: ", ")), not \(describe(node))", at: node)
            return nil
        }
        if let value = T(rawValue: text) { return value }
        let hint = nearestMatch(to: text, in: names).map { "did you mean `\($0)`?" } ?? "use one of: \(names.joined(separator: ", "))"
        error("\(what) `\(text)` is not one of \(names.joined(separator: ", "))", at: node, hint: hint)
        return nil
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
