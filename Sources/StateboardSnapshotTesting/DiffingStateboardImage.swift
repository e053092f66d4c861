import Foundation
import SnapshotTesting
import StateboardCore
import StateboardRender
import StateboardSnapshot

extension Diffing where Value == Data {
    /// Compares PNGs by their decoded pixels with Stateboard's perceptual comparison.
    ///
    /// Bytes are not compared: the same pixels may be encoded differently (PNG writer, compression
    /// level), and a failing byte comparison says nothing about what changed. On failure the
    /// message gives the share of differing pixels, the largest CIE94 ΔE, the changed area (in
    /// pixels and points) and, as `stateboard verify` does, which nodes moved, resized or changed
    /// (each snapshot carries its layout in its PNG), and
    /// a three-pane picture (reference | difference | actual) is attached as
    /// ``stateboardDiffAttachmentName``. swift-snapshot-testing only shows attachments in Xcode;
    /// ``verifyStateboardSnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``
    /// also writes the picture beside the reference.
    public static func stateboardImage(tolerance: Tolerance = .exact) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            StateboardImageDiff.diff(reference, actual, tolerance: tolerance)
        }
    }
}

/// The name of the difference picture among a failure's attachments; the file written beside a
/// reference `name.png` is `name.<this>`.
public let stateboardDiffAttachmentName = "diff.png"

enum StateboardImageDiff {
    static func diff(_ referenceData: Data, _ actualData: Data, tolerance: Tolerance) -> (String, [DiffAttachment])? {
        if let error = SceneRendering.failure(in: actualData) { return ("The scene could not be rendered: \(error)", []) }
        if referenceData == actualData { return nil }
        // Both decodes at once: libpng is most of what a failing snapshot costs after the render.
        let decoded = DecodedPair(referenceData, actualData)
        let reference: RGBAImage, actual: RGBAImage
        do {
            reference = try decoded.reference.get()
        } catch {
            let note = SceneRendering.failure(in: referenceData).map { " (it records a failed render: \($0))" } ?? ""
            return ("The reference is not a readable PNG\(note); re-record it.", [])
        }
        do {
            actual = try decoded.actual.get()
        } catch {
            return ("The rendered snapshot is not a readable PNG: \(error)", [])
        }
        let result = ImageComparison.compare(reference, actual, tolerance: tolerance)
        if result.matches { return nil }
        let picture = DiffImage.threePane(reference: reference, actual: actual, result: result).png(compression: .quick)
        let explanation = LayoutStamp.explanation(
            reference: referenceData, actual: actualData, comparison: result,
            width: actual.width, height: actual.height)
        return (message(result, explanation: explanation), [.data(picture, name: stateboardDiffAttachmentName)])
    }

    /// The summary, always led by the share of differing pixels: a failure of the density check
    /// alone leaves it out of the summary, and it is the first thing a reader wants.
    static func message(_ result: ImageComparisonResult, explanation: [String] = []) -> String {
        var text = result.summary
        if result.boundingBox != nil, !text.contains("of pixels differ") {
            text =
                String(
                    format: "%.3f %% of pixels differ (%d of %d); ", result.differingFraction * 100,
                    result.differingPixels, result.totalPixels) + text
        }
        let lines = explanation.map { "\n  " + $0 }.joined()
        return "Stateboard image differs: \(text). The \(stateboardDiffAttachmentName) attachment shows reference | difference | actual."
            + lines
    }
}

/// Two PNGs decoded side by side.
private struct DecodedPair {
    var reference: Result<RGBAImage, any Error>
    var actual: Result<RGBAImage, any Error>

    init(_ referenceData: Data, _ actualData: Data) {
        let slots = Locked<[Result<RGBAImage, any Error>]>(Array(repeating: .failure(CancellationError()), count: 2))
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let result = Result { try RGBAImage(png: index == 0 ? referenceData : actualData) }
            slots.withLock { $0[index] = result }
        }
        (reference, actual) = slots.withLock { ($0[0], $0[1]) }
    }
}
