import StateboardCore

/// Which faces draw the system font (`FontSpec.systemFamily`) and how its text is set: the pinned
/// stand-ins, corrected to SF Pro's widths and line height (`SystemFontMetrics`), or Apple's own
/// faces (`AppleFaces`), whose tracking, optical size and line height come from the fonts.
struct SystemFontFaces: Sendable {
    /// Apple's faces; `nil` for the pinned stand-ins.
    let apple: AppleFaces?

    static let pinned = SystemFontFaces(apple: nil)

    /// The family list the system font stands for at `size` in `language`.
    func families(size: Double, language: String?) -> String {
        apple?.systemFamilies(size: size, language: language) ?? FontEnvironment.systemFamilies(size: size, language: language)
    }

    /// Whether the stand-ins' width and line-height corrections apply: never to Apple's faces,
    /// which are what the corrections imitate.
    var correctsMetrics: Bool { apple == nil }

    /// The font variations for system-font text at `size`: SF Pro's optical size follows the
    /// point size, as CoreText sets it (`opsz` is ignored by faces without the axis).
    func variations(size: Double) -> String? {
        guard let apple, apple.hasOpticalSizeAxis else { return nil }
        return "opsz=" + String(format: "%g", size)
    }

    /// The family a font asked for by a name no face has is drawn in, for warnings.
    var substituteFamily: String { apple?.families[0] ?? "Inter" }
}
