import Foundation
import StateboardTestSupport
import Testing

/// `stateboard serve` against clients that do not play along, and on a busy port.
@Suite struct ServeHardeningCommandTests {
    /// Starts `serve` on a free port; returns the process, its port and what it printed.
    static func startServe(in folder: URL) throws -> (Process, Int) {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = [
            "serve", "ios", "--screen", "favorites", "--state", "empty", "--device", "iphone-se", "--locale", "en",
            "--appearance", "light", "--text-size", "large", "--port", "0", "--out", folder.path,
        ]
        process.currentDirectoryURL = CommandRunner.packageRoot
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var said = ""
        let deadline = Date().addingTimeInterval(60)
        while !said.contains("/ (Ctrl-C"), Date() < deadline, process.isRunning {
            said += String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
        }
        guard let port = said.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//).map({ Int($0.1)! }) else {
            process.terminate()
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "serve said: \(said)"])
        }
        return (process, port)
    }

    /// A loopback socket connected to `port`, with a small receive buffer.
    static func connect(_ port: Int) throws -> Int32 {
        let fd = TestSockets.tcp()
        var small: Int32 = 4096
        setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
        guard TestSockets.connectToLoopback(fd, port: port) == 0 else { close(fd); throw CocoaError(.fileReadUnknown) }
        return fd
    }

    /// Rule: SIGTERM stops the server (exit 0) while a client that pipelined many requests and
    /// stopped reading still holds its connection open: the graceful shutdown has a deadline,
    /// then the connections are closed.
    @Test func sigtermStopsTheServerWhateverAClientDoes() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (process, port) = try Self.startServe(in: folder)
        defer { if process.isRunning { process.terminate() } }
        let stalled = try Self.connect(port)
        defer { close(stalled) }
        // Requests for the gallery page, pipelined, never read: the server's writes back up.
        let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        let burst = Array((0..<2_000).map { _ in request }.joined())
        var flags = fcntl(stalled, F_GETFL)
        flags |= O_NONBLOCK
        _ = fcntl(stalled, F_SETFL, flags)
        var sent = 0
        let sendBy = Date().addingTimeInterval(10)
        while sent < burst.count, Date() < sendBy {
            let count = burst[sent...].withUnsafeBufferPointer { write(stalled, $0.baseAddress, $0.count) }
            if count > 0 { sent += count } else { Thread.sleep(forTimeInterval: 0.01) }
        }
        Thread.sleep(forTimeInterval: 0.5)
        kill(process.processIdentifier, SIGTERM)
        let stopBy = Date().addingTimeInterval(15)
        while process.isRunning, Date() < stopBy { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!process.isRunning, "serve did not stop on SIGTERM while a client held its connection")
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }

    /// Rule: a busy port is an environment problem (exit 3) that says which port and what to try.
    @Test func aBusyPortIsExit3WithAHint() throws {
        let fd = TestSockets.tcp()
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && listen(fd, 1) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        try #require(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(
            ["serve", "ios", "--port", "\(port)", "--out", folder.appendingPathComponent("out").path], in: CommandRunner.packageRoot)
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("port \(port) is in use (try --port \(port + 1)"), "\(result.stderr)")
    }
}
