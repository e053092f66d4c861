import Foundation
import StateboardCore

extension AssetCheck {
    // MARK: HEIF

    /// The brands of an HEIF file's `ftyp` box that name a still image libheif decodes.
    static let heifBrands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif"]

    /// Walks an HEIF/HEIC file's boxes: an `ftyp` first with an image brand, every box inside
    /// the file, and the image spatial extents (`ispe`) of its items, each within `imagePixels`
    /// and 32767 pixels a side; the pixels themselves are decoded (by libheif) when drawn.
    static func heifProblem(data bytes: [UInt8], limits: InputLimits) -> String? {
        guard bytes.count >= 16, String(decoding: bytes[4..<8], as: UTF8.self) == "ftyp" else {
            return "the file is not an HEIF image (it does not start with an `ftyp` box)"
        }
        let ftypLength = Int(be32(bytes, 0))
        guard ftypLength >= 16, ftypLength <= bytes.count else { return "the HEIF file is truncated (its `ftyp` box runs past the end)" }
        var brands = [String(decoding: bytes[8..<12], as: UTF8.self)]
        var offset = 16
        while offset + 4 <= ftypLength { brands.append(String(decoding: bytes[offset..<offset + 4], as: UTF8.self)); offset += 4 }
        guard brands.contains(where: heifBrands.contains) else {
            return "the file is an ISO media file of brand `\(PrintableText.escaped(brands[0]))`, not an HEIF still image"
        }
        var extents: [(Int, Int)] = []
        var sawMeta = false
        if let problem = walkBoxes(bytes, from: 0, to: bytes.count, depth: 0, extents: &extents, sawMeta: &sawMeta) { return problem }
        guard sawMeta else { return "the HEIF file has no `meta` box (no image items)" }
        for (width, height) in extents {
            guard width > 0, height > 0 else { return "the HEIF image has no pixels (\(width)×\(height))" }
            if width * height > limits.imagePixels {
                return "the HEIF image is \(width)×\(height) pixels, over the limit of \(limits.imagePixels) (`imagePixels`); "
                    + InputLimits.hint(raising: "imagePixels")
            }
            guard width <= 32_767, height <= 32_767 else { return "the HEIF image is \(width)×\(height) pixels; images are drawn at most 32767 pixels a side" }
        }
        return nil
    }

    /// The boxes between `start` and `end`, entering `meta`, `iprp` and `ipco` for `ispe`.
    private static func walkBoxes(
        _ bytes: [UInt8], from start: Int, to end: Int, depth: Int,
        extents: inout [(Int, Int)], sawMeta: inout Bool
    ) -> String? {
        guard depth < 8 else { return "the HEIF file's boxes are nested too deep" }
        var offset = start
        var count = 0
        while offset + 8 <= end {
            count += 1
            guard count <= 100_000 else { return "the HEIF file has too many boxes" }
            var length = Int(be32(bytes, offset))
            var header = 8
            if length == 1 {
                guard offset + 16 <= end else { return "the HEIF file is truncated (a box header is cut off)" }
                let high = Int(be32(bytes, offset + 8)), low = Int(be32(bytes, offset + 12))
                guard high == 0 else { return "the HEIF file has a box over 4 GB" }
                length = low
                header = 16
            } else if length == 0 {
                length = end - offset
            }
            guard length >= header, offset + length <= end else { return "the HEIF file is truncated (a box runs past the end of the file)" }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + header
            switch type {
            case "meta":
                sawMeta = true
                if let problem = walkBoxes(bytes, from: body + 4, to: offset + length, depth: depth + 1, extents: &extents, sawMeta: &sawMeta) {
                    return problem
                }
            case "iprp", "ipco":
                if let problem = walkBoxes(bytes, from: body, to: offset + length, depth: depth + 1, extents: &extents, sawMeta: &sawMeta) { return problem }
            case "ispe":
                guard length - header >= 12 else { return "the HEIF file's `ispe` box is too short" }
                extents.append((Int(be32(bytes, body + 4)), Int(be32(bytes, body + 8))))
            default: break
            }
            offset += length
        }
        return nil
    }
}
