/// The presets as static members, for Swift callers: `.iPhone15`, `.iPhoneSE`, `.iPadPro11`.
extension Device {
    /// iPhone SE (3rd generation): 375 × 667 pt @2x, a home button, no notch.
    public static var iPhoneSE: Device { named("iphone-se") }
    /// iPhone 13 mini: 375 × 812 pt @3x.
    public static var iPhone13Mini: Device { named("iphone-13-mini") }
    /// iPhone 14: 390 × 844 pt @3x.
    public static var iPhone14: Device { named("iphone-14") }
    /// iPhone 15: 393 × 852 pt @3x, Dynamic Island.
    public static var iPhone15: Device { named("iphone-15") }
    /// iPhone 15 Pro: 393 × 852 pt @3x.
    public static var iPhone15Pro: Device { named("iphone-15-pro") }
    /// iPhone 15 Pro Max: 430 × 932 pt @3x.
    public static var iPhone15ProMax: Device { named("iphone-15-pro-max") }
    /// iPhone 16: 393 × 852 pt @3x.
    public static var iPhone16: Device { named("iphone-16") }
    /// iPhone 16 Pro: 402 × 874 pt @3x.
    public static var iPhone16Pro: Device { named("iphone-16-pro") }
    /// iPhone 16 Pro Max: 440 × 956 pt @3x.
    public static var iPhone16ProMax: Device { named("iphone-16-pro-max") }
    /// iPad mini (6th generation): 744 × 1133 pt @2x.
    public static var iPadMini: Device { named("ipad-mini") }
    /// iPad (10th generation): 820 × 1180 pt @2x.
    public static var iPad: Device { named("ipad") }
    /// iPad Pro 11-inch: 834 × 1194 pt @2x.
    public static var iPadPro11: Device { named("ipad-pro-11") }
    /// iPad Pro 13-inch (M4): 1032 × 1376 pt @2x.
    public static var iPadPro13: Device { named("ipad-pro-13") }

    /// A preset that exists by construction (the ids above are the table's).
    private static func named(_ id: String) -> Device {
        guard let device = preset(id) else { preconditionFailure("no device preset `\(id)`") }
        return device
    }
}
