import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardSnapshot

/// The layout a snapshot was drawn from, carried inside its PNG (a `tEXt` chunk that decoders
/// ignore), so that a failing comparison can say which nodes moved, resized or changed — what
/// `stateboard verify` reads from a theme's fingerprint — and give the changed area in points.
struct LayoutStamp: Codable, Equatable {
    /// The chunk's key.
    static let key = "stateboard-layout"

    /// Pixels per point of the image.
    var scale: Double
    /// Every node's frame, text and style digest.
    var nodes: [NodeRecord]

    init(scale: Double, nodes: [NodeRecord]) { self.scale = scale; self.nodes = nodes }

    init(_ layout: LaidOutScene, scale: Double) { self.init(scale: scale, nodes: NodeRecord.records(of: layout)) }

    /// `png` with this stamp in it: JSON in base64, since a `tEXt` chunk holds Latin-1 only.
    func stamped(_ png: Data) -> Data {
        guard let json = try? JSONEncoder().encode(self) else { return png }
        return PNGChunks.addingText(json.base64EncodedString(), key: Self.key, to: png)
    }

    /// The stamp in `png`, if it has a readable one.
    static func read(from png: Data) -> LayoutStamp? {
        guard let text = PNGChunks.text(forKey: key, in: png), let json = Data(base64Encoded: text) else { return nil }
        return try? JSONDecoder().decode(LayoutStamp.self, from: json)
    }

    /// What a failure message adds to the pixel summary: the changed area in points and, when
    /// the reference carries its layout, the node-level account of the change.
    static func explanation(reference: Data, actual: Data, comparison: ImageComparisonResult, width: Int, height: Int) -> [String] {
        guard let stamp = read(from: actual) else { return [] }
        var lines: [String] = []
        if let box = comparison.boundingBox {
            let s = stamp.scale
            lines.append(
                String(
                    format: "changed area in points: x %.1f y %.1f, %.1f × %.1f", Double(box.x) / s, Double(box.y) / s,
                    Double(box.width) / s, Double(box.height) / s))
        }
        lines += SnapshotVerifier.explain(
            reference: read(from: reference)?.nodes, actual: stamp.nodes, comparison: comparison,
            width: width, height: height, scale: stamp.scale)
        return lines
    }
}
