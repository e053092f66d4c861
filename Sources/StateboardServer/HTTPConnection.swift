import Foundation

/// One client's connection, served on a thread of its own with blocking I/O bounded by
/// `poll()`: requests one after another (keep-alive, pipelined requests in order), each answered
/// by `handler` on this thread. The connection closes when the client closes it or asks to,
/// after a refused request, when no complete request head arrives within the idle timeout, when
/// the client reads nothing of a response for that long, when the server drains (between
/// requests) and when the server closes every connection (at once).
struct HTTPConnection {
    let socket: Int32
    let idleTimeout: Duration
    /// Tripped when the server stops taking requests: a connection between requests closes.
    let draining: WakePipe
    /// Tripped when the server closes every connection, whatever it is doing.
    let closing: WakePipe
    let handler: @Sendable (HTTPRequestHead) -> HTTPReply
    /// The largest POST body read; 0: POST is refused (the preview).
    var maximumBodyBytes = 0

    /// Serves the connection until it ends, then closes the socket.
    func serve() {
        defer { close(socket) }
        var received: [UInt8] = []
        while true {
            guard let (head, consumed) = readHead(&received) else { return }
            received.removeFirst(consumed)
            var reply = handler(head)
            let lastRequest = !head.keepsAlive || draining.isTripped
            // An HTTP/1.0 client keeps the connection only when the response says so.
            if head.minorVersion == 0, !lastRequest { reply.fields.append(.init(name: "Connection", value: "keep-alive")) }
            switch reply.body {
            case .bytes(let body):
                var message = reply.head(closing: lastRequest)
                if head.method != "HEAD" { message.append(body) }
                guard send(message), !lastRequest, !draining.isTripped else { return }
            case .file(let file):
                guard send(reply.head(closing: lastRequest)) else { return }
                if head.method != "HEAD" { guard sendPieces(of: file) else { return } }
                guard !lastRequest, !draining.isTripped else { return }
            case .pieces(let produce):
                // HTTP/1.0 has no chunks: the body ends where the connection does.
                let chunked = head.minorVersion >= 1, closing = lastRequest || !chunked
                guard send(reply.head(closing: closing, chunked: chunked)) else { return }
                if head.method != "HEAD" { guard sendPieces(produce, chunked: chunked) else { return } }
                guard !closing, !draining.isTripped else { return }
            case .events(let queue, let onEnd):
                defer { onEnd() }
                guard send(reply.head(closing: true)), head.method != "HEAD" else { return }
                stream(queue)
                return
            }
        }
    }

    /// The next request head (with its body, for a POST), reading more into `received` as
    /// needed; nil when the connection is to close (after sending the refusal of a bad request).
    /// The whole request, body included, must arrive within the idle timeout.
    private func readHead(_ received: inout [UInt8]) -> (HTTPRequestHead, Int)? {
        let deadline = ContinuousClock.now + idleTimeout
        var scanned = 0
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            switch HTTPRequestParser.parse(received[...], scanned: scanned, maximumBodyBytes: maximumBodyBytes) {
            case .head(var head, let consumed):
                let length = head.contentLength
                if length == 0 || head.method != "POST" { return (head, consumed) }
                if received.count - consumed >= length {
                    head.body = Data(received[consumed..<(consumed + length)])
                    return (head, consumed + length)
                }
            case .refused(let refusal):
                _ = send(HTTPReply.refusal(refusal).head(closing: true) + Self.body(of: refusal))
                return nil
            case .incomplete:
                scanned = received.count
            }
            // Waiting for a request: the server's drain ends the connection (a request half
            // received is dropped with it), as does the idle timeout for the whole head.
            guard wait(for: Int16(POLLIN), until: deadline, alsoWakingOn: draining) == .ready else { return nil }
            let count = read(socket, &chunk, chunk.count)
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
            guard count > 0 else { return nil }
            received += chunk[0..<count]
        }
    }

    private static func body(of refusal: HTTPRefusal) -> Data {
        if case .bytes(let data) = HTTPReply.refusal(refusal).body { return data }
        return Data()
    }

    /// Sends the queue's events until it finishes, the client closes or sends anything (a page's
    /// event stream is one-way), or the server closes every connection.
    private func stream(_ queue: EventQueue) {
        while true {
            let (events, finished) = queue.take()
            if !events.isEmpty, !send(Data(events.joined().utf8)) { return }
            if finished { return }
            var descriptors = [
                pollfd(fd: socket, events: Int16(POLLIN), revents: 0), pollfd(fd: queue.wake.readEnd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: closing.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            let count = poll(&descriptors, nfds_t(descriptors.count), -1)
            if count < 0, errno == EINTR { continue }
            guard count > 0, descriptors[0].revents == 0, descriptors[2].revents == 0 else { return }
        }
    }

    /// Sends the file a piece at a time (one piece in memory at once); false when the client
    /// went, or the file ended short of the length announced (the connection then closes: the
    /// response cannot be completed honestly).
    private func sendPieces(of file: ServedFile) -> Bool {
        var offset = 0
        while offset < file.size {
            let piece = file.read(at: offset, count: min(1 << 16, file.size - offset))
            guard !piece.isEmpty, send(piece) else { return false }
            offset += piece.count
        }
        return true
    }

    /// Sends what `produce` makes, 64 KB at a time (chunked: each as a chunk, then the last,
    /// empty one); false when the client went.
    private func sendPieces(_ produce: (_ sink: (String) -> Bool) -> Void, chunked: Bool) -> Bool {
        var buffer = Data()
        var sending = true
        func flush() -> Bool {
            guard !buffer.isEmpty else { return true }
            defer { buffer.removeAll(keepingCapacity: true) }
            return chunked ? send(Data((String(buffer.count, radix: 16) + "\r\n").utf8) + buffer + Data("\r\n".utf8)) : send(buffer)
        }
        produce { piece in
            guard sending else { return false }
            buffer.append(contentsOf: piece.utf8)
            if buffer.count >= 1 << 16 { sending = flush() }
            return sending
        }
        guard sending, flush() else { return false }
        return !chunked || send(Data("0\r\n\r\n".utf8))
    }

    /// Sends all of `data`; false when the client has not read any of it for the idle timeout,
    /// has gone, or the server closes every connection (then nothing more is sent).
    private func send(_ data: Data) -> Bool {
        guard !closing.isTripped else { return false }
        return data.withUnsafeBytes { buffer in
            var sent = 0
            var deadline = ContinuousClock.now + idleTimeout
            while sent < buffer.count {
                let count = Foundation.send(socket, buffer.baseAddress! + sent, buffer.count - sent, Self.sendFlags)
                if count > 0 {
                    sent += count
                    deadline = ContinuousClock.now + idleTimeout
                    continue
                }
                if count < 0, errno == EINTR { continue }
                guard count < 0, errno == EAGAIN || errno == EWOULDBLOCK else { return false }
                guard wait(for: Int16(POLLOUT), until: deadline, alsoWakingOn: nil) == .ready else { return false }
            }
            return true
        }
    }

    private enum Readiness { case ready, timedOut, woken }

    /// Waits until the socket is ready for `events`, the deadline passes, or the server closes
    /// every connection (or `extra` is tripped).
    private func wait(for events: Int16, until deadline: ContinuousClock.Instant, alsoWakingOn extra: WakePipe?) -> Readiness {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return .timedOut }
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var descriptors = [pollfd(fd: socket, events: events, revents: 0), pollfd(fd: closing.readEnd, events: Int16(POLLIN), revents: 0)]
            if let extra { descriptors.append(pollfd(fd: extra.readEnd, events: Int16(POLLIN), revents: 0)) }
            let count = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if count < 0, errno == EINTR { continue }
            if count < 0 { return .woken }
            if descriptors.dropFirst().contains(where: { $0.revents != 0 }) { return .woken }
            if descriptors[0].revents != 0 { return .ready }
        }
    }

    #if os(Linux)
        /// A client gone mid-response is an error to handle, not SIGPIPE ending the process.
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        /// Darwin: the socket has SO_NOSIGPIPE set instead.
        private static let sendFlags: Int32 = 0
    #endif
}
