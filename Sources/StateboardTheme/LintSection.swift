import Foundation
import StateboardCore

extension ThemeDecoder {
    /// The `lint:` section: per rule, a severity (`error`, `warning`, `off`), the reason (required
    /// to turn a rule off or lower it) and optionally the screens it applies to.
    func lintSettings(_ value: YAMLValue, screens: [String], nodeIDs: Set<String>) -> [(LintRule, LintSetting)] {
        let names = LintRule.allCases.map(\.rawValue)
        guard let entries = reader.mapping(value, allowed: names, what: "`lint`") else { return [] }
        return entries.compactMap { key, keyNode, value -> (LintRule, LintSetting)? in
            guard let rule = LintRule(rawValue: key) else { return nil }
            let what = "`lint.\(key)`"
            guard let fields = reader.mapping(value, allowed: ["severity", "reason", "screens", "nodes"], what: what) else { return nil }
            var setting = LintSetting(severity: rule.defaultSeverity, location: keyNode.location)
            var severityGiven = false
            for (field, _, fieldValue) in fields {
                switch field {
                case "severity":
                    guard let severity = reader.choice(fieldValue, LintSeverity.self, what: "\(what).severity") else { return nil }
                    setting.severity = severity
                    severityGiven = true
                case "reason":
                    guard let reason = reader.string(fieldValue, what: "\(what).reason") else { return nil }
                    guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                        reader.error("\(what).reason is empty", at: fieldValue, hint: "say why the rule does not apply here")
                        return nil
                    }
                    setting.reason = reason
                case "nodes":
                    guard
                        let ids = knownNames(
                            fieldValue, what: "\(what).nodes", item: "a node id", known: nodeIDs, unknown: { "no node has the id `\($0)`" },
                            otherwise: { "give the node `id: \($0)`, or name one of: \(nodeIDs.sorted().joined(separator: ", "))" })
                    else { return nil }
                    setting.nodes = ids
                default:
                    guard
                        let names = knownNames(
                            fieldValue, what: "\(what).screens", item: "a screen", known: Set(screens),
                            unknown: { "no screen `\($0)` in this theme" },
                            otherwise: { _ in "screens: \(screens.joined(separator: ", "))" })
                    else { return nil }
                    setting.screens = names
                }
            }
            guard severityGiven else {
                reader.error("\(what) needs a `severity`", at: keyNode, hint: "one of: error, warning, off")
                return nil
            }
            if setting.severity < rule.defaultSeverity && setting.reason == nil {
                reader.error(
                    "\(what) lowers the rule to `\(setting.severity.rawValue)` without a reason", at: keyNode,
                    hint: "add `reason: …` saying why (it is shown beside every finding it hides)")
                return nil
            }
            return (rule, setting)
        }
    }

    /// A list of names each of which must be in `known`; an unknown one is reported at its place
    /// with the nearest known name (else `otherwise`) and left out. `nil` when it is not a list.
    private func knownNames(
        _ value: YAMLValue, what: String, item: String, known: Set<String>, unknown: (String) -> String,
        otherwise: (String) -> String
    ) -> [String]? {
        guard let items = reader.sequence(value, what: what) else { return nil }
        return items.compactMap { node -> String? in
            guard let name = reader.string(node, what: "\(item) in \(what)") else { return nil }
            guard known.contains(name) else {
                reader.error(unknown(name), at: node, hint: nearestMatch(to: name, in: known).map { "did you mean `\($0)`?" } ?? otherwise(name))
                return nil
            }
            return name
        }
    }
}

extension Theme {
    /// The ids nodes are given anywhere in the theme (components, states, traits, screens), the
    /// built-in ones included: what a `lint:` setting's `nodes` may name.
    var declaredNodeIDs: Set<String> {
        var ids = Set<String>()
        func visit(_ template: NodeTemplate) {
            guard case .kind(let kind) = template.body else { return }
            if case .value(.text(let id))? = kind.properties["id"]?.template { ids.insert(id) }
            kind.children.forEach(visit)
        }
        func visit(_ states: [String: StateSpec]) { states.values.compactMap(\.node).forEach(visit) }
        components.values.map(\.template).forEach(visit)
        visit(self.states)
        traits.values.map(\.states).forEach(visit)
        for screen in screens {
            visit(screen.states)
            screen.content.map(visit)
        }
        return ids
    }
}
