import Foundation
import StateboardCore

/// Says in words what changed between a reference's layout and a render's: which nodes moved,
/// resized, changed text or look, appeared or went away ("label `title` moved 12 pt down;
/// button `retry` 8 pt wider").
///
/// Nodes are matched by id when they have one, otherwise by their place in the tree. A node
/// that moved together with its parent is not reported again: only moves relative to the
/// parent are news.
public enum LayoutDiff {
    /// Movements and size changes under this many points are not reported.
    public static let threshold = 0.01

    /// One sentence per change, at most `limit` of them (then "… and N more changes").
    public static func explain(reference: [NodeRecord], actual: [NodeRecord], limit: Int = 8) -> [String] {
        let matched = match(reference, actual)
        var lines: [String] = []
        let referenceByPath = Dictionary(reference.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let actualByPath = Dictionary(actual.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        for (old, new) in matched.pairs {
            let name = displayName(old)
            if old.hidden != new.hidden {
                lines.append(new.hidden == true ? "\(name) is now hidden" : "\(name) is no longer hidden")
                continue
            }
            var parts: [String] = []
            if old.text != new.text, let was = old.text, let now = new.text { parts.append("changed text \(PrintableText.quoted(was)) → \(PrintableText.quoted(now))") }
            if old.kind != new.kind {
                parts.append("is now a \(new.kind)")
            } else if old.style != new.style {
                parts.append(
                    old.kind == "stack"
                        ? "changed its spacing, alignment or margins"
                        : old.path.hasPrefix("chrome.")
                            ? "changed its selected item"
                            : "looks different (its color, font, image or style changed)")
            }
            let dx = new.frame.minX - old.frame.minX, dy = new.frame.minY - old.frame.minY
            let parentDelta = parentPath(old.path).flatMap { p -> (Double, Double)? in
                guard let op = referenceByPath[p], let np = actualByPath[parentPath(new.path) ?? ""] else { return nil }
                return (np.frame.minX - op.frame.minX, np.frame.minY - op.frame.minY)
            }
            let movedWithParent = parentDelta.map { abs($0.0 - dx) < threshold && abs($0.1 - dy) < threshold } ?? false
            parts += resizing(dw: new.frame.width - old.frame.width, dh: new.frame.height - old.frame.height)
            if !movedWithParent, let move = movement(dx: dx, dy: dy) { parts.append("moved " + move) }
            if !parts.isEmpty { lines.append(name + " " + parts.joined(separator: ", ")) }
        }
        for gone in matched.removed where !isUnderReported(gone, matched.removed) { lines.append("\(displayName(gone)) is gone") }
        for added in matched.added where !isUnderReported(added, matched.added) { lines.append("\(displayName(added)) is new") }
        if lines.count > limit {
            let more = lines.count - limit
            lines = Array(lines.prefix(limit)) + ["… and \(more) more change\(more == 1 ? "" : "s")"]
        }
        return lines
    }

    /// The innermost nodes (and chrome bars) that hold at least one differing pixel of `mask`
    /// (row-major, `width` pixels a row, at `scale` pixels per point), in record order.
    public static func nodes(withChangedPixels mask: [Bool], width: Int, height: Int, scale: Double, in nodes: [NodeRecord]) -> [NodeRecord] {
        guard mask.count == width * height, mask.contains(true) else { return [] }
        let counts = MaskCounts(mask, width: width, height: height)
        func count(_ node: NodeRecord) -> Int {
            counts.count(
                x0: Int((node.frame.minX * scale).rounded(.down)), y0: Int((node.frame.minY * scale).rounded(.down)),
                x1: Int((node.frame.maxX * scale).rounded(.up)), y1: Int((node.frame.maxY * scale).rounded(.up)))
        }
        let changed = nodes.filter { $0.hidden != true && count($0) > 0 }
        return changed.filter { node in !changed.contains { $0.path.hasPrefix(node.path + ".") } }
    }

    /// "label `title`", or without an id "label “No Results”" / "stack at 0.1".
    public static func displayName(_ node: NodeRecord) -> String {
        if let id = node.id { return "\(node.kind) `\(id)`" }
        if node.path.hasPrefix("chrome.") { return "the " + words(node.kind) }
        if let text = node.text, !text.isEmpty {
            let short = text.count > 32 ? String(text.prefix(31)) + "…" : text
            return "\(node.kind) \(PrintableText.quoted(short))"
        }
        return node.path == "0" ? "the root \(node.kind)" : "\(node.kind) at \(node.path)"
    }

    /// `largeTitleNavigationBar` → `large title navigation bar`.
    static func words(_ camelCase: String) -> String {
        camelCase.reduce(into: "") { result, character in
            if character.isUppercase { result += " " + character.lowercased() } else { result.append(character) }
        }
    }

    struct Matching {
        var pairs: [(NodeRecord, NodeRecord)] = []
        var removed: [NodeRecord] = []
        var added: [NodeRecord] = []
    }

    /// Pairs nodes by id, then the rest by path and kind.
    static func match(_ reference: [NodeRecord], _ actual: [NodeRecord]) -> Matching {
        var result = Matching()
        var unmatched = actual
        for old in reference {
            let index =
                old.id.flatMap { id in unmatched.firstIndex { $0.id == id } }
                ?? unmatched.firstIndex { $0.id == nil && old.id == nil && $0.path == old.path && $0.kind == old.kind }
                ?? unmatched.firstIndex { $0.path == old.path && $0.kind == old.kind && (old.id == nil || $0.id == nil) }
            if let index {
                result.pairs.append((old, unmatched.remove(at: index)))
            } else {
                result.removed.append(old)
            }
        }
        result.added = unmatched
        return result
    }

    /// True when an ancestor of `node` is in `group` too (reported once, at the top).
    static func isUnderReported(_ node: NodeRecord, _ group: [NodeRecord]) -> Bool {
        group.contains { node.path.hasPrefix($0.path + ".") }
    }

    static func parentPath(_ path: String) -> String? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        return String(path[..<dot])
    }

    static func movement(dx: Double, dy: Double) -> String? {
        var parts: [String] = []
        if abs(dy) >= threshold { parts.append("\(points(abs(dy))) \(dy > 0 ? "down" : "up")") }
        if abs(dx) >= threshold { parts.append("\(points(abs(dx))) \(dx > 0 ? "right" : "left")") }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }

    static func resizing(dw: Double, dh: Double) -> [String] {
        var parts: [String] = []
        if abs(dw) >= threshold { parts.append("\(points(abs(dw))) \(dw > 0 ? "wider" : "narrower")") }
        if abs(dh) >= threshold { parts.append("\(points(abs(dh))) \(dh > 0 ? "taller" : "shorter")") }
        return parts
    }

    /// "12 pt", "0.5 pt", "1.33 pt".
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%g", rounded)
        return text + " pt"
    }

    static func join(_ parts: [String]) -> String {
        switch parts.count {
        case 0: ""
        case 1: parts[0]
        default: parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        }
    }
}
