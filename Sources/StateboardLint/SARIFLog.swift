import Foundation
import StateboardTheme

/// A lint report as a SARIF 2.1.0 log, the format code-scanning services read: one run of the
/// `stateboard` tool, its rules, and one result per report entry at the theme file, line and
/// column, with the images it appears in as a property.
public enum SARIFLog {
    public static func data(for report: LintReport) throws -> Data {
        let rules = LintRule.allCases
        let ruleObjects: [[String: Any]] = rules.map { rule in
            [
                "id": rule.rawValue, "name": rule.rawValue,
                "shortDescription": ["text": rule.summary],
                "defaultConfiguration": ["level": level(rule.defaultSeverity)],
            ]
        }
        let results: [[String: Any]] = report.entries.map { entry in
            var properties: [String: Any] = ["images": entry.images]
            if let worst = entry.worst { properties["worst"] = worst }
            if let worstImage = entry.worstImage { properties["worstImage"] = worstImage }
            return [
                "ruleId": entry.rule.rawValue,
                "ruleIndex": rules.firstIndex(of: entry.rule) ?? 0,
                "level": level(entry.severity),
                "message": ["text": entry.message + (entry.worst.map { " (worst: \($0))" } ?? "") + ". Fix: " + entry.hint],
                "locations": [
                    [
                        "physicalLocation": [
                            "artifactLocation": ["uri": uri(entry.location.file)],
                            "region": ["startLine": max(1, entry.location.line), "startColumn": max(1, entry.location.column)],
                        ]
                    ]
                ],
                "partialFingerprints": ["stateboardFinding/v1": fingerprint(entry)],
                "properties": properties,
            ]
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [
                [
                    "tool": ["driver": ["name": "stateboard", "rules": ruleObjects]],
                    "columnKind": "unicodeCodePoints",
                    "results": results,
                ]
            ],
        ]
        return try JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    static func level(_ severity: LintSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .off: "none"
        }
    }

    /// A relative URI reference for a path (percent-encoded), as SARIF's `artifactLocation.uri` wants.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// A value that stays the same while the problem does, for matching results across runs.
    static func fingerprint(_ entry: LintReport.Entry) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(entry.rule.rawValue)|\(entry.location.file)|\(entry.message)".utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
