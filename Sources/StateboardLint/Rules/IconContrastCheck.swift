import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTheme

/// `iconContrast`: a tinted image against what is behind it (3:1).
extension ImageLinter {
    func checkIcon(_ placed: PlacedNode, _ context: inout Context, probe: ContrastProbe?) {
        guard let probe, let image = placed.node.content.value(as: ImageNode.self), image.tint != nil, let reading = probe.reading(in: placed.frame),
            reading.ratio < 3 - 0.005
        else { return }
        context.add(
            .iconContrast, "\(context.subject(placed)) has too little contrast with what is behind it (needs 3:1)",
            detail: "\(Self.ratio(reading.ratio)): \(ContrastProbe.hex(reading.ink)) on \(ContrastProbe.hex(reading.background))",
            measure: 3 - reading.ratio,
            hint: context.contrast == .increased
                ? Self.increasedContrastHint
                : "tint it `secondaryLabel` or darker; purely decorative images may silence the rule with a reason",
            at: context.locator.location(of: "tint", at: placed.indexPath, in: context.tree), node: placed.node)
    }
}
