/// The system keyboard's shape per kind of device, in portrait (docs/iOSMetrics.md, "Keyboards").
public enum KeyboardFamily: Hashable, Sendable {
    /// Face ID iPhones: four rows under the predictive bar, globe and dictation below the keys in
    /// the home indicator's area.
    case faceIDPhone
    /// Home-button iPhones (SE): 260 pt with the predictive bar, globe and dictation in the
    /// bottom row beside the numbers key.
    case homeButtonPhone
    /// iPads: tab, caps lock, return, both shifts, `.?123` on both sides and the dismiss key.
    case pad

    /// The family of a screen: iPads are wider than any iPhone in portrait; an iPhone without a
    /// bottom safe area has a Home button.
    public static func of(canvas: LayoutSize, safeArea: Insets) -> KeyboardFamily {
        if canvas.width >= 700 { return .pad }
        return safeArea.bottom > 0 ? .faceIDPhone : .homeButtonPhone
    }

    /// The keyboard's height without the bottom safe area, its predictive (or shortcut) bar
    /// included.
    public var height: Double {
        switch self {
        case .faceIDPhone: ChromeKind.keyboard.defaultHeight
        case .homeButtonPhone: 260
        case .pad: 324
        }
    }

    /// The predictive text bar's height (iPad: the shortcut bar's).
    public var predictiveBarHeight: Double {
        switch self {
        case .faceIDPhone: 45
        case .homeButtonPhone: 44
        case .pad: 55
        }
    }
}
