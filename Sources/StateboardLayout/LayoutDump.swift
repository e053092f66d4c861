import StateboardCore

/// The layout as text: the stable JSON the `layout` command prints, and a readable tree.
extension LaidOutScene {
    /// `{"canvas": {"width":…, "height":…}, "nodes": [{"id":…, "kind":…, "frame": {…}}, …]}`:
    /// every node depth-first, the root included, frames in canvas points, unrounded. `id` is
    /// present when the node has one; hidden nodes carry `"hidden": true`.
    public func jsonDump(pretty: Bool = true) -> String {
        let newline = pretty ? "\n" : ""
        let indent = pretty ? "    " : ""
        let nodes = placedNodes().map { placed -> String in
            var fields: [String] = []
            if let id = placed.node.id { fields.append("\"id\": \(Self.jsonString(id))") }
            fields.append("\"kind\": \(Self.jsonString(placed.node.kind))")
            fields.append("\"frame\": \(Self.json(placed.frame))")
            if placed.isHidden { fields.append("\"hidden\": true") }
            return indent + "{" + fields.joined(separator: ", ") + "}"
        }
        return "{" + newline
            + (pretty ? "  " : "") + "\"canvas\": {\"width\": \(Self.json(canvas.width)), \"height\": \(Self.json(canvas.height))}," + newline
            + (pretty ? "  " : "") + "\"nodes\": [" + newline
            + nodes.joined(separator: "," + newline) + newline
            + (pretty ? "  " : "") + "]" + newline + "}"
    }

    /// An indented tree, one node a line: `kind#id  x y  width×height`, rounded to 0.01 pt.
    /// A state's second node follows under `accessory:`.
    public func treeDump() -> String {
        func lines(_ placed: [PlacedNode], depth: Int) -> [String] {
            placed.map { placed in
                let name = placed.node.kind + (placed.node.id.map { "#\($0)" } ?? "")
                let f = placed.frame
                let hidden = placed.isHidden ? "  (hidden)" : ""
                return String(repeating: "  ", count: placed.depth + depth) + name
                    + "  x: \(Self.short(f.minX)) y: \(Self.short(f.minY))  \(Self.short(f.width))×\(Self.short(f.height))" + hidden
            }
        }
        let accessory = placedAccessoryNodes()
        return (lines(placedNodes(), depth: 0) + (accessory.isEmpty ? [] : ["accessory:"] + lines(accessory, depth: 1))).joined(separator: "\n")
    }

    static func json(_ rect: LayoutRect) -> String {
        "{\"x\": \(json(rect.minX)), \"y\": \(json(rect.minY)), \"width\": \(json(rect.width)), \"height\": \(json(rect.height))}"
    }

    /// A JSON number: integral values without a fraction, others in Swift's shortest round-trip form.
    static func json(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func short(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return json(rounded == 0 ? 0 : rounded)
    }

    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
