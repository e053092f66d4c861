import StateboardCore
import StateboardLayout

/// What a SwiftUI app's screens draw differently from a UIKit app's in their nodes, applied to
/// a resolved scene of a theme that says `framework: swiftUI` (docs/iOSMetrics.md, "SwiftUI
/// apps"); the bars' figures are `BarMetrics`'.
enum SwiftUIFramework {
    /// The nodes as a SwiftUI app draws them at `textSize`: a `List` row's value
    /// (`LabeledContent`) follows SwiftUI's rule (`ListRowNode.stacksValue`: under its label at
    /// accessibility sizes, measured on an iOS 18 capture at AX3, beside it at Large).
    static func adapted(_ node: PlaceholderNode, textSize: TextSizeCategory) -> PlaceholderNode {
        var node = node
        switch node.content {
        case .stack(var stack):
            stack.nodes = stack.nodes.map { adapted($0, textSize: textSize) }
            node.content = .stack(stack)
        case .custom(var custom):
            guard var row = custom.content as? ListRowNode, row.value != nil else { return node }
            row.framework = .swiftUI
            row.isAccessibilitySize = textSize.isAccessibility
            custom.content = row
            node.content = .custom(custom)
        }
        return node
    }
}
