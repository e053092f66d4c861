import Foundation

/// A verification as JUnit XML, the format CI systems (GitHub Actions reporters, GitLab,
/// Jenkins, Buildkite) show as test results: one suite per theme, one test case per image.
public enum JUnitReport {
    /// The XML document for `report`: missing references count as failures, render errors as errors.
    public static func xml(_ report: VerificationReport) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let failures = report.failed + report.missing
        lines.append(
            "<testsuites name=\"stateboard verify\" tests=\"\(report.entries.count)\" failures=\"\(failures)\" errors=\"\(report.errors)\" time=\"\(seconds(report.seconds * 1000))\">"
        )
        var themes: [String] = []
        for entry in report.entries where !themes.contains(entry.theme) { themes.append(entry.theme) }
        for theme in themes {
            let entries = report.entries.filter { $0.theme == theme }
            let failed = entries.filter { $0.status == .failed || $0.status == .missing }.count
            let errors = entries.filter { $0.status == .error }.count
            let time = entries.map(\.milliseconds).reduce(0, +)
            lines.append(
                "  <testsuite name=\"\(escape(theme))\" tests=\"\(entries.count)\" failures=\"\(failed)\" errors=\"\(errors)\" time=\"\(seconds(time))\">")
            if let changes = report.environmentChanges[theme], !changes.isEmpty {
                lines.append("    <system-out>\(escape("recorded in another environment: " + changes.joined(separator: "; ")))</system-out>")
            }
            for entry in entries {
                let open =
                    "    <testcase classname=\"\(escape("\(entry.theme).\(entry.screen).\(entry.state)"))\" name=\"\(escape(entry.variant))\" time=\"\(seconds(entry.milliseconds))\""
                switch entry.status {
                case .passed:
                    lines.append(open + "/>")
                case .removed:
                    lines.append(open + "><skipped message=\"\(escape(entry.summary))\"/></testcase>")
                case .failed, .missing, .error:
                    let tag = entry.status == .error ? "error" : "failure"
                    let body = (entry.explanation + (entry.status == .error ? [] : ["accept: " + entry.acceptCommand])).joined(separator: "\n")
                    lines.append(open + ">")
                    lines.append("      <\(tag) type=\"\(entry.status.rawValue)\" message=\"\(escape(entry.summary))\">\(escape(body))</\(tag)>")
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func seconds(_ milliseconds: Double) -> String { String(format: "%.3f", milliseconds / 1000) }

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20: continue  // not allowed in XML 1.0
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
