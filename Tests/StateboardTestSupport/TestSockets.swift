import Foundation

/// Sockets for tests that talk to a server byte by byte. Glibc imports `SOCK_STREAM` as an enum
/// case (`__socket_type`), Darwin as an `Int32`: this is the one place that knows.
public enum TestSockets {
    /// A new IPv4 TCP socket's descriptor (negative on failure, `errno` set).
    public static func tcp() -> Int32 {
        #if os(Linux)
            socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            socket(AF_INET, SOCK_STREAM, 0)
        #endif
    }

    /// Connects `fd` to `port` on 127.0.0.1: 0, or -1 with `errno` set.
    public static func connectToLoopback(_ fd: Int32, port: Int) -> Int32 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }
}
