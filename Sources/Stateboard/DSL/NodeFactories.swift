import StateboardCore

/// The node kinds as values, with the defaults a theme or scene file gives them, for the
/// `PlaceholderBuilder` DSL (write them with a leading dot).
extension PlaceholderNode {
    /// A vertical stack (`UIStackView`, `.vertical`).
    public static func vStack(
        alignment: StackAlignment = .center, spacing: Double = 0, distribution: StackDistribution = .fill,
        @PlaceholderBuilder _ content: () -> [PlaceholderNode]
    ) -> PlaceholderNode {
        PlaceholderNode(.stack(StackNode(axis: .vertical, distribution: distribution, alignment: alignment, spacing: spacing, nodes: content())))
    }

    /// A horizontal stack (`UIStackView`, `.horizontal`); it mirrors in right-to-left locales.
    public static func hStack(
        alignment: StackAlignment = .center, spacing: Double = 0, distribution: StackDistribution = .fill,
        @PlaceholderBuilder _ content: () -> [PlaceholderNode]
    ) -> PlaceholderNode {
        PlaceholderNode(.stack(StackNode(axis: .horizontal, distribution: distribution, alignment: alignment, spacing: spacing, nodes: content())))
    }

    /// Text (`UILabel`) in a Dynamic Type style at the default size; one line unless `.lines(_:)` says otherwise.
    public static func text(_ text: String, style: TextStyle = .body) -> PlaceholderNode {
        PlaceholderNode(.label(LabelNode(TextContent(text: text, font: style.font()), styleName: style.rawValue)))
    }

    /// A button in an iOS 15 configuration style (filled by default) and size (`medium` by
    /// default: its title in `body`, 7 × 12 pt insets), as `UIButton.Configuration` draws it.
    public static func button(_ title: String, style: ButtonConfigurationStyle = .filled, size: ButtonSize = .medium) -> PlaceholderNode {
        PlaceholderNode(
            .button(
                ButtonNode(
                    title: TextContent(text: title, font: size.textStyle.font(), alignment: .center), style: style,
                    corner: .fixed(size.cornerRadius), contentInsets: size.contentInsets)))
    }

    /// A picture from an SVG, PNG, JPEG or PDF file (a path relative to the working directory, or absolute).
    public static func image(_ path: String, contentMode: ImageContentMode = .fit) -> PlaceholderNode {
        PlaceholderNode(.image(ImageNode(path: path, contentMode: contentMode)))
    }

    /// An SF Symbols name drawn from the installed symbol set, sized like SF Symbols beside text
    /// in `style` (at the Large text size), in `tint` (default `label`). Unknown names draw
    /// nothing and fail the render with the name.
    public static func symbol(
        _ name: String, style: TextStyle = .body, weight: FontWeight? = nil, scale: SymbolScale = .medium,
        tint: DynamicColor? = nil
    ) -> PlaceholderNode {
        let font = style.font()
        let symbol = SymbolImage(name: name, pointSize: font.size, weight: weight ?? font.weight, scale: scale)
        return PlaceholderNode(.image(ImageNode(symbol: symbol, tint: tint)))
    }

    /// An activity indicator.
    public static func spinner(_ style: SpinnerStyle = .medium) -> PlaceholderNode { PlaceholderNode(.spinner(SpinnerNode(style: style))) }

    /// Skeleton placeholders: a bar, a circle, or list rows.
    public static func skeleton(_ shape: SkeletonShape) -> PlaceholderNode { PlaceholderNode(.skeleton(SkeletonNode(shape: shape))) }

    /// A rectangle with a fill and border (none by default).
    public static func box(
        fill: DynamicColor? = nil, border: DynamicColor? = nil, borderWidth: Double = 1,
        cornerRadius: Double = 0
    ) -> PlaceholderNode {
        PlaceholderNode(.box(BoxNode(fill: fill, border: border, borderWidth: borderWidth, cornerRadius: cornerRadius)))
    }

    /// Empty space that takes what its stack gives it.
    public static func spacer() -> PlaceholderNode { PlaceholderNode(.box(BoxNode())) }

    /// A progress bar (`UIProgressView`), `value` from 0 to 1.
    public static func progress(_ value: Double) -> PlaceholderNode { PlaceholderNode(.progress(ProgressNode(value: value))) }

    /// A hairline separator.
    public static func divider(thickness: Double = 0.5) -> PlaceholderNode { PlaceholderNode(.divider(DividerNode(thickness: thickness))) }

    /// A node of an app's own kind (registered in a `NodeKindRegistry`), holding its value.
    public static func custom(_ kind: String, _ content: any CustomNodeContent) -> PlaceholderNode {
        PlaceholderNode(.custom(CustomNode(name: kind, content: content)))
    }
}
