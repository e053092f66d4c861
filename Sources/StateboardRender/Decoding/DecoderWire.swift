import Foundation

/// The decoder worker's wire format: one request, then one response, each a fixed little-endian
/// header and a payload whose length the header gives. Versioned by the header's magic and
/// version; each side refuses a header it does not know and a length past its bound, so neither
/// trusts a size the other sends (the parent least of all: the worker runs untrusted decoders).
enum DecoderWire {
    static let version: UInt16 = 1
    static let requestMagic = Array("SBDQ".utf8)
    static let responseMagic = Array("SBDR".utf8)
    /// Bytes of a request header: magic, version, operation, kind, image pixels, the SVG size
    /// limit, pixel width and height, payload length.
    static let requestHeaderBytes = 4 + 2 + 1 + 1 + 8 + 8 + 4 + 4 + 4
    /// Bytes of a response header: magic, version, status, padding, width, height, payload length.
    static let responseHeaderBytes = 4 + 2 + 1 + 1 + 4 + 4 + 4
    /// The longest error message a worker may send.
    static let maximumMessageBytes = 4_096

    /// What a request asks.
    enum Operation: UInt8, Sendable {
        /// Decode a bitmap (`BitmapKind`) into upright pixels.
        case decode = 1
        /// Draw a vector image (`VectorKind`) at a pixel size, as a proof that it finishes.
        case prove = 2
        /// Crash the worker (honoured only by a worker started with its test hook).
        case crash = 3
    }

    /// What a response says.
    enum Status: UInt8, Sendable {
        case pixels = 0
        case proven = 1
        case inputError = 2
    }

    struct Request: Sendable, Equatable {
        var operation: Operation
        var kind: UInt8
        var imagePixels: Int
        var svgSize: Double
        var pixelWidth: Int
        var pixelHeight: Int
        var payload: Data

        func header() -> [UInt8] {
            var bytes = DecoderWire.requestMagic
            bytes += le(UInt64(DecoderWire.version), 2) + [operation.rawValue, kind]
            bytes += le(UInt64(imagePixels), 8) + le(svgSize.bitPattern, 8)
            bytes += le(UInt64(pixelWidth), 4) + le(UInt64(pixelHeight), 4) + le(UInt64(payload.count), 4)
            return bytes
        }

        /// The request a header describes (its payload still to read), or why it is refused.
        static func parse(_ header: [UInt8], maximumPayload: Int) throws(DecoderWireError) -> (Request, Int) {
            guard header.count == requestHeaderBytes, Array(header[0..<4]) == requestMagic else { throw .badHeader("not a request") }
            guard read(header, 4, 2) == UInt64(version) else { throw .badHeader("version \(read(header, 4, 2))") }
            guard let operation = Operation(rawValue: header[6]) else { throw .badHeader("operation \(header[6])") }
            let length = Int(read(header, 32, 4))
            guard length <= maximumPayload else { throw .badHeader("a payload of \(length) bytes") }
            let request = Request(
                operation: operation, kind: header[7], imagePixels: Int(clamping: read(header, 8, 8)),
                svgSize: Double(bitPattern: read(header, 16, 8)), pixelWidth: Int(read(header, 24, 4)),
                pixelHeight: Int(read(header, 28, 4)), payload: Data())
            return (request, length)
        }
    }

    struct Response: Sendable, Equatable {
        var status: Status
        var width: Int
        var height: Int
        var payload: Data

        func header() -> [UInt8] {
            var bytes = DecoderWire.responseMagic
            bytes += le(UInt64(DecoderWire.version), 2) + [status.rawValue, 0]
            bytes += le(UInt64(width), 4) + le(UInt64(height), 4) + le(UInt64(payload.count), 4)
            return bytes
        }

        /// The response a header describes, checked against what `request` allows: pixels within its
        /// `imagePixels` and Cairo's side, exactly four bytes a pixel; a message of bounded length.
        static func parse(_ header: [UInt8], for request: Request) throws(DecoderWireError) -> (Response, Int) {
            guard header.count == responseHeaderBytes, Array(header[0..<4]) == responseMagic else { throw .badHeader("not a response") }
            guard read(header, 4, 2) == UInt64(version) else { throw .badHeader("version \(read(header, 4, 2))") }
            guard let status = Status(rawValue: header[6]) else { throw .badHeader("status \(header[6])") }
            let width = Int(read(header, 8, 4)), height = Int(read(header, 12, 4)), length = Int(read(header, 16, 4))
            switch status {
            case .pixels:
                guard request.operation == .decode, width > 0, height > 0, width <= 32_767, height <= 32_767,
                    width * height <= request.imagePixels, length == width * height * 4
                else { throw .badHeader("\(width)×\(height) pixels in \(length) bytes") }
            case .proven:
                guard request.operation == .prove, length == 0 else { throw .badHeader("a proof of \(length) bytes") }
            case .inputError:
                guard length <= maximumMessageBytes else { throw .badHeader("a message of \(length) bytes") }
            }
            return (Response(status: status, width: width, height: height, payload: Data()), length)
        }
    }

    static func le(_ value: UInt64, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) } }

    static func read(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt64 {
        (0..<count).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }
}

/// A frame that breaks the wire format.
struct DecoderWireError: Error, Sendable, CustomStringConvertible {
    let description: String
    static func badHeader(_ what: String) -> DecoderWireError { DecoderWireError(description: "a frame with \(what)") }
}
