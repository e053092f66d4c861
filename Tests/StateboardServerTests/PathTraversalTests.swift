import Foundation
import Stateboard
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// The preview serves its output folder and its own page, nothing else.
@Suite struct PathTraversalTests {
    static let escapes = [
        "/../../etc/passwd", "/../../../../../../etc/passwd", "/..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd",
        "/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/%252e%252e%252f%252e%252e%252fetc%252fpasswd", "/..\\..\\etc\\passwd",
        "/%5c..%5c..%5cetc%5cpasswd", "//etc/passwd", "/etc/passwd", "/%2fetc%2fpasswd", "/probe/../../outside.txt",
        "/probe/%2e%2e/%2e%2e/outside.txt", "/outside-link/passwd", "/secret-link", "/_thumb/../../etc/passwd",
        "/_thumb/%2e%2e/%2e%2e/outside.png", "/_thumb/outside-link/passwd", "/./probe/../../outside.txt", "/probe/%00",
        "/_overlay?path=../../etc/passwd", "/_explain?path=%2fetc%2fpasswd",
    ]

    @Test func relativePathsRejectEveryEscape() {
        for path in ["/../x", "/a/../../x", "/%2e%2e/x", "/a%2f..%2f..%2fx", "/a\\..\\x", "/%5c", "/./x", "//", "/", "/%252e%252e/x", "/a%00"] {
            #expect(ServedFiles.relativePath(path) == nil, "\(path)")
        }
        #expect(ServedFiles.relativePath("/probe/inbox/empty/iphone-15-light-en@3x.png") == "probe/inbox/empty/iphone-15-light-en@3x.png")
    }

    @Test func requestsLeavingTheOutputFolderGet404() async throws {
        let folder = try TestPaths.temporaryFolder("serve-traversal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("probe")
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try TestThemes.probe().write(to: theme.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        try "secret".write(to: folder.appendingPathComponent("outside.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("outside-link").path, withDestinationPath: "/etc")
        try FileManager.default.createSymbolicLink(
            atPath: out.appendingPathComponent("secret-link").path,
            withDestinationPath: folder.appendingPathComponent("outside.txt").path)

        var server = PreviewServer(themePaths: [theme.path], out: out.path)
        server.interval = 0.05
        let preview = try await RunningPreview.start(server)
        defer { Task { await preview.stop() } }
        try await preview.waitForFirstRender()

        let image = "/probe/inbox/empty/iphone-15-light-en@3x.png"
        #expect(try await RawHTTP.fetch(image, port: preview.port).status == 200)
        #expect(try await RawHTTP.fetch("/_thumb" + image, port: preview.port).status == 200)
        #expect(try await RawHTTP.fetch("/index.html", port: preview.port).status == 200)
        for path in Self.escapes {
            let reply = try await RawHTTP.fetch(path, port: preview.port)
            #expect(reply.status == 404, "\(path) → \(reply.status)")
            #expect(!reply.text.contains("root:") && !reply.text.contains("secret"), "\(path) leaked a file")
        }
        await preview.stop()
    }
}
