/// Portrait or landscape.
public enum Orientation: String, Hashable, Sendable, CaseIterable, Codable {
    case portrait, landscape
}

/// UIKit's horizontal size class (`UIUserInterfaceSizeClass`): how much room the screen gives
/// across, which decides metrics such as ContentUnavailableView's spacings.
public enum WidthClass: String, Hashable, Sendable, CaseIterable, Codable {
    case compact, regular
}

/// A device's screen: size in points, scale, safe area and shape.
public struct Device: Hashable, Sendable, Codable {
    /// A short identifier used in file names and flags: `iphone-15`, `ipad-pro-11`.
    public var id: String
    /// The marketing name.
    public var name: String
    /// The screen in points, portrait.
    public var size: LayoutSize
    /// Device pixels per point.
    public var scale: Double
    /// Safe area insets in portrait.
    public var safeArea: Insets
    /// Safe area insets in landscape (home indicator at the bottom, sensor housing on the left).
    public var landscapeSafeArea: Insets
    /// The display's corner radius in points (0 for square corners).
    public var cornerRadius: Double
    /// The status bar's height in portrait.
    public var statusBarHeight: Double
    public var isPad: Bool

    public init(
        id: String, name: String, size: LayoutSize, scale: Double, safeArea: Insets, landscapeSafeArea: Insets,
        cornerRadius: Double, statusBarHeight: Double, isPad: Bool = false
    ) {
        self.id = id; self.name = name; self.size = size; self.scale = scale; self.safeArea = safeArea
        self.landscapeSafeArea = landscapeSafeArea; self.cornerRadius = cornerRadius
        self.statusBarHeight = statusBarHeight; self.isPad = isPad
    }

    /// The screen size in points for an orientation.
    public func size(in orientation: Orientation) -> LayoutSize {
        orientation == .portrait ? size : LayoutSize(width: size.height, height: size.width)
    }

    /// The safe area for an orientation.
    public func safeArea(in orientation: Orientation) -> Insets {
        orientation == .portrait ? safeArea : landscapeSafeArea
    }

    /// The status bar's height for an orientation: an iPhone hides it in landscape, an iPad keeps it.
    public func statusBarHeight(in orientation: Orientation) -> Double {
        orientation == .portrait || isPad ? statusBarHeight : 0
    }

    /// The horizontal size class of a full-screen app: regular on an iPad; on an iPhone, compact,
    /// except in landscape on the large ("Plus" and "Max", 414 pt wide and more) models.
    public func widthClass(in orientation: Orientation) -> WidthClass {
        if isPad { return .regular }
        return orientation == .landscape && size.width >= 414 ? .regular : .compact
    }
}

extension Device {
    private static func phone(
        _ id: String, _ name: String, _ width: Double, _ height: Double, scale: Double = 3,
        top: Double, bottom: Double, side: Double, landscapeBottom: Double,
        corner: Double, statusBar: Double
    ) -> Device {
        Device(
            id: id, name: name, size: LayoutSize(width: width, height: height), scale: scale,
            safeArea: Insets(top: top, bottom: bottom),
            landscapeSafeArea: Insets(left: side, bottom: landscapeBottom, right: side),
            cornerRadius: corner, statusBarHeight: statusBar)
    }

    private static func pad(_ id: String, _ name: String, _ width: Double, _ height: Double, corner: Double) -> Device {
        Device(
            id: id, name: name, size: LayoutSize(width: width, height: height), scale: 2,
            safeArea: Insets(top: 24, bottom: 20), landscapeSafeArea: Insets(top: 24, bottom: 20),
            cornerRadius: corner, statusBarHeight: 24, isPad: true)
    }

    /// Current iPhones and iPads, as Apple's simulators report them.
    public static let presets: [Device] = [
        phone(
            "iphone-se", "iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, bottom: 0, side: 0, landscapeBottom: 0,
            corner: 0, statusBar: 20),
        phone("iphone-13-mini", "iPhone 13 mini", 375, 812, top: 50, bottom: 34, side: 50, landscapeBottom: 21, corner: 44, statusBar: 50),
        phone("iphone-14", "iPhone 14", 390, 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21, corner: 47, statusBar: 47),
        phone("iphone-15", "iPhone 15", 393, 852, top: 59, bottom: 34, side: 59, landscapeBottom: 21, corner: 55, statusBar: 54),
        phone("iphone-15-pro", "iPhone 15 Pro", 393, 852, top: 59, bottom: 34, side: 59, landscapeBottom: 21, corner: 55, statusBar: 54),
        phone("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, top: 59, bottom: 34, side: 59, landscapeBottom: 21, corner: 55, statusBar: 54),
        phone("iphone-16", "iPhone 16", 393, 852, top: 59, bottom: 34, side: 59, landscapeBottom: 21, corner: 55, statusBar: 54),
        phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, top: 62, bottom: 34, side: 62, landscapeBottom: 21, corner: 62, statusBar: 54),
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, side: 62, landscapeBottom: 21, corner: 62, statusBar: 54),
        pad("ipad-mini", "iPad mini (6th generation)", 744, 1133, corner: 22),
        pad("ipad", "iPad (10th generation)", 820, 1180, corner: 18),
        pad("ipad-pro-11", "iPad Pro 11-inch", 834, 1194, corner: 18),
        pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, corner: 18),
    ]

    /// The preset with this id.
    public static func preset(_ id: String) -> Device? { presets.first { $0.id == id } }
}
