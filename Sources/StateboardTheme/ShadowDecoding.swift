import StateboardCore

extension PropertyDecoder {
    /// `{ color, offset: [x, y], radius, opacity }`, every key optional (`Shadow`'s defaults).
    func shadow(_ value: YAMLValue, key: String) -> PropertyValue? {
        guard let entries = reader.mapping(value, allowed: ["color", "offset", "radius", "opacity"], what: "`\(key)`") else { return nil }
        var shadow = Shadow()
        var color: ColorValue?
        var ok = true
        for (name, _, item) in entries {
            switch name {
            case "color": color = self.color(item, key: "color"); ok = ok && color != nil
            case "radius":
                if let radius = reader.number(item, what: "`radius`", minimum: 0, maximum: Shadow.maximumRadius) { shadow.radius = radius } else { ok = false }
            case "opacity":
                if let opacity = reader.number(item, what: "`opacity`", minimum: 0, maximum: 1) { shadow.opacity = opacity } else { ok = false }
            case "offset":
                guard let pair = reader.sequence(item, what: "`offset`") else { ok = false; continue }
                guard pair.count == 2 else {
                    reader.error("`offset` takes two numbers, [x, y]", at: item, hint: "offset: [0, 2] drops the shadow 2 pt down")
                    ok = false
                    continue
                }
                let limit = Shadow.maximumOffset
                let x = reader.number(pair[0], what: "`offset` x", minimum: -limit, maximum: limit)
                let y = reader.number(pair[1], what: "`offset` y", minimum: -limit, maximum: limit)
                if let x, let y { shadow.offset = LayoutPoint(x: x, y: y) } else { ok = false }
            default: continue
            }
        }
        return ok ? .shadow(shadow, color: color) : nil
    }
}
