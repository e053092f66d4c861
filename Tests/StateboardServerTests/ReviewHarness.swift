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
        let (port, task) = try await startInProcess(server, named: "review server")
        return RunningReview(port: port, task: task)
    }

    func stop() async {
        task.cancel()
        _ = await task.result
    }
}

/// Raw requests with any head and body, to see what the server refuses.
enum RawRequest {
    static func send(_ request: String, port: Int) async throws -> RawHTTP.Reply {
        try await offPool { try RawHTTP.exchange(request, port: port) }
    }

    /// A POST of `body` to `path` with the given extra header lines, closing after the reply.
    static func post(_ path: String, body: String, port: Int, headers: [String]) async throws -> RawHTTP.Reply {
        let head = (["POST \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Connection: close"] + headers).joined(separator: "\r\n")
        return try await send(head + "\r\n\r\n" + body, port: port)
    }
}
