import CCairo
import CImageDecoders
import Foundation
import StateboardCore

/// A decoded bitmap: premultiplied ARGB words (Cairo's `ARGB32` in native byte order), row after
/// row with no padding, already turned upright. What the JPEG and HEIF decoders give, in this
/// process or in a decoder worker (sent over its pipe as these bytes).
struct DecodedPixels: Sendable {
    let width: Int
    let height: Int
    /// `width × height × 4` bytes.
    let words: Data

    /// A Cairo image surface holding these pixels (the caller destroys it).
    func surface() throws -> OpaquePointer {
        try words.withUnsafeBytes { raw in
            try JPEGImage.surface(copying: raw.bindMemory(to: UInt32.self).baseAddress!, width: Int32(width), height: Int32(height))
        }
    }

    /// Takes `count` words a C decoder allocated with `malloc` (and frees them).
    static func adopting(_ pointer: UnsafeMutablePointer<UInt32>, width: Int32, height: Int32) -> DecodedPixels {
        let count = Int(width) * Int(height) * 4
        let words = Data(bytesNoCopy: pointer, count: count, deallocator: .free)
        return DecodedPixels(width: Int(width), height: Int(height), words: words)
    }
}

/// The bitmap formats whose decoders may run in a worker, and how each decodes bytes in this process.
enum BitmapKind: UInt8, Sendable {
    case jpeg = 1
    case heif = 2
    /// A PNG the preview server finds in its output folder (the renderer's own PNG images stay in
    /// process, behind their header checks).
    case png = 3

    /// Decodes `data` (a whole file) in this process, within `limits`; `name` is the file's path for messages.
    func decode(_ data: Data, name: String, limits: InputLimits) throws -> DecodedPixels {
        switch self {
        case .jpeg: try JPEGImage.pixels(data, name: name, limits: limits)
        case .heif: try HEIFImage.pixels(data, name: name, limits: limits)
        case .png: try PNGPixels.decode(data, name: name, limits: limits)
        }
    }
}
