import CCairo
import Foundation
import StateboardCore

/// The rows of a pooled pixel buffer that hold nothing but one word — the last image's opaque
/// background — as the pixel digest's pass over them found (`RenderedBitmap.pixelDigest()`).
/// The next image drawn into the buffer on that background paints only the other rows: these
/// already hold what painting would write, and a full-screen fill is, with the digest, what
/// costs two workers most (they share the memory bandwidth).
struct PlainRows: Sendable {
    /// The pixel every plain row is made of (premultiplied ARGB).
    let word: UInt32
    let width: Int
    let height: Int
    let stride: Int
    /// Per row, whether it is plain.
    let rows: [Bool]

    /// The runs of rows that are not plain: where the background must still be painted.
    var otherRuns: [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for (row, plain) in rows.enumerated() {
            if !plain, start == nil { start = row }
            if plain, let first = start {
                runs.append(first..<row)
                start = nil
            }
        }
        if let start { runs.append(start..<rows.count) }
        return runs
    }

    /// The same buffer once the other rows are painted its word too: every row plain.
    var filled: PlainRows { PlainRows(word: word, width: width, height: height, stride: stride, rows: [Bool](repeating: true, count: height)) }

    /// Whether every pixel of `row` (`width` pixels) is `word`.
    static func isPlain(_ row: UnsafeRawPointer, width: Int, word: UInt32) -> Bool {
        let pixels = UnsafeBufferPointer(start: row.assumingMemoryBound(to: UInt32.self), count: width)
        guard pixels.first == word else { return false }
        var differs: UInt32 = 0
        for pixel in pixels { differs |= pixel ^ word }
        return differs == 0
    }

    /// The word Cairo writes for `color` painted with the SOURCE operator; nil unless opaque.
    static func word(of color: RGBAColor) -> UInt32? {
        guard color.alpha >= 1 else { return nil }
        var pixel: UInt32 = 0
        withUnsafeMutableBytes(of: &pixel) { bytes in
            guard
                let surface = cairo_image_surface_create_for_data(
                    bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, 1, 1, 4)
            else { return }
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_paint(cr)
            cairo_surface_flush(surface)
        }
        return pixel
    }
}

/// Which rows of a surface are plain, noted by a pass that visits every row once, in order —
/// each either as a repeat of the row above or read (the pixel digest, the PNG writer's rows).
final class PlainRowScan {
    let word: UInt32
    let width: Int
    private(set) var rows: [Bool]

    init(word: UInt32, width: Int, height: Int) {
        self.word = word
        self.width = width
        rows = [Bool](repeating: false, count: height)
    }

    /// Row `y` equals the row above.
    func repeatRow(_ y: Int) { rows[y] = rows[y - 1] }

    /// Row `y`, at `row`, was read.
    func scanRow(_ y: Int, at row: UnsafeRawPointer) { rows[y] = PlainRows.isPlain(row, width: width, word: word) }

    /// Row `y` was read by a pass that found out itself whether it is plain.
    func noteRow(_ y: Int, plain: Bool) { rows[y] = plain }

    /// What the pass found, for a surface `stride` bytes a row.
    func result(stride: Int) -> PlainRows { PlainRows(word: word, width: width, height: rows.count, stride: stride, rows: rows) }
}
