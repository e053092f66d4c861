import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `stateboard serve` at scale: the preview server run as a process on a generated theme until
/// its first round has drawn every image and its page lists them all as drawn (the gallery of
/// every image built once more then), then stopped with SIGTERM; its peak resident set size is
/// read from `wait4`, as the scale group reads the other commands'.
enum ServeScale {
    /// Seconds between two looks at the page, and the longest the first round may take.
    static let pollInterval = 2.0
    static let deadline = 3600.0

    /// Peak megabytes and seconds of `serve` on `theme` (`images` images) into `out`.
    static func peakMegabytes(_ binary: String, theme: String, images: Int, out: String) throws -> (Double, Double) {
        let began = Date()
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw BenchError("serve: no pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [binary, "serve", theme, "--port", "0", "--out", out]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { throw BenchError("cannot start \(binary) serve") }
        close(ends[1])
        defer { close(ends[0]) }
        var stopped = false
        defer { if !stopped { kill(pid, SIGKILL); _ = ScaleBenchmarks.waitForExit(pid) } }
        guard let port = readPort(ends[0]) else { throw BenchError("serve printed no address") }
        while !firstRoundShown(port: port, images: images) {
            guard Date().timeIntervalSince(began) < deadline else { throw BenchError("serve: the first round did not end") }
            Thread.sleep(forTimeInterval: pollInterval)
        }
        let seconds = Date().timeIntervalSince(began)
        kill(pid, SIGTERM)
        let (_, usage) = ScaleBenchmarks.waitForExit(pid)
        stopped = true
        return (ScaleBenchmarks.megabytes(usage), seconds)
    }

    /// The port in serve's first line ("Serving … at http://127.0.0.1:PORT/ (Ctrl-C to stop)").
    private static func readPort(_ descriptor: Int32) -> Int? {
        var line = [UInt8]()
        var byte: UInt8 = 0
        while read(descriptor, &byte, 1) == 1 && byte != UInt8(ascii: "\n") { line.append(byte) }
        let text = String(decoding: line, as: UTF8.self)
        guard let at = text.range(of: "127.0.0.1:") else { return nil }
        return Int(text[at.upperBound...].prefix { $0.isNumber })
    }

    /// Whether the page lists `images` images and none of them waits to be drawn.
    private static func firstRoundShown(port: Int, images: Int) -> Bool {
        guard let page = get(port: port) else { return false }
        let text = String(decoding: page, as: UTF8.self)
        return !text.contains("\"pending\":true") && text.components(separatedBy: "\"path\":").count - 1 >= images
    }

    /// The body and head of `GET /` on the loopback `port`, read to the connection's close.
    private static func get(port: Int) -> [UInt8]? {
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let connection = socket(AF_INET, stream, 0)
        guard connection >= 0 else { return nil }
        defer { close(connection) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        guard send(connection, request, request.count, 0) == request.count else { return nil }
        var page = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            page += buffer[..<count]
        }
        return page
    }
}
