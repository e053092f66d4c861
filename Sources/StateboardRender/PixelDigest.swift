import CCairo
import Foundation

/// A 64-bit digest of decoded pixels: straight (un-premultiplied) RGBA rows plus the size.
///
/// The same pixels give the same digest whether they come from a decoded PNG or straight from a
/// drawn surface, so `verify` can compare a fresh render with a reference without encoding or
/// decoding any PNG. Not cryptographic: it detects changes, it does not resist forgery.
public struct PixelDigest: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The digest's value.
    public let value: UInt64

    /// The digest of decoded pixels.
    public init(_ image: RGBAImage) {
        var hasher = Hasher64()
        image.pixels.withUnsafeBytes { bytes in
            let rowBytes = image.width * 4
            for y in 0..<image.height { hasher.add(UnsafeRawBufferPointer(rebasing: bytes[(y * rowBytes)..<((y + 1) * rowBytes)])) }
        }
        value = hasher.finish(width: image.width, height: image.height)
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

    /// The digest of the decoded pixels, computed row by row without building an image.
    public func pixelDigest() -> PixelDigest {
        cairo_surface_flush(surface)
        let width = self.width, height = self.height
        var hasher = PixelDigest.Hasher64()
        let row = UnsafeMutableRawBufferPointer.allocate(byteCount: width * 4, alignment: 8)
        defer { row.deallocate() }
        for y in 0..<height {
            Self.straightRow(surface, y: y, width: width, into: row)
            hasher.add(UnsafeRawBufferPointer(row))
        }
        return PixelDigest(value: hasher.finish(width: width, height: height))
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
