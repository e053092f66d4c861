import StateboardAppFiles
import StateboardCore
import Yams

/// Reads values out of a composed YAML document, recording every problem with its location
/// instead of stopping at the first, so that a file's errors are all reported at once.
final class YAMLReader {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    /// Parses `text` into a node tree, or records the YAML syntax error.
    func compose(_ text: String, emptyHint: String) -> YAMLValue? {
        if let problem = YAMLLimits.flowNestingProblem(in: text, file: file) { report(problem); return nil }
        do {
            // No implicit tags: Stateboard reads every scalar as text and decides by the key
            // what it means, so the default resolver's regular expressions (booleans, numbers,
            // timestamps, run on each scalar, keys too) cost a quarter of loading a theme for
            // nothing. Keys are duplicates when their text is the same, as Stateboard reads them.
            guard let node = try Yams.compose(yaml: text, .basic) else {
                error("the file is empty", at: nil, hint: emptyHint)
                return nil
            }
            switch YAMLLimits.convert(node, file: file) {
            case .success(let value): return value
            case .failure(let problem): report(problem.diagnostic)
            }
        } catch let yamlError as YamlError {
            recordSyntaxError(yamlError, text: text)
        } catch {
            self.error("cannot read the YAML: \(error)", at: nil)
        }
        return nil
    }

    func location(of node: YAMLValue?) -> FileLocation {
        node?.location ?? FileLocation(file: file, line: 1, column: 1)
    }

    func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// Runs `body`, taking back what it reported: its result and those diagnostics, for the
    /// caller to report later (or never).
    func holdingBack<T>(_ body: () -> T) -> (T, [Diagnostic]) {
        let count = diagnostics.count
        let result = body()
        let held = Array(diagnostics[count...])
        diagnostics.removeSubrange(count...)
        return (result, held)
    }

    func error(_ message: String, at node: YAMLValue?, hint: String? = nil) {
        diagnostics.append(Diagnostic(message, at: location(of: node), hint: hint))
    }

    private func recordSyntaxError(_ error: YamlError, text: String) {
        switch error {
        case .scanner(_, let problem, let mark, _) where YAMLLimits.syntaxHint(problem: problem, at: mark, in: text) != nil:
            let clearer = YAMLLimits.syntaxHint(problem: problem, at: mark, in: text)!
            diagnostics.append(Diagnostic(clearer.message, at: FileLocation(file: file, line: mark.line, column: mark.column), hint: clearer.hint))
        case .reader(let problem, let offset, let value, _):
            let character = value >= 0 ? String(format: " (U+%04X)", value) : ""
            diagnostics.append(
                Diagnostic(
                    "invalid YAML: \(problem)\(character)",
                    at: YAMLLimits.location(ofByte: offset ?? 0, in: text, file: file),
                    hint: "YAML files cannot hold control characters; write them as escapes in a double-quoted string (\"\\t\")"))
        case .duplicatedKeysInMapping(let duplicates, let context):
            for key in duplicates.sorted() {
                let place = YAMLLimits.secondOccurrence(of: key, in: text, from: context.mark)
                diagnostics.append(
                    Diagnostic(
                        "`\(key)` appears twice in one mapping",
                        at: FileLocation(file: file, line: context.mark.line, column: context.mark.column),
                        hint: "keep one of them" + (place.map { " (the second is at line \($0.line), column \($0.column))" } ?? "")))
            }
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let place = FileLocation(file: file, line: mark.line, column: mark.column)
            if problem.contains("nesting level") {
                diagnostics.append(
                    Diagnostic(
                        "values are nested too deep for the YAML parser", at: place,
                        hint: "flatten the structure; nodes nest a few levels, not hundreds"))
                break
            }
            let what = [context?.text, YAMLLimits.withoutFunctionNames(problem)].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            diagnostics.append(
                Diagnostic(
                    "invalid YAML: \(what)", at: place,
                    hint: "check the indentation and that every `{`, `[` and quote is closed"))
        default:
            diagnostics.append(Diagnostic("invalid YAML: \(error)", at: FileLocation(file: file, line: 1, column: 1)))
        }
    }

    // MARK: mappings

    /// The mapping's entries by key, in order. Keys outside `allowed` are reported with the
    /// nearest allowed key; a repeated key is reported too.
    func mapping(_ node: YAMLValue, allowed: [String], what: String) -> [(key: String, keyNode: YAMLValue, value: YAMLValue)]? {
        guard let mapping = node.entries else {
            error(
                "\(what) must be a mapping of keys to values, not \(describe(node))", at: node,
                hint: "write it as `key: value` lines indented under it, or `{ key: value }`")
            return nil
        }
        var seen = Set<String>()
        var entries: [(String, YAMLValue, YAMLValue)] = []
        for entry in mapping {
            let keyNode = entry.key, value = entry.value
            guard let key = keyNode.text else {
                error("a key in \(what) must be a plain word", at: keyNode)
                continue
            }
            guard allowed.contains(key) else {
                let hint =
                    nearestMatch(to: key, in: allowed).map { "did you mean `\($0)`?" }
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

    func describe(_ node: YAMLValue) -> String {
        switch node {
        case .scalar(let scalar): scalar.isNull || scalar.text.isEmpty ? "an empty value" : "`\(scalar.text)`"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }

    // MARK: scalars

    func string(_ node: YAMLValue, what: String) -> String? {
        guard let text = node.text, !node.isNull else {
            error("\(what) must be text, not \(describe(node))", at: node, hint: "write text; quote it (`\"…\"`) if it could read as something else")
            return nil
        }
        return text
    }

    func number(_ node: YAMLValue, what: String, minimum: Double? = nil, maximum: Double? = nil) -> Double? {
        guard let text = node.text, let value = Double(text), value.isFinite else {
            error("\(what) must be a number, not \(describe(node))", at: node, hint: "write a finite number such as `12` or `0.5`")
            return nil
        }
        if let minimum, value < minimum {
            error(
                "\(what) must be at least \(format(minimum)), not \(format(value))", at: node,
                hint: "use a number from \(format(minimum))\(maximum.map { " to \(format($0))" } ?? " up")")
            return nil
        }
        if let maximum, value > maximum {
            error(
                "\(what) must be at most \(format(maximum)), not \(format(value))", at: node,
                hint: "use a number\(minimum.map { " from \(format($0))" } ?? "") up to \(format(maximum))")
            return nil
        }
        if maximum == nil, let problem = NumberLimits.problem(value, what: what, at: location(of: node)) { report(problem); return nil }
        return value
    }

    func integer(_ node: YAMLValue, what: String, minimum: Int = 0) -> Int? {
        guard let text = node.text, let value = Int(text) else {
            if let text = node.text, let problem = NumberLimits.wholeNumberProblem(text, what: what, at: location(of: node)) {
                report(problem)
                return nil
            }
            error("\(what) must be a whole number, not \(describe(node))", at: node, hint: "write a whole number such as `2`")
            return nil
        }
        if let problem = NumberLimits.wholeNumberProblem(text, what: what, at: location(of: node)) { report(problem); return nil }
        guard value >= minimum else {
            error("\(what) must be at least \(minimum), not \(value)", at: node)
            return nil
        }
        return value
    }

    func bool(_ node: YAMLValue, what: String) -> Bool? {
        switch node.text {
        case "true": return true
        case "false": return false
        default:
            error("\(what) must be `true` or `false`, not \(describe(node))", at: node, hint: "write `true` or `false`")
            return nil
        }
    }

    /// One of an enumeration's raw values, with the nearest one suggested when misspelt.
    func choice<T: RawRepresentable & CaseIterable>(_ node: YAMLValue, _ type: T.Type, what: String) -> T?
    where T.RawValue == String {
        choice(node, names: T.allCases.map(\.rawValue), what: what).flatMap(T.init(rawValue:))
    }

    /// One of `names`, with the nearest one suggested when misspelt.
    func choice(_ node: YAMLValue, names: [String], what: String) -> String? {
        // A long list (the symbol names) is not printed; the nearest name is suggested instead.
        // (Spelt out in statements: as one expression of `+` and `??` it took 0.7 s to type-check.)
        let listed: String? = names.count <= 20 ? names.joined(separator: ", ") : nil
        guard let text = node.text else {
            let expected: String
            if let listed { expected = "one of \(listed)" } else { expected = "a name" }
            // A list or mapping where a name belongs (`framework: { swiftUI: true }`) is told what to write.
            let example = names.first.map { ", such as `\($0)`" } ?? ""
            error("\(what) must be \(expected), not \(describe(node))", at: node, hint: "write the name alone, as plain text\(example)")
            return nil
        }
        if names.contains(text) { return text }
        let hint: String
        if let nearest = nearestMatch(to: text, in: names) {
            hint = "did you mean `\(nearest)`?"
        } else if let listed {
            hint = "use one of: \(listed)"
        } else {
            hint = "`stateboard symbols` lists the \(names.count) names"
        }
        let refusal: String
        if let listed { refusal = "not one of \(listed)" } else { refusal = "not a known name" }
        error("\(what) `\(text)` is \(refusal)", at: node, hint: hint)
        return nil
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
