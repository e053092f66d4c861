/// iOS's semantic system colors (light / dark, and under Increase Contrast), as Apple
/// publishes them and UIKit resolves them.
public enum SystemColor: String, CaseIterable, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case separator, opaqueSeparator, placeholderText, link
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case systemBlue, systemRed, systemGreen, systemOrange, systemYellow, systemPink
    case systemPurple, systemTeal, systemIndigo, systemMint, systemCyan, systemBrown
    case lightText, darkText
    case white, black, clear

    /// The color's light and dark values, and its Increase Contrast ones where they differ.
    public var color: DynamicColor {
        let (light, dark) = Self.table[self]!
        let increased = Self.increasedContrast[self]
        // An appearance Increase Contrast leaves as it is has no value of its own (as an asset
        // catalog's color set has none).
        return DynamicColor(
            light: RGBAColor(hex: light)!, dark: RGBAColor(hex: dark)!,
            increasedContrastLight: increased.flatMap { $0.0 == light ? nil : RGBAColor(hex: $0.0) },
            increasedContrastDark: increased.flatMap { $0.1 == dark ? nil : RGBAColor(hex: $0.1) })
    }

    /// Looks a color up by its UIKit name (`secondaryLabel`, `systemBlue`, …).
    public static func named(_ name: String) -> DynamicColor? { SystemColor(rawValue: name)?.color }

    private static let table: [SystemColor: (String, String)] = [
        .label: ("#000000", "#FFFFFF"),
        .secondaryLabel: ("#3C3C4399", "#EBEBF599"),
        .tertiaryLabel: ("#3C3C434D", "#EBEBF54D"),
        .quaternaryLabel: ("#3C3C432E", "#EBEBF529"),
        .systemBackground: ("#FFFFFF", "#000000"),
        .secondarySystemBackground: ("#F2F2F7", "#1C1C1E"),
        .tertiarySystemBackground: ("#FFFFFF", "#2C2C2E"),
        .systemGroupedBackground: ("#F2F2F7", "#000000"),
        .secondarySystemGroupedBackground: ("#FFFFFF", "#1C1C1E"),
        .tertiarySystemGroupedBackground: ("#F2F2F7", "#2C2C2E"),
        .separator: ("#3C3C434A", "#54545899"),
        .opaqueSeparator: ("#C6C6C8", "#38383A"),
        .placeholderText: ("#3C3C434D", "#EBEBF54D"),
        .link: ("#007AFF", "#0984FF"),
        .systemFill: ("#78788033", "#7878805C"),
        .secondarySystemFill: ("#78788029", "#78788052"),
        .tertiarySystemFill: ("#7676801F", "#7676803D"),
        .quaternarySystemFill: ("#74748014", "#7676802E"),
        .systemGray: ("#8E8E93", "#8E8E93"),
        .systemGray2: ("#AEAEB2", "#636366"),
        .systemGray3: ("#C7C7CC", "#48484A"),
        .systemGray4: ("#D1D1D6", "#3A3A3C"),
        .systemGray5: ("#E5E5EA", "#2C2C2E"),
        .systemGray6: ("#F2F2F7", "#1C1C1E"),
        .systemBlue: ("#007AFF", "#0A84FF"),
        .systemRed: ("#FF3B30", "#FF453A"),
        .systemGreen: ("#34C759", "#30D158"),
        .systemOrange: ("#FF9500", "#FF9F0A"),
        .systemYellow: ("#FFCC00", "#FFD60A"),
        .systemPink: ("#FF2D55", "#FF375F"),
        .systemPurple: ("#AF52DE", "#BF5AF2"),
        .systemTeal: ("#30B0C7", "#40C8E0"),
        .systemIndigo: ("#5856D6", "#5E5CE6"),
        .systemMint: ("#00C7BE", "#63E6E2"),
        .systemCyan: ("#32ADE6", "#64D2FF"),
        .systemBrown: ("#A2845E", "#AC8E68"),
        .lightText: ("#FFFFFF99", "#FFFFFF99"),
        .darkText: ("#000000", "#000000"),
        .white: ("#FFFFFF", "#FFFFFF"),
        .black: ("#000000", "#000000"),
        .clear: ("#00000000", "#00000000"),
    ]

    /// The values Increase Contrast resolves to, for every color that has one that differs.
    /// Accents and grays: the Human Interface Guidelines' "Increased contrast (light)" and
    /// "(dark)" columns (Color → Specifications). Labels, separators, fills and backgrounds:
    /// UIKit's colors resolved with `accessibilityContrast: .high`, as Flutter's
    /// `CupertinoColors` records them (`highContrastColor` / `darkHighContrastColor`, base
    /// elevation). `label`, `systemBackground`, `opaqueSeparator` and `link` resolve to their
    /// standard values and have no entry.
    private static let increasedContrast: [SystemColor: (String, String)] = [
        .secondaryLabel: ("#3C3C43AD", "#EBEBF5AD"),
        .tertiaryLabel: ("#3C3C4360", "#EBEBF560"),
        .quaternaryLabel: ("#3C3C4342", "#EBEBF53D"),
        .placeholderText: ("#3C3C4360", "#EBEBF560"),
        .separator: ("#3C3C435E", "#545458AD"),
        .systemFill: ("#78788047", "#78788070"),
        .secondarySystemFill: ("#7878803D", "#78788066"),
        .tertiarySystemFill: ("#76768033", "#76768051"),
        .quaternarySystemFill: ("#74748028", "#76768042"),
        .secondarySystemBackground: ("#EBEBF0", "#242426"),
        .tertiarySystemBackground: ("#FFFFFF", "#363638"),
        .systemGroupedBackground: ("#EBEBF0", "#000000"),
        .secondarySystemGroupedBackground: ("#FFFFFF", "#242426"),
        .tertiarySystemGroupedBackground: ("#EBEBF0", "#363638"),
        .systemRed: ("#D70015", "#FF6961"),
        .systemOrange: ("#C93400", "#FFB340"),
        .systemYellow: ("#B25000", "#FFD426"),
        .systemGreen: ("#248A3D", "#30DB5B"),
        .systemMint: ("#0C817B", "#66D4CF"),
        .systemTeal: ("#008299", "#5DE6FF"),
        .systemCyan: ("#0071A4", "#70D7FF"),
        .systemBlue: ("#0040DD", "#409CFF"),
        .systemIndigo: ("#3634A3", "#7D7AFF"),
        .systemPurple: ("#8944AB", "#DA8FFF"),
        .systemPink: ("#D30F45", "#FF6482"),
        .systemBrown: ("#7F6545", "#B59469"),
        .systemGray: ("#6C6C70", "#AEAEB2"),
        .systemGray2: ("#8E8E93", "#7C7C80"),
        .systemGray3: ("#AEAEB2", "#545456"),
        .systemGray4: ("#BCBCC0", "#444446"),
        .systemGray5: ("#D8D8DC", "#363638"),
        .systemGray6: ("#EBEBF0", "#242426"),
    ]
}
