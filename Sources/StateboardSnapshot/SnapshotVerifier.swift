import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender

/// Compares one render with its reference, the cheapest way that is sound.
///
/// 1. Fast path: when the recorded environment equals this one and the render's pixel digest
///    equals the reference's recorded digest, it passes; no PNG is decoded or encoded.
/// 2. Otherwise the reference is decoded and compared pixel by pixel (exact first, then the
///    tolerance). A failure carries the actual image, a three-pane diff image and an
///    explanation from the two layouts.
public struct SnapshotVerifier: Sendable {
    /// What counts as a match once pixels are compared.
    public var tolerance: Tolerance
    /// Whether recorded pixel digests may be trusted (the environment matches and no full check
    /// was asked for).
    public var usesDigests: Bool
    /// Whether a difference or a missing reference comes with PNGs of the render and the
    /// three-pane difference (for reports); without, nothing is encoded.
    public var makesImages: Bool

    public init(tolerance: Tolerance = .exact, usesDigests: Bool = true, makesImages: Bool = true) {
        self.tolerance = tolerance; self.usesDigests = usesDigests; self.makesImages = makesImages
    }

    /// What a verification found.
    public struct Outcome {
        /// How the verification ended.
        public enum Kind: Equatable, Sendable {
            /// Passed on the recorded digest alone.
            case matchedDigest
            /// Decoded and identical, or within the tolerance.
            case matchedPixels
            case differs
            case missing
        }
        public var kind: Kind
        /// The pixel comparison, when one was made (not on the fast path).
        public var comparison: ImageComparisonResult?
        /// What changed, in sentences (for a difference).
        public var explanation: [String] = []
        /// The render as PNG (for a difference or a missing reference).
        public var actualPNG: Data?
        /// reference | difference | actual (for a difference).
        public var diffPNG: Data?

        /// Whether the render matches its reference.
        public var passed: Bool { kind == .matchedDigest || kind == .matchedPixels }
    }

    /// Verifies `bitmap` (drawn from `layout` at `scale`) against the reference PNG at
    /// `referencePath` and its record (nil when the fingerprint has none).
    public func verify(
        bitmap: RenderedBitmap, layout: LaidOutScene, scale: Double, record: ReferenceRecord?,
        referencePath: String
    ) throws -> Outcome {
        let exists = FileManager.default.fileExists(atPath: referencePath)
        if usesDigests, exists, let record, record.pixels == bitmap.pixelDigest() {
            return Outcome(kind: .matchedDigest)
        }
        guard exists, let data = FileManager.default.contents(atPath: referencePath) else {
            return Outcome(kind: .missing, actualPNG: makesImages ? bitmap.png(compression: .fast) : nil)
        }
        let expected: RGBAImage
        do { expected = try RGBAImage(png: data) } catch {
            throw SnapshotError.unreadable(referencePath, "the reference cannot be decoded as PNG; re-record it with `stateboard record`")
        }
        let actual = bitmap.rgba()
        let comparison = ImageComparison.compare(expected, actual, tolerance: tolerance)
        if comparison.matches { return Outcome(kind: .matchedPixels, comparison: comparison) }
        let nodes = NodeRecord.records(of: layout)
        let explanation = Self.explain(
            reference: record?.nodes, actual: nodes, comparison: comparison, width: actual.width, height: actual.height,
            scale: scale)
        guard makesImages else { return Outcome(kind: .differs, comparison: comparison, explanation: explanation) }
        let diff = DiffImage.threePane(reference: expected, actual: actual, result: comparison)
        return Outcome(
            kind: .differs, comparison: comparison, explanation: explanation,
            actualPNG: bitmap.png(compression: .fast), diffPNG: diff.png(compression: .quick))
    }

    /// The layout's account of a difference, then the nodes whose pixels changed although the
    /// layout says nothing of them (a color, a font, the environment).
    package static func explain(
        reference: [NodeRecord]?, actual: [NodeRecord], comparison: ImageComparisonResult, width: Int, height: Int,
        scale: Double
    ) -> [String] {
        guard let reference else {
            return ["the reference has no layout recorded with it; re-record to get explanations"]
        }
        let lines = LayoutDiff.explain(reference: reference, actual: actual)
        let touched = LayoutDiff.nodes(withChangedPixels: comparison.mask, width: width, height: height, scale: scale, in: actual)
            .map(LayoutDiff.displayName)
            .filter { name in !lines.contains { $0.hasPrefix(name + " ") } }
        var names = Array(touched.prefix(4))
        if touched.count > 4 { names.append("\(touched.count - 4) more") }
        guard !names.isEmpty else { return lines }
        if lines.isEmpty {
            return [
                "no node moved, resized or changed text or style; the pixels changed inside " + LayoutDiff.join(names)
                    + " (a color, a drawing or an environment change)"
            ]
        }
        return lines + ["pixels also changed inside " + LayoutDiff.join(names)]
    }
}
