import Foundation
import StateboardCore

/// The decoder worker's side: what `stateboard decode-worker` (the hidden subcommand the command
/// line starts itself as) runs. It serves requests from standard input, one at a time, answers on
/// standard output, and returns when its input ends or breaks the wire format.
public enum DecoderService {
    /// The file name a worker uses in its messages; the parent puts the image's path in its place.
    static let namePlaceholder = "\u{FFFC}"
    /// Bytes that make a worker started with its test hook crash (a PDF comment keeps the file valid).
    public static let testCrashMarker = "%stateboard-test-crash"

    /// Serves requests until standard input ends. Returns the worker's exit status (0 at the end
    /// of input, 2 for a request that breaks the wire format); it never exits the process itself.
    /// It first puts itself under `limits` (a worker process is made for this: the library never
    /// does it to a host process).
    public static func serve(limits: DecoderWorkerLimits, testCrashHook: Bool = false) -> Int32 {
        limits.applyToThisProcess()
        while true {
            limits.renewCPUTime()
            let header = readExactly(DecoderWire.requestHeaderBytes)
            guard let header else { return 0 }
            guard let (request, length) = try? DecoderWire.Request.parse(header, maximumPayload: limits.requestBytes),
                let payload = readExactly(length)
            else { return 2 }
            var full = request
            full.payload = Data(payload)
            if testCrashHook, request.operation == .crash || full.payload.range(of: Data(testCrashMarker.utf8)) != nil {
                // The default action, not a handler that returns: the worker dies as a decoder's crash kills it.
                signal(SIGSEGV, SIG_DFL)
                raise(SIGSEGV)
            }
            let response = answer(full)
            guard writeAll(response.header()), writeAll([UInt8](response.payload)) else { return 0 }
        }
    }

    /// The answer to one request: pixels, a proof, or the input's error.
    static func answer(_ request: DecoderWire.Request) -> DecoderWire.Response {
        var limits = InputLimits()
        limits.imagePixels = request.imagePixels
        limits.svgSize = request.svgSize
        limits.assetBytes = request.payload.count
        do {
            switch request.operation {
            case .decode:
                guard let kind = BitmapKind(rawValue: request.kind) else { throw RenderError.input("an unknown bitmap kind") }
                let pixels = try kind.decode(request.payload, name: namePlaceholder, limits: limits)
                return .init(status: .pixels, width: pixels.width, height: pixels.height, payload: pixels.words)
            case .prove:
                guard let kind = VectorKind(rawValue: request.kind) else { throw RenderError.input("an unknown vector kind") }
                try kind.prove(request.payload, name: namePlaceholder, pixelWidth: request.pixelWidth, pixelHeight: request.pixelHeight, limits: limits)
                return .init(status: .proven, width: 0, height: 0, payload: Data())
            case .crash:
                throw RenderError.input("this worker has no test hook")
            }
        } catch {
            let message = Data("\(error)".utf8.prefix(DecoderWire.maximumMessageBytes))
            return .init(status: .inputError, width: 0, height: 0, payload: message)
        }
    }

    private static func readExactly(_ count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let got = bytes[offset...].withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return nil }
            offset += got
        }
        return bytes
    }

    private static func writeAll(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }
}
