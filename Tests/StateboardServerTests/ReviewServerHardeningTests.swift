import Foundation
import Stateboard
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// The review server's writes, attacked: a write is answered only with the session token, from
/// the page's own origin, as JSON within 16 KB, addressed to the server's own host; images are
/// served only as the report lists them.
@Suite(.serialized) struct ReviewServerHardeningTests {
    static let token = String(repeating: "ab", count: 32)

    func withServer(_ body: (Int, ReviewProject) async throws -> Void) async throws {
        let project = try ReviewProject()
        defer { project.remove() }
        var server = ReviewServer(session: try project.session())
        server.token = Self.token
        let running = try await RunningReview.start(server)
        do { try await body(running.port, project) } catch {
            await running.stop()
            throw error
        }
        await running.stop()
    }

    static func headers(port: Int, token: String = token, origin: String? = nil, type: String = "application/json", length: Int) -> [String] {
        var lines = ["Content-Type: \(type)", "X-Stateboard-Token: \(token)", "Content-Length: \(length)"]
        lines.append("Origin: \(origin ?? "http://127.0.0.1:\(port)")")
        return lines
    }

    @Test func aWriteWithoutTheTokenFromAnotherOriginOrNotAsJSONIsRefusedAndDecidesNothing() async throws {
        try await withServer { port, project in
            let key = try project.session().set.items[0].key
            let body = #"{"keys": ["\#(key)"], "verdict": "accept"}"#
            let n = body.utf8.count
            let wrongToken = try await RawRequest.post(
                "/_review/decide", body: body, port: port, headers: Self.headers(port: port, token: String(repeating: "cd", count: 32), length: n))
            let noToken = try await RawRequest.post(
                "/_review/decide", body: body, port: port,
                headers: ["Content-Type: application/json", "Origin: http://127.0.0.1:\(port)", "Content-Length: \(n)"])
            let otherOrigin = try await RawRequest.post(
                "/_review/decide", body: body, port: port, headers: Self.headers(port: port, origin: "http://evil.test", length: n))
            let noOrigin = try await RawRequest.post(
                "/_review/decide", body: body, port: port,
                headers: ["Content-Type: application/json", "X-Stateboard-Token: \(Self.token)", "Content-Length: \(n)"])
            let form = try await RawRequest.post("/_review/decide", body: body, port: port, headers: Self.headers(port: port, type: "text/plain", length: n))
            #expect([wrongToken.status, noToken.status, otherOrigin.status, noOrigin.status] == [Int](repeating: 403, count: 4))
            #expect(form.status == 415)
            #expect(try project.session().decisions.isEmpty, "a refused write decided something")
            let good = try await RawRequest.post("/_review/decide", body: body, port: port, headers: Self.headers(port: port, length: n))
            #expect(good.status == 200, "\(good.text)")
            #expect(try project.session().decisions[key]?.verdict == .accept)
        }
    }

    @Test func oneDecisionSettlesAScreenOrAGroup() async throws {
        try await withServer { port, project in
            let screen = #"{"screen": "probe/inbox", "verdict": "reject"}"#
            let rejected = try await RawRequest.post(
                "/_review/decide", body: screen, port: port, headers: Self.headers(port: port, length: screen.utf8.count))
            #expect(rejected.status == 200)
            #expect(try project.session().decisions.values.filter { $0.verdict == .reject }.count == 4)
            let group = try #require(try project.session().set.groups.first)
            let body = #"{"group": "\#(group.id)", "verdict": "accept", "note": "intended"}"#
            let accepted = try await RawRequest.post("/_review/decide", body: body, port: port, headers: Self.headers(port: port, length: body.utf8.count))
            #expect(accepted.status == 200)
            #expect(try project.session().decisions.values.filter { $0.verdict == .accept && $0.note == "intended" }.count == group.keys.count)
        }
    }

    @Test func bodiesAreBoundedAndStrictlyFramed() async throws {
        try await withServer { port, project in
            let big = try await RawRequest.post("/_review/decide", body: "", port: port, headers: Self.headers(port: port, length: 1_000_000))
            #expect(big.status == 413, "\(big.text)")
            let huge = try await RawRequest.post(
                "/_review/decide", body: "", port: port, headers: Self.headers(port: port, length: 0) + ["Content-Length: 99999999999999999999999"])
            #expect(huge.status == 400, "two Content-Length fields: \(huge.text)")
            let none = try await RawRequest.post(
                "/_review/decide", body: "{}", port: port, headers: ["Content-Type: application/json", "X-Stateboard-Token: \(Self.token)"])
            #expect(none.status == 411)
            let chunked = try await RawRequest.post(
                "/_review/decide", body: "2\r\n{}\r\n0\r\n\r\n", port: port, headers: Self.headers(port: port, length: 2) + ["Transfer-Encoding: chunked"])
            #expect(chunked.status == 400)
            let garbage = try await RawRequest.post("/_review/decide", body: "{\"keys\": 1}", port: port, headers: Self.headers(port: port, length: 11))
            #expect(garbage.status == 400)
            let unknown = #"{"keys": ["../../etc/passwd"], "verdict": "accept"}"#
            let outside = try await RawRequest.post("/_review/decide", body: unknown, port: port, headers: Self.headers(port: port, length: unknown.utf8.count))
            #expect(outside.status == 400 && outside.text.contains("not an image of this review"), "\(outside.text)")
            let options = try await RawRequest.send("OPTIONS /_review/decide HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: port)
            #expect(options.status == 405, "a preflight is never answered")
            #expect(try project.session().decisions.isEmpty)
        }
    }

    @Test func imagesAreServedOnlyAsTheReportListsThem() async throws {
        try await withServer { port, project in
            let key = try project.session().set.items[0].key
            let query = key.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            #expect(try await RawHTTP.fetch("/_review/image?key=\(query)&image=actual", port: port).status == 200)
            #expect(try await RawHTTP.fetch("/_review/image?key=\(query)&image=../report.json", port: port).status == 404)
            #expect(try await RawHTTP.fetch("/_review/image?key=..%2F..%2Fetc%2Fpasswd&image=actual", port: port).status == 404)
            #expect(try await RawHTTP.fetch("/report.json", port: port).status == 404)
            let page = try await RawHTTP.fetch("/", port: port)
            #expect(page.status == 200 && page.text.contains(Self.token))
            let rebound = try await RawRequest.send("GET / HTTP/1.1\r\nHost: rebound.test\r\nConnection: close\r\n\r\n", port: port)
            #expect(rebound.status == 421 && !rebound.text.contains(Self.token), "the token is never shown to another host")
        }
    }
}
