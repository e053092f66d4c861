import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTheme

/// The text checks: truncation, characters no pinned font draws, `{name}` left in the text, and the text's contrast (a rich text run's on its own).
extension ImageLinter {
    func checkText(_ placed: PlacedNode, _ context: inout Context, probe: ContrastProbe?) {
        guard let measured = placed.laidOut.measuredText else { return }
        let node = placed.node
        let subject = context.subject(placed)
        let textProperty = node.kind == "button" ? "title" : "text"
        let text = measured.content.text
        if measured.metrics.isTruncated {
            context.add(
                .truncation, "\(subject) is cut short with an ellipsis", detail: "“\(Self.snippet(text))”",
                hint: "let it wrap (`lines: 0`), shorten the string in this locale, or give it more room",
                at: context.locator.location(of: textProperty, at: placed.indexPath, in: context.tree), node: placed.node)
        }
        if let measurer, measurer.hasMissingGlyphs(text) {
            context.add(
                .missingGlyphs, "\(subject) has characters no pinned font can draw", detail: "“\(Self.snippet(text))”",
                hint: "pin a font that covers them (`fonts:` in the theme) or change the text",
                at: context.locator.location(of: textProperty, at: placed.indexPath, in: context.tree), node: placed.node)
        }
        for name in Self.placeholders(in: text) {
            context.add(
                .unreplacedPlaceholder, "\(subject) shows `{\(name)}` literally", detail: "“\(Self.snippet(text))”",
                hint: "give the screen or state a `\(name)` parameter (`params: { \(name): … }`), or take `{\(name)}` out of the string",
                at: context.locator.location(of: textProperty, at: placed.indexPath, in: context.tree), node: placed.node)
        }
        guard let probe else { return }
        let rect: LayoutRect
        if let layout = placed.laidOut.detail as? ButtonLayout {
            let origin = layout.placed(in: placed.frame, direction: measured.direction).titleOrigin
            rect = LayoutRect(x: origin.x, y: origin.y, width: layout.titleWidth, height: measured.metrics.size.height)
        } else {
            rect = placed.frame
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, let reading = probe.reading(in: rect) else { return }
        let font = measured.content.font
        checkRuns(measured.content, background: reading.background, subject: subject, placed, &context)
        let needed = Self.neededRatio(size: font.size, weight: font.weight)
        if reading.ratio < needed - 0.005 {
            let property = node.kind == "button" ? "tint" : "color"
            context.add(
                .contrast, "\(subject)'s text has too little contrast with what is behind it (needs \(Self.ratio(needed)))",
                detail: "\(Self.ratio(reading.ratio)): \(ContrastProbe.hex(reading.ink)) on \(ContrastProbe.hex(reading.background))",
                measure: needed - reading.ratio,
                hint: context.contrast == .increased
                    ? Self.increasedContrastHint
                    : "use a darker (light mode) or lighter (dark mode) color, e.g. `label` or `secondaryLabel`, or a larger or bolder style",
                at: context.locator.location(of: property, at: placed.indexPath, in: context.tree), node: placed.node)
        }
    }

    /// Rich text: a run in a color of its own (a link, a highlighted phrase) is checked on its
    /// own against the background read off the pixels, since the label's strongest ink would
    /// hide a faint run; the run's size and weight decide the ratio it needs.
    func checkRuns(_ content: TextContent, background: RGBAColor, subject: String, _ placed: PlacedNode, _ context: inout Context) {
        for run in content.runs {
            guard case .text(let text) = run.content, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                let color = run.style.color
            else { continue }
            let ink = Self.blended(color.resolved(for: context.appearance, contrast: context.contrast), over: background)
            let ratio = ContrastProbe.ratio(ContrastProbe.luminance(ink), ContrastProbe.luminance(background))
            let needed = Self.neededRatio(size: run.style.size ?? content.font.size, weight: run.style.weight ?? content.font.weight)
            guard ratio < needed - 0.005 else { continue }
            context.add(
                .contrast, "\(subject)'s run “\(Self.snippet(text))” has too little contrast with what is behind it (needs \(Self.ratio(needed)))",
                detail: "\(Self.ratio(ratio)): \(ContrastProbe.hex(ink)) on \(ContrastProbe.hex(background))", measure: needed - ratio,
                hint: run.style.link != nil
                    ? "give links a darker (light mode) or lighter (dark mode) `linkColor`"
                    : "give the run a darker (light mode) or lighter (dark mode) `color`",
                at: context.locator.location(of: placed.node.kind == "button" ? "title" : "text", at: placed.indexPath, in: context.tree),
                node: placed.node)
        }
    }

    /// The contrast text needs, by Apple's HIG figures on WCAG 2.x ratios: 4.5:1 up to 17 pt,
    /// 3:1 from 18 pt and for bold text of any size (semibold counts: it is what the Bold Text
    /// setting makes of regular).
    static func neededRatio(size: Double, weight: FontWeight) -> Double {
        size >= 18 || weight.numericValue >= 600 ? 3.0 : 4.5
    }

    /// `color` drawn over the opaque `background`, as a translucent run's pixels come out.
    static func blended(_ color: RGBAColor, over background: RGBAColor) -> RGBAColor {
        let a = color.alpha
        return RGBAColor(
            red: color.red * a + background.red * (1 - a), green: color.green * a + background.green * (1 - a),
            blue: color.blue * a + background.blue * (1 - a))
    }

    /// The fix when a color fails only with Increase Contrast on.
    static let increasedContrastHint =
        "Increase Contrast is on in this image: give the color (or its token) an "
        + "`increasedContrast: { light: …, dark: … }` that reaches the ratio"
}
