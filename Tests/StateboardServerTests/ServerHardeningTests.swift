import Foundation
import Stateboard
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// The preview server under hostile clients, over raw sockets: only requests addressed to a
/// name it listens on are answered (DNS rebinding), idle and half-sent requests are closed,
/// and the number of connections is capped with a line saying so.
@Suite(.serialized) struct ServerHardeningTests {
    /// A server with a tiny theme folder that renders nothing slow (its images are served as given).
    static func server(_ configure: (inout PreviewServer) -> Void = { _ in }) throws -> (PreviewServer, URL) {
        let folder = try TestPaths.temporaryFolder("serve-hardening")
        var server = PreviewServer(themePaths: [], out: folder.path)
        server.images = []
        configure(&server)
        return (server, folder)
    }

    /// A connected loopback socket that sends `text` (nothing when empty). `receiveBuffer`
    /// fixes its receive buffer's size (set before connecting, so the kernel does not grow it:
    /// Linux may otherwise let a client that reads nothing take in 32 MB).
    static func connect(port: Int, sending text: String = "", receiveBuffer: Int32? = nil) throws -> Int32 {
        let fd = TestSockets.tcp()
        guard fd >= 0 else { throw HarnessError("socket: \(errno)") }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if var size = receiveBuffer { setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size)) }
        guard TestSockets.connectToLoopback(fd, port: port) == 0 else { close(fd); throw HarnessError("connect: \(errno)") }
        let bytes = Array(text.utf8)
        if !bytes.isEmpty { _ = write(fd, bytes, bytes.count) }
        return fd
    }

    /// What the server sends on `fd` until it closes the connection; `nil` when it is still
    /// open once the receive timeout (20 s) passes.
    static func readUntilClosed(_ fd: Int32) -> String? {
        var reply = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &chunk, chunk.count)
            if count == 0 { return String(decoding: reply, as: UTF8.self) }
            if count < 0 { return errno == EAGAIN || errno == EWOULDBLOCK ? nil : String(decoding: reply, as: UTF8.self) }
            reply += chunk[0..<count]
        }
    }

    /// The status of one request with `host` as its Host header.
    static func status(_ target: String, host: String?, port: Int) async throws -> Int {
        let header = host.map { "Host: \($0)\r\n" } ?? ""
        let reply = try await offPool { () throws -> String? in
            let fd = try Self.connect(port: port, sending: "GET \(target) HTTP/1.1\r\n\(header)Connection: close\r\n\r\n")
            defer { close(fd) }
            // The event stream stays open: its first bytes are enough.
            var chunk = [UInt8](repeating: 0, count: 512)
            let count = read(fd, &chunk, chunk.count)
            return count > 0 ? String(decoding: chunk[0..<count], as: UTF8.self) : nil
        }
        let line = try #require(reply?.split(separator: "\r\n").first, "no reply to \(target) for \(host ?? "no host")")
        return try #require(Int(line.split(separator: " ")[1]))
    }

    /// Rule: requests for another host name (a page that reached the loopback server through
    /// DNS rebinding) get 421 on every route, the event stream included; the names the server
    /// listens on are answered.
    @Test func onlyTheServersOwnHostNamesAreAnswered() async throws {
        let (server, folder) = try Self.server()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try await RunningPreview.start(server)
        let port = preview.port
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST", "[::1]:\(port)", "127.0.0.1"] {
            #expect(try await Self.status("/", host: host, port: port) == 200, "\(host)")
        }
        for target in ["/", "/_events", "/_explain?path=x.png", "/index.html", "/x.png"] {
            #expect(try await Self.status(target, host: "rebound.example:\(port)", port: port) == 421, "\(target)")
        }
        #expect(try await Self.status("/", host: "127.0.0.1.rebound.example", port: port) == 421)
        #expect(try await Self.status("/", host: "10.0.0.8:\(port)", port: port) == 421, "an address the server does not listen on")
        await preview.stop()
    }

    /// Rule: a server listening on every address (`--host 0.0.0.0`) also answers requests
    /// addressed by number, never by another name.
    @Test func aWildcardHostAcceptsAddressesNotNames() {
        let check = AcceptedHosts(listeningOn: "0.0.0.0")
        #expect(check.isAccepted("192.168.1.20:8080") && check.isAccepted("[fe80::1]:8080") && check.isAccepted("localhost"))
        #expect(!check.isAccepted("evil.example") && !check.isAccepted("192.168.1.20.evil.example:8080"))
        let named = AcceptedHosts(listeningOn: "devbox.local")
        #expect(named.isAccepted("devbox.local:8080") && named.isAccepted("DevBox.Local.") && !named.isAccepted("192.168.1.20"))
    }

    /// Rule: a connection that sends nothing, or half a request header, is closed after the
    /// idle timeout.
    @Test func idleAndHalfSentConnectionsAreClosed() async throws {
        let (server, folder) = try Self.server { $0.idleTimeout = .milliseconds(300) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try await RunningPreview.start(server)
        let port = preview.port
        let (idle, half) = try await offPool { () throws -> (String?, String?) in
            let quiet = try Self.connect(port: port)
            let partial = try Self.connect(port: port, sending: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            defer { close(quiet); close(partial) }
            return (Self.readUntilClosed(quiet), Self.readUntilClosed(partial))
        }
        #expect(idle != nil, "an idle connection stayed open")
        #expect(half != nil, "a half-sent request stayed open")
        #expect(try await Self.status("/", host: "127.0.0.1", port: port) == 200, "the server still answers")
        await preview.stop()
    }

    /// Rule: past `maximumConnections` the server stops accepting (new clients wait) and says
    /// so once; once connections close, it accepts again.
    @Test func connectionsAreCappedWithALogLine() async throws {
        let said = SaidLines()
        let (server, folder) = try Self.server {
            $0.maximumConnections = 3
            $0.say = { said.append($0) }
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try await RunningPreview.start(server)
        let port = preview.port
        let held = try await offPool { try (0..<3).map { _ in try Self.connect(port: port) } }
        // Once the server has taken the three (and said so), the fourth waits in the listen
        // queue: it connects, but gets no answer while three are open.
        let saidBy = Date().addingTimeInterval(20)
        while said.lines.isEmpty, Date() < saidBy { try await Task.sleep(for: .milliseconds(20)) }
        let waiting = try await offPool { () throws -> Bool in
            let fd = try Self.connect(port: port, sending: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            defer { close(fd) }
            var timeout = timeval(tv_sec: 1, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var byte: UInt8 = 0
            return read(fd, &byte, 1) < 0
        }
        #expect(waiting, "a fourth connection was served while three were open")
        #expect(said.lines.contains { $0.contains("3 connections are open, the most it serves at once") }, "\(said.lines)")
        held.forEach { close($0) }
        #expect(try await Self.status("/", host: "127.0.0.1", port: port) == 200, "accepting again once they closed")
        await preview.stop()
    }
}

/// Lines the server said.
final class SaidLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var lines: [String] { lock.withLock { stored } }
    func append(_ line: String) { lock.withLock { stored.append(line) } }
}
