import StateboardCore
import StateboardTheme

/// One variant asked for by name (a command's flags, a test): turned into a `Variant` against a
/// theme, whose matrix fills what is not given.
public struct VariantRequest: Sendable {
    /// A device id; default: the theme matrix's first.
    public var device: String?
    public var orientation: Orientation = .portrait
    public var appearance: Appearance = .light
    /// The Increase Contrast setting.
    public var contrast: DisplayContrast = .standard
    /// A locale identifier; default: the matrix's first.
    public var locale: String?
    public var textSize: TextSizeCategory = .large
    /// Pixels per point; default: the device's.
    public var scale: Double?

    public init(
        device: String? = nil, orientation: Orientation = .portrait, appearance: Appearance = .light,
        contrast: DisplayContrast = .standard, locale: String? = nil, textSize: TextSizeCategory = .large,
        scale: Double? = nil
    ) {
        self.device = device; self.orientation = orientation; self.appearance = appearance; self.contrast = contrast
        self.locale = locale; self.textSize = textSize; self.scale = scale
    }

    /// The variant for `theme`.
    public func variant(for theme: Theme) throws(PipelineError) -> Variant {
        let id = device ?? theme.matrix.devices.first ?? "iphone-15"
        guard let found = theme.device(id) else {
            let known = (theme.devices + Device.presets).map(\.id)
            throw .badInput("unknown device `\(id)`" + (nearestMatch(to: id, in: known).map { "; did you mean `\($0)`?" } ?? "; see `stateboard devices`"))
        }
        if let scale, !(0.5...4).contains(scale) { throw .badInput("--scale must be between 0.5 and 4, not \(scale)") }
        if let locale { try RenderFilter.checkLocale(locale, allowsPattern: false) }
        return Variant(
            device: found, orientation: orientation, appearance: appearance, contrast: contrast,
            locale: LocaleInfo(locale ?? theme.matrix.locales.first ?? "en"), textSize: textSize, scale: scale)
    }
}

extension ViewState {
    /// Parses a state name (`empty`, `error.timeout`, `custom.noResults`), or says which exist.
    public static func parse(_ key: String) throws(PipelineError) -> ViewState {
        if let state = ViewState(key: key) { return state }
        let known = ViewState.builtIn.map(\.key) + ["error"]
        throw .badInput(
            "unknown state `\(key)`"
                + (nearestMatch(to: key, in: known).map { "; did you mean `\($0)`?" }
                    ?? "; states: \(known.joined(separator: ", ")), custom.<name>"))
    }
}
