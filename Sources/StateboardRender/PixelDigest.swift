import CCairo
import Foundation

/// A 64-bit digest of an image's pixels, as a drawn surface holds them: premultiplied ARGB words,
/// row by row, plus the size.
///
/// The same pixels give the same digest whether they come straight from a drawn surface or from
/// decoding its PNG (straight RGBA premultiplies back to exactly the surface's words), so
/// `verify` can compare a fresh render with a reference without encoding or decoding any PNG.
/// A row equal to the row above adds a marker instead of its bytes, so the large plain areas of
/// a screen cost one comparison each. Not cryptographic: it detects changes, it does not resist
/// forgery. Digests of this kind are `Fingerprint` format 2; format 1 digested straight RGBA.
public struct PixelDigest: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The digest's value.
    public let value: UInt64

    /// The digest of decoded (straight RGBA) pixels.
    public init(_ image: RGBAImage) {
        let width = image.width, height = image.height
        let rowBytes = width * 4
        var rows = [UInt32](repeating: 0, count: width * 2)
        value = image.pixels.withUnsafeBytes { bytes in
            rows.withUnsafeMutableBufferPointer { buffer in
                var hasher = Hasher64()
                for y in 0..<height {
                    let row = UnsafeMutableBufferPointer(rebasing: buffer[(y % 2 * width)..<(y % 2 * width + width)])
                    let source = UnsafeRawBufferPointer(rebasing: bytes[(y * rowBytes)..<((y + 1) * rowBytes)])
                    for x in 0..<width {
                        row[x] = Self.premultipliedWord(
                            red: source[x * 4], green: source[x * 4 + 1], blue: source[x * 4 + 2], alpha: source[x * 4 + 3])
                    }
                    let previous = y == 0 ? nil : UnsafeRawPointer(buffer.baseAddress! + (y + 1) % 2 * width)
                    hasher.addRow(UnsafeRawPointer(row.baseAddress!), byteCount: rowBytes, above: previous)
                }
                return hasher.finish(width: width, height: height)
            }
        }
    }

    /// The digest of a premultiplied native-endian ARGB32 surface's rows; with `plain`, also
    /// which rows hold nothing but that word (for the surface pool, `PlainRows`).
    static func ofSurface(
        rows base: UnsafeRawPointer, width: Int, height: Int, stride: Int, plain: UInt32? = nil
    ) -> (digest: PixelDigest, plain: PlainRows?) {
        var hasher = Hasher64()
        let rowBytes = width * 4
        let scan = plain.map { PlainRowScan(word: $0, width: width, height: height) }
        for y in 0..<height {
            let row = base + y * stride
            if hasher.addRow(row, byteCount: rowBytes, above: y == 0 ? nil : row - stride) {
                scan?.repeatRow(y)
            } else {
                scan?.scanRow(y, at: row)
            }
        }
        return (PixelDigest(value: hasher.finish(width: width, height: height)), scan?.result(stride: stride))
    }

    /// A straight RGBA pixel as the surface's premultiplied word `0xAARRGGBB` (Cairo's rounding,
    /// the inverse of the PNG writer's: premultiplying what it wrote gives back the surface's word).
    @inline(__always) package static func premultipliedWord(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> UInt32 {
        let a = UInt32(alpha)
        guard a != 255 else { return 0xFF00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }
        @inline(__always) func times(_ channel: UInt8) -> UInt32 {
            let product = a * UInt32(channel) + 0x80
            return (product + (product >> 8)) >> 8
        }
        return a << 24 | times(red) << 16 | times(green) << 8 | times(blue)
    }

    init(value: UInt64) { self.value = value }

    /// Reads a digest written by `description`.
    public init?(hex: String) {
        guard hex.count == 16, let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }

    /// Encoded as its sixteen hexadecimal digits.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let digest = PixelDigest(hex: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a pixel digest is 16 hexadecimal digits, not \(text)")
        }
        self = digest
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Sixteen hexadecimal digits.
    public var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Four multiply-rotate lanes over 8-byte words (little-endian), so the loop runs at memory
    /// speed; rows are fed whole, the tail of a row byte by byte.
    struct Hasher64 {
        private var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63)
        private var length: UInt64 = 0

        @inline(__always) private static func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
            let x = (lane ^ word) &* 0x9E37_79B9_7F4A_7C15
            return (x << 29) | (x >> 35)
        }

        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            let count = bytes.count
            var offset = 0
            while offset + 32 <= count {
                lanes.0 = Self.mix(lanes.0, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                lanes.1 = Self.mix(lanes.1, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)))
                lanes.2 = Self.mix(lanes.2, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)))
                lanes.3 = Self.mix(lanes.3, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)))
                offset += 32
            }
            while offset < count {
                lanes.0 = Self.mix(lanes.0, UInt64(bytes[offset]) | 0x100)
                offset += 1
            }
            length &+= UInt64(count)
        }

        /// Adds a row of pixels, or only a marker when it equals `above` (the row before it);
        /// returns whether it did.
        @discardableResult
        mutating func addRow(_ row: UnsafeRawPointer, byteCount: Int, above: UnsafeRawPointer?) -> Bool {
            if let above, memcmp(row, above, byteCount) == 0 {
                lanes.0 = Self.mix(lanes.0, Self.repeatedRow)
                length &+= UInt64(byteCount)
                return true
            } else {
                // Whole 8-byte words after the 32-byte blocks (a row's tail is rarely long), then bytes.
                let blocks = byteCount / 32 * 32
                add(UnsafeRawBufferPointer(start: row, count: blocks))
                var offset = blocks
                while offset + 8 <= byteCount {
                    lanes.1 = Self.mix(lanes.1, UInt64(littleEndian: row.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                    offset += 8
                }
                add(UnsafeRawBufferPointer(start: row + offset, count: byteCount - offset))
                length &+= UInt64(offset - blocks)
                return false
            }
        }

        /// What a row equal to the one above adds to the first lane in place of its bytes.
        private static let repeatedRow: UInt64 = 0x5245_5045_4154_4544

        func finish(width: Int, height: Int) -> UInt64 {
            var h = lanes.0 ^ ((lanes.1 << 7) | (lanes.1 >> 57)) ^ ((lanes.2 << 13) | (lanes.2 >> 51)) ^ ((lanes.3 << 19) | (lanes.3 >> 45))
            h ^= length &* 0xFF51_AFD7_ED55_8CCD
            h ^= UInt64(width) << 32 | UInt64(height)
            // splitmix64's finaliser.
            h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
            h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
            return h ^ (h >> 31)
        }
    }
}

extension RenderedBitmap {
    /// The decoded pixels, straight from the surface: exactly what decoding this bitmap's PNG gives.
    public func rgba() -> RGBAImage {
        cairo_surface_flush(surface)
        let width = self.width, height = self.height
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { out in
            for y in 0..<height {
                Self.straightRow(surface, y: y, width: width, into: UnsafeMutableRawBufferPointer(rebasing: out[(y * width * 4)..<((y + 1) * width * 4)]))
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The digest of the pixels, straight from the surface's memory: no conversion, and a row
    /// equal to the one above costs one comparison.
    /// An image drawn on an opaque background also tells the surface pool which rows stayed
    /// plain background, so the buffer's next image paints only the others (`PlainRows`).
    public func pixelDigest() -> PixelDigest {
        cairo_surface_flush(surface)
        let (digest, plain) = PixelDigest.ofSurface(
            rows: UnsafeRawPointer(cairo_image_surface_get_data(surface)!), width: width, height: height,
            stride: Int(cairo_image_surface_get_stride(surface)), plain: backgroundWord)
        if let plain { SurfacePool.remember(plain, for: surface) }
        return digest
    }

    /// One row of the premultiplied native-endian ARGB32 surface as straight RGBA bytes (the
    /// PNG writer's rounding). Opaque rows — nearly every row of a screen — need no division,
    /// only a byte swap, done in a branch-free loop the compiler vectorises.
    private static func straightRow(_ surface: OpaquePointer, y: Int, width: Int, into out: UnsafeMutableRawBufferPointer) {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let source = UnsafeBufferPointer(start: base.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self), count: width)
        let words = UnsafeMutableBufferPointer(start: out.baseAddress!.assumingMemoryBound(to: UInt32.self), count: width)
        var alpha: UInt32 = 0xFF00_0000
        for pixel in source { alpha &= pixel }
        if alpha == 0xFF00_0000 {
            // 0xAARRGGBB → bytes R, G, B, A in memory (0xAABBGGRR little-endian).
            for x in 0..<width {
                let p = source[x]
                words[x] = ((p & 0xFF00_FF00) | (p >> 16 & 0xFF) | (p & 0xFF) << 16).littleEndian
            }
        } else {
            for x in 0..<width { words[x] = PNGEncoder.straightRGBA(source[x]).littleEndian }
        }
    }
}
