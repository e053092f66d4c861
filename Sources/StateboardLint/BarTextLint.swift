import StateboardCore
import StateboardLayout

/// The bars' text, laid out as nodes (`LaidOutScene.chrome`), checked as a label's is: a title,
/// tab title, bar button item or the status bar's time cut short, or with characters no pinned font draws. Their
/// colors are the system's (label, systemGray, the tint), so contrast is not asked of them here.
extension ImageLinter {
    func checkBarText(_ context: inout Context) {
        for bar in context.scene.placedChromeNodes() {
            guard let barNode = bar.first else { continue }
            let barName: String
            if let content = ChromeBarKind.content(of: barNode.node) {
                barName = Self.barName(content.bar.kind)
            } else if barNode.laidOut.kind is StatusBarKind {
                barName = "status bar"  // its time and date, in the locale's words and digits
            } else {
                continue
            }
            for placed in bar.dropFirst() {
                guard let measured = placed.laidOut.measuredText else { continue }
                let text = measured.content.text
                let subject = "the \(barName)'s \(Self.barPart(placed.node.id))"
                if measured.metrics.isTruncated {
                    context.add(
                        .truncation, "\(subject) is cut short with an ellipsis", detail: "“\(Self.snippet(text))”",
                        hint: "shorten the string in this locale: a bar keeps its text on one line", at: context.locator.screenLocation)
                }
                if let measurer, measurer.hasMissingGlyphs(text) {
                    context.add(
                        .missingGlyphs, "\(subject) has characters no pinned font can draw", detail: "“\(Self.snippet(text))”",
                        hint: "pin a font that covers them (`fonts:` in the theme) or change the text", at: context.locator.screenLocation)
                }
            }
        }
    }

    /// A bar node's id in words (`trailingItem.0` → `trailing item 1`).
    static func barPart(_ id: String?) -> String {
        guard let id else { return "text" }
        let parts = id.split(separator: ".")
        let name = String(parts.first ?? "").reduce(into: "") { text, character in
            if character.isUppercase { text += " " + character.lowercased() } else { text.append(character) }
        }
        guard parts.count > 1, let number = Int(parts[1]) else { return name }
        return "\(name) \(number + 1)" + (parts.count > 2 ? " " + parts[2...].joined(separator: " ") : "")
    }
}
