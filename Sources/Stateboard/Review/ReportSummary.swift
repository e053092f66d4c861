import Foundation
import StateboardSnapshot

/// `summary.md` of a verify report, for a pull request's job summary: the counts, one line per
/// group of images that changed for one cause (its explanation and how many images), and how
/// to review them.
public enum ReportSummary {
    /// The file's name inside a report folder.
    public static let fileName = "summary.md"

    /// The Markdown for `report`.
    public static func markdown(_ report: VerificationReport) -> String {
        var items: [ReviewItem] = []
        let entries = report.allEntries
        for index in entries.indices where [.failed, .missing, .removed].contains(entries.status(at: index)) {
            let entry = entries[index]
            // The report's own entries: a check fails only on a report edited by hand.
            if let item = try? ReviewItem(entry, index: index, report: 0, path: VerificationReport.fileName) { items.append(item) }
        }
        let groups = ReviewGroup.grouping(&items)
        var counts = ["\(report.passed) unchanged"]
        if report.failed > 0 { counts.append("\(report.failed) changed") }
        if report.missing > 0 { counts.append("\(report.missing) new") }
        if report.removed > 0 { counts.append("\(report.removed) removed") }
        if report.errors > 0 { counts.append("\(report.errors) could not be drawn") }
        var lines = ["## Stateboard verify: " + counts.joined(separator: ", "), ""]
        if groups.isEmpty && report.errors == 0 {
            lines.append("Every image matches its reference.")
            return lines.joined(separator: "\n") + "\n"
        }
        if !report.environmentChanges.isEmpty {
            for (theme, changes) in report.environmentChanges.sorted(by: { $0.key < $1.key }) {
                lines.append("> **\(cell(theme))** was recorded in another environment: \(cell(changes.joined(separator: "; "))).")
            }
            lines.append("")
        }
        if !groups.isEmpty {
            lines += ["| | images | theme | cause | e.g. |", "|---|---:|---|---|---|"]
            for group in groups {
                let mark = group.kind == .changed ? "✗ changed" : group.kind == .new ? "＋ new" : "− removed"
                lines.append(
                    "| \(mark) | \(group.keys.count) | \(cell(group.theme)) | \(cell(group.cause.joined(separator: "; "))) | `\(cell(group.keys[0]))` |")
            }
            lines.append("")
        }
        for index in report.allEntries.indices where report.allEntries.status(at: index) == .error {
            let entry = report.allEntries[index]
            lines.append("- ⚠️ `\(cell(entry.key))` could not be drawn: \(cell(entry.summary))")
        }
        lines += [
            "",
            "**Review:** download this run's report artifact, then accept or reject each group in the browser and commit the references:",
            "",
            "```sh",
            "stateboard review verify-report          # the page: a accept, r reject, shift-a the whole group",
            "stateboard review verify-report --apply  # or apply a review.json saved earlier",
            "git add Snapshots && git commit -m 'Accept the reviewed snapshots'",
            "```",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text for a Markdown table cell: no pipe, backtick or line break escapes it.
    static func cell(_ text: String) -> String {
        String(
            text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
                .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "<", with: "&lt;").prefix(300))
    }
}
