import ArgumentParser
import Stateboard

/// Options that pick one variant of a screen: device, orientation, appearance, contrast, locale,
/// text size.
struct VariantOptions: ParsableArguments {
    @Option(help: "A device preset id (see `stateboard devices`). Default: the theme matrix's first.")
    var device: String?

    @Option(help: "portrait or landscape.")
    var orientation: Orientation = .portrait

    @Option(help: "light or dark.")
    var appearance: Appearance = .light

    @Option(help: "standard or increased (the Increase Contrast setting).")
    var contrast: DisplayContrast = .standard

    @Option(help: "A locale: en, zh-Hans, ar, he, en-XA, ar-XB, …  Default: the matrix's first.")
    var locale: String?

    @Option(help: "A Dynamic Type size: xSmall … xxxLarge, accessibility1 … accessibility5.")
    var textSize: TextSizeCategory = .large

    @Option(help: "Pixels per point. Default: the device's.")
    var scale: Double?

    func validate() throws {
        if let locale { try LocaleArgument.check(locale, allowsPattern: false) }
    }

    var request: VariantRequest {
        VariantRequest(
            device: device, orientation: orientation, appearance: appearance, contrast: contrast,
            locale: locale, textSize: textSize, scale: scale)
    }
}
