import Foundation
import Testing

@testable import StateboardRender

/// The decoder worker's wire format: the parent never trusts a size the worker sends beyond what
/// the request allows.
@Suite struct DecoderWireTests {
    private let decode = DecoderWire.Request(
        operation: .decode, kind: BitmapKind.jpeg.rawValue, imagePixels: 100, svgSize: 10_000, pixelWidth: 0, pixelHeight: 0,
        payload: Data([1, 2, 3]))

    @Test func aRequestHeaderReadsBackAsWritten() throws {
        var request = decode
        request.operation = .prove
        request.pixelWidth = 300
        request.pixelHeight = 200
        let (read, length) = try DecoderWire.Request.parse(request.header(), maximumPayload: 10)
        #expect(length == 3)
        #expect(read == DecoderWire.Request(
            operation: .prove, kind: request.kind, imagePixels: 100, svgSize: 10_000, pixelWidth: 300, pixelHeight: 200, payload: Data()))
    }

    @Test func aRequestPayloadPastTheWorkersBoundIsRefused() {
        #expect(throws: DecoderWireError.self) { try DecoderWire.Request.parse(decode.header(), maximumPayload: 2) }
    }

    @Test func pixelsPastTheRequestsImagePixelsAreRefusedBeforeTheyAreRead() throws {
        let fits = DecoderWire.Response(status: .pixels, width: 10, height: 10, payload: Data(count: 400))
        #expect(try DecoderWire.Response.parse(fits.header(), for: decode).1 == 400)
        let tooMany = DecoderWire.Response(status: .pixels, width: 11, height: 10, payload: Data(count: 440))
        #expect(throws: DecoderWireError.self) { try DecoderWire.Response.parse(tooMany.header(), for: decode) }
    }

    @Test func aPayloadLengthThatDisagreesWithThePixelsIsRefused() {
        let lying = DecoderWire.Response(status: .pixels, width: 10, height: 10, payload: Data(count: 4_000_000))
        #expect(throws: DecoderWireError.self) { try DecoderWire.Response.parse(lying.header(), for: decode) }
    }

    @Test func aMessagePastItsBoundAndAnAnswerToAnotherQuestionAreRefused() {
        let long = DecoderWire.Response(status: .inputError, width: 0, height: 0, payload: Data(count: DecoderWire.maximumMessageBytes + 1))
        #expect(throws: DecoderWireError.self) { try DecoderWire.Response.parse(long.header(), for: decode) }
        let proof = DecoderWire.Response(status: .proven, width: 0, height: 0, payload: Data())
        #expect(throws: DecoderWireError.self) { try DecoderWire.Response.parse(proof.header(), for: decode) }
    }

    @Test func anotherVersionIsRefused() {
        var header = DecoderWire.Response(status: .proven, width: 0, height: 0, payload: Data()).header()
        header[4] = 2
        var prove = decode
        prove.operation = .prove
        #expect(throws: DecoderWireError.self) { try DecoderWire.Response.parse(header, for: prove) }
    }
}
