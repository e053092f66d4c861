import Foundation

/// Answers only requests addressed to a name the server listens on: `127.0.0.1`, `localhost`,
/// `[::1]` and the `--host` given (and, when that is a wildcard address, any address written as
/// digits). A page on another origin that reaches the loopback server through DNS rebinding
/// sends its own host name, and is refused with 421 (Misdirected Request) on every route, the
/// event stream included, so it cannot read the gallery or `/_explain`.
struct HostCheck: Sendable {
    let hosts: AcceptedHosts

    init(listeningOn host: String) { hosts = AcceptedHosts(listeningOn: host) }

    /// The refusal of a request with the Host header `authority`, or nil when it is answered.
    func refusal(for authority: String?) -> HTTPReply? {
        guard let authority, !authority.isEmpty else { return .text(400, "a request needs a Host header\n") }
        guard hosts.isAccepted(authority) else {
            return .text(421, "this server answers only to \(hosts.names.sorted().joined(separator: ", ")), not to the host in the request\n")
        }
        return nil
    }
}

/// The host names a server answers to.
struct AcceptedHosts: Sendable {
    /// The names accepted, lowercased, without brackets or port.
    let names: Set<String>
    /// Whether any address literal is accepted (the server listens on `0.0.0.0` or `::`).
    let acceptsAddresses: Bool

    init(listeningOn host: String) {
        let own = Self.bareHost(host)
        names = ["127.0.0.1", "localhost", "::1", own]
        acceptsAddresses = own == "0.0.0.0" || own == "::"
    }

    /// Whether the Host header `authority` (`name[:port]`, `[v6]:port`) names this server.
    func isAccepted(_ authority: String) -> Bool {
        let host = Self.bareHost(Self.withoutPort(authority))
        if names.contains(host) { return true }
        return acceptsAddresses && Self.isAddressLiteral(host)
    }

    /// `host` lowercased, without the brackets of an IPv6 address or a trailing dot.
    static func bareHost(_ host: String) -> String {
        var text = host.lowercased()
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `authority` without its `:port` (an IPv6 address keeps its own colons inside brackets).
    static func withoutPort(_ authority: String) -> String {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") { return String(authority[...close]) }
        guard let colon = authority.lastIndex(of: ":"), authority.firstIndex(of: ":") == colon else { return authority }
        return String(authority[..<colon])
    }

    /// Digits and dots (IPv4) or hexadecimal digits and colons (IPv6): never a name a DNS
    /// rebinding page could have its browser send.
    static func isAddressLiteral(_ host: String) -> Bool {
        guard !host.isEmpty else { return false }
        let ipv4 = host.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
        let ipv6 = host.contains(":") && host.allSatisfy { $0.isASCII && ($0.isHexDigit || $0 == ":" || $0 == ".") }
        return ipv4 || ipv6
    }
}
