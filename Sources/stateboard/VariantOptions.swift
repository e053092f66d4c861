import ArgumentParser
import StateboardCore
import StateboardTheme

/// Options that pick one variant of a screen: device, orientation, appearance, locale, text size.
struct VariantOptions: ParsableArguments {
    @Option(help: "A device preset id (see `stateboard devices`). Default: the theme matrix's first.")
    var device: String?

    @Option(help: "portrait or landscape.")
    var orientation: Orientation = .portrait

    @Option(help: "light or dark.")
    var appearance: Appearance = .light

    @Option(help: "A locale: en, zh-Hans, ar, he, en-XA, ar-XB, …  Default: the matrix's first.")
    var locale: String?

    @Option(help: "A Dynamic Type size: xSmall … xxxLarge, accessibility1 … accessibility5.")
    var textSize: TextSizeCategory = .large

    @Option(help: "Pixels per point. Default: the device's.")
    var scale: Double?

    func variant(for theme: Theme) throws -> Variant {
        let id = device ?? theme.matrix.devices.first ?? "iphone-15"
        guard let found = theme.device(id) else {
            let known = (theme.devices + Device.presets).map(\.id)
            throw CommandFailure.badInput("unknown device `\(id)`" + (nearestMatch(to: id, in: known).map { "; did you mean `\($0)`?" } ?? "; see `stateboard devices`"))
        }
        if let scale, !(0.5...4).contains(scale) { throw CommandFailure.badInput("--scale must be between 0.5 and 4, not \(scale)") }
        return Variant(device: found, orientation: orientation, appearance: appearance,
                       locale: LocaleInfo(locale ?? theme.matrix.locales.first ?? "en"), textSize: textSize, scale: scale)
    }
}

extension Orientation: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension TextSizeCategory: ExpressibleByArgument {}

/// Loads a theme named on the command line (a folder, or a bundled theme's name).
func loadTheme(_ name: String?) throws -> Theme {
    let path = try name.map(ThemeLocator.path(for:)) ?? ThemeLocator.bundledThemePaths().first { $0.hasSuffix("/ios") }
        ?? ThemeLocator.bundledThemePaths()[0]
    return try ThemeLoader.load(path: path)
}

/// Parses a state name with a one-line error and a suggestion.
func parseState(_ key: String) throws -> ViewState {
    if let state = ViewState(key: key) { return state }
    let known = ViewState.builtIn.map(\.key) + ["error"]
    throw CommandFailure.badInput("unknown state `\(key)`" + (nearestMatch(to: key, in: known).map { "; did you mean `\($0)`?" }
        ?? "; states: \(known.joined(separator: ", ")), custom.<name>"))
}
