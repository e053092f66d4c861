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
                    guard let items = reader.sequence(fieldValue, what: "\(what).nodes") else { return nil }
                    for item in items {
                        guard let id = reader.string(item, what: "a node id in \(what).nodes") else { continue }
                        guard nodeIDs.contains(id) else {
                            reader.error("no node has the id `\(id)`", at: item,
                                         hint: nearestMatch(to: id, in: nodeIDs).map { "did you mean `\($0)`?" }
                                            ?? "give the node `id: \(id)`, or name one of: \(nodeIDs.sorted().joined(separator: ", "))")
                            continue
                        }
                        setting.nodes.append(id)
                    }
                default:
                    guard let items = reader.sequence(fieldValue, what: "\(what).screens") else { return nil }
                    for item in items {
                        guard let name = reader.string(item, what: "a screen in \(what).screens") else { continue }
                        guard screens.contains(name) else {
                            reader.error("no screen `\(name)` in this theme", at: item,
                                         hint: nearestMatch(to: name, in: screens).map { "did you mean `\($0)`?" }
                                            ?? "screens: \(screens.joined(separator: ", "))")
                            continue
                        }
                        setting.screens.append(name)
                    }
                }
            }
            guard severityGiven else {
                reader.error("\(what) needs a `severity`", at: keyNode, hint: "one of: error, warning, off")
                return nil
            }
            if setting.severity < rule.defaultSeverity && setting.reason == nil {
                reader.error("\(what) lowers the rule to `\(setting.severity.rawValue)` without a reason", at: keyNode,
                             hint: "add `reason: …` saying why (it is shown beside every finding it hides)")
                return nil
            }
            return (rule, setting)
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
