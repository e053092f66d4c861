import Foundation
import Testing

@testable import StateboardServer

/// POST bodies, read only by a server that asks for them (`review`) and only within its limit;
/// the preview still refuses every POST and every body.
@Suite struct HTTPPostBodyTests {
    static func parse(_ text: String, limit: Int) -> HTTPRequestParser.Outcome {
        HTTPRequestParser.parse(Array(text.utf8)[...], maximumBodyBytes: limit)
    }

    static func status(_ outcome: HTTPRequestParser.Outcome) -> Int? {
        if case .refused(let refusal) = outcome { return refusal.status }
        return nil
    }

    @Test func aPostWithinTheLimitIsReadAndAnythingElseIsRefusedBeforeItsBody() {
        let post = "POST /_review/decide HTTP/1.1\r\nHost: a\r\nContent-Length: 10\r\n\r\n"
        guard case .head(let head, let consumed) = Self.parse(post, limit: 16) else { Issue.record("not read"); return }
        #expect(head.method == "POST" && head.contentLength == 10 && consumed == post.utf8.count)
        #expect(Self.status(Self.parse(post.replacingOccurrences(of: ": 10", with: ": 17"), limit: 16)) == 413)
        #expect(Self.status(Self.parse(post.replacingOccurrences(of: ": 10", with: ": 0010000000000"), limit: 16)) == 413)
        #expect(Self.status(Self.parse(post.replacingOccurrences(of: ": 10", with: ": -1"), limit: 16)) == 400)
        #expect(Self.status(Self.parse("POST / HTTP/1.1\r\nHost: a\r\n\r\n", limit: 16)) == 411)
        #expect(Self.status(Self.parse(post + "Content-Length: 10\r\n\r\n", limit: 16)) == nil, "the second head is a body")
        #expect(Self.status(Self.parse(post.replacingOccurrences(of: "\r\n\r\n", with: "\r\nContent-Length: 10\r\n\r\n"), limit: 16)) == 400)
        // GET and HEAD carry no body even there; the preview (limit 0) answers no POST.
        #expect(Self.status(Self.parse("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\n", limit: 16)) == 413)
        #expect(Self.status(Self.parse(post, limit: 0)) == 413)
        #expect(Self.status(Self.parse("POST / HTTP/1.1\r\nHost: a\r\n\r\n", limit: 0)) == 405)
    }
}
