import CCairo
import CPNG
import Foundation
import StateboardCore

/// Writes Cairo image surfaces as PNG with libpng, much faster than
/// `cairo_surface_write_to_png`: rows are un-premultiplied once, opaque images are written as
/// RGB, and the compression effort is chosen per use (fast for renders, compact for references
/// that live in git). Decoded pixels are the same whatever the setting.
public enum PNGCompression: Sendable {
    /// Stateboard's own run-length deflate (`FastDeflate`): the fastest, for render output.
    case fast
    /// Unfiltered rows deflated whole by libdeflate at level 6 (`CompactPNG`): small files at a
    /// fraction of zlib level 9's time, for snapshot references that live in git.
    case compact
    /// zlib level 1 without filtering, all in libpng: for pictures written once and looked at
    /// once (difference images), where an unoptimised debug build must not slow the writing down.
    /// Opaque (RGB24) surfaces are handed to libpng row by row without conversion.
    case quick
}

package enum PNGEncoder {
    /// Encodes an ARGB32 image surface (premultiplied, native byte order).
    static func encode(surface: OpaquePointer, compression: PNGCompression) -> Data {
        encode(surface: surface, compression: compression, plainWord: nil).png
    }

    /// Encodes the surface and, given the word of its opaque background, notes (when writing
    /// `.fast`, which visits every row) which rows hold nothing else.
    static func encode(surface: OpaquePointer, compression: PNGCompression, plainWord: UInt32?) -> (png: Data, plain: PlainRows?) {
        guard let image = SurfacePixels(surface) else { return (Data(), nil) }
        let (pixels, width, height, stride, opaqueFormat) = (image.pixels, image.width, image.height, image.stride, image.opaqueFormat)
        if compression == .compact {
            return (compactFile(pixels, width: width, height: height, stride: stride, opaqueFormat: opaqueFormat), nil)
        }
        if compression != .fast, opaqueFormat {
            return (writeOpaqueRows(pixels, width: width, height: height, stride: stride, compression: compression), nil)
        }
        if compression == .fast {
            // Rows are converted as they are coded, and a row that repeats the one above is
            // never converted. Assume an opaque image (screens are); start over with alpha if not.
            for alpha in [false, true] {
                var rows = SurfaceRows(pixels: pixels, width: width, height: height, stride: stride, alpha: alpha)
                rows.plain = plainWord.map { PlainRowScan(word: $0, width: width, height: height) }
                if let stream = FastDeflate.pngData(rows) {
                    return (
                        PNGChunks.file(width: width, height: height, channels: rows.bytesPerPixel, zlibStream: stream),
                        rows.plain?.result(stride: stride)
                    )
                }
            }
        }
        // One pass assuming an opaque image (screens are); start over with alpha if it is not.
        if let rgb = convert(pixels, width: width, height: height, stride: stride, alpha: false) {
            return (write(rgb, width: width, height: height, channels: 3, compression: compression), nil)
        }
        let rgba = convert(pixels, width: width, height: height, stride: stride, alpha: true)!
        return (write(rgba, width: width, height: height, channels: 4, compression: compression), nil)
    }

    /// A surface as `compact` PNG: RGB while every pixel is opaque (always, for an RGB24
    /// surface), else straight RGBA.
    private static func compactFile(
        _ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaqueFormat: Bool, level: Int32 = compactLevel
    ) -> Data {
        let opaque = CompactPNG.file(width: width, height: height, channels: 3, level: level) { y, out in
            rgbRow((pixels + y * stride).assumingMemoryBound(to: UInt32.self), width: width, into: out, anyAlpha: opaqueFormat)
        }
        if let opaque { return opaque }
        return CompactPNG.file(width: width, height: height, channels: 4, level: level) { y, out in
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                UnsafeMutableRawPointer(out + 4 * x).storeBytes(of: straightRGBA(row[x]).littleEndian, as: UInt32.self)
            }
            return true
        } ?? Data()
    }

    /// `compact` PNG at libdeflate's `deflateLevel` instead of `compactLevel`: for the benchmark
    /// that weighs `record`'s time against the references' bytes.
    package static func encode(surface: OpaquePointer, deflateLevel: Int32) -> Data {
        guard let image = SurfacePixels(surface) else { return Data() }
        return compactFile(
            image.pixels, width: image.width, height: image.height, stride: image.stride, opaqueFormat: image.opaqueFormat, level: deflateLevel)
    }

    /// Writes a row of native-endian 0xAARRGGBB words as R G B bytes into `out`, which has a byte
    /// of room after the row (each pixel is stored as a word, its fourth byte overwritten by the
    /// next). `false` when a pixel is not opaque, unless `anyAlpha` (an RGB24 surface, whose
    /// fourth byte means nothing).
    @inline(__always) private static func rgbRow(
        _ row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt8>, anyAlpha: Bool
    ) -> Bool {
        var alphas: UInt32 = 0xFF00_0000
        let raw = UnsafeMutableRawPointer(out)
        for x in 0..<width {
            let p = row[x]
            alphas &= p
            let rgb = (p >> 16) & 0xFF | p & 0xFF00 | (p & 0xFF) << 16
            raw.storeBytes(of: rgb.littleEndian, toByteOffset: 3 * x, as: UInt32.self)
        }
        return anyAlpha || alphas == 0xFF00_0000
    }

    /// `compact` PNG as libpng and zlib wrote it before libdeflate (and at other zlib levels): for
    /// the benchmark that weighs `record`'s time against the references' bytes, old beside new.
    package static func encode(surface: OpaquePointer, zlibLevel: Int32) -> Data {
        guard let image = SurfacePixels(surface) else { return Data() }
        let (pixels, width, height, stride) = (image.pixels, image.width, image.height, image.stride)
        if image.opaqueFormat {
            return writeOpaqueRows(pixels, width: width, height: height, stride: stride, compression: .compact, zlibLevel: zlibLevel)
        }
        let opaque = convert(pixels, width: width, height: height, stride: stride, alpha: false)
        let rows = opaque ?? convert(pixels, width: width, height: height, stride: stride, alpha: true)!
        let channels = opaque == nil ? 4 : 3
        return rows.withUnsafeBufferPointer { buffer in
            withLibpng(width: width, height: height, alpha: channels == 4, compression: .compact, zlibLevel: zlibLevel, transform: { _ in }) { png in
                let start = UnsafeMutablePointer(mutating: buffer.baseAddress!)
                for y in 0..<height { png_write_row(png, start.advanced(by: y * width * channels)) }
            }
        }
    }

    /// Cairo's premultiplied native-endian ARGB32 to straight RGB(A) bytes; `nil` when asked for
    /// RGB and a pixel is not opaque.
    private static func convert(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, alpha: Bool) -> [UInt8]? {
        let channels = alpha ? 4 : 3
        func fill(_ start: UnsafeMutablePointer<UInt8>) -> Bool {
            var out = start
            for y in 0..<height {
                let row = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = row[x]
                    let a = p >> 24
                    if alpha {
                        let straight = straightRGBA(p)
                        out[0] = UInt8(truncatingIfNeeded: straight); out[1] = UInt8(truncatingIfNeeded: straight >> 8)
                        out[2] = UInt8(truncatingIfNeeded: straight >> 16); out[3] = UInt8(truncatingIfNeeded: straight >> 24)
                    } else {
                        if a != 255 { return false }
                        out[0] = UInt8(truncatingIfNeeded: p >> 16); out[1] = UInt8(truncatingIfNeeded: p >> 8)
                        out[2] = UInt8(truncatingIfNeeded: p)
                    }
                    out += channels
                }
            }
            return true
        }
        var complete = true
        // Every byte is written below (or the array is dropped), so it starts uninitialised.
        let output = [UInt8](unsafeUninitializedCapacity: width * height * channels) { buffer, initialized in
            initialized = buffer.count
            complete = fill(buffer.baseAddress!)
        }
        return complete ? output : nil
    }

    /// Encodes straight RGBA pixels (as RGB when every pixel is opaque).
    static func encode(rgba image: RGBAImage, compression: PNGCompression) -> Data {
        guard image.width > 0, image.height > 0 else { return Data() }
        let count = image.width * image.height
        // One pass over buffer pointers (array subscripts retain and release in a debug build,
        // where `review` re-encodes every accepted image): RGB while opaque, else RGBA as given.
        var rgb = [UInt8](repeating: 0, count: count * 3)
        let opaque = image.pixels.withUnsafeBufferPointer { source in
            rgb.withUnsafeMutableBufferPointer { target in
                for p in 0..<count {
                    guard source[p * 4 + 3] == 255 else { return false }
                    target[p * 3] = source[p * 4]; target[p * 3 + 1] = source[p * 4 + 1]; target[p * 3 + 2] = source[p * 4 + 2]
                }
                return true
            }
        }
        guard opaque else { return write(image.pixels, width: image.width, height: image.height, channels: 4, compression: compression) }
        return write(rgb, width: image.width, height: image.height, channels: 3, compression: compression)
    }

    /// One premultiplied native-endian ARGB32 pixel as straight R | G << 8 | B << 16 | A << 24,
    /// rounded to nearest: the one un-premultiplication every PNG and every decoded-pixel view of
    /// a surface uses, so they agree to the bit.
    @inline(__always) package static func straightRGBA(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        var r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff
        if a != 255 && a != 0 {
            r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a
        }
        return r | g << 8 | b << 16 | a << 24
    }

    /// The deflate level of `compact` (libdeflate's, whose 6 writes about zlib's 6 bytes): zlib's
    /// 9 spent two and a half times as long as its 6 for 7 % fewer bytes.
    package static let compactLevel: Int32 = 6

    /// The output buffer libpng's write callback appends to.
    private final class Sink { var data = Data() }

    private static func write(_ rows: [UInt8], width: Int, height: Int, channels: Int, compression: PNGCompression) -> Data {
        if compression == .fast {
            let stream = rows.withUnsafeBufferPointer {
                FastDeflate.pngData(pixels: $0.baseAddress!, rowBytes: width * channels, height: height, bytesPerPixel: channels)
            }
            return PNGChunks.file(width: width, height: height, channels: channels, zlibStream: stream)
        }
        let rowBytes = width * channels
        if compression == .compact {
            return rows.withUnsafeBufferPointer { buffer in
                CompactPNG.file(width: width, height: height, channels: channels) { y, out in
                    out.update(from: buffer.baseAddress! + y * rowBytes, count: rowBytes)
                    return true
                } ?? Data()
            }
        }
        return rows.withUnsafeBufferPointer { buffer in
            withLibpng(width: width, height: height, alpha: channels == 4, compression: compression, transform: { _ in }) { png in
                let base = UnsafeMutablePointer(mutating: buffer.baseAddress!)
                for y in 0..<height { png_write_row(png, base.advanced(by: y * width * channels)) }
            }
        }
    }

    /// An RGB24 surface's rows (native-endian 0xXXRRGGBB words) written as RGB by libpng's own
    /// byte shuffling: no pass over the pixels in Swift.
    private static func writeOpaqueRows(
        _ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int,
        compression: PNGCompression, zlibLevel: Int32? = nil
    ) -> Data {
        withLibpng(
            width: width, height: height, alpha: false, compression: compression, zlibLevel: zlibLevel,
            transform: { png in
                #if _endian(little)
                    png_set_bgr(png)
                    png_set_filler(png, 0, PNG_FILLER_AFTER)
                #else
                    png_set_filler(png, 0, PNG_FILLER_BEFORE)
                #endif
            }
        ) { png in
            let base = UnsafeMutablePointer(mutating: pixels.assumingMemoryBound(to: UInt8.self))
            for y in 0..<height { png_write_row(png, base.advanced(by: y * stride)) }
        }
    }

    /// Sets libpng up for an 8-bit RGB(A) image at the compression's effort, lets `writeRows`
    /// hand it the rows, and returns the file.
    private static func withLibpng(
        width: Int, height: Int, alpha: Bool, compression: PNGCompression, zlibLevel: Int32? = nil,
        transform: (png_structp) -> Void, writeRows: (png_structp) -> Void
    ) -> Data {
        guard let png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, nil, nil) else { return Data() }
        var info = png_create_info_struct(png)
        var pngOptional: png_structp? = png
        defer { png_destroy_write_struct(&pngOptional, &info) }
        let sink = Sink()
        sink.data.reserveCapacity(width * height / 4)
        let box = Unmanaged.passUnretained(sink).toOpaque()
        png_set_write_fn(
            png, box,
            { png, bytes, length in
                guard let png, let bytes, let io = png_get_io_ptr(png) else { return }
                Unmanaged<Sink>.fromOpaque(io).takeUnretainedValue().data.append(bytes, count: length)
            }, nil)
        png_set_IHDR(
            png, info, png_uint_32(width), png_uint_32(height), 8,
            alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
            PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
        // No filter for either: a rendered screen is flat colour, repeated rows and anti-aliased
        // text, which deflate matches best unfiltered (a repeated row is a match one row back, a
        // glyph drawn twice a match too). libpng's adaptive filter search cost five trial
        // filterings a row and made the files larger: on the bundled themes' references, zlib 9
        // with every filter wrote 39.8 KB in 88 ms an image, zlib 6 unfiltered 34.3 KB in 20 ms.
        png_set_filter(png, 0, PNG_FILTER_NONE)
        png_set_compression_level(png, compression == .quick ? 1 : zlibLevel ?? compactLevel)
        png_write_info(png, info)
        transform(png)
        writeRows(png)
        png_write_end(png, info)
        return sink.data
    }
}

/// Decoded pixels: straight (un-premultiplied) RGBA, 8 bits a channel, rows top to bottom.
public struct RGBAImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) { self.width = width; self.height = height; self.pixels = pixels }

    /// Decodes a PNG (any color type and depth) with libpng's simplified API. libpng reads the
    /// bytes from its first call to its last, so both happen while they are borrowed.
    public init(png data: Data) throws {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        let decoded: [UInt8]? = try data.withUnsafeBytes { bytes in
            guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else { return nil }
            defer { png_image_free(&image) }
            // A reference or a render is at most a canvas: refuse a header that asks for more
            // before allocating for it.
            let limit = InputLimits.current.canvasPixels
            guard Int(image.width) * Int(image.height) <= limit else {
                throw RenderError.input("the PNG is \(image.width)×\(image.height) pixels, over the limit of \(limit) (`canvasPixels`)")
            }
            image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
            var pixels = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * 4)
            let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
            guard finished != 0 else { throw RenderError.input("the PNG's pixels cannot be decoded") }
            return pixels
        }
        guard let decoded else { throw RenderError.input("not a readable PNG") }
        self.init(width: Int(image.width), height: Int(image.height), pixels: decoded)
    }

    /// Reads a PNG file.
    public init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw RenderError.input("cannot read \(path)") }
        try self.init(png: data)
    }

    /// Encodes the pixels as a PNG.
    public func png(compression: PNGCompression = .compact) -> Data { PNGEncoder.encode(rgba: self, compression: compression) }

    /// The pixel at (x, y) as (r, g, b, a).
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}

/// An image surface's pixels as the encoders read them, after Cairo's pending drawing is
/// flushed; `nil` for a surface without pixels.
private struct SurfacePixels {
    let pixels: UnsafeRawPointer
    let width: Int, height: Int, stride: Int
    /// An RGB24 surface, whose fourth byte means nothing.
    let opaqueFormat: Bool

    init?(_ surface: OpaquePointer) {
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return nil }
        pixels = UnsafeRawPointer(base)
        opaqueFormat = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
    }
}
