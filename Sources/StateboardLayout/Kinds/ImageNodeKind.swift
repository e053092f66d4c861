import StateboardCore

/// `image`: an SVG or PNG picture (UIImageView), its own size unless declared, fitted by its
/// content mode and clipped to its frame.
public struct ImageNodeKind: PlaceholderNodeKind {
    public init() {}
    public var name: String { "image" }
    public var shorthandKey: String? { "path" }
    public var properties: [NodeKindProperty] {
        [NodeKindProperty("path", .path), NodeKindProperty("tint", .color), NodeKindProperty("contentMode", .option(ImageContentMode.self)),
         NodeKindProperty("cornerRadius", .number(minimum: 0))]
    }

    public func decode(_ props: any NodePropertyReader) -> NodeContent? {
        guard props.required("path", example: "image: { path: icons/empty.svg, width: 64, height: 64 }"),
              let path = props.assetPath("path") else { return nil }
        return .image(ImageNode(path: path, tint: props.color("tint"),
                                contentMode: props.choice("contentMode", ImageContentMode.self) ?? .fit,
                                cornerRadius: props.number("cornerRadius", minimum: 0) ?? 0))
    }

    public func styleRecord(of node: PlaceholderNode) -> [String: String] {
        guard case .image(let image) = node.content else { return [:] }
        return StyleRecord.image(image)
    }

    public func measure(_ node: PlaceholderNode, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        guard case .image(let image) = node.content else { return KindMeasurement(width: nil, height: nil) }
        let size = context.imageSize(at: image.path)
        return KindMeasurement(width: size?.width, height: size?.height)
    }

    public func draw(_ node: LaidOutNode, in frame: Rect, on context: any NodeDrawingContext) throws {
        guard case .image(let image) = node.node.content else { return }
        try Self.draw(image, in: context.snapped(frame), tint: image.tint.map(context.resolve), on: context)
    }

    /// Draws an image fitted by its content mode, clipped to `frame` (and its corner radius),
    /// tinted like a template image when `tint` is set.
    public static func draw(_ image: ImageNode, in frame: Rect, tint: RGBAColor?, on context: any NodeDrawingContext) throws {
        try context.clipped(to: frame, radius: image.cornerRadius) {
            try context.drawImage(at: image.path, in: frame, contentMode: image.contentMode, tint: tint)
        }
    }
}
