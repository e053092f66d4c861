import Foundation

/// Whether a port can be listened on, asked before the server starts so that a busy port is
/// reported as what it is (exit 3, "port 8080 is in use (try --port 8081)") instead of the
/// socket library's `bind(…)` error.
enum PortProbe {
    /// Why `host`:`port` cannot be listened on, or `nil` when it can (or the address is not a
    /// numeric one this probe reads; the server then reports what it finds).
    static func problem(host: String, port: Int) -> String? {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let name = bare == "localhost" ? "127.0.0.1" : bare
        var v4 = in_addr(), v6 = in6_addr()
        let result: Int32
        if inet_pton(AF_INET, name, &v4) == 1 {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr = v4
            result = bindProbe(family: AF_INET, address: address)
        } else if inet_pton(AF_INET6, name, &v6) == 1 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            address.sin6_addr = v6
            result = bindProbe(family: AF_INET6, address: address)
        } else {
            return nil
        }
        guard result == EADDRINUSE else { return nil }
        return inUse(port)
    }

    /// What to say when `port` is in use.
    static func inUse(_ port: Int) -> String {
        let next = port < 65535 ? port + 1 : port - 1
        return "port \(port) is in use (try --port \(next), or --port 0 for any free port)"
    }

    /// The `errno` of binding a fresh socket of `family` to `address` (a `sockaddr_in` or
    /// `sockaddr_in6`) and listening on it (0 when both work).
    private static func bindProbe<Address>(family: Int32, address: Address) -> Int32 {
        #if os(Linux)
            let socket = Foundation.socket(family, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let socket = Foundation.socket(family, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { return 0 }
        defer { close(socket) }
        var on: Int32 = 1
        // As the server binds: reusing an address in TIME_WAIT is fine, a listening one is not.
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var address = address
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<Address>.size)) }
        }
        guard bound == 0 else { return errno }
        guard listen(socket, 1) == 0 else { return errno }
        return 0
    }
}
