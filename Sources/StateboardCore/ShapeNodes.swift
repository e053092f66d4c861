/// How an image fits its frame (`UIView.ContentMode`).
public enum ImageContentMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// Scaled to fit inside, aspect kept (`scaleAspectFit`).
    case fit
    /// Scaled to cover, aspect kept, clipped (`scaleAspectFill`).
    case fill
    /// Natural size, centered, clipped.
    case center
    /// Stretched to the frame, aspect not kept (`scaleToFill`).
    case stretch
}

/// An SVG, PNG, JPEG or PDF picture (`UIImageView`).
public struct ImageNode: TintedContent, CornerRoundedContent, Hashable {
    /// The image file's path (absolute, or relative to the working directory); empty for a symbol.
    public var path: String
    /// The file drawn in dark mode instead of `path` (an asset catalog image set's dark
    /// appearance); `nil` draws `path` in both.
    public var darkPath: String?
    /// An asset catalog image set's files for the device, with the scale `Contents.json` gives
    /// each: when set, the file drawn is picked from these by appearance and render scale.
    public var assetFiles: ImageAssetFiles?
    /// A symbol drawn instead of a file (`path` is then empty); symbols are always tinted.
    public var symbol: SymbolImage?
    /// The layout direction in which the picture is drawn mirrored (an asset catalog image set
    /// whose Direction is "Left to Right" is mirrored in right-to-left layouts, as UIKit does).
    public var mirroredIn: InterfaceDirection?
    /// An image set with files for both directions: those a right-to-left layout draws.
    public var rightToLeftAssetFiles: ImageAssetFiles?
    /// Draws the image's shape in this color, like a template image or an SF Symbol.
    public var tint: DynamicColor?
    public var contentMode: ImageContentMode
    public var cornerRadius: Double
    /// `UIImage.alignmentRectInsets`: how far the drawing reaches beyond the frame layout aligns
    /// (a shadow or a badge that should not move the image off its baseline or centre). The
    /// node's frame is the alignment rectangle; the picture is drawn in it grown by these.
    public var alignmentInsets: Insets = .zero

    public init(path: String, tint: DynamicColor? = nil, contentMode: ImageContentMode = .fit, cornerRadius: Double = 0) {
        self.path = path; self.tint = tint; self.contentMode = contentMode; self.cornerRadius = cornerRadius
    }

    /// A symbol image, drawn in `tint` (default: `label`, as SwiftUI's `Image(systemName:)`).
    public init(symbol: SymbolImage, tint: DynamicColor? = nil, contentMode: ImageContentMode = .fit) {
        self.init(path: "", tint: tint, contentMode: contentMode)
        self.symbol = symbol
    }

    /// The file drawn in `appearance`: `darkPath` in dark mode when there is one, else `path`.
    public func path(for appearance: Appearance) -> String { appearance == .dark ? darkPath ?? path : path }

    /// The file drawn in `appearance` at `scale`, with the asset scale its set gives it (`nil`:
    /// read from the name's `@2x`/`@3x`, or a single-scale file).
    public func file(for appearance: Appearance, scale: Double, direction: InterfaceDirection = .leftToRight) -> (path: String, assetScale: Double?) {
        let files = direction == .rightToLeft ? rightToLeftAssetFiles ?? assetFiles : assetFiles
        if let picked = files?.file(for: appearance, scale: scale) { return (picked.path, picked.scale) }
        return (path(for: appearance), nil)
    }

    /// The color the image is drawn in: its tint, or `label` for a symbol; `nil` draws a file's own colors.
    public var effectiveTint: DynamicColor? { tint ?? (symbol == nil ? nil : SystemColor.label.color) }

    /// Draws the image's shape in `tint`, as a template image.
    public mutating func setTint(_ tint: DynamicColor) { self.tint = tint }
}

/// Activity indicator looks.
public enum SpinnerStyle: String, Hashable, Sendable, CaseIterable, Codable {
    /// `UIActivityIndicatorView.Style.medium`: 8 spokes, 20 pt.
    case medium
    /// `UIActivityIndicatorView.Style.large`: 8 spokes, 37 pt.
    case large
    /// A circular ring with a gap, 28 pt.
    case ring

    /// The indicator's side length in points.
    public var size: Double {
        switch self {
        case .medium: 20
        case .large: 37
        case .ring: 28
        }
    }
}

/// A loading indicator, drawn as a still frame.
public struct SpinnerNode: ForegroundColoredContent {
    public var style: SpinnerStyle
    public var color: DynamicColor
    public init(style: SpinnerStyle = .medium, color: DynamicColor = SystemColor.systemGray.color) {
        self.style = style; self.color = color
    }
}

/// Skeleton placeholders that stand in for content while it loads.
public enum SkeletonShape: Hashable, Sendable {
    /// One rounded bar or block.
    case block
    /// One avatar circle.
    case circle
    /// `count` list rows, each an optional avatar and `lines` bars.
    case rows(count: Int, avatar: Bool, lines: Int)
}

/// A skeleton block, circle or list rows.
public struct SkeletonNode: ForegroundColoredContent, CornerRoundedContent {
    public var shape: SkeletonShape
    public var color: DynamicColor
    public var cornerRadius: Double
    public init(shape: SkeletonShape, color: DynamicColor = SystemColor.systemGray5.color, cornerRadius: Double = 4) {
        self.shape = shape; self.color = color; self.cornerRadius = cornerRadius
    }

    /// The height of one list row in `rows`.
    public static let rowHeight: Double = 64
}

/// A rectangle with optional fill and border; without either it is a spacer.
public struct BoxNode: CornerRoundedContent, PossiblyBlankContent {
    public var fill: DynamicColor?
    public var border: DynamicColor?
    public var borderWidth: Double
    public var cornerRadius: Double
    public init(fill: DynamicColor? = nil, border: DynamicColor? = nil, borderWidth: Double = 1, cornerRadius: Double = 0) {
        self.fill = fill; self.border = border; self.borderWidth = borderWidth; self.cornerRadius = cornerRadius
    }
    /// Without fill and border it is a spacer.
    public var drawsNothing: Bool { fill == nil && border == nil }
}

/// A progress bar (`UIProgressView`, default style): 4 pt tall, track and fill.
public struct ProgressNode: TintedContent {
    /// 0…1.
    public var value: Double
    public var tint: DynamicColor
    public var track: DynamicColor
    public init(
        value: Double, tint: DynamicColor = SystemColor.systemBlue.color,
        track: DynamicColor = SystemColor.systemGray5.color
    ) {
        self.value = value; self.tint = tint; self.track = track
    }
    public static let height: Double = 4

    /// Fills the bar in `tint`.
    public mutating func setTint(_ tint: DynamicColor) { self.tint = tint }
}

/// A hairline separator across its stack.
public struct DividerNode: ForegroundColoredContent {
    public var color: DynamicColor
    public var thickness: Double
    public init(color: DynamicColor = SystemColor.separator.color, thickness: Double = 0.5) {
        self.color = color; self.thickness = thickness
    }
}

/// The value of a leaf node, built in (`LabelNode`, `DividerNode`, …) or of an app's own kind:
/// whatever that kind (a `PlaceholderNodeKind` registered under the node's name) decodes,
/// measures and draws. The protocols of `NodeCapabilities.swift` say what else it can be asked.
public protocol CustomNodeContent: Sendable {}

/// A leaf node: its kind's name and its value, for a built-in kind and an app's own alike.
public struct CustomNode: Sendable {
    /// The kind's name: the registered kind that measures and draws it, and the name dumps,
    /// inspectors and theme files use.
    public var name: String
    public var content: any CustomNodeContent
    public init(name: String, content: any CustomNodeContent) { self.name = name; self.content = content }
}
