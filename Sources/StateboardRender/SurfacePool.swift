import CCairo
import Foundation
import StateboardCore

/// Pixel buffers for full-screen image surfaces, kept for the next image of the same size.
///
/// A fresh 1170 × 2532 surface is 11.9 MB of zeroed memory that the kernel maps page by page
/// as it is first touched and unmaps when it is freed: in a matrix run that page-fault work cost
/// as much as drawing. A surface made here takes a buffer the last image of its size gave back,
/// uninitialised (the scene's first paint replaces every pixel, see
/// `ImageRenderer.draw`), and gives it back when Cairo frees the surface, whoever held it last.
enum SurfacePool {
    /// Buffers smaller than this are not worth keeping (thumbnails, shadows, icons).
    static let minimumBytes = 1 << 20
    /// At most this many buffers wait for reuse: each worker's image, the encoder's few in
    /// flight, one spare.
    /// (Read once: on Linux, Foundation reads the cgroup files on every `activeProcessorCount`.)
    static let capacity = 2 * ProcessInfo.processInfo.activeProcessorCount + 4
    /// At most this many buffers of one size are made while free ones of that size hold another
    /// background than the one wanted: those in flight (one worker's image and the encoder's two
    /// on a machine of two cores, more with more cores) and one free for each of a light and a
    /// dark background. Past it, a free buffer of another background is painted over.
    static let madeForABackground = ProcessInfo.processInfo.activeProcessorCount + 3

    /// An ARGB32 image surface `width` × `height` whose pixels are not initialised when it comes
    /// from the pool (`fresh` says whether they are Cairo's zeros instead, `plain` which rows the
    /// last image left plain, if its digest found out); nil when Cairo cannot make it. Given the
    /// word of the opaque background the image paints first, a buffer whose last image left rows
    /// of that word is taken before others: the background is then painted only where those rows
    /// are not (a matrix alternates light and dark images, so the last image drawn into the same
    /// buffer size had the other background, and a full-screen fill cost a tenth of the run).
    /// When every free buffer of the size holds another background, a new buffer is made (up to
    /// `madeForABackground` of the size): with one worker and the encoder's two images in
    /// flight, the one buffer left free was always the image before last's, whose background is
    /// the other one, and 164 of the default theme's 704 images painted a whole screen again.
    static func surface(width: Int32, height: Int32, background: UInt32? = nil) -> (surface: OpaquePointer, fresh: Bool, plain: PlainRows?)? {
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)
        let bytes = Int(stride) * Int(height)
        guard stride > 0, bytes >= minimumBytes else {
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
            return (surface, true, nil)
        }
        let reused = free.withLock { pool in pool.take(bytes: bytes, background: background) }
        // What the last image left is known only until this one draws.
        let plain = reused?.plainRows.withLock { rows in
            defer { rows = nil }
            return rows.flatMap { $0.width == Int(width) && $0.height == Int(height) && $0.stride == Int(stride) ? $0 : nil }
        }
        let pointer = reused?.pointer ?? UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        guard
            let surface = cairo_image_surface_create_for_data(
                pointer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, width, height, stride),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            free.withLock { $0.forget(pointer, bytes: bytes) }  // a buffer taken from the pool goes too
            return nil
        }
        let owner = Unmanaged.passRetained(reused ?? Buffer(pointer: pointer, bytes: bytes)).toOpaque()
        let status = cairo_surface_set_user_data(surface, key, owner) { owner in
            guard let owner else { return }
            SurfacePool.giveBack(Unmanaged<Buffer>.fromOpaque(owner).takeRetainedValue())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            Unmanaged<Buffer>.fromOpaque(owner).release()
            cairo_surface_destroy(surface)
            free.withLock { $0.forget(pointer, bytes: bytes) }
            return nil
        }
        return (surface, reused == nil, plain)
    }

    /// Keeps with `surface`'s buffer (if it is a pooled one) the rows its image left plain, for
    /// the buffer's next image. Only for a finished image: nothing draws into it any more.
    static func remember(_ plain: PlainRows, for surface: OpaquePointer) {
        guard let owner = cairo_surface_get_user_data(surface, key) else { return }
        Unmanaged<Buffer>.fromOpaque(owner).takeUnretainedValue().plainRows.withLock { $0 = plain }
    }

    // MARK: storage

    /// A buffer and its size: a surface's user data while the surface lives, then waiting in
    /// `free`. @unchecked: its pointer is used by one surface at a time, never while it waits.
    private final class Buffer: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
        let bytes: Int
        /// Set by the digest or the PNG writer of a finished image (either may run on any
        /// thread), taken by the next surface.
        let plainRows = Locked<PlainRows?>(nil)
        init(pointer: UnsafeMutableRawPointer, bytes: Int) { self.pointer = pointer; self.bytes = bytes }
    }

    private static let free = Locked(Free())

    /// The buffers waiting for reuse, and how many of each size live (waiting or in a surface).
    private struct Free {
        var buffers: [Buffer] = []
        var made: [Int: Int] = [:]

        /// A free buffer of `bytes` for an image on `background` (see `surface`), or nil when
        /// the caller is to allocate one, counted here.
        mutating func take(bytes: Int, background: UInt32?) -> Buffer? {
            guard let first = buffers.firstIndex(where: { $0.bytes == bytes }) else { return counted(bytes) }
            guard let word = background else { return buffers.remove(at: first) }
            let words = buffers.map { $0.bytes == bytes ? $0.plainRows.withLock { $0?.word } : nil }
            if let matching = words.firstIndex(of: word) { return buffers.remove(at: matching) }
            // When the free buffers know their background (the PNG writer or a digest noted it),
            // a new one pays: it will match an image to come. Else any is as good as new.
            if words.contains(where: { $0 != nil }), made[bytes, default: 0] < SurfacePool.madeForABackground { return counted(bytes) }
            return buffers.remove(at: first)
        }

        /// Counts a buffer of `bytes` about to be allocated; nil.
        private mutating func counted(_ bytes: Int) -> Buffer? {
            made[bytes, default: 0] += 1
            return nil
        }

        /// Frees a buffer of `bytes` (allocated, or evicted) and stops counting it.
        mutating func forget(_ pointer: UnsafeMutableRawPointer, bytes: Int) {
            pointer.deallocate()
            made[bytes, default: 1] -= 1
        }
    }

    /// Cairo's key for the buffer's owner in the surface's user data: only its address counts.
    nonisolated(unsafe) private static let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    private static func giveBack(_ buffer: Buffer) {
        // Full: the longest-waiting buffer goes, so a run that changes image size keeps its own.
        free.withLock { pool in
            pool.buffers.append(buffer)
            if pool.buffers.count > capacity {
                let evicted = pool.buffers.removeFirst()
                pool.forget(evicted.pointer, bytes: evicted.bytes)
            }
        }
    }
}
