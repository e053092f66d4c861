import StateboardCore

/// `skeleton`: placeholders that stand in for content while it loads — a bar, an avatar
/// circle, or list rows.
public struct SkeletonNodeKind: PlaceholderNodeKind {
    public init() {}
    /// The kind's name in theme files, dumps and fingerprints.
    public static let kindName = "skeleton"
    public var name: String { Self.kindName }
    public var shorthandKey: String? { "shape" }
    public var properties: [NodeKindProperty] {
        [
            NodeKindProperty("shape", .oneOf(["block", "circle", "rows"], what: "skeleton `shape`")),
            NodeKindProperty("count", .integer(minimum: 1)), NodeKindProperty("avatar", .bool), NodeKindProperty("lines", .integer(minimum: 1)),
            NodeKindProperty("color", .color), NodeKindProperty("cornerRadius", .number(minimum: 0)),
        ]
    }

    public func decode(_ props: any NodePropertyReader) -> NodeContent? {
        var shape = SkeletonShape.block
        switch props.oneOf("shape", ["block", "circle", "rows"], what: "skeleton `shape`") {
        case "circle": shape = .circle
        case "rows":
            shape = .rows(
                count: props.integer("count", minimum: 1) ?? 3, avatar: props.bool("avatar") ?? true,
                lines: props.integer("lines", minimum: 1) ?? 2)
        default: break
        }
        return .skeleton(
            SkeletonNode(
                shape: shape, color: props.color("color") ?? SystemColor.systemGray5.color,
                cornerRadius: props.number("cornerRadius", minimum: 0) ?? 4))
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard let skeleton = node.content.value(as: SkeletonNode.self) else { return [:] }
        var record = ["color": StyleRecord.color(skeleton.color), "cornerRadius": StyleRecord.number(skeleton.cornerRadius)]
        switch skeleton.shape {
        case .block: record["shape"] = "block"
        case .circle: record["shape"] = "circle"
        case .rows(let count, let avatar, let lines):
            record.merge(["shape": "rows", "count": "\(count)", "avatar": "\(avatar)", "lines": "\(lines)"]) { $1 }
        }
        return record
    }

    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        guard let skeleton = node.content.value(as: SkeletonNode.self) else { return KindMeasurement(width: nil, height: nil) }
        switch skeleton.shape {
        case .block: return KindMeasurement(width: nil, height: 16)
        case .circle: return KindMeasurement(width: 40, height: 40)
        case .rows(let count, _, _): return KindMeasurement(width: nil, height: Double(count) * SkeletonNode.rowHeight)
        }
    }

    /// Its measurement ignores the offered width.
    public func widthMeasuringAsUnconstrained(_ unconstrained: KindMeasurement) -> Double? { -.infinity }

    public func draw(_ node: LaidOutNode, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        guard let skeleton = node.node.content.value(as: SkeletonNode.self) else { return }
        switch skeleton.shape {
        case .block:
            context.fill(context.snapped(frame), color: skeleton.color, radius: skeleton.cornerRadius)
        case .circle:
            let side = min(frame.width, frame.height)
            context.fillEllipse(LayoutRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side), color: skeleton.color)
        case .rows(let count, let avatar, let lines):
            context.mirrored(about: frame.midX, when: context.direction == .rightToLeft) {
                for row in 0..<count {
                    let rowFrame = LayoutRect(
                        x: frame.minX, y: frame.minY + Double(row) * SkeletonNode.rowHeight,
                        width: frame.width, height: SkeletonNode.rowHeight)
                    guard rowFrame.minY < frame.maxY else { break }
                    drawRow(rowFrame, avatar: avatar, lines: lines, skeleton: skeleton, index: row, on: context)
                }
            }
        }
    }

    /// One list row: an avatar circle, then bars of decreasing width, vertically centred.
    private func drawRow(_ row: LayoutRect, avatar: Bool, lines: Int, skeleton: SkeletonNode, index: Int, on context: any NodeDrawingContext) {
        var x = row.minX
        if avatar {
            context.fillEllipse(LayoutRect(x: x, y: row.midY - 20, width: 40, height: 40), color: skeleton.color)
            x += 56
        }
        let barHeight = 12.0, gap = 8.0
        let total = Double(lines) * barHeight + Double(lines - 1) * gap
        let available = row.maxX - x
        // Varying widths per row, as real content would be.
        let widths = [0.72, 0.9, 0.64, 0.82]
        for line in 0..<lines {
            let fraction = (line == 0 ? widths[index % widths.count] : 0.45 + 0.1 * Double((index + line) % 3))
            let bar = LayoutRect(x: x, y: row.midY - total / 2 + Double(line) * (barHeight + gap), width: available * fraction, height: barHeight)
            context.fill(context.snapped(bar), color: skeleton.color, radius: skeleton.cornerRadius)
        }
    }
}

extension NodeContent {
    /// A `skeleton` node's content: `value` drawn by `SkeletonNodeKind`.
    public static func skeleton(_ value: SkeletonNode) -> NodeContent { .custom(CustomNode(name: SkeletonNodeKind.kindName, content: value)) }
}
