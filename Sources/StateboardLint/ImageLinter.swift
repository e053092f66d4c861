import Foundation
import StateboardAppFiles
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
        checkBarText(&context)
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

    // The checks, one file each: Rules/.

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
