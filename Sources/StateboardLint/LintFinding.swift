import StateboardCore
import StateboardTheme

/// One problem lint found, in one image (or in the theme itself).
public struct LintFinding: Hashable, Sendable, Codable {
    public var rule: LintRule
    public var severity: LintSeverity
    /// What is wrong, the same in every image it appears in (`button `action` runs under the tab bar`).
    public var message: String
    /// How to fix it.
    public var hint: String
    /// The theme file, line and column the offending value came from.
    public var location: FileLocation
    /// The screen it concerns (`nil` for the theme as a whole); a `lint:` setting may name it.
    public var screen: String?
    /// The id of the node it concerns, if it has one; a `lint:` setting may name it.
    public var node: String?
    /// The image it was found in (`<theme>/<screen>/<state>/<variant>`), `nil` for the theme.
    public var image: String?
    /// What this image measured (`10 pt under`, `2.9:1`), and a number to rank images by (the worst first).
    public var detail: String?
    public var measure: Double

    public init(
        rule: LintRule, message: String, hint: String, location: FileLocation, screen: String? = nil,
        image: String? = nil, detail: String? = nil, measure: Double = 0
    ) {
        self.rule = rule; self.severity = rule.defaultSeverity; self.message = message; self.hint = hint
        self.location = location; self.screen = screen; self.image = image; self.detail = detail; self.measure = measure
    }
}

extension FileLocation: Codable {
    private enum Keys: String, CodingKey { case file, line, column }
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(
            file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column))
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(file, forKey: .file); try container.encode(line, forKey: .line); try container.encode(column, forKey: .column)
    }
}

extension Theme {
    /// `finding` with the severity this theme's `lint:` section gives its rule for its screen,
    /// and the reason when the section lowered or silenced it.
    public func applyingLintSettings(to finding: LintFinding) -> (finding: LintFinding, reason: String?) {
        guard let setting = lint[finding.rule], setting.screens.isEmpty || finding.screen.map(setting.screens.contains) == true,
            setting.nodes.isEmpty || finding.node.map(setting.nodes.contains) == true
        else {
            return (finding, nil)
        }
        var changed = finding
        changed.severity = setting.severity
        return (changed, setting.reason)
    }
}
