import StateboardCore

extension PlaceholderScene {
    /// One node tree on a device's screen as a placeholder sits in it: centred in the safe area
    /// between any bars, inside the layout margins unless `placement` is given, laid out in the
    /// locale's writing direction. `PlaceholderRenderer` and the snapshot strategies for nodes
    /// build their scenes here, so the same node wraps the same way in each.
    public static func screen(
        _ node: PlaceholderNode, on device: Device, orientation: Orientation = .portrait, locale: String = "en",
        chrome: [ChromeBar] = [], placement: Placement? = nil
    ) -> PlaceholderScene {
        PlaceholderScene(
            canvas: device.size(in: orientation), scale: device.scale, root: node,
            placement: placement ?? .standard(for: device, orientation: orientation),
            screen: ScreenFrame(
                safeArea: device.safeArea(in: orientation), chrome: chrome,
                statusBarHeight: device.statusBarHeight(in: orientation), isPad: device.isPad),
            direction: LocaleInfo(locale).direction)
    }
}
