import Foundation
import Stateboard
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// The server's limits over raw sockets: a refused request gets its status and the connection
/// closes; a head must arrive whole within the idle timeout; a client that stops reading is
/// closed; requests on one connection are answered in order; pages' event streams end first
/// when the server stops.
@Suite(.serialized) struct ServerLimitsTests {
    /// Sends without SIGPIPE (the server may have closed the connection).
    static func send(_ fd: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        #if os(Linux)
            _ = Foundation.send(fd, bytes, bytes.count, Int32(MSG_NOSIGNAL))
        #else
            var on: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            _ = Foundation.send(fd, bytes, bytes.count, 0)
        #endif
    }

    /// What the server sends back to `request` until it closes the connection.
    static func exchange(_ request: String, port: Int) async throws -> String? {
        try await offPool {
            let fd = try ServerHardeningTests.connect(port: port)
            defer { close(fd) }
            Self.send(fd, request)
            return ServerHardeningTests.readUntilClosed(fd)
        }
    }

    /// Rule: a request refused before any route (oversized head, another method, a body, bad
    /// syntax) gets its status and the connection closes.
    @Test func refusedRequestsGetTheirStatusAndTheConnectionCloses() async throws {
        let (server, folder) = try ServerHardeningTests.server()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try await RunningPreview.start(server)
        let port = preview.port
        let host = "Host: 127.0.0.1\r\n"
        let cases: [(String, String)] = [
            ("GET / HTTP/1.1\r\n\(host)X-Pad: \(String(repeating: "a", count: 20_000))\r\n\r\n", "431"),
            ("POST / HTTP/1.1\r\n\(host)Content-Length: 0\r\n\r\n", "405"),
            ("GET / HTTP/1.1\r\n\(host)Content-Length: 1000000000\r\n\r\n", "413"),
            ("GET / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n", "400"),
            ("GET / HTTP/1.1\n\(host)\n", "400"),
            ("GET /\(String(repeating: "a", count: 9000)) HTTP/1.1\r\n\(host)\r\n", "414"),
            ("GET / HTTP/1.1\r\n\r\n", "400"),
        ]
        for (request, status) in cases {
            let reply = try await Self.exchange(request, port: port)
            #expect(reply?.hasPrefix("HTTP/1.1 \(status) ") == true, "\(request.prefix(40)) → \(reply?.prefix(80) ?? "still open")")
        }
        #expect(try await Self.exchange("OPTIONS / HTTP/1.1\r\n\(host)\r\n", port: port)?.contains("Allow: GET, HEAD") == true)
        await preview.stop()
    }

    /// Rule: the whole request head must arrive within the idle timeout; a client dripping it
    /// a byte at a time (slowloris) is closed, not answered.
    @Test func aHeadDrippedPastTheIdleTimeoutIsClosed() async throws {
        let (server, folder) = try ServerHardeningTests.server { $0.idleTimeout = .milliseconds(400) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try await RunningPreview.start(server)
        let port = preview.port
        let reply = try await offPool { () throws -> String? in
            let fd = try ServerHardeningTests.connect(port: port, sending: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            defer { close(fd) }
            // Four times the timeout, a byte every 50 ms, then the head's end.
            for _ in 0..<32 {
                Self.send(fd, "a")
                Thread.sleep(forTimeInterval: 0.05)
            }
            Self.send(fd, "\r\n\r\n")
            return ServerHardeningTests.readUntilClosed(fd)
        }
        #expect(reply != nil, "the connection stayed open")
        #expect(reply?.contains("200 OK") == false, "the dripped request was answered")
        await preview.stop()
    }

    /// Rule: requests sent one after another on a connection, without waiting (pipelined), are
    /// answered in order; HEAD gets the length without the body; `Connection: close` ends it.
    @Test func pipelinedRequestsAreAnsweredInOrder() async throws {
        let (server, folder) = try ServerHardeningTests.server()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("first file\n".utf8).write(to: folder.appendingPathComponent("a.json"))
        try Data("second\n".utf8).write(to: folder.appendingPathComponent("b.json"))
        let preview = try await RunningPreview.start(server)
        let requests = ["GET /a.json", "HEAD /b.json", "GET /b.json", "GET /missing.json"].map { "\($0) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" }
        let reply = try #require(
            try await Self.exchange(requests.joined() + "GET /a.json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: preview.port))
        let statuses = reply.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("HTTP/1.1 ") }.map(String.init)
        #expect(statuses == ["HTTP/1.1 200 OK", "HTTP/1.1 200 OK", "HTTP/1.1 200 OK", "HTTP/1.1 404 Not Found", "HTTP/1.1 200 OK"], "\(reply)")
        let bodies = reply.components(separatedBy: "\r\n\r\n").dropFirst().map { $0.components(separatedBy: "HTTP/1.1 ").first ?? "" }
        #expect(bodies == ["first file\n", "", "second\n", "not found\n", "first file\n"], "\(bodies)")
        #expect(reply.contains("Content-Length: 7\r\n"), "HEAD says the length")
        // HTTP/1.0: closed after one response unless asked to keep it, and then told so.
        let http10 = try #require(try await Self.exchange("GET /b.json HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\nGET /a.json HTTP/1.0\r\n\r\n", port: preview.port))
        #expect(http10.hasSuffix("\r\n\r\nsecond\n") && !http10.contains("keep-alive"), "\(http10)")
        let kept = try #require(
            try await Self.exchange(
                "GET /b.json HTTP/1.0\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\nGET /a.json HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n", port: preview.port))
        #expect(kept.contains("Connection: keep-alive\r\n") && kept.hasSuffix("first file\n"), "\(kept)")
        await preview.stop()
    }

    /// Rule: a client that stops reading a response is closed once it has read nothing for the
    /// idle timeout (its connection does not hold a thread for ever).
    @Test func aClientThatStopsReadingIsClosed() async throws {
        let (server, folder) = try ServerHardeningTests.server { $0.idleTimeout = .milliseconds(300) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let size = 32 << 20
        try Data(count: size).write(to: folder.appendingPathComponent("large.json"))
        let preview = try await RunningPreview.start(server)
        let port = preview.port
        let received = try await offPool { () throws -> Int in
            let fd = try ServerHardeningTests.connect(
                port: port, sending: "GET /large.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", receiveBuffer: 1 << 16)
            defer { close(fd) }
            Thread.sleep(forTimeInterval: 3)
            return ServerHardeningTests.readUntilClosed(fd)?.utf8.count ?? Int.max
        }
        #expect(received < size, "the whole response arrived to a client that did not read for 3 s")
        await preview.stop()
    }

    /// Rule: when the server stops, the pages' event streams end (gracefully, well before the
    /// shutdown deadline) and `run` returns.
    @Test func eventStreamsEndWhenTheServerStops() async throws {
        let (server, folder) = try ServerHardeningTests.server { $0.shutdownDeadline = .seconds(60) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try await RunningPreview.start(server)
        let port = preview.port
        let fd = try await offPool { try ServerHardeningTests.connect(port: port, sending: "GET /_events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") }
        defer { close(fd) }
        let first = try await offPool { () -> String in
            var seen = ""
            var chunk = [UInt8](repeating: 0, count: 4096)
            while !seen.contains("event: update") {
                let count = read(fd, &chunk, chunk.count)
                guard count > 0 else { break }
                seen += String(decoding: chunk[0..<count], as: UTF8.self)
            }
            return seen
        }
        #expect(first.hasPrefix("HTTP/1.1 200 OK") && first.contains("text/event-stream") && first.contains("event: update"), "\(first)")
        async let stopped: Void = preview.stop()
        let rest = try await offPool { ServerHardeningTests.readUntilClosed(fd) }
        await stopped
        #expect(rest != nil, "the event stream stayed open after the server stopped")
    }
}
