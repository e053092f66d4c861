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
}
