import Foundation
import Stateboard
import StateboardTestSupport

@testable import StateboardServer

/// A preview server running in process on an ephemeral loopback port.
struct RunningPreview {
    let port: Int
    let task: Task<Void, any Error>

    var url: String { "http://127.0.0.1:\(port)/" }

    /// Starts `server` (on port 0, no signal handling) and waits until it listens.
    static func start(_ server: PreviewServer) async throws -> RunningPreview {
        let (port, task) = try await startInProcess(server, named: "server")
        return RunningPreview(port: port, task: task)
    }

    /// Waits until the served page lists at least one image and none it has yet to draw (the
    /// first render is done: during it the page lists the planned images as pending).
    func waitForFirstRender(timeout: Double = 60) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let page = try? await RawHTTP.fetch("/", port: port), page.status == 200, page.text.contains("\"path\":"),
                !page.text.contains("\"pending\":true")
            {
                return
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw HarnessError("the first render did not finish in \(timeout) s")
    }

    /// Stops the server (as a cancelled task) and waits for it.
    func stop() async {
        task.cancel()
        _ = await task.result
    }
}

/// What `startInProcess` runs: the preview and the review server.
protocol InProcessServer: Sendable {
    var port: Int { get set }
    func run(shutdownSignals: [ShutdownSignal], onListening: @escaping @Sendable (Int) -> Void) async throws
}

extension PreviewServer: InProcessServer {}
extension ReviewServer: InProcessServer {}

/// Runs `server` in a task on an ephemeral loopback port, with no signal handling, and waits
/// until it listens: its port, and the task to cancel to stop it.
func startInProcess(_ server: some InProcessServer, named name: String) async throws -> (port: Int, task: Task<Void, any Error>) {
    var server = server
    server.port = 0
    let box = PortBox()
    let configured = server
    let task = Task { try await configured.run(shutdownSignals: []) { box.set($0) } }
    let deadline = Date().addingTimeInterval(30)
    while box.port == nil {
        guard Date() < deadline else { task.cancel(); throw HarnessError("the \(name) did not start listening") }
        try await Task.sleep(for: .milliseconds(20))
    }
    return (box.port!, task)
}

final class PortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int?
    var port: Int? { lock.withLock { value } }
    func set(_ port: Int) { lock.withLock { value = port } }
}

struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// HTTP/1.1 over a plain socket, sending the request target exactly as written (URL types
/// would normalise `..` away before a server ever saw it).
enum RawHTTP {
    struct Reply {
        var status: Int
        var body: Data
        /// The status line and header fields.
        var head = ""
        var text: String { String(decoding: body, as: UTF8.self) }
        /// The value of the header field `name` (case-insensitive), if sent.
        func field(_ name: String) -> String? {
            head.components(separatedBy: "\r\n").dropFirst().first { $0.lowercased().hasPrefix(name.lowercased() + ":") }
                .map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) }
        }
    }

    /// `get` on a dispatch thread: blocking calls must leave the (two-thread) cooperative pool
    /// to the server under test.
    static func fetch(_ target: String, port: Int, fields: [String] = ["Host: 127.0.0.1"]) async throws -> Reply {
        try await offPool { try get(target, port: port, fields: fields) }
    }

    static func get(_ target: String, port: Int, fields: [String] = ["Host: 127.0.0.1"]) throws -> Reply {
        try exchange("GET \(target) HTTP/1.1\r\n\(fields.map { $0 + "\r\n" }.joined())Connection: close\r\n\r\n", port: port)
    }

    /// Sends `request` as it is on a new connection and reads the reply until the server closes it.
    static func exchange(_ request: String, port: Int) throws -> Reply {
        let fd = TestSockets.tcp()
        guard fd >= 0 else { throw HarnessError("socket: \(errno)") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard TestSockets.connectToLoopback(fd, port: port) == 0 else { throw HarnessError("connect: \(errno)") }
        // A server may refuse a request before reading all of it: what it replies is the test.
        let bytes = Array(request.utf8)
        _ = write(fd, bytes, bytes.count)
        var reply = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(fd, &chunk, chunk.count)
            if count <= 0 { break }
            reply.append(contentsOf: chunk[0..<count])
        }
        let text = String(decoding: reply, as: UTF8.self)
        let statusLine = text.prefix { $0 != "\r" }.split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw HarnessError("no HTTP reply to \(request.prefix { $0 != "\r" })")
        }
        let headerEnd = reply.range(of: Data("\r\n\r\n".utf8))
        return Reply(
            status: status, body: headerEnd.map { reply[$0.upperBound...] } ?? Data(),
            head: headerEnd.map { String(decoding: reply[..<$0.lowerBound], as: UTF8.self) } ?? text)
    }
}

/// Runs blocking work (sockets, a browser over a pipe) on a dispatch thread, so the server
/// under test keeps the cooperative pool's threads.
func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}
