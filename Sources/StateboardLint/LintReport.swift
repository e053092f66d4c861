import Foundation
import StateboardCore
import StateboardTheme

/// Lint's findings grouped as people read them: one entry per problem (rule, place, message),
/// with every image it appears in and the worst of them, instead of one line per image.
public struct LintReport: Sendable, Codable {
    /// One problem and the images it appears in.
    public struct Entry: Sendable, Codable {
        public var rule: LintRule
        public var severity: LintSeverity
        public var message: String
        public var hint: String
        public var location: FileLocation
        /// The images it appears in, in plan order (empty for findings about the theme itself).
        public var images: [String]
        /// What the worst image measured, and which image that is.
        public var worst: String?
        public var worstImage: String?
    }

    /// A rule a theme's `lint:` section lowered or silenced, how many findings that touched and why.
    public struct Silenced: Sendable, Codable {
        public var rule: LintRule
        public var severity: LintSeverity
        public var count: Int
        public var reason: String
    }

    /// Something lint says that is not a finding and fails nothing: a state the matrix lists that
    /// a screen is not drawn in (it declares no `content:`), and how to have it drawn.
    public struct Note: Sendable, Codable {
        public var message: String
        public var hint: String
        public var location: FileLocation

        public init(message: String, hint: String, location: FileLocation) {
            self.message = message; self.hint = hint; self.location = location
        }
    }

    public var entries: [Entry] = []
    public var silenced: [Silenced] = []
    /// What the themes' matrices leave undrawn, said once per screen.
    public var notes: [Note] = []
    /// How many images were checked.
    public var images: Int = 0

    public init() {}

    private enum CodingKeys: String, CodingKey { case entries, silenced, notes, images }

    /// Reads a report, one written before reports had notes among them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        entries = try container.decode([Entry].self, forKey: .entries)
        silenced = try container.decode([Silenced].self, forKey: .silenced)
        notes = try container.decodeIfPresent([Note].self, forKey: .notes) ?? []
        images = try container.decode(Int.self, forKey: .images)
    }

    /// Groups `findings` (with the theme's settings applied) into entries: errors first, then by place.
    public init(findings: [(theme: Theme, finding: LintFinding)], images: Int) {
        self.images = images
        var groups: [String: Entry] = [:]
        var order: [String] = []
        var worstMeasure: [String: Double] = [:]
        var silencedCounts: [String: Silenced] = [:]
        for (theme, raw) in findings {
            let (finding, reason) = theme.applyingLintSettings(to: raw)
            if let reason, finding.severity != raw.severity {
                silencedCounts[
                    "\(theme.name)/\(finding.rule.rawValue)", default: Silenced(rule: finding.rule, severity: finding.severity, count: 0, reason: reason)
                ].count += 1
            }
            guard finding.severity != .off else { continue }
            let key = "\(finding.rule.rawValue)\u{1}\(finding.location)\u{1}\(finding.message)"
            if groups[key] == nil {
                groups[key] = Entry(
                    rule: finding.rule, severity: finding.severity, message: finding.message, hint: finding.hint,
                    location: finding.location, images: [])
                order.append(key)
            }
            if let image = finding.image, groups[key]?.images.last != image { groups[key]?.images.append(image) }
            // The first image keeps the place among images that measure the same.
            if let detail = finding.detail, finding.measure > worstMeasure[key] ?? -.infinity {
                groups[key]?.worst = detail
                groups[key]?.worstImage = finding.image
                worstMeasure[key] = finding.measure
            }
        }
        entries = order.compactMap { groups[$0] }.sorted { a, b in
            if a.severity != b.severity { return a.severity > b.severity }
            if a.location.file != b.location.file { return a.location.file < b.location.file }
            if a.location.line != b.location.line { return a.location.line < b.location.line }
            if a.location.column != b.location.column { return a.location.column < b.location.column }
            return a.message < b.message
        }
        silenced = silencedCounts.sorted { $0.key < $1.key }.map(\.value)
    }

    public var errorCount: Int { entries.filter { $0.severity == .error }.count }
    public var warningCount: Int { entries.filter { $0.severity == .warning }.count }

    /// Findings by image, for marking images in the gallery and the verify report.
    public var findingsByImage: [String: [String]] {
        var result: [String: [String]] = [:]
        for entry in entries {
            for image in entry.images { result[image, default: []].append("\(entry.severity.rawValue) [\(entry.rule.rawValue)] \(entry.message)") }
        }
        return result
    }

    // MARK: text

    /// The report for a terminal: `file:line:column: severity[rule]: message`, where, worst case, fix.
    public func text(maxImages: Int = 4) -> String {
        var lines: [String] = []
        for entry in entries {
            lines.append("\(entry.location): \(entry.severity.rawValue)[\(entry.rule.rawValue)]: \(PrintableText.escaped(entry.message))")
            if !entry.images.isEmpty {
                let shown = entry.images.prefix(maxImages).joined(separator: ", ")
                let more = entry.images.count > maxImages ? " and \(entry.images.count - maxImages) more" : ""
                lines.append("    in \(entry.images.count) image\(entry.images.count == 1 ? "" : "s"): \(shown)\(more)")
            }
            if let worst = entry.worst {
                lines.append("    worst: \(PrintableText.escaped(worst))\(entry.images.count > 1 ? entry.worstImage.map { " (\($0))" } ?? "" : "")")
            }
            lines.append("    fix: \(PrintableText.escaped(entry.hint))")
        }
        for item in silenced {
            lines.append(
                "note: \(item.count) \(item.rule.rawValue) finding\(item.count == 1 ? "" : "s") \(item.severity == .off ? "silenced" : "set to \(item.severity.rawValue)") by the theme: \(PrintableText.escaped(item.reason))"
            )
        }
        for note in notes {
            lines.append("note: \(note.location): \(PrintableText.escaped(note.message))")
            lines.append("    fix: \(PrintableText.escaped(note.hint))")
        }
        let summary =
            entries.isEmpty
            ? "✓ \(images) image\(images == 1 ? "" : "s") checked: no findings."
            : "\(errorCount) error\(errorCount == 1 ? "" : "s"), \(warningCount) warning\(warningCount == 1 ? "" : "s") in \(images) image\(images == 1 ? "" : "s")."
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    // MARK: JSON

    /// The report as JSON (stable key order).
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
