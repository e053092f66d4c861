import CCairo
import CImageDecoders
import Foundation
import StateboardCore

/// HEIF/HEIC images (what an iPhone's camera and Xcode's drag-in of a photo write), decoded by
/// libheif (its HEVC decoder, libde265, decodes with integer transforms: the same pixels on
/// every machine) into a Cairo image surface, turned upright by the file's own rotation and
/// mirroring as iOS draws it. Its alpha, if any, is kept.
enum HEIFImage {
    /// The decoded primary image; a corrupt, oversized or undecodable file throws.
    static func surface(_ path: String, limits: InputLimits = .current) throws -> OpaquePointer {
        guard let data = FileManager.default.contents(atPath: path), data.count <= limits.assetBytes else {
            throw RenderError.input("cannot read the HEIF image \(path)")
        }
        return try pixels(data, name: path, limits: limits).surface()
    }

    /// The primary image of the HEIF `data` (`name`: its path, for messages).
    static func pixels(_ data: Data, name path: String, limits: InputLimits) throws -> DecodedPixels {
        var width: Int32 = 0, height: Int32 = 0
        var error = stateboard_heif_error()
        let decoded = data.withUnsafeBytes { raw in
            stateboard_heif_decode(raw.baseAddress, raw.count, Int(limits.imagePixels), JPEGImage.maxSide, &width, &height, &error)
        }
        guard let decoded else {
            let message = withUnsafeBytes(of: &error.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw RenderError.input("cannot read the HEIF image \(path): \(PrintableText.escaped(message, limit: 200))")
        }
        return .adopting(decoded, width: width, height: height)
    }

    /// Whether the installed libheif decodes HEVC-coded (HEIC) images.
    static var canDecodeHEVC: Bool { stateboard_heif_can_decode_hevc() != 0 }
}
