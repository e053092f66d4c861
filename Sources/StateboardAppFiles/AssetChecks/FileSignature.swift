/// What a file's first bytes say it is, for a message about a file whose extension says
/// otherwise: a Photoshop document saved as `name@2x.png` is "a Photoshop document (PSD)",
/// which tells the user what to do, where "its signature is wrong" does not.
enum FileSignature {
    /// The format the first bytes of `bytes` start, among the ones apps' folders hold; `nil`
    /// for none of them.
    static func format(of bytes: [UInt8]) -> String? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        let ascii = { (text: String) in Array(text.utf8) }
        if starts(ascii("8BPS")) { return "a Photoshop document (PSD)" }
        if starts([0xFF, 0xD8, 0xFF]) { return "a JPEG image" }
        if starts(ascii("GIF87a")) || starts(ascii("GIF89a")) { return "a GIF image" }
        if starts(ascii("RIFF")) && starts(ascii("WEBP"), at: 8) { return "a WebP image" }
        if starts(ascii("ftyp"), at: 4), bytes.count >= 12 {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            if ["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].contains(brand) { return "a HEIF/HEIC image" }
            if brand == "avif" { return "an AVIF image" }
        }
        if starts(ascii("%PDF-")) { return "a PDF document" }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return "a TIFF image" }
        if starts(ascii("BM")) && bytes.count >= 26 { return "a BMP image" }
        if starts([0x00, 0x00, 0x01, 0x00]) { return "a Windows icon (ICO)" }
        if starts(ascii("icns")) { return "a macOS icon (ICNS)" }
        let text = String(decoding: bytes.prefix(256), as: UTF8.self).lowercased()
        if text.contains("<svg") { return "an SVG document" }
        return nil
    }

    /// `ab 42 …`: the first bytes, for a message about a format no name fits.
    static func hexPrefix(of bytes: [UInt8]) -> String {
        bytes.prefix(4).map { byte in String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16) }
            .joined(separator: " ")
    }
}
