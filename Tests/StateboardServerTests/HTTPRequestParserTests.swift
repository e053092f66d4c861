import Foundation
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// The request parser on hostile input: every limit and every refusal, each its own rule.
@Suite struct HTTPRequestParserTests {
    static func parse(_ text: String) -> HTTPRequestParser.Outcome { parse(Array(text.utf8)) }
    static func parse(_ bytes: [UInt8]) -> HTTPRequestParser.Outcome { HTTPRequestParser.parse(bytes[...]) }

    /// The status a whole request is refused with, nil when it is accepted.
    static func refusal(_ text: String) -> Int? { refusal(Array(text.utf8)) }
    static func refusal(_ bytes: [UInt8]) -> Int? {
        switch parse(bytes) {
        case .refused(let refusal): refusal.status
        case .head: nil
        case .incomplete: -1
        }
    }

    @Test func aGetRequestIsReadWithItsTargetFieldsAndLength() throws {
        let text = "GET /a%20b/c.png?path=x%2Fy.png&n=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX-Empty:\r\n\r\nGET / HTTP/1.1\r\n"
        guard case .head(let head, let consumed) = Self.parse(text) else { Issue.record("not read: \(Self.parse(text))"); return }
        #expect(head.method == "GET" && head.minorVersion == 1)
        #expect(head.path == "/a%20b/c.png", "the path stays percent-encoded for ServedFiles")
        #expect(head.queryValue("path") == "x/y.png" && head.queryValue("n") == "1" && head.queryValue("missing") == nil)
        #expect(head.host == "127.0.0.1:8080" && head.field("x-empty") == "")
        #expect(consumed == text.utf8.count - "GET / HTTP/1.1\r\n".utf8.count, "a pipelined request that follows is left")
        #expect(head.keepsAlive)
    }

    @Test func aHeadNotYetEndedIsIncomplete() {
        #expect(Self.parse("GET / HTTP/1.1\r\nHost: x\r\n") == .incomplete)
        #expect(Self.parse("") == .incomplete)
    }

    @Test func aHeadOverSixteenKilobytesIs431() {
        let long = "GET / HTTP/1.1\r\nHost: x\r\nX-Pad: " + String(repeating: "a", count: HTTPRequestParser.maximumHeadBytes) + "\r\n\r\n"
        #expect(Self.refusal(long) == 431)
        // Without its end yet, too: the server does not wait for more.
        #expect(Self.refusal(String(long.dropLast(4))) == 431)
    }

    @Test func moreThanAHundredFieldsIs431() {
        let fields = (0...HTTPRequestParser.maximumFieldCount).map { "X-\($0): y\r\n" }.joined()
        #expect(Self.refusal("GET / HTTP/1.1\r\nHost: x\r\n" + fields + "\r\n") == 431)
    }

    @Test func aTargetOverEightKilobytesIs414() {
        #expect(Self.refusal("GET /" + String(repeating: "a", count: HTTPRequestParser.maximumTargetBytes) + " HTTP/1.1\r\nHost: x\r\n\r\n") == 414)
    }

    @Test func aBareLineFeedIs400AtOnce() {
        #expect(Self.refusal("GET / HTTP/1.1\nHost: x\n\n") == 400)
        #expect(Self.refusal("GET / HTTP/1.1\r\nHost: x\n") == 400, "refused before the head ends")
    }

    @Test func aBareCarriageReturnIs400() {
        #expect(Self.refusal("GET / HTTP/1.1\rHost: x\r\n\r\n") == 400)
    }

    @Test func aNulByteIs400AtOnce() {
        #expect(Self.refusal(Array("GET /a".utf8) + [0] + Array("b HTTP/1.1\r\n".utf8)) == 400)
        #expect(Self.refusal(Array("GET / HTTP/1.1\r\nHost: x".utf8) + [0] + Array("\r\n\r\n".utf8)) == 400)
    }

    @Test func nonASCIIInTheTargetIs400() {
        #expect(Self.refusal("GET /café HTTP/1.1\r\nHost: x\r\n\r\n") == 400)
        #expect(Self.refusal("GET /a b HTTP/1.1\r\nHost: x\r\n\r\n") == 400)
    }

    @Test func nonASCIIInAFieldValueIsKeptNotRefused() {
        guard case .head(let head, _) = Self.parse("GET / HTTP/1.1\r\nHost: x\r\nX-Name: café\r\n\r\n") else { Issue.record("refused"); return }
        #expect(head.field("X-Name") == "café")
    }

    @Test func aControlCharacterInAFieldValueIs400() {
        #expect(Self.refusal("GET / HTTP/1.1\r\nHost: x\r\nX-Bell: a\u{07}b\r\n\r\n") == 400)
        #expect(Self.refusal("GET / HTTP/1.1\r\nHost: x\r\nX-Del: a\u{7F}\r\n\r\n") == 400)
    }

    @Test func aFoldedOrNamelessFieldIs400() {
        #expect(Self.refusal("GET / HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n continued\r\n\r\n") == 400)
        #expect(Self.refusal("GET / HTTP/1.1\r\nHost : x\r\n\r\n") == 400, "no space before the colon")
        #expect(Self.refusal("GET / HTTP/1.1\r\n: x\r\n\r\n") == 400)
        #expect(Self.refusal("GET / HTTP/1.1\r\nno colon\r\n\r\n") == 400)
    }

    @Test func twoHostFieldsAre400() {
        #expect(Self.refusal("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nhost: evil.example\r\n\r\n") == 400)
    }

    @Test func aMissingHostIsLeftToTheHostCheck() {
        guard case .head(let head, _) = Self.parse("GET / HTTP/1.1\r\n\r\n") else { Issue.record("refused"); return }
        #expect(head.host == nil)
        #expect(HostCheck(listeningOn: "127.0.0.1").refusal(for: head.host)?.status == 400)
    }

    @Test func aRequestBodyIsRefusedNeverRead() {
        #expect(Self.refusal("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello") == 413)
        #expect(Self.refusal("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999999999999\r\n\r\n") == 413)
        #expect(Self.refusal("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n") == 400)
        #expect(Self.refusal("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1e3\r\n\r\n") == 400)
        #expect(Self.refusal("GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n") == 400)
        #expect(Self.refusal("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n") == nil, "an empty body is no body")
    }

    @Test func methodsOtherThanGetAndHeadAre405WithAllow() {
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "CONNECT", "get"] {
            guard case .refused(let refusal) = Self.parse("\(method) / HTTP/1.1\r\nHost: x\r\n\r\n") else { Issue.record("\(method) accepted"); continue }
            #expect(refusal.status == 405 && refusal.fields.contains { $0.name == "Allow" && $0.value == "GET, HEAD" }, "\(method)")
        }
        #expect(Self.refusal("HEAD / HTTP/1.1\r\nHost: x\r\n\r\n") == nil)
    }

    @Test func aMalformedRequestLineIs400() {
        for line in [
            "GET /", "GET  / HTTP/1.1", "GET / HTTP/1.1 extra", "GET * HTTP/1.1", "G(T / HTTP/1.1", "GET / HTTX/1.1",
        ] {
            #expect(Self.refusal(line + "\r\nHost: x\r\n\r\n") == 400, "\(line)")
        }
    }

    /// Rule: a target in absolute form is accepted (RFC 9112 §3.2.2: a server MUST): its path and
    /// query are the target, and its authority, not the Host header, is the host checked.
    @Test func anAbsoluteFormTargetIsReadAsItsPathWithItsAuthority() throws {
        let text = "GET http://127.0.0.1:8080/a%20b/c.png?path=x HTTP/1.1\r\nHost: other.example\r\n\r\n"
        guard case .head(let head, _) = Self.parse(text) else { Issue.record("not read: \(Self.parse(text))"); return }
        #expect(head.path == "/a%20b/c.png" && head.queryValue("path") == "x")
        #expect(head.host == "127.0.0.1:8080", "the target's authority wins over the Host header")
        for (target, path) in [("HTTP://localhost:9", "/"), ("http://localhost?q=1", "/?q=1"), ("http://[::1]:80/x", "/x")] {
            guard case .head(let head, _) = Self.parse("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n") else { Issue.record("\(target) refused"); continue }
            #expect(head.target == path, "\(target)")
        }
    }

    /// Rule: an absolute target other than `http://host…` (another scheme, user information, no
    /// host, a fragment) is 400, as is an HTTP/1.1 one without a Host header.
    @Test func aMalformedAbsoluteTargetIs400() {
        for target in ["https://localhost/", "ftp://localhost/", "http://user@localhost/", "http:///x", "http://localhost#top", "localhost/x"] {
            #expect(Self.refusal("GET \(target) HTTP/1.1\r\nHost: localhost\r\n\r\n") == 400, "\(target)")
        }
        #expect(Self.refusal("GET http://localhost/ HTTP/1.1\r\n\r\n") == 400)
        #expect(Self.refusal("GET http://localhost/ HTTP/1.0\r\n\r\n") == nil, "HTTP/1.0 has no Host requirement")
    }

    @Test func otherHTTPVersionsAre505() {
        #expect(Self.refusal("GET / HTTP/2.0\r\nHost: x\r\n\r\n") == 505)
        #expect(Self.refusal("GET / HTTP/0.9\r\nHost: x\r\n\r\n") == 505)
    }

    @Test func connectionFieldsDecideKeepAlive() {
        func keepsAlive(_ text: String) -> Bool? {
            guard case .head(let head, _) = Self.parse(text) else { return nil }
            return head.keepsAlive
        }
        #expect(keepsAlive("GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive, Close\r\n\r\n") == false)
        #expect(keepsAlive("GET / HTTP/1.0\r\nHost: x\r\n\r\n") == false)
        #expect(keepsAlive("GET / HTTP/1.0\r\nHost: x\r\nConnection: keep-alive\r\n\r\n") == true)
    }

    @Test func leadingEmptyLinesAreSkipped() {
        let text = "\r\n\r\nGET /x HTTP/1.1\r\nHost: x\r\n\r\n"
        guard case .head(let head, let consumed) = Self.parse(text) else { Issue.record("refused"); return }
        #expect(head.path == "/x" && consumed == text.utf8.count)
    }

    @Test func aHeadReadByteByByteIsReadOnceWhole() {
        let bytes = Array("GET /x HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        var scanned = 0
        for end in 1..<bytes.count {
            #expect(HTTPRequestParser.parse(bytes[..<end], scanned: scanned) == .incomplete, "\(end)")
            scanned = end
        }
        guard case .head(let head, let consumed) = HTTPRequestParser.parse(bytes[...], scanned: scanned) else { Issue.record("not read"); return }
        #expect(head.path == "/x" && consumed == bytes.count)
    }
}

/// The parser on random input, read whole or in pieces as a socket delivers it.
@Suite struct HTTPRequestParserPieceTests {
    /// Rule: however the bytes arrive (in pieces, each parse resuming where the last stopped),
    /// the outcome is the one of reading them whole.
    @Test func piecesReadAsTheWhole() {
        var random = SeededGenerator(seed: 26)
        let parts = ["GET ", "HEAD ", "/", "a", "%2e", "?p=1", " HTTP/1.1", "\r\n", "\n", "\r", "Host: x", ": ", "\0", "é", " ", "\t", "\r\n\r\n"]
        for _ in 0..<2000 {
            let bytes = Array((0..<Int.random(in: 1...12, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined().utf8)
            let whole = HTTPRequestParser.parse(bytes[...])
            var scanned = 0
            var end = 0
            var outcome = HTTPRequestParser.Outcome.incomplete
            while end < bytes.count {
                end = min(bytes.count, end + Int.random(in: 1...5, using: &random))
                outcome = HTTPRequestParser.parse(bytes[..<end], scanned: scanned)
                guard outcome == .incomplete else { break }
                scanned = end
            }
            #expect(outcome == whole, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }
}
