import StateboardCore

/// A node's properties, read by its kind's `decode`. In theme and scene files every value was
/// already checked against the type the kind declares for it (`NodeKindProperty.type`) and
/// converted, so kinds decode without knowing YAML; what a kind finds wrong itself (a required
/// property missing, contradicting values, tighter bounds) is recorded as a located error with
/// a hint, and the accessor returns `nil`.
public protocol NodePropertyReader {
    /// The kind being decoded.
    var kindName: String { get }
    /// Whether `key` is set.
    func contains(_ key: String) -> Bool
    /// Whether `key` is written in the file, even with a value already reported wrong (so a
    /// kind does not report a second, misleading problem for it).
    func isWritten(_ key: String) -> Bool
    /// A scalar's text as written, with no error when it is something else.
    func text(_ key: String) -> String?
    /// Text (a scalar).
    func string(_ key: String) -> String?
    /// Rich text written as a list of runs (`nil` for text written as one string).
    func runs(_ key: String) -> [TextRun]?
    /// The color a theme's color token named `name` stands for, if the theme has one.
    func colorToken(_ name: String) -> DynamicColor?
    /// A number, or the name of a spacing token.
    func number(_ key: String, minimum: Double?, maximum: Double?) -> Double?
    /// A literal number; a wrong value is reported as not being `description`.
    func literalNumber(_ key: String, description: String, minimum: Double?) -> Double?
    /// A whole number, at least `minimum`.
    func integer(_ key: String, minimum: Int) -> Int?
    /// `true` or `false`.
    func bool(_ key: String) -> Bool?
    /// A color, or the name of a color token.
    func color(_ key: String) -> DynamicColor?
    /// Insets: one number for every edge, or edges by name.
    func insets(_ key: String) -> Insets?
    /// One of an enumeration's `values` (`nil` when unset or wrong, reported with the nearest one).
    func choice(_ key: String, among values: [String]) -> String?
    /// One of `values`; anything else is reported as `what` `value` not being one of them.
    func oneOf(_ key: String, _ values: [String], what: String) -> String?
    /// A property the node cannot do without: reports it missing (with `example`) and returns false.
    func required(_ key: String, example: String) -> Bool
    /// A font from a text style named by `styleKey` (`defaultStyle` when the node names none)
    /// with the overrides of the font written at `overridesKey` (none when `nil`), and the
    /// style's name.
    func font(styleKey: String, defaultStyle: TextStyle, overridesKey: String?) -> (font: FontSpec, styleName: String?)
    /// How much the text style named by `styleKey` (`defaultStyle` when the node names none) is
    /// scaled at the variant's Dynamic Type size against its size at Large: what
    /// `UIFontMetrics(forTextStyle:).scaledValue(for: 1)` returns. 1 for a style of fixed size.
    func dynamicTypeScale(styleKey: String, defaultStyle: TextStyle) -> Double
    /// An asset's path made absolute against the file it was written in; a missing file is reported.
    func assetPath(_ key: String) -> String?
    /// An asset catalog's image set (`image: { asset: Name }`), already looked up.
    func imageAsset(_ key: String) -> ImageAssetReference?
    /// A list of nodes (a stack's `nodes`), each decoded by its own kind.
    func nodes(_ key: String) -> [PlaceholderNode]?
    /// Records a problem with `key`'s value.
    func reportError(_ message: String, at key: String, hint: String?)
}

extension NodePropertyReader {
    /// A font from a text style named by `styleKey` (body when the node names none) with the
    /// `font` key's overrides, and the style's name.
    public func font(styleKey: String) -> (font: FontSpec, styleName: String?) {
        font(styleKey: styleKey, defaultStyle: .body, overridesKey: "font")
    }

    /// A font from a text style named by `styleKey` (`defaultStyle` when the node names none)
    /// with the `font` key's overrides, and the style's name.
    public func font(styleKey: String, defaultStyle: TextStyle) -> (font: FontSpec, styleName: String?) {
        font(styleKey: styleKey, defaultStyle: defaultStyle, overridesKey: "font")
    }

    /// Readers that keep only values: written is set.
    public func isWritten(_ key: String) -> Bool { contains(key) }

    /// Readers without asset catalogs (scene files) have no image sets.
    public func imageAsset(_ key: String) -> ImageAssetReference? { nil }

    /// Readers without rich text have no runs.
    public func runs(_ key: String) -> [TextRun]? { nil }

    /// The color a theme's color token named `name` stands for (`nil` without themes or tokens).
    public func colorToken(_ name: String) -> DynamicColor? { nil }

    /// Text written as a string, or the characters of its runs.
    public func richText(_ key: String) -> String? { string(key) ?? runs(key).map { $0.map(\.characters).joined() } }

    /// A number within optional bounds, or the name of a spacing token.
    public func number(_ key: String, minimum: Double? = nil) -> Double? { number(key, minimum: minimum, maximum: nil) }

    /// One of an enumeration's raw values.
    public func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) -> T? where T.RawValue == String {
        choice(key, among: T.allCases.map(\.rawValue)).flatMap(T.init(rawValue:))
    }
}
