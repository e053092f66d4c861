/// The system keyboard's shape per kind of device, in portrait (docs/iOSMetrics.md, "Keyboards").
public enum KeyboardFamily: Hashable, Sendable {
    /// Face ID iPhones: four rows under the predictive bar, globe and dictation below the keys in
    /// the home indicator's area.
    case faceIDPhone
    /// Home-button iPhones (SE): 260 pt with the predictive bar, globe and dictation in the
    /// bottom row beside the numbers key.
    case homeButtonPhone
    /// iPads up to 11": tab, caps lock, return, both shifts, `.?123` on both sides and the
    /// dismiss key; the top row's keys show their digits as hints.
    case pad
    /// The 12.9" and 13" iPads: the iPad's keys under a row of digits and a hardware
    /// keyboard's punctuation.
    case largePad

    /// The family of a screen: the device decides between an iPad's and an iPhone's keyboard,
    /// never the width (an iPhone in landscape, 852 pt wide, is wider than an iPad mini in
    /// portrait and still shows an iPhone's keyboard). The largest iPads are at least 1,000 pt
    /// across their short side (1,024 and 1,032); an iPhone without a bottom safe area has a
    /// Home button.
    public static func of(canvas: LayoutSize, safeArea: Insets, isPad: Bool) -> KeyboardFamily {
        if isPad { return min(canvas.width, canvas.height) >= 1000 ? .largePad : .pad }
        return safeArea.bottom > 0 ? .faceIDPhone : .homeButtonPhone
    }

    /// The family of a screen whose device is not known, guessed from its width as 0.2 did (an
    /// iPhone in landscape is taken for an iPad). Pass the device's idiom instead.
    @available(*, deprecated, message: "pass the device's idiom: of(canvas:safeArea:isPad:) (removed in 0.4.0)")
    public static func of(canvas: LayoutSize, safeArea: Insets) -> KeyboardFamily {
        of(canvas: canvas, safeArea: safeArea, isPad: canvas.width >= 700)
    }

    /// Whether it is an iPad's keyboard (the shortcut bar over keys that span the screen).
    public var isPad: Bool { self == .pad || self == .largePad }

    /// The keyboard's height without the bottom safe area, its predictive (or shortcut) bar
    /// included.
    public var height: Double {
        switch self {
        case .faceIDPhone: ChromeKind.keyboard.defaultHeight
        case .homeButtonPhone: 260
        case .pad: KeyboardMetrics.padHeight(rows: 4)
        case .largePad: KeyboardMetrics.padHeight(rows: 5)
        }
    }

    /// The predictive text bar's height (iPad: the shortcut bar's).
    public var predictiveBarHeight: Double {
        switch self {
        case .faceIDPhone: 45
        case .homeButtonPhone: 44
        case .pad, .largePad: 55
        }
    }
}

/// The keyboard's figures in points and its colors (docs/iOSMetrics.md, "Keyboards": measured on
/// an iOS 17 capture where it says so, else chosen).
public enum KeyboardMetrics {
    /// A phone's key pitch and size; the keys start 8 pt below the predictive bar (iOS 17 capture).
    public static let keyGap = 6.0, rowPitch = 54.0, keyHeight = 42.0, sideMargin = 3.0, keysBelowBar = 8.0
    /// A Home-button iPhone's numbers, globe and dictation keys in the bottom row (chosen).
    public static let smallFunctionKeyWidth = 40.0
    /// Face ID iPhones: the globe's and dictation key's centres, from the screen's sides and below
    /// the bottom row of keys (iOS 17 capture: 43 and 38 pt).
    public static let belowKeysInset = 43.0, belowKeysDrop = 38.0
    /// Face ID iPhones' bottom row, as shares of the width inside the side margins (iOS 17
    /// capture, 387 pt: numbers 42.4, emoji 42.9, return 91.4); a Home-button iPhone's return key
    /// (chosen).
    public static let numbersKeyShare = 0.11, returnKeyShare = 0.236, homeButtonReturnKeyShare = 0.225
    /// An iPad's key height, the gap between rows, the gap between keys and the side margins (chosen).
    public static let padKeyHeight = 56.0, padRowGap = 9.0, padKeyGap = 8.0, padSideMargin = 6.0
    /// A key cap's corner radius and the shadow's drop under it.
    public static let keyRadius = 5.0, keyShadowDrop = 1.0

    /// An iPad keyboard of `rows` rows of keys under its 55 pt shortcut bar (324 pt with four).
    public static func padHeight(rows: Int) -> Double {
        55 + Double(rows) * (padKeyHeight + padRowGap) + padRowGap
    }

    /// The dark colors are an iOS 17 capture's; the light ones are not measured.
    public static let background = DynamicColor(light: RGBAColor(hex: "#D1D3D9")!, dark: RGBAColor(hex: "#323233")!)
    public static let letterKey = DynamicColor(light: .white, dark: RGBAColor(hex: "#6F6F70")!)
    public static let functionKey = DynamicColor(light: RGBAColor(hex: "#ABB0BA")!, dark: RGBAColor(hex: "#4B4B4B")!)
    public static let keyShadow = DynamicColor(light: RGBAColor(hex: "#898A8D")!, dark: RGBAColor(hex: "#1B1B1B")!)
    /// The hairlines between the QuickType bar's cells (chosen: the function keys' gray, a step darker).
    public static let suggestionDivider = DynamicColor(light: RGBAColor(hex: "#9FA4AE")!, dark: RGBAColor(hex: "#5A5A5B")!)
}
