/// The UI framework an app's screens are written in (a theme's `defaults.framework`): SwiftUI's
/// controls differ from UIKit's in a few measured places (docs/iOSMetrics.md, "SwiftUI apps").
public enum AppFramework: String, Hashable, Sendable, CaseIterable, Codable {
    /// UIKit (the default): `UISearchController`, `UILabel`, `UITableView`.
    case uiKit
    /// SwiftUI: `.searchable`, `Text`, `List`.
    case swiftUI

    /// How text breaks its lines unless it says: SwiftUI's `Text` greedily (it leaves orphans,
    /// issue #24's captures), UIKit's labels with the standard strategy.
    public var defaultLineBreakStrategy: LineBreakStrategy { self == .swiftUI ? .greedy : .standard }
}
