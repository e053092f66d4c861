import Foundation
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// The gallery page is written as it is sent, from the hub's lists (a page of 50,000 images is
/// never whole in memory): chunked to HTTP/1.1, to the connection's close for HTTP/1.0.
@Suite struct StreamedPageTests {
    /// The body of a chunked response (`reply` after its head), and what follows the last chunk.
    static func dechunk(_ body: Substring) throws -> (body: String, rest: Substring) {
        var rest = body
        var decoded = ""
        while true {
            let line = try #require(rest.range(of: "\r\n"), "a chunk's size line")
            let size = try #require(Int(rest[..<line.lowerBound], radix: 16), "\(rest.prefix(20))")
            rest = rest[line.upperBound...]
            if size == 0 {
                #expect(rest.hasPrefix("\r\n"), "the last chunk ends the body")
                return (decoded, Substring(rest.utf8.dropFirst(2)))
            }
            let data = Array(rest.utf8.prefix(size + 2))
            #expect(data.count == size + 2 && data.suffix(2) == Array("\r\n".utf8), "a chunk ends after its size")
            decoded += String(decoding: data.prefix(size), as: UTF8.self)
            rest = Substring(String(decoding: Array(rest.utf8.dropFirst(size + 2)), as: UTF8.self))
        }
    }

    /// Rule: HTTP/1.1 gets the page in chunks (no length), and a request pipelined after it is
    /// answered on the same connection; HTTP/1.0 gets the same page, ended by the close.
    @Test func thePageIsChunkedToHTTP11AndClosedForHTTP10() async throws {
        let (server, folder) = try ServerHardeningTests.server()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("after\n".utf8).write(to: folder.appendingPathComponent("a.json"))
        let preview = try await RunningPreview.start(server)
        let reply = try #require(
            try await ServerLimitsTests.exchange(
                "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /a.json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: preview.port))
        let headEnd = try #require(reply.range(of: "\r\n\r\n"))
        let head = reply[..<headEnd.lowerBound]
        #expect(head.hasPrefix("HTTP/1.1 200 OK") && head.contains("Transfer-Encoding: chunked") && !head.contains("Content-Length"), "\(head)")
        let (page, rest) = try Self.dechunk(reply[headEnd.upperBound...])
        #expect(page.hasPrefix("<!") && page.contains("</html>") && page.utf8.count > 1000, "\(page.prefix(80))")
        #expect(
            rest.hasPrefix("HTTP/1.1 200 OK") && rest.hasSuffix("\r\n\r\nafter\n"),
            "the next response follows the last chunk: \(rest.prefix(80).debugDescription)")

        let old = try #require(try await ServerLimitsTests.exchange("GET / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n", port: preview.port))
        let oldHead = try #require(old.range(of: "\r\n\r\n"))
        #expect(!old[..<oldHead.lowerBound].contains("Transfer-Encoding") && old[..<oldHead.lowerBound].contains("Connection: close"))
        #expect(String(old[oldHead.upperBound...]) == page, "the same page, to the close")
        await preview.stop()
    }
}
