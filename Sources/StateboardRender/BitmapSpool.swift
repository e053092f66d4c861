import CCairo
import CPNG
import Foundation
import StateboardCore

/// Bitmaps kept on disk until a later step of the run needs them (the contact sheets'
/// thumbnails), so that a run's memory does not grow with the number of images it draws.
///
/// The spool is a `DataSpool` (one file, unlinked at once). Each bitmap is appended as its
/// premultiplied ARGB32 rows compressed with zlib (level 1; a screen's thumbnail is mostly flat
/// colour), so reading it back gives the very same pixels.
public final class BitmapSpool: Sendable {
    private let bytes: DataSpool

    /// A spool whose file is made (and unlinked) in `folder`.
    public init(folder: String) throws { bytes = try DataSpool(folder: folder) }

    /// Writes `bitmap` to the spool; the returned handle reads it back.
    public func keep(_ bitmap: RenderedBitmap) throws -> SpooledBitmap {
        let (width, height) = (bitmap.width, bitmap.height)
        let packed = bitmap.withPixels { pixels, rowLength -> [UInt8]? in
            let size = width * height * 4
            var bound = compressBound(uLong(size))
            var out = [UInt8](repeating: 0, count: Int(bound))
            // Cairo's ARGB32 rows are whole pixels (stride = 4 × width when the width is
            // the surface's own), so the rows are one contiguous block.
            guard rowLength == width else { return nil }
            let status = pixels.withMemoryRebound(to: UInt8.self, capacity: size) { bytes in
                out.withUnsafeMutableBufferPointer { compress2($0.baseAddress!, &bound, bytes, uLong(size), 1) }
            }
            precondition(status == Z_OK, "zlib cannot fail to compress into compressBound's room")
            return Array(out.prefix(Int(bound)))
        }
        guard let compressed = packed ?? nil else { throw RenderError.environment("cannot read a \(width) × \(height) bitmap's pixels") }
        return SpooledBitmap(spool: self, place: try bytes.keep(compressed), width: width, height: height)
    }

    /// The bitmap kept at `place`, read back into memory.
    fileprivate func load(_ place: SpooledBitmap) throws -> RenderedBitmap {
        let compressed = try place.place.load()
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(place.width), Int32(place.height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { throw RenderError.environment("cannot allocate a \(place.width) × \(place.height) bitmap") }
        let bitmap = RenderedBitmap(surface: surface)
        cairo_surface_flush(surface)
        let size = place.width * place.height * 4
        var length = uLong(size)
        let status = compressed.withUnsafeBufferPointer { source in
            uncompress(cairo_image_surface_get_data(surface), &length, source.baseAddress!, uLong(compressed.count))
        }
        guard status == Z_OK, length == uLong(size), Int(cairo_image_surface_get_stride(surface)) == place.width * 4 else {
            throw RenderError.environment("a scratch file's bitmap did not read back whole")
        }
        cairo_surface_mark_dirty(surface)
        return bitmap
    }
}

/// A bitmap kept in a `BitmapSpool`: where it is and its size in pixels.
public struct SpooledBitmap: Sendable {
    let spool: BitmapSpool
    let place: SpooledData
    public let width: Int
    public let height: Int

    /// The bitmap, read back from the spool.
    public func load() throws -> RenderedBitmap { try spool.load(self) }
}
