import Foundation
import StateboardCore
import StateboardLint
import StateboardRender

extension MatrixRenderer {
    /// The images a run wrote, in plan order, read as `RenderedImage`s (`Results.images`).
    ///
    /// A run holds them compactly: the plan it was given (shared, not copied) and eight bytes per
    /// image (its index and time), with the few images that carry more (a contact sheet's
    /// thumbnail, lint findings, a cut, missing glyphs) beside; each `RenderedImage` is built
    /// from its job when read. A run that does not keep `Results.written` (`keepsWritten` off:
    /// the command line) hands over only this, so the gallery, the contact sheets and the
    /// command's warnings read every image while the run's memory does not grow with them.
    public struct WrittenImages: RandomAccessCollection, Sendable {
        /// What an image carries beyond its job and time.
        private struct Extras: Sendable {
            var thumbnail: SpooledBitmap?
            var thumbnailPNG: SpooledData?
            var findings: [LintFinding]
            var cut: ContentCut?
            var missingGlyphs: [String]
        }

        /// One image: its index in the plan and how long it took, or `reusedMark` for an image
        /// the run left as it was (eight bytes, not nine padded to twelve).
        private struct Entry: Sendable {
            var index: Int32
            var milliseconds: Float
            static let reusedMark: Float = -1
        }

        /// A list given whole (a `Results` built by hand), else the compact one.
        private var listed: [RenderedImage]?
        private let plan: RenderJobs
        private let format: OutputFormat
        private var entries: [Entry] = []
        private var extras: [Int32: Extras] = [:]

        /// The images of `written`, as they are.
        init(_ written: [RenderedImage]) { listed = written; plan = RenderJobs([]); format = .png }

        /// No image yet of a run of `plan` into `format`.
        init(plan: RenderJobs, format: OutputFormat) { self.plan = plan; self.format = format }

        public var startIndex: Int { 0 }
        public var endIndex: Int { listed?.count ?? entries.count }

        public subscript(position: Int) -> RenderedImage {
            if let listed { return listed[position] }
            let entry = entries[position]
            let job = plan[Int(entry.index)]
            let reused = entry.milliseconds == Entry.reusedMark
            var image = RenderedImage(index: Int(entry.index), job: job, path: job.outputPath(format), milliseconds: reused ? 0 : Double(entry.milliseconds))
            image.reused = reused
            if let more = extras[entry.index] {
                image.thumbnail = more.thumbnail; image.thumbnailPNG = more.thumbnailPNG; image.findings = more.findings
                image.cut = more.cut; image.missingGlyphs = more.missingGlyphs
            }
            return image
        }

        /// Every job of `plan`, in order, as images not drawn yet (no time, nothing beside):
        /// what a run is about to draw or keep, listed before it draws any, at eight bytes an
        /// image (`ThemeWatcher.onPlan`).
        public static func planned(_ plan: RenderJobs, format: OutputFormat) -> WrittenImages {
            var images = WrittenImages(plan: plan, format: format)
            images.entries = plan.indices.map { Entry(index: Int32($0), milliseconds: 0) }
            return images
        }

        /// The output path (relative) of the image at `position`.
        package func path(at position: Int) -> String { listed?[position].path ?? plan[Int(entries[position].index)].outputPath(format) }

        /// Adds the image of the plan's job `index`, drawn (`drawn`) or left as it was (`nil`).
        mutating func append(index: Int, milliseconds: Double, drawn: Drawn?) {
            entries.append(Entry(index: Int32(index), milliseconds: drawn == nil ? Entry.reusedMark : Float(Swift.max(0, milliseconds))))
            guard let drawn, drawn.thumbnail != nil || drawn.thumbnailPNG != nil || !drawn.findings.isEmpty || drawn.cut != nil || !drawn.missingGlyphs.isEmpty
            else { return }
            extras[Int32(index)] = Extras(
                thumbnail: drawn.thumbnail, thumbnailPNG: drawn.thumbnailPNG, findings: drawn.findings, cut: drawn.cut, missingGlyphs: drawn.missingGlyphs)
        }

        /// Gives the images `thumbnails` names (by path) their contact sheet's thumbnail, made
        /// after the image was listed (on the encoder's side).
        mutating func attach(_ thumbnails: [String: SpooledBitmap]) {
            guard !thumbnails.isEmpty, listed == nil else { return }
            for entry in entries {
                guard let thumbnail = thumbnails[plan[Int(entry.index)].outputPath(format)] else { continue }
                extras[entry.index, default: Extras(findings: [], missingGlyphs: [])].thumbnail = thumbnail
            }
        }

        /// Adds another batch's images of the same plan.
        mutating func append(contentsOf other: WrittenImages) {
            entries += other.entries
            extras.merge(other.extras) { _, new in new }
        }

        /// The plan index of the image at `position`.
        package func planIndex(at position: Int) -> Int { listed?[position].index ?? Int(entries[position].index) }

        /// Takes out the images `failure` names an error for (by path); each one's plan index,
        /// path and error.
        mutating func removeAll(failing failure: (String) -> (any Error)?) -> [(Int, String, any Error)] {
            var failed: [(Int, String, any Error)] = []
            var kept: [Entry] = []
            for position in indices {
                let path = path(at: position)
                if let error = failure(path) {
                    failed.append((planIndex(at: position), path, error))
                    extras[entries[position].index] = nil
                } else {
                    kept.append(entries[position])
                }
            }
            entries = kept
            return failed
        }

        /// Lets go of the places of the images' thumbnails as PNG (handed over already, batch by
        /// batch).
        mutating func dropThumbnailPNGs() {
            for (index, more) in extras where more.thumbnailPNG != nil {
                var kept = more
                kept.thumbnailPNG = nil
                let empty = kept.thumbnail == nil && kept.findings.isEmpty && kept.cut == nil && kept.missingGlyphs.isEmpty
                extras[index] = empty ? nil : kept
            }
        }

        /// Puts the images in plan order (a run's workers finish them in any order).
        mutating func sortByPlanOrder() { entries.sort { $0.index < $1.index } }

        /// The plan indices of the images, in their order.
        var planIndices: some Sequence<Int> { entries.lazy.map { Int($0.index) } }
    }
}
