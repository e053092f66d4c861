import StateboardCore

/// A color set entry that names a system color instead of giving components, as Xcode writes
/// it when a set's color is one of the *System Colors* of its color menu:
/// `"color": { "platform": "ios", "reference": "labelColor" }`. The name is UIKit's class
/// property (`UIColor.labelColor`, `.systemBackgroundColor`, `.systemBlueColor`, …); the color
/// is the system color Stateboard draws for it, dynamic like the original: it takes the
/// render's appearance and contrast whichever entry of the set names it.
enum SystemColorReference {
    /// The platforms whose names are read: iOS's own, and `universal` (the names both share).
    static let platforms: Set<String> = ["ios", "universal"]

    /// Xcode's names that are not `UIColor`'s name of a `SystemColor` with `Color` appended.
    static let aliases: [String: SystemColor] = [
        "tintColor": .systemBlue, "systemTintColor": .systemBlue, "controlAccentColor": .systemBlue,
        "lightTextColor": .lightText, "darkTextColor": .darkText,
        // Deprecated in iOS 13 ("Use systemGroupedBackgroundColor instead", UIKit's
        // `groupTableViewBackgroundColor`), which it has returned since; Xcode's color menu
        // still offers it and older sets keep it.
        "groupTableViewBackgroundColor": .systemGroupedBackground,
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear,
        "grayColor": .systemGray, "redColor": .systemRed, "greenColor": .systemGreen, "blueColor": .systemBlue,
        "orangeColor": .systemOrange, "yellowColor": .systemYellow, "purpleColor": .systemPurple, "brownColor": .systemBrown,
    ]

    /// The system color `reference` names (`labelColor`, `systemRedColor`), or `nil`.
    static func color(named reference: String) -> DynamicColor? {
        if let alias = aliases[reference] { return alias.color }
        guard reference.hasSuffix("Color") else { return nil }
        return SystemColor.named(String(reference.dropLast(5)))
    }

    /// Every name read, for hints.
    static var names: [String] {
        (SystemColor.allCases.map { "\($0.rawValue)Color" } + aliases.keys).sorted()
    }
}
