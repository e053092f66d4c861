import Foundation
import Stateboard

/// The preview's HTTP/1.1 server, on POSIX sockets: a listening socket, an accept loop on a
/// thread of its own that waits while `ConnectionCap` is full (clients then wait in the listen
/// queue), and a thread per connection (`HTTPConnection`). Stopping is in two steps: `drain()`
/// stops accepting and ends connections between requests while requests in progress finish;
/// `closeAll()` ends every connection at once.
final class HTTPServer: Sendable {
    /// Why the server could not listen.
    struct ListenFailure: Error, CustomStringConvertible {
        var description: String
        /// The `errno` of the failed call (EADDRINUSE: the port is in use).
        var code: Int32
    }

    /// The port listened on (the one picked when asked for port 0).
    let port: Int
    private let listener: Int32
    private let idleTimeout: Duration
    private let cap: ConnectionCap
    private let draining: WakePipe
    private let closing: WakePipe
    private let handler: @Sendable (HTTPRequestHead) -> HTTPReply
    private let maximumBodyBytes: Int
    /// Whether the accept loop has ended, and who waits for it.
    private let acceptLoop = Locked<(ended: Bool, waiting: [@Sendable () -> Void])>((false, []))

    /// Listens on `host`:`port` (a name or an address; port 0 picks a free one).
    init(
        host: String, port: Int, idleTimeout: Duration, maximumConnections: Int, say: @escaping @Sendable (String) -> Void,
        maximumBodyBytes: Int = 0, handler: @escaping @Sendable (HTTPRequestHead) -> HTTPReply
    ) throws {
        self.maximumBodyBytes = maximumBodyBytes
        guard let draining = WakePipe(), let closing = WakePipe() else {
            throw ListenFailure(description: "no file descriptor left for the server", code: EMFILE)
        }
        listener = try Self.listen(host: host, port: port)
        self.port = Self.boundPort(of: listener) ?? port
        self.idleTimeout = idleTimeout
        self.cap = ConnectionCap(maximum: maximumConnections, say: say)
        self.draining = draining
        self.closing = closing
        self.handler = handler
    }

    /// Starts accepting connections.
    func start() {
        let thread = Thread { [self] in
            acceptConnections()
            close(listener)
            let waiting = acceptLoop.withLock { state in
                defer { state = (true, []) }
                return state.waiting
            }
            waiting.forEach { $0() }
        }
        thread.name = "stateboard.serve.accept"
        thread.start()
    }

    /// Stops accepting; connections between requests close, requests in progress finish.
    func drain() {
        draining.trip()
        cap.stop()
    }

    /// Closes every connection now (after `drain()`).
    func closeAll() {
        drain()
        closing.trip()
    }

    /// Runs `body` once the accept loop has ended and every connection has closed.
    func whenStopped(_ body: @escaping @Sendable () -> Void) {
        let cap = self.cap
        let afterAccepting: @Sendable () -> Void = { cap.whenAllClosed(body) }
        let ended = acceptLoop.withLock { state -> Bool in
            if !state.ended { state.waiting.append(afterAccepting) }
            return state.ended
        }
        if ended { afterAccepting() }
    }

    private func acceptConnections() {
        while cap.waitForRoom() {
            var descriptors = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0), pollfd(fd: draining.readEnd, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 2, -1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, descriptors[1].revents == 0 else { return }
            let socket = accept(listener, nil, nil)
            guard socket >= 0 else {
                // Out of file descriptors: wait a moment for some to close instead of spinning.
                if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { Thread.sleep(forTimeInterval: 0.1) }
                continue
            }
            Self.configure(socket)
            cap.opened()
            let connection = HTTPConnection(
                socket: socket, idleTimeout: idleTimeout, draining: draining, closing: closing, handler: handler, maximumBodyBytes: maximumBodyBytes)
            let cap = self.cap
            let thread = Thread {
                connection.serve()
                cap.closed()
            }
            thread.name = "stateboard.serve.connection"
            thread.start()
        }
    }

    /// Non-blocking (every wait is a `poll()` with a deadline), no SIGPIPE, no Nagle delay for
    /// the small writes of an event stream.
    private static func configure(_ socket: Int32) {
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
        var on: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        #if !os(Linux)
            setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// A non-blocking socket listening on the first address `host` resolves to that binds
    /// (an IPv4 one first).
    private static func listen(host: String, port: Int) throws -> Int32 {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if os(Linux)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let resolved = getaddrinfo(bare, String(port), &hints, &list)
        guard resolved == 0, let list else {
            throw ListenFailure(description: "cannot resolve \(host): \(String(cString: gai_strerror(resolved)))", code: 0)
        }
        defer { freeaddrinfo(list) }
        // IPv4 addresses first: `localhost` then listens where `127.0.0.1` reaches it.
        var addresses: [addrinfo] = []
        var entry: UnsafeMutablePointer<addrinfo>? = list
        while let address = entry?.pointee {
            addresses.append(address)
            entry = address.ai_next
        }
        addresses.sort { $0.ai_family == AF_INET && $1.ai_family != AF_INET }
        var failure = ListenFailure(description: "cannot listen on \(host):\(port)", code: 0)
        for address in addresses {
            let socket = Foundation.socket(address.ai_family, address.ai_socktype, address.ai_protocol)
            guard socket >= 0 else { continue }
            var on: Int32 = 1
            setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
            if bind(socket, address.ai_addr, address.ai_addrlen) == 0, Foundation.listen(socket, 128) == 0 {
                configure(socket)
                return socket
            }
            failure = ListenFailure(description: "cannot listen on \(host):\(port): \(String(cString: strerror(errno)))", code: errno)
            close(socket)
        }
        throw failure
    }

    /// The port `socket` is bound to.
    private static func boundPort(of socket: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard named == 0 else { return nil }
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) } }
        case AF_INET6:
            return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) } }
        default:
            return nil
        }
    }
}
