import Foundation
import Stateboard
import StateboardTestSupport

@testable import StateboardServer

/// A project whose probe theme (light and dark, `en` and the `en-XA` pseudo-locale: four
/// images) was recorded, then nudged (the stack's spacing 12 → 20) and verified into a report.
struct ReviewProject {
    let root: URL
    var report: String { root.appendingPathComponent("report").path }
    var store: ReferenceStore { ReferenceStore(folder: root.appendingPathComponent("Snapshots").path) }

    static func theme(gap: Int) -> String {
        TestThemes.probe(gap: gap).replacingOccurrences(of: "appearances: [light]", with: "appearances: [light, dark]")
            .replacingOccurrences(of: "locales: [en]", with: "locales: [en, en-XA]")
    }

    init() throws {
        root = try TestPaths.temporaryFolder("review")
        try write(Self.theme(gap: 12))
        _ = try RecordRun(themes: [theme()], store: store, jobs: 2).run(plan())
        try write(Self.theme(gap: 20))
        var run = VerifyRun(themes: [NamedTheme(argument: "probe", theme: try theme())], store: store, jobs: 2)
        run.reportFolder = report
        _ = try run.run(plan())
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    func write(_ yaml: String) throws {
        let folder = root.appendingPathComponent("Themes/probe")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try yaml.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
    }

    func theme() throws -> Theme { try ThemeLoader.load(path: root.appendingPathComponent("Themes/probe").path) }
    func plan() throws -> [RenderJob] { try RenderPlan.checkedJobs(for: [theme()], filter: RenderFilter(), source: .references) }

    func session() throws -> ReviewSession { try ReviewSession(set: ReviewSet.load([report]), store: store) }
}

/// A review server running in process on an ephemeral loopback port.
struct RunningReview {
    let port: Int
    let task: Task<Void, any Error>
    var url: String { "http://127.0.0.1:\(port)/" }

    static func start(_ server: ReviewServer) async throws -> RunningReview {
        var server = server
        server.port = 0
        let box = PortBox()
        let configured = server
        let task = Task { try await configured.run(shutdownSignals: []) { box.set($0) } }
        let deadline = Date().addingTimeInterval(30)
        while box.port == nil {
            guard Date() < deadline else { task.cancel(); throw HarnessError("the review server did not start listening") }
            try await Task.sleep(for: .milliseconds(20))
        }
        return RunningReview(port: box.port!, task: task)
    }

    func stop() async {
        task.cancel()
        _ = await task.result
    }
}

/// Raw requests with any head and body, to see what the server refuses.
enum RawRequest {
    static func send(_ request: String, port: Int) async throws -> RawHTTP.Reply {
        try await offPool {
            let fd = TestSockets.tcp()
            guard fd >= 0 else { throw HarnessError("socket: \(errno)") }
            defer { close(fd) }
            var timeout = timeval(tv_sec: 10, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else { throw HarnessError("connect: \(errno)") }
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
            guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw HarnessError("no HTTP reply") }
            let headerEnd = reply.range(of: Data("\r\n\r\n".utf8))
            return RawHTTP.Reply(status: status, body: headerEnd.map { reply[$0.upperBound...] } ?? Data())
        }
    }

    /// A POST of `body` to `path` with the given extra header lines, closing after the reply.
    static func post(_ path: String, body: String, port: Int, headers: [String]) async throws -> RawHTTP.Reply {
        let head = (["POST \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Connection: close"] + headers).joined(separator: "\r\n")
        return try await send(head + "\r\n\r\n" + body, port: port)
    }
}
