import StateboardCore
import StateboardLayout

/// What a SwiftUI app's screens draw differently from a UIKit app's in their nodes, applied to
/// a resolved scene of a theme that says `framework: swiftUI` (docs/iOSMetrics.md, "SwiftUI
/// apps"); the bars' figures are `BarMetrics`'.
enum SwiftUIFramework {
    /// The nodes as a SwiftUI app draws them at `textSize`: at an accessibility size a `List`
    /// row's value (`LabeledContent`) moves under its label, in the secondary color, wrapping
    /// (measured on an iOS 18 capture at AX3, where the value sits beside the label at Large).
    static func adapted(_ node: PlaceholderNode, textSize: TextSizeCategory) -> PlaceholderNode {
        guard textSize.isAccessibility else { return node }
        var node = node
        switch node.content {
        case .stack(var stack):
            stack.nodes = stack.nodes.map { adapted($0, textSize: textSize) }
            node.content = .stack(stack)
        case .custom(var custom):
            guard var row = custom.content as? ListRowNode, row.value != nil else { return node }
            row.valueBelowText = true
            row.value?.lines = 0
            custom.content = row
            node.content = .custom(custom)
        }
        return node
    }
}
