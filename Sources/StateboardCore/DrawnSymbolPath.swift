import Foundation

/// One step of a drawn symbol's path, in symbol units: a hundredth of the point size, the origin
/// at the middle of the cap height (the centre of the symbol's square), y growing downwards.
public enum SymbolPathElement: Hashable, Sendable {
    case move(x: Double, y: Double)
    case line(x: Double, y: Double)
    case curve(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double)
    /// A circular arc from angle `from` to `to` (degrees; 0 is +x, 90 is down): clockwise on the
    /// screen when `to` is greater, counter-clockwise when smaller. Joined to the current point
    /// by a line, or begun there when there is none.
    case arc(cx: Double, cy: Double, r: Double, from: Double, to: Double)
    case close

    /// This element scaled by `factor` about the origin, then moved by `dx`, `dy`; mirrored left
    /// to right first when `mirrored`.
    func transformed(factor: Double, dx: Double, dy: Double, mirrored: Bool) -> SymbolPathElement {
        let sx = mirrored ? -factor : factor
        switch self {
        case .move(let x, let y): return .move(x: x * sx + dx, y: y * factor + dy)
        case .line(let x, let y): return .line(x: x * sx + dx, y: y * factor + dy)
        case .curve(let x1, let y1, let x2, let y2, let x, let y):
            return .curve(x1: x1 * sx + dx, y1: y1 * factor + dy, x2: x2 * sx + dx, y2: y2 * factor + dy, x: x * sx + dx, y: y * factor + dy)
        case .arc(let cx, let cy, let r, let from, let to):
            return .arc(cx: cx * sx + dx, cy: cy * factor + dy, r: r * factor, from: mirrored ? 180 - from : from, to: mirrored ? 180 - to : to)
        case .close: return .close
        }
    }
}

/// The project's own notation for a symbol's path, read once from the catalogue's constants:
/// `M x y` move, `L x y` line, `C x1 y1 x2 y2 x y` cubic curve, `Q x1 y1 x y` quadratic curve,
/// `A cx cy r from to` arc (degrees), `Z` close; and closed primitives, each its own subpath:
/// `O cx cy r` circle, `E cx cy rx ry [rotation]` ellipse, `R x y width height radius` rounded
/// rectangle. Every shape is designed from these primitives for Stateboard, none traced.
public enum SymbolPathNotation {
    /// The elements `text` describes, or `nil` when it is not notation (a missing number, an
    /// unknown letter): the catalogue's tests read every definition.
    public static func parse(_ text: String) -> [SymbolPathElement]? {
        var tokens = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" }).map(String.init)[...]
        var elements: [SymbolPathElement] = []
        var current: (x: Double, y: Double)?
        func numbers(_ count: Int) -> [Double]? {
            guard tokens.count >= count else { return nil }
            let values = tokens.prefix(count).compactMap(Double.init)
            guard values.count == count, values.allSatisfy(\.isFinite) else { return nil }
            tokens.removeFirst(count)
            return values
        }
        while let command = tokens.popFirst() {
            switch command {
            case "M", "L":
                guard let p = numbers(2) else { return nil }
                elements.append(command == "M" ? .move(x: p[0], y: p[1]) : .line(x: p[0], y: p[1]))
                current = (p[0], p[1])
            case "C":
                guard let p = numbers(6) else { return nil }
                elements.append(.curve(x1: p[0], y1: p[1], x2: p[2], y2: p[3], x: p[4], y: p[5]))
                current = (p[4], p[5])
            case "Q":
                guard let p = numbers(4), let start = current else { return nil }
                // The quadratic's control point two thirds of the way from each end.
                elements.append(
                    .curve(
                        x1: start.x + (p[0] - start.x) * 2 / 3, y1: start.y + (p[1] - start.y) * 2 / 3,
                        x2: p[2] + (p[0] - p[2]) * 2 / 3, y2: p[3] + (p[1] - p[3]) * 2 / 3, x: p[2], y: p[3]))
                current = (p[2], p[3])
            case "A":
                guard let p = numbers(5), p[2] > 0 else { return nil }
                elements.append(.arc(cx: p[0], cy: p[1], r: p[2], from: p[3], to: p[4]))
                let end = p[4] * .pi / 180
                current = (p[0] + p[2] * cos(end), p[1] + p[2] * sin(end))
            case "Z":
                elements.append(.close)
            case "O":
                guard let p = numbers(3), p[2] > 0 else { return nil }
                elements += [.move(x: p[0] + p[2], y: p[1]), .arc(cx: p[0], cy: p[1], r: p[2], from: 0, to: 360), .close]
                current = nil
            case "E":
                guard let p = numbers(4), p[2] > 0, p[3] > 0 else { return nil }
                var rotation = 0.0
                if let next = tokens.first, let value = Double(next), value.isFinite { rotation = value; tokens.removeFirst() }
                elements += ellipse(cx: p[0], cy: p[1], rx: p[2], ry: p[3], degrees: rotation)
                current = nil
            case "R":
                guard let p = numbers(5), p[2] > 0, p[3] > 0, p[4] >= 0 else { return nil }
                elements += roundedRect(x: p[0], y: p[1], width: p[2], height: p[3], radius: min(p[4], p[2] / 2, p[3] / 2))
                current = nil
            default:
                return nil
            }
        }
        return elements
    }

    /// An ellipse as four cubic curves (the usual 0.5523 handle), rotated by `degrees`.
    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double, degrees: Double) -> [SymbolPathElement] {
        let k = 0.5523, angle = degrees * .pi / 180
        func point(_ x: Double, _ y: Double) -> (Double, Double) {
            (cx + x * cos(angle) - y * sin(angle), cy + x * sin(angle) + y * cos(angle))
        }
        let quarters: [((Double, Double), (Double, Double), (Double, Double))] = [
            ((rx, k * ry), (k * rx, ry), (0, ry)), ((-k * rx, ry), (-rx, k * ry), (-rx, 0)),
            ((-rx, -k * ry), (-k * rx, -ry), (0, -ry)), ((k * rx, -ry), (rx, -k * ry), (rx, 0)),
        ]
        let start = point(rx, 0)
        var elements: [SymbolPathElement] = [.move(x: start.0, y: start.1)]
        for (a, b, c) in quarters {
            let p1 = point(a.0, a.1), p2 = point(b.0, b.1), p = point(c.0, c.1)
            elements.append(.curve(x1: p1.0, y1: p1.1, x2: p2.0, y2: p2.1, x: p.0, y: p.1))
        }
        return elements + [.close]
    }

    static func roundedRect(x: Double, y: Double, width: Double, height: Double, radius r: Double) -> [SymbolPathElement] {
        [
            .move(x: x + r, y: y),
            .arc(cx: x + width - r, cy: y + r, r: max(r, 0.001), from: 270, to: 360),
            .arc(cx: x + width - r, cy: y + height - r, r: max(r, 0.001), from: 0, to: 90),
            .arc(cx: x + r, cy: y + height - r, r: max(r, 0.001), from: 90, to: 180),
            .arc(cx: x + r, cy: y + r, r: max(r, 0.001), from: 180, to: 270),
            .close,
        ]
    }
}
