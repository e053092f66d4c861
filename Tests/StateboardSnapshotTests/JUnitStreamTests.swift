import Testing

@testable import StateboardSnapshot

/// `verify`'s junit.xml is written a line at a time (`JUnitReport.write`) and a theme's entries
/// are counted in place: the document of a large matrix never stands whole in memory, and its
/// bytes are those of the document built whole.
@Suite struct JUnitStreamTests {
    /// Two themes interleaved, every status, an environment change, characters to escape.
    static let report = VerificationReport(
        environmentChanges: ["listapp": ["pango 1.50 → 1.52"]],
        entries: [
            .init(key: "ios/a/empty/v", theme: "ios", screen: "a", state: "empty", variant: "v", status: .passed, acceptCommand: "x", milliseconds: 12.25),
            .init(
                key: "listapp/a/error/v", theme: "listapp", screen: "a", state: "error", variant: "v", status: .failed,
                summary: "1 % of pixels differ <&>", explanation: ["label `title` moved 2 pt down", "\"quoted\""],
                acceptCommand: "stateboard record listapp", milliseconds: 3.5),
            .init(
                key: "ios/b/empty/v", theme: "ios", screen: "b", state: "empty", variant: "v", status: .missing, summary: "no reference",
                acceptCommand: "stateboard record ios --screen b", milliseconds: 0.125),
            .init(key: "ios/c/loading/v", theme: "ios", screen: "c", state: "loading", variant: "v", status: .error, summary: "deadline", acceptCommand: "y"),
            .init(key: "listapp/d/empty/v", theme: "listapp", screen: "d", state: "empty", variant: "v", status: .removed, summary: "gone", acceptCommand: "z"),
        ], seconds: 1.5)

    /// Rule: the streamed document is byte for byte the one built whole, as the lines it always
    /// had (one suite per theme in order of appearance, counts and times per theme).
    @Test func theStreamedDocumentIsTheDocumentBuiltWhole() {
        var pieces: [String] = []
        JUnitReport.write(Self.report) { pieces.append($0) }
        #expect(pieces.count > 5)
        #expect(pieces.joined() == Self.linesJoined(Self.report))
        #expect(JUnitReport.xml(Self.report) == Self.linesJoined(Self.report))
    }

    /// The document as it was built before it was streamed (every line in an array, joined).
    static func linesJoined(_ report: VerificationReport) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let failures = report.failed + report.missing
        lines.append(
            "<testsuites name=\"stateboard verify\" tests=\"\(report.entries.count)\" failures=\"\(failures)\" errors=\"\(report.errors)\" time=\"\(JUnitReport.seconds(report.seconds * 1000))\">"
        )
        var themes: [String] = []
        for entry in report.entries where !themes.contains(entry.theme) { themes.append(entry.theme) }
        for theme in themes {
            let entries = report.entries.filter { $0.theme == theme }
            let failed = entries.filter { $0.status == .failed || $0.status == .missing }.count
            let errors = entries.filter { $0.status == .error }.count
            let time = entries.map(\.milliseconds).reduce(0, +)
            lines.append(
                "  <testsuite name=\"\(JUnitReport.escape(theme))\" tests=\"\(entries.count)\" failures=\"\(failed)\" errors=\"\(errors)\" time=\"\(JUnitReport.seconds(time))\">"
            )
            if let changes = report.environmentChanges[theme], !changes.isEmpty {
                lines.append("    <system-out>\(JUnitReport.escape("recorded in another environment: " + changes.joined(separator: "; ")))</system-out>")
            }
            for entry in entries {
                let open =
                    "    <testcase classname=\"\(JUnitReport.escape("\(entry.theme).\(entry.screen).\(entry.state)"))\" name=\"\(JUnitReport.escape(entry.variant))\" time=\"\(JUnitReport.seconds(entry.milliseconds))\""
                switch entry.status {
                case .passed: lines.append(open + "/>")
                case .removed: lines.append(open + "><skipped message=\"\(JUnitReport.escape(entry.summary))\"/></testcase>")
                case .failed, .missing, .error:
                    let tag = entry.status == .error ? "error" : "failure"
                    let body = (entry.explanation + (entry.status == .error ? [] : ["accept: " + entry.acceptCommand])).joined(separator: "\n")
                    lines.append(open + ">")
                    lines.append(
                        "      <\(tag) type=\"\(entry.status.rawValue)\" message=\"\(JUnitReport.escape(entry.summary))\">\(JUnitReport.escape(body))</\(tag)>")
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
