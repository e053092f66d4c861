import Foundation

/// A verification as JUnit XML, the format CI systems (GitHub Actions reporters, GitLab,
/// Jenkins, Buildkite) show as test results: one suite per theme, one test case per image.
public enum JUnitReport {
    /// The XML document for `report`: missing references count as failures, render errors as errors.
    public static func xml(_ report: VerificationReport) -> String {
        var document = ""
        write(report) { document += $0 }
        return document
    }

    /// `xml(_:)`, handed to `sink` a line at a time: the document of 50,000 entries never
    /// stands whole in memory, and a theme's entries are counted in place, never copied out.
    public static func write<Failure: Error>(_ report: VerificationReport, to sink: (String) throws(Failure) -> Void) throws(Failure) {
        try sink("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        let failures = report.failed + report.missing
        try sink(
            "<testsuites name=\"stateboard verify\" tests=\"\(report.allEntries.count)\" failures=\"\(failures)\" errors=\"\(report.errors)\" time=\"\(seconds(report.seconds * 1000))\">\n"
        )
        var themes: [String] = []
        var seen: Set<String> = []
        for entry in report.allEntries where seen.insert(entry.theme).inserted { themes.append(entry.theme) }
        for theme in themes {
            var (count, failed, errors, time) = (0, 0, 0, 0.0)
            for entry in report.allEntries where entry.theme == theme {
                count += 1
                if entry.status == .failed || entry.status == .missing { failed += 1 }
                if entry.status == .error { errors += 1 }
                time += entry.milliseconds
            }
            try sink("  <testsuite name=\"\(escape(theme))\" tests=\"\(count)\" failures=\"\(failed)\" errors=\"\(errors)\" time=\"\(seconds(time))\">\n")
            if let changes = report.environmentChanges[theme], !changes.isEmpty {
                try sink("    <system-out>\(escape("recorded in another environment: " + changes.joined(separator: "; ")))</system-out>\n")
            }
            for entry in report.allEntries where entry.theme == theme { try sink(testcase(entry)) }
            try sink("  </testsuite>\n")
        }
        try sink("</testsuites>\n")
    }

    /// One entry's `<testcase>` element, its lines each ended by a line break.
    private static func testcase(_ entry: VerificationReport.Entry) -> String {
        let open =
            "    <testcase classname=\"\(escape("\(entry.theme).\(entry.screen).\(entry.state)"))\" name=\"\(escape(entry.variant))\" time=\"\(seconds(entry.milliseconds))\""
        switch entry.status {
        case .passed:
            return open + "/>\n"
        case .removed:
            return open + "><skipped message=\"\(escape(entry.summary))\"/></testcase>\n"
        case .failed, .missing, .error:
            let tag = entry.status == .error ? "error" : "failure"
            let body = (entry.explanation + (entry.status == .error ? [] : ["accept: " + entry.acceptCommand])).joined(separator: "\n")
            return open + ">\n" + "      <\(tag) type=\"\(entry.status.rawValue)\" message=\"\(escape(entry.summary))\">\(escape(body))</\(tag)>\n"
                + "    </testcase>\n"
        }
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
