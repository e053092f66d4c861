import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTheme

/// The checks lint runs on one drawn image: contrast, touch targets, truncation, overflow,
/// overlap, glyphs, placeholders left in text, error states without an action, hairlines.
public struct ImageLinter: Sendable {
    public let theme: Theme
    /// The measurer the image's text was laid out with (it knows which texts lacked glyphs).
    public let measurer: PangoTextMeasurer?

    public init(theme: Theme, measurer: PangoTextMeasurer?) { self.theme = theme; self.measurer = measurer }

    /// What the image identified by `image` (`<theme>/<screen>/<state>/<variant>`) shows wrong.
    /// `bitmap` is the image as drawn (contrast is read off it); without one, contrast is skipped.
    /// `contrast` is the Increase Contrast setting it was drawn with (it words the hints).
    /// `appearance` resolves the colors of rich-text runs (checked one by one).
    public func findings(
        in laidOut: LaidOutScene, bitmap: RenderedBitmap?, screen: String, state: ViewState,
        locale: LocaleInfo, appearance: Appearance = .light, contrast: DisplayContrast = .standard,
        image: String
    ) -> [LintFinding] {
        let locator = LintLocator(theme: theme, screen: screen)
        var context = Context(scene: laidOut, locator: locator, screen: screen, image: image, contrast: contrast)
        context.appearance = appearance
        let scale = bitmap.map { Double($0.width) / max(1, laidOut.canvas.width) } ?? laidOut.scene.scale
        let probe = bitmap.map { ContrastProbe(bitmap: $0, scale: scale) }
        let placed = laidOut.scene.showsPlaceholder ? laidOut.placedNodes().filter { !$0.isHidden } : []
        /// Every per-node check, then the overlaps, over one tree's placed nodes.
        func checkTree(_ nodes: [PlacedNode]) {
            for node in nodes {
                checkText(node, &context, probe: probe)
                checkFonts(node, &context, locale: locale)
                checkButton(node, among: nodes, &context)
                checkIcon(node, &context, probe: probe)
                checkOverflow(node, &context)
                checkPixelGrid(node, &context, scale: scale)
            }
            checkOverlaps(nodes, &context)
        }
        checkTree(placed)
        // The state's accessory (a pinned button, a footer) is checked as the placeholder is, in
        // the area its placement names; its findings point into its own node tree.
        if laidOut.scene.showsPlaceholder, laidOut.accessory != nil, let spec = laidOut.scene.accessory {
            context.tree = spec.node
            context.isAccessory = true
            context.region = spec.placement.region(in: laidOut.canvas, screen: laidOut.scene.screen)
            checkTree(laidOut.placedAccessoryNodes().filter { !$0.isHidden })
        }
        checkBars(&context)
        if case .error = state, laidOut.scene.showsPlaceholder, !placed.contains(where: { $0.node.content.value is ButtonNode }) {
            context.add(
                .errorWithoutAction, "the \(state.key) state offers no button to recover",
                hint: "add a button (retry, open settings, …) to the error placeholder, as iOS apps do",
                at: errorStateLocation(screen: screen, state: state, locator: locator))
        }
        return context.findings
    }

    /// The finding for an image that could not be resolved: its screen does not cover `state`.
    public func unresolved(screen: String, state: ViewState, image: String, error: any Error) -> LintFinding {
        let diagnostic = (error as? DiagnosticsError)?.diagnostics.first
        let locator = LintLocator(theme: theme, screen: screen)
        return LintFinding(
            rule: .stateCoverage, message: "screen `\(screen)` cannot show \(state.key): \(diagnostic?.message ?? "\(error)")",
            hint: diagnostic?.hint ?? "fix the state's definition so it resolves in every variant",
            location: locator.editable(diagnostic?.location) ?? locator.screenLocation, screen: screen, image: image)
    }

    // MARK: checks

    private func checkText(_ placed: PlacedNode, _ context: inout Context, probe: ContrastProbe?) {
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
    private func checkRuns(_ content: TextContent, background: RGBAColor, subject: String, _ placed: PlacedNode, _ context: inout Context) {
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

    private func checkFonts(_ placed: PlacedNode, _ context: inout Context, locale: LocaleInfo) {
        guard let measurer, let measured = placed.laidOut.measuredText else { return }
        let runs = measurer.fontRuns(of: measured).filter { !$0.text.allSatisfy { $0.isWhitespace || $0 == "\u{2028}" } }
        let requested = measured.content.font.family
        let subject = context.subject(placed)
        let location = context.locator.location(of: "font", at: placed.indexPath, in: context.tree)
        if let name = measured.content.font.postScriptName {
            // A font asked for by name: found, or drawn with a substitute (never silently).
            if let substitute = measurer.resolve(fontNamed: name).substitute {
                context.add(
                    .fontFallback, FontNameResolution.warning(name: name, substitute: substitute), detail: "\(subject)",
                    hint: "ship the font in the theme (`fonts:`), or name one the theme or the pinned fonts (Inter, Noto) have",
                    at: location, node: placed.node)
            }
            return
        }
        if requested != FontSpec.systemFamily {
            for run in runs where run.family.caseInsensitiveCompare(requested) != .orderedSame {
                context.add(
                    .fontFallback, "\(subject) falls back from \(requested) to \(run.family)", detail: "“\(Self.snippet(run.text))”",
                    hint: "\(requested) has no glyphs for these characters: ship a font that has them (`fonts:`) or choose one that does",
                    at: location, node: placed.node)
            }
            return
        }
        for run in runs where run.family.hasPrefix("Noto Sans CJK") && run.text.unicodeScalars.contains(where: Self.isAlphabeticLetter) {
            context.add(
                .fontFallback, "\(subject) draws Latin, Greek or Cyrillic letters in \(run.family)", detail: "“\(Self.snippet(run.text))”",
                hint: "Inter, the SF Pro stand-in, lacks them; SF Pro may not have them either: check the characters",
                at: location, node: placed.node)
        }
        // CJK text in another language's glyph forms than the one it is laid out in (iOS draws
        // Japanese kanji in Japanese forms): a label given a language of its own, or a face gone.
        let expected = ScriptFonts.cjkFamily(for: measured.content.language ?? locale.textLanguage)
        if let run = runs.first(where: { $0.family.hasPrefix("Noto Sans CJK") && $0.family != expected }) {
            context.add(
                .fontFallback, "\(subject) draws \(locale.identifier) text in \(run.family)'s glyph forms, not \(expected)'s",
                detail: "“\(Self.snippet(run.text))”",
                hint: "iOS draws \(locale.identifier) in its own forms; install \(expected) (fonts-noto-cjk) or pin that locale's font (`fonts:`)",
                at: location, node: placed.node)
        }
    }

    /// Letters of the scripts Inter covers (Latin, Greek, Cyrillic).
    private static func isAlphabeticLetter(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.isAlphabetic else { return false }
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x370...0x3FF, 0x400...0x4FF: return true
        default: return false
        }
    }

    /// A button's hit region is at least 44 × 44 pt (Apple's HIG): a configuration button drawn
    /// smaller (a medium one is about 34 pt tall) is fine while the 44 × 44 pt region around its
    /// centre stays on the screen and clear of every other button, as UIKit apps extend it.
    private func checkButton(_ placed: PlacedNode, among all: [PlacedNode], _ context: inout Context) {
        guard placed.node.content.value is ButtonNode else { return }
        let frame = placed.frame
        guard frame.width < 44 - 0.01 || frame.height < 44 - 0.01 else { return }
        let region = Self.hitRegion(of: frame)
        let screen = LayoutRect(x: 0, y: 0, width: context.scene.canvas.width, height: context.scene.canvas.height)
        let neighbour = all.first { other in
            guard other.node.content.value is ButtonNode, other.indexPath != placed.indexPath else { return false }
            return Self.overlap(region, other.frame) > 0.01
        }
        let offScreen =
            region.minX < screen.minX - 0.01 || region.minY < screen.minY - 0.01
            || region.maxX > screen.maxX + 0.01 || region.maxY > screen.maxY + 0.01
        guard neighbour != nil || offScreen else { return }
        let subject = context.subject(placed)
        let why = neighbour.map { "it reaches into \(context.subject($0))" } ?? "it leaves the screen"
        context.add(
            .touchTarget, "\(subject) has no room for a 44 × 44 pt hit region: \(why)",
            detail: "\(Self.points(frame.width)) × \(Self.points(frame.height)) pt", measure: 44 - min(frame.width, frame.height),
            hint: "space the buttons so 44 pt around each one's centre stays clear, or give it `minHeight: 44` "
                + "and insets that make it at least 44 pt wide",
            at: context.locator.location(of: "minHeight", at: placed.indexPath, in: context.tree), node: placed.node)
    }

    /// `frame` grown about its centre to at least 44 × 44 pt.
    static func hitRegion(of frame: LayoutRect) -> LayoutRect {
        let width = max(44, frame.width), height = max(44, frame.height)
        return LayoutRect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }

    /// The area two rectangles share.
    static func overlap(_ a: LayoutRect, _ b: LayoutRect) -> Double {
        max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)) * max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY))
    }

    /// The fix when a color fails only with Increase Contrast on.
    static let increasedContrastHint =
        "Increase Contrast is on in this image: give the color (or its token) an "
        + "`increasedContrast: { light: …, dark: … }` that reaches the ratio"

    private func checkIcon(_ placed: PlacedNode, _ context: inout Context, probe: ContrastProbe?) {
        guard let probe, let image = placed.node.content.value(as: ImageNode.self), image.tint != nil, let reading = probe.reading(in: placed.frame),
            reading.ratio < 3 - 0.005
        else { return }
        context.add(
            .iconContrast, "\(context.subject(placed)) has too little contrast with what is behind it (needs 3:1)",
            detail: "\(Self.ratio(reading.ratio)): \(ContrastProbe.hex(reading.ink)) on \(ContrastProbe.hex(reading.background))",
            measure: 3 - reading.ratio,
            hint: context.contrast == .increased
                ? Self.increasedContrastHint
                : "tint it `secondaryLabel` or darker; purely decorative images may silence the rule with a reason",
            at: context.locator.location(of: "tint", at: placed.indexPath, in: context.tree), node: placed.node)
    }

    private func checkOverflow(_ placed: PlacedNode, _ context: inout Context) {
        // Leaves only: a stack's frame may reach past its drawn nodes.
        if case .stack = placed.node.content { return }
        guard placed.frame.width > 0, placed.frame.height > 0 else { return }
        let area = context.region, frame = placed.frame, slack = 0.5
        var sides: [(String, Double)] = []
        if frame.maxY > area.maxY + slack { sides.append((barName(below: true, context), frame.maxY - area.maxY)) }
        if frame.minY < area.minY - slack { sides.append((barName(below: false, context), area.minY - frame.minY)) }
        if frame.minX < area.minX - slack { sides.append(("past the left edge of the content area", area.minX - frame.minX)) }
        if frame.maxX > area.maxX + slack { sides.append(("past the right edge of the content area", frame.maxX - area.maxX)) }
        guard let worst = sides.max(by: { $0.1 < $1.1 }) else { return }
        context.add(
            .overflow, "\(context.subject(placed)) runs \(worst.0)",
            detail: "by \(Self.points(worst.1)) pt", measure: worst.1,
            hint: "make the placeholder fit: smaller image or spacing at large text sizes (a trait), fewer lines, or `placement` with less margin",
            at: context.locator.location(of: nil, at: placed.indexPath, in: context.tree), node: placed.node)
    }

    /// What a node running out of the content area at the bottom (or top) runs under.
    private func barName(below: Bool, _ context: Context) -> String {
        let bars = context.scene.scene.screen.barFrames(in: context.scene.canvas).filter { $0.bar.isBottom == below }
        if let bar = below ? bars.first : bars.last { return "under the \(Self.barName(bar.bar.kind))" }
        return below ? "into the bottom safe area (the home indicator)" : "into the top safe area (the status bar)"
    }

    private static func barName(_ kind: ChromeKind) -> String {
        kind.rawValue.reduce(into: "") { text, character in
            if character.isUppercase { text += " " + character.lowercased() } else { text.append(character) }
        }
    }

    private func checkOverlaps(_ placed: [PlacedNode], _ context: inout Context) {
        let leaves = placed.filter { $0.laidOut.children.isEmpty && ["label", "button", "image", "spinner", "progress"].contains($0.node.kind) }
        for (index, first) in leaves.enumerated() {
            for second in leaves[(index + 1)...] {
                let overlapWidth = min(first.frame.maxX, second.frame.maxX) - max(first.frame.minX, second.frame.minX)
                let overlapHeight = min(first.frame.maxY, second.frame.maxY) - max(first.frame.minY, second.frame.minY)
                guard overlapWidth > 0.5, overlapHeight > 0.5 else { continue }
                context.add(
                    .overlap, "\(context.subject(second)) overlaps \(context.subject(first))",
                    detail: "\(Self.points(overlapWidth)) × \(Self.points(overlapHeight)) pt", measure: overlapWidth * overlapHeight,
                    hint: "check fixed sizes, negative spacing and `placement` offsets; a stack keeps its arranged nodes apart",
                    at: context.locator.location(of: nil, at: second.indexPath, in: context.tree), node: second.node)
            }
        }
    }

    private func checkPixelGrid(_ placed: PlacedNode, _ context: inout Context, scale: Double) {
        let frame = placed.frame
        func offGrid(_ value: Double) -> Bool { abs(value * scale - (value * scale).rounded()) > 0.01 }
        var what: String?
        // The rule is about what draws hairlines: a divider's thickness and a box's border.
        if let divider = placed.node.content.value(as: DividerNode.self) {
            let horizontal = frame.width >= frame.height
            let edges = horizontal ? [frame.minY, frame.maxY] : [frame.minX, frame.maxX]
            if offGrid(divider.thickness) {
                what = "is \(Self.points(divider.thickness * scale)) device pixels thick"
            } else if edges.contains(where: offGrid) {
                what = "lies between device pixels"
            }
        } else if let box = placed.node.content.value(as: BoxNode.self), box.border != nil, box.borderWidth > 0 {
            if offGrid(box.borderWidth) {
                what = "has a border \(Self.points(box.borderWidth * scale)) device pixels wide"
            } else if [frame.minX, frame.maxX, frame.minY, frame.maxY].contains(where: offGrid) {
                what = "has edges between device pixels"
            }
        }
        guard let what else { return }
        context.add(
            .pixelGrid, "\(context.subject(placed)) \(what), so it draws blurred",
            detail: "@\(Self.points(scale))x", hint: "use whole device pixels (a hairline is 1 / scale pt) and sizes that keep edges on the grid",
            at: context.locator.location(
                of: placed.node.kind == "divider" ? "thickness" : "borderWidth", at: placed.indexPath,
                in: context.tree), node: placed.node)
    }

    private func checkBars(_ context: inout Context) {
        for bar in context.scene.scene.screen.chrome {
            for text in [bar.title].compactMap({ $0 }) + bar.items {
                for name in Self.placeholders(in: text) {
                    context.add(
                        .unreplacedPlaceholder, "the \(Self.barName(bar.kind)) shows `{\(name)}` literally", detail: "“\(Self.snippet(text))”",
                        hint: "give the screen a `\(name)` parameter, or take `{\(name)}` out of the string",
                        at: context.locator.screenLocation)
                }
            }
        }
    }

    private func errorStateLocation(screen: String, state: ViewState, locator: LintLocator) -> FileLocation {
        let own = theme.screen(named: screen)?.states
        for key in [state.key, "error"] {
            if let location = own?[key]?.location, location.file != Theme.builtInFile { return location }
            if let location = theme.states[key]?.location, location.file != Theme.builtInFile { return location }
        }
        return locator.screenLocation
    }

    // MARK: helpers

    /// `{name}` placeholders left in `text`.
    static func placeholders(in text: String) -> [String] {
        guard text.contains("{") else { return [] }
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = after[..<close]
            if let first = name.first, first.isLetter || first == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
                names.append(String(name))
            }
            rest = after[after.index(after: close)...]
        }
        return names
    }

    static func snippet(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\u{2028}", with: " ")
        // Escaped after shortening: an escape sequence counts as one character of the 40.
        return PrintableText.escaped(flat.count > 40 ? String(flat.prefix(39)) + "…" : flat)
    }

    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func ratio(_ value: Double) -> String { String(format: "%.2f:1", (value * 100).rounded(.down) / 100) }

    /// Findings of one image as they are found.
    struct Context {
        let scene: LaidOutScene
        let locator: LintLocator
        let screen: String
        let image: String
        let contrast: DisplayContrast
        var appearance = Appearance.light
        var findings: [LintFinding] = []

        /// The node tree the checked nodes' index paths point into: the placeholder's, then the accessory's.
        var tree: PlaceholderNode
        /// Whether the checked nodes are the state's accessory.
        var isAccessory = false
        /// Where the checked nodes belong: the content area, or the accessory's placement area.
        var region: LayoutRect

        init(scene: LaidOutScene, locator: LintLocator, screen: String, image: String, contrast: DisplayContrast) {
            self.scene = scene; self.locator = locator; self.screen = screen; self.image = image; self.contrast = contrast
            tree = scene.scene.root
            region = scene.contentArea
        }

        /// How a finding names a node (the accessory's say so).
        func subject(_ placed: PlacedNode) -> String {
            let subject = LintLocator.subject(placed.node, path: placed.indexPath)
            guard isAccessory else { return subject }
            if subject.hasPrefix("the placeholder's root") { return subject.replacingOccurrences(of: "the placeholder's root", with: "the accessory's root") }
            return "\(subject) in the accessory"
        }

        mutating func add(
            _ rule: LintRule, _ message: String, detail: String? = nil, measure: Double = 0, hint: String, at location: FileLocation,
            node: PlaceholderNode? = nil
        ) {
            var finding = LintFinding(
                rule: rule, message: message, hint: hint, location: location, screen: screen, image: image,
                detail: detail, measure: measure)
            finding.node = node?.id
            findings.append(finding)
        }
    }
}
