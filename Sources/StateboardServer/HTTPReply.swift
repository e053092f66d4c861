import Foundation

/// A response as a route returns it: a status, header fields and either the whole body or a
/// stream of server-sent events that lasts until the page closes or the server stops.
struct HTTPReply: Sendable {
    enum Body: Sendable {
        /// The whole body, sent with its Content-Length.
        case bytes(Data)
        /// A file sent in pieces as it is read, with its size as Content-Length.
        case file(ServedFile)
        /// Events as they are queued, until the queue finishes; `onEnd` runs once the stream
        /// has ended, however it ended (the page closed, the server stopped).
        case events(EventQueue, onEnd: @Sendable () -> Void)
        /// A body made as it is sent: `produce` hands each piece to its sink (which says false
        /// once the client is gone, and the producer stops), so a page listing 50,000 images is
        /// never whole in memory. Sent chunked to HTTP/1.1, to an HTTP/1.0 client until the
        /// connection closes.
        case pieces(@Sendable (_ sink: (String) -> Bool) -> Void)
    }

    var status: Int
    var fields: [HTTPRequestHead.Field]
    var body: Body

    init(status: Int, fields: [HTTPRequestHead.Field] = [], body: Body) {
        self.status = status; self.fields = fields; self.body = body
    }

    /// A plain-text reply.
    static func text(_ status: Int, _ text: String, fields: [HTTPRequestHead.Field] = []) -> HTTPReply {
        HTTPReply(status: status, fields: [.init(name: "Content-Type", value: "text/plain; charset=utf-8")] + fields, body: .bytes(Data(text.utf8)))
    }

    /// `304 Not Modified`: the client's copy, tagged `tag`, is current (no body).
    static func notModified(_ tag: String) -> HTTPReply {
        HTTPReply(status: 304, fields: [.init(name: "ETag", value: tag), .init(name: "Cache-Control", value: "no-cache")], body: .bytes(Data()))
    }

    /// The refusal of a request the parser did not accept.
    static func refusal(_ refusal: HTTPRefusal) -> HTTPReply {
        text(refusal.status, "\(refusal.reason)\n", fields: refusal.fields)
    }

    /// The status line and header fields, with Content-Length for a whole body and
    /// `Connection: close` when the connection ends after this response.
    /// A `pieces` body is sent `chunked` (HTTP/1.1) or to the connection's close.
    func head(closing: Bool, chunked: Bool = false) -> Data {
        var text = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
        for field in fields { text += "\(field.name): \(field.value)\r\n" }
        switch body {
        case .bytes(let data) where status != 304: text += "Content-Length: \(data.count)\r\n"
        case .file(let file): text += "Content-Length: \(file.size)\r\n"
        case .pieces where chunked: text += "Transfer-Encoding: chunked\r\n"
        default: break
        }
        if closing { text += "Connection: close\r\n" }
        return Data((text + "\r\n").utf8)
    }

    /// The reason phrase of the statuses the server sends.
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 403: "Forbidden"
        case 409: "Conflict"
        case 411: "Length Required"
        case 415: "Unsupported Media Type"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 421: "Misdirected Request"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }
}
