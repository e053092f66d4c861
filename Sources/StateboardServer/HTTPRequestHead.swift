import Foundation

/// A request's head (request line and header fields) as the preview server reads it: only what
/// it needs, from a client that may be hostile. The server answers GET and HEAD requests without
/// a body; anything else is refused with its status before a handler sees it.
struct HTTPRequestHead: Sendable, Equatable {
    /// One header field, its name as sent.
    struct Field: Sendable, Equatable {
        var name: String
        var value: String
    }

    /// `GET` or `HEAD`, or `POST` on a server that takes bodies.
    var method: String
    /// The request target in origin form: the path (still percent-encoded) and the query. A
    /// target sent in absolute form (`http://host:port/path?q`) is kept here as its path and
    /// query, its authority in `targetAuthority`.
    var target: String
    /// The authority of a target sent in absolute form (RFC 9112 §3.2.2), nil for origin form.
    var targetAuthority: String? = nil
    /// 0 for HTTP/1.0, 1 for HTTP/1.1.
    var minorVersion: Int
    var fields: [Field]
    /// A POST request's body (`Content-Length` bytes, within the server's limit); empty otherwise.
    var body = Data()

    /// The body's length its `Content-Length` announced (0 without one).
    var contentLength: Int {
        field("Content-Length").flatMap { Int($0) } ?? 0
    }

    /// The target's path, still percent-encoded.
    var path: String { String(target.prefix { $0 != "?" }) }

    /// The target's query (after `?`), if any.
    var query: String? { target.firstIndex(of: "?").map { String(target[target.index(after: $0)...]) } }

    /// The value of the first field named `name` (case-insensitive).
    func field(_ name: String) -> String? {
        fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The name the client addressed: the authority of an absolute-form target, which a server
    /// uses in place of the Host header (RFC 9112 §3.2.2), else the Host header.
    var host: String? { targetAuthority ?? field("Host") }

    /// Whether the connection stays open after the response: HTTP/1.1 unless `Connection: close`,
    /// HTTP/1.0 only with `Connection: keep-alive`.
    var keepsAlive: Bool {
        let tokens = fields.filter { $0.name.caseInsensitiveCompare("Connection") == .orderedSame }
            .flatMap { $0.value.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        if tokens.contains("close") { return false }
        return minorVersion >= 1 || tokens.contains("keep-alive")
    }

    /// Whether `If-None-Match` names `tag` (a quoted entity tag) or is `*`: the client holds
    /// the current representation, and is answered 304. Compared weakly, as RFC 9110 §13.1.2
    /// asks (`W/"x"` matches `"x"`).
    func holds(entityTag tag: String) -> Bool {
        let listed = fields.filter { $0.name.caseInsensitiveCompare("If-None-Match") == .orderedSame }
            .flatMap { $0.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        return listed.contains { $0 == "*" || ($0.hasPrefix("W/") ? String($0.dropFirst(2)) : $0) == tag }
    }

    /// The percent-decoded value of the query parameter `name`, if present and decodable.
    func queryValue(_ name: String) -> String? {
        guard let query else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts[0].removingPercentEncoding == name else { continue }
            return parts.count > 1 ? String(parts[1]).removingPercentEncoding : ""
        }
        return nil
    }
}

/// Why a request is refused before any handler runs: its status and a line saying why. The
/// connection is closed after the refusal (what follows in the stream cannot be trusted).
struct HTTPRefusal: Error, Sendable, Equatable {
    var status: Int
    var reason: String
    /// Extra header fields (`Allow` for 405).
    var fields: [HTTPRequestHead.Field] = []
}

/// Reads a request head from the bytes a connection has received so far.
///
/// Strict by design: lines end in CRLF (a bare CR or LF is refused, never guessed at), no NUL
/// or other control byte, no obsolete line folding, one Host, the head within
/// `maximumHeadBytes` (431), the target within `maximumTargetBytes` (414), no request body
/// (`Content-Length` above 0 is 413, `Transfer-Encoding` is 400), GET and HEAD only (405).
///
/// A server that takes writes (`stateboard review`) passes `maximumBodyBytes` above 0: then
/// POST is read too, with exactly one `Content-Length` of at most that many bytes (a larger one
/// is 413 before any of the body is read, none is 411); GET and HEAD still carry no body.
enum HTTPRequestParser {
    /// The largest request head read (request line and fields, with the blank line).
    static let maximumHeadBytes = 16 * 1024
    /// The longest request target.
    static let maximumTargetBytes = 8 * 1024
    /// The most header fields in a request.
    static let maximumFieldCount = 100

    enum Outcome: Equatable {
        /// More bytes are needed (and may still come without passing a limit).
        case incomplete
        /// A request head, and how many bytes it took (the next request starts after them).
        case head(HTTPRequestHead, consumed: Int)
        /// A request the server does not answer, with the status to send.
        case refused(HTTPRefusal)
    }

    private static let cr: UInt8 = 13
    private static let lf: UInt8 = 10

    /// The first request in `bytes`, or why there is none yet. `scanned`: how many of the bytes
    /// an earlier call found incomplete (they are not scanned again, so a client sending its
    /// head a byte at a time costs linear time, not quadratic).
    static func parse(_ bytes: ArraySlice<UInt8>, scanned: Int = 0, maximumBodyBytes: Int = 0) -> Outcome {
        var start = bytes.startIndex
        // Empty lines before a request line are ignored (RFC 9112 §2.2), within the head limit.
        while bytes.distance(from: start, to: bytes.endIndex) >= 2, bytes[start] == cr, bytes[start + 1] == lf { start += 2 }
        var index = max(start, bytes.startIndex + scanned - 4)
        var previous: UInt8 = index > start ? bytes[index - 1] : 0
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0 { return .refused(HTTPRefusal(status: 400, reason: "a NUL byte in the request head")) }
            if byte == lf, previous != cr { return .refused(HTTPRefusal(status: 400, reason: "a line ending in a bare LF (lines end in CRLF)")) }
            if previous == cr, byte != lf { return .refused(HTTPRefusal(status: 400, reason: "a bare CR in the request head")) }
            if byte == lf, index - start >= 3, bytes[index - 2] == lf {
                let end = index + 1
                guard end - bytes.startIndex <= maximumHeadBytes else { return tooLarge }
                return head(in: bytes[start..<(index - 3)], consumed: end - bytes.startIndex, maximumBodyBytes: maximumBodyBytes)
            }
            previous = byte
            index += 1
        }
        return bytes.count > maximumHeadBytes ? tooLarge : .incomplete
    }

    private static var tooLarge: Outcome {
        .refused(HTTPRefusal(status: 431, reason: "the request head is larger than \(maximumHeadBytes / 1024) KB"))
    }

    /// The head in `lines` (CRLF-separated, without the final blank line).
    private static func head(in lines: ArraySlice<UInt8>, consumed: Int, maximumBodyBytes: Int) -> Outcome {
        var rows: [ArraySlice<UInt8>] = []
        var lineStart = lines.startIndex
        var index = lines.startIndex
        while index < lines.endIndex {
            if lines[index] == cr {
                rows.append(lines[lineStart..<index])
                index += 2
                lineStart = index
            } else {
                index += 1
            }
        }
        rows.append(lines[lineStart..<lines.endIndex])
        guard rows.count - 1 <= maximumFieldCount else {
            return .refused(HTTPRefusal(status: 431, reason: "more than \(maximumFieldCount) header fields"))
        }
        do {
            var head = try requestLine(rows[0])
            head.fields = try rows.dropFirst().map(field)
            let posts = maximumBodyBytes > 0
            try checkFraming(head, maximumBodyBytes: posts && head.method == "POST" ? maximumBodyBytes : 0)
            guard head.method == "GET" || head.method == "HEAD" || posts && head.method == "POST" else {
                let allowed = posts ? "GET, HEAD, POST" : "GET, HEAD"
                return .refused(
                    HTTPRefusal(status: 405, reason: "only \(allowed) are served", fields: [.init(name: "Allow", value: allowed)]))
            }
            return .head(head, consumed: consumed)
        } catch let refusal as HTTPRefusal {
            return .refused(refusal)
        } catch {
            return .refused(HTTPRefusal(status: 400, reason: "\(error)"))
        }
    }

    /// `METHOD SP target SP HTTP/1.x`, single spaces.
    private static func requestLine(_ line: ArraySlice<UInt8>) throws -> HTTPRequestHead {
        let parts = line.split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw HTTPRefusal(status: 400, reason: "a malformed request line") }
        let (method, target, version) = (parts[0], parts[1], parts[2])
        guard !method.isEmpty, method.count <= 32, method.allSatisfy(isTokenByte) else {
            throw HTTPRefusal(status: 400, reason: "a malformed method")
        }
        guard target.count <= maximumTargetBytes else {
            throw HTTPRefusal(status: 414, reason: "the request target is longer than \(maximumTargetBytes / 1024) KB")
        }
        guard target.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw HTTPRefusal(status: 400, reason: "a request target that is not a path of visible ASCII characters")
        }
        let (path, authority) = try originForm(String(decoding: target, as: UTF8.self))
        let minor: Int
        switch String(decoding: version, as: UTF8.self) {
        case "HTTP/1.1": minor = 1
        case "HTTP/1.0": minor = 0
        case let other where other.hasPrefix("HTTP/"): throw HTTPRefusal(status: 505, reason: "only HTTP/1.0 and HTTP/1.1 are served")
        default: throw HTTPRefusal(status: 400, reason: "a malformed HTTP version")
        }
        return HTTPRequestHead(
            method: String(decoding: method, as: UTF8.self), target: path, targetAuthority: authority, minorVersion: minor, fields: [])
    }

    /// A target in origin form (`/path?q`) as it is, or one in absolute form (`http://host/path?q`,
    /// which a server MUST accept: RFC 9112 §3.2.2) split into its path and query (`/` when it has
    /// none) and its authority. Only `http` is served; an authority with user information (RFC
    /// 9110 §4.2.4: treated as an error) or none is refused.
    static func originForm(_ target: String) throws -> (target: String, authority: String?) {
        if target.hasPrefix("/") { return (target, nil) }
        guard let schemeEnd = target.range(of: "://"), target[..<schemeEnd.lowerBound].lowercased() == "http" else {
            throw HTTPRefusal(status: 400, reason: "a request target that is neither a path nor an http:// address")
        }
        let rest = target[schemeEnd.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = String(rest[..<authorityEnd])
        guard !authority.isEmpty, !authority.contains("@") else {
            throw HTTPRefusal(status: 400, reason: "an absolute request target needs a host, without user information")
        }
        guard !rest[authorityEnd...].hasPrefix("#") else { throw HTTPRefusal(status: 400, reason: "a request target with a fragment") }
        let pathAndQuery = rest[authorityEnd...]
        return (pathAndQuery.hasPrefix("/") ? String(pathAndQuery) : "/" + pathAndQuery, authority)
    }

    /// `name: value`: a token name right before the colon, a value of visible characters, spaces
    /// and tabs (bytes above 127 are kept as they decode).
    private static func field(_ line: ArraySlice<UInt8>) throws -> HTTPRequestHead.Field {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { throw HTTPRefusal(status: 400, reason: "a header line without a colon") }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
            throw HTTPRefusal(status: 400, reason: "a malformed header name (or a folded line)")
        }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 32 || first == 9 { value = value.dropFirst() }
        while let last = value.last, last == 32 || last == 9 { value = value.dropLast() }
        guard value.allSatisfy({ $0 == 9 || $0 >= 32 && $0 != 127 }) else {
            throw HTTPRefusal(status: 400, reason: "a control character in a header value")
        }
        return HTTPRequestHead.Field(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }

    /// One Host; no `Transfer-Encoding`; no body (`Content-Length` of digits and 0 only) unless
    /// `maximumBodyBytes` is above 0 (a POST): then exactly one `Content-Length` of at most that.
    private static func checkFraming(_ head: HTTPRequestHead, maximumBodyBytes: Int = 0) throws {
        let named = { (name: String) in head.fields.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame } }
        guard named("Host").count <= 1 else { throw HTTPRefusal(status: 400, reason: "more than one Host header") }
        // An HTTP/1.1 request carries a Host even when its target names the host (RFC 9112 §3.2).
        if head.targetAuthority != nil, head.minorVersion >= 1, named("Host").isEmpty {
            throw HTTPRefusal(status: 400, reason: "an HTTP/1.1 request needs a Host header")
        }
        guard named("Transfer-Encoding").isEmpty else { throw HTTPRefusal(status: 400, reason: "a request body is not accepted") }
        if maximumBodyBytes > 0 {
            let lengths = named("Content-Length")
            guard lengths.count == 1 else {
                throw HTTPRefusal(status: lengths.isEmpty ? 411 : 400, reason: "a POST carries exactly one Content-Length")
            }
            let value = lengths[0].value
            guard !value.isEmpty, value.utf8.allSatisfy({ (48...57).contains($0) }) else {
                throw HTTPRefusal(status: 400, reason: "a malformed Content-Length")
            }
            // Compared as text first: twenty digits would overflow `Int`.
            guard value.utf8.count <= 9, let length = Int(value), length <= maximumBodyBytes else {
                throw HTTPRefusal(status: 413, reason: "a request body is at most \(maximumBodyBytes) bytes")
            }
            return
        }
        for length in named("Content-Length") {
            guard !length.value.isEmpty, length.value.utf8.allSatisfy({ (48...57).contains($0) }) else {
                throw HTTPRefusal(status: 400, reason: "a malformed Content-Length")
            }
            guard length.value.utf8.allSatisfy({ $0 == 48 }) else { throw HTTPRefusal(status: 413, reason: "a request body is not accepted") }
        }
    }

    /// The characters of an HTTP token (RFC 9110 §5.6.2).
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 48...57, 65...90, 97...122: true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
            UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default: false
        }
    }
}
