import CImageDecoders
import Foundation
import StateboardCore

/// One decoder worker process, seen from the parent: started from the worker executable with a
/// socket pair as its standard input and output, asked one request at a time, and killed (never
/// reused) when a request fails in any way — past its deadline, a crash, a broken frame.
final class DecoderProcess: @unchecked Sendable {
    // Unchecked: a process is used by one thread at a time (the pool hands it out exclusively).
    let pid: pid_t
    private let socket: Int32

    /// Why a request got no answer.
    enum Failure: Error, Sendable {
        /// The deadline passed first; the worker was killed.
        case timedOut
        /// The worker died (`signal` or `exitStatus`) or broke the wire format (`wire`).
        case died(signal: Int32?, exitStatus: Int32?, wire: String?)
    }

    /// Starts `executable` with `arguments`. Throws `RenderError.environment` when it cannot start.
    init(executable: String, arguments: [String]) throws {
        var pair: [Int32] = [-1, -1]
        guard Glibc.socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            throw RenderError.environment("cannot make a socket for the decoder worker: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pair[1], 0)
        posix_spawn_file_actions_adddup2(&actions, pair[1], 1)
        // Decoders' warnings go nowhere (a worker may not write files: RLIMIT_FSIZE is 0).
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Nothing else of this process's reaches the worker, whatever was opened without CLOEXEC.
        _ = stateboard_spawn_close_from(&actions, 3)
        var child: pid_t = 0
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = Self.environment().map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        let status = posix_spawn(&child, executable, &actions, nil, argv, environment)
        close(pair[1])
        guard status == 0 else {
            close(pair[0])
            throw RenderError.environment("cannot start the decoder worker \(executable): \(String(cString: strerror(status)))")
        }
        pid = child
        socket = pair[0]
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
    }

    deinit { stop() }

    /// This process's environment, passed on, with Swift's crash backtracer off: a decoder that
    /// crashes ends its worker at once, not after seconds of unwinding whose report goes nowhere.
    private static func environment() -> [String] {
        var entries: [String] = []
        var cursor = environ
        while let entry = cursor.pointee {
            let text = String(cString: entry)
            if !text.hasPrefix("SWIFT_BACKTRACE=") { entries.append(text) }
            cursor += 1
        }
        return entries + ["SWIFT_BACKTRACE=enable=no"]
    }

    /// Sends `request` and waits for its response until `deadline` (`nil`: no deadline). On any
    /// failure the process is killed and must not be used again.
    func ask(_ request: DecoderWire.Request, until deadline: RenderDeadline?) throws(Failure) -> DecoderWire.Response {
        do {
            try send(request.header(), until: deadline)
            try send([UInt8](request.payload), until: deadline)
            let header = try receive(DecoderWire.responseHeaderBytes, until: deadline)
            var (response, length): (DecoderWire.Response, Int)
            do { (response, length) = try DecoderWire.Response.parse(header, for: request) } catch {
                throw Failure.died(signal: nil, exitStatus: nil, wire: error.description)
            }
            response.payload = Data(try receive(length, until: deadline))
            return response
        } catch let failure as Failure {
            stop()
            throw failure.withExit(of: self)
        } catch {
            stop()
            throw .died(signal: nil, exitStatus: nil, wire: "\(error)")
        }
    }

    private var stopped = false
    private var exit: (signal: Int32?, status: Int32?) = (nil, nil)

    /// Kills the worker (if still running) and reaps it; closing its socket ends an idle worker anyway.
    func stop() {
        guard !stopped else { return }
        stopped = true
        close(socket)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // WIFSIGNALED / WEXITSTATUS by hand: the C macros do not import.
        let signal = status & 0x7F
        exit = signal != 0 ? (signal, nil) : (nil, (status >> 8) & 0xFF)
    }

    fileprivate var exitBeforeKill: (signal: Int32?, status: Int32?) { exit }

    private func send(_ bytes: [UInt8], until deadline: RenderDeadline?) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            try wait(for: Int16(POLLOUT), until: deadline)
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent < 0, errno == EAGAIN || errno == EINTR { continue }
            guard sent > 0 else { throw .died(signal: nil, exitStatus: nil, wire: nil) }
            offset += sent
        }
    }

    private func receive(_ count: Int, until deadline: RenderDeadline?) throws(Failure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            try wait(for: Int16(POLLIN), until: deadline)
            let got = bytes[offset...].withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if got < 0, errno == EAGAIN || errno == EINTR { continue }
            guard got > 0 else { throw .died(signal: nil, exitStatus: nil, wire: nil) }
            offset += got
        }
        return bytes
    }

    /// Waits until the socket is ready for `events` or the deadline passes (then `timedOut`).
    private func wait(for events: Int16, until deadline: RenderDeadline?) throws(Failure) {
        while true {
            let timeout = deadline.map { Int32(clamping: Int(($0.remainingSeconds * 1000).rounded(.up))) } ?? -1
            if let deadline, deadline.hasPassed { throw .timedOut }
            var entry = pollfd(fd: socket, events: events, revents: 0)
            let ready = poll(&entry, 1, timeout)
            if ready > 0 { return }
            if ready == 0 { throw .timedOut }
            guard errno == EINTR else { throw .died(signal: nil, exitStatus: nil, wire: nil) }
        }
    }
}

extension DecoderProcess.Failure {
    /// A death with the worker's exit read once it was reaped.
    fileprivate func withExit(of process: DecoderProcess) -> DecoderProcess.Failure {
        guard case .died(_, _, let wire) = self else { return self }
        let exit = process.exitBeforeKill
        // A worker that died on its own left its signal or status; one we killed shows SIGKILL.
        return .died(signal: wire == nil ? exit.signal : nil, exitStatus: wire == nil ? exit.status : nil, wire: wire)
    }
}
