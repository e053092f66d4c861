import Foundation
import StateboardCore

/// Decoder worker processes, each used by one thread at a time, and what they answered, kept by
/// the request (the file's bytes and everything that decides the answer) so a matrix decodes
/// each asset once. A worker that fails a request is killed and a new one started for the next.
final class DecoderPool: Sendable {
    let executable: String
    let arguments: [String]
    private let idle = Locked<[DecoderProcess]>([])
    private let slots: DispatchSemaphore
    private let answers = Locked(DecoderAnswers())
    /// The images' bytes, read once while their files are unchanged.
    let files = DecoderFileBytes()

    init(executable: String, arguments: [String], maximumWorkers: Int) {
        self.executable = executable
        self.arguments = arguments
        slots = DispatchSemaphore(value: maximumWorkers)
    }

    deinit { for process in idle.withLock({ $0 }) { process.stop() } }

    /// The answer to `request`, remembered or asked of a worker within `deadline`. A worker's
    /// failure is remembered too: the same bytes fail the same way (a timeout only while as much
    /// time or less is left).
    /// Without `remember`, the answer is asked of a worker and not kept.
    func answer(_ request: DecoderWire.Request, path: String, deadline: RenderDeadline?, remember: Bool = true) throws -> DecoderWire.Response {
        let key = DecoderAnswers.Key(request)
        if remember, let known = answers.withLock({ $0.answer(for: key, remaining: deadline?.remainingSeconds) }) {
            return try known.mapError { DecoderFailure(path: path, failure: $0) }.get()
        }
        let remaining = deadline?.remainingSeconds
        let result = Result<DecoderWire.Response, DecoderProcess.Failure> { () throws(DecoderProcess.Failure) in try ask(request, until: deadline) }
        if remember { answers.withLock { $0.remember(result, for: key, remaining: remaining) } }
        return try result.mapError { DecoderFailure(path: path, failure: $0) }.get()
    }

    private func ask(_ request: DecoderWire.Request, until deadline: RenderDeadline?) throws(DecoderProcess.Failure) -> DecoderWire.Response {
        let waitUntil: DispatchTime = deadline.map { .now() + $0.remainingSeconds } ?? .distantFuture
        guard slots.wait(timeout: waitUntil) == .success else { throw .timedOut }
        defer { slots.signal() }
        let process: DecoderProcess
        if let reused = idle.withLock({ $0.popLast() }) {
            process = reused
        } else {
            do { process = try DecoderProcess(executable: executable, arguments: arguments) } catch {
                throw .died(signal: nil, exitStatus: nil, wire: "\(error)")
            }
        }
        let response = try process.ask(request, until: deadline)
        idle.withLock { $0.append(process) }
        return response
    }
}

/// Answers remembered by request, at most `maximumBytes` of pixels (the oldest forgotten first).
struct DecoderAnswers: Sendable {
    struct Key: Hashable, Sendable {
        let operation: UInt8, kind: UInt8, imagePixels: Int, svgSize: Double, pixelWidth: Int, pixelHeight: Int
        let bytes: Data
        init(_ request: DecoderWire.Request) {
            operation = request.operation.rawValue; kind = request.kind; imagePixels = request.imagePixels
            svgSize = request.svgSize; pixelWidth = request.pixelWidth; pixelHeight = request.pixelHeight
            bytes = request.payload
        }
    }

    enum Remembered: Sendable {
        case answered(DecoderWire.Response)
        case failed(DecoderProcess.Failure, remaining: Double?)
    }

    static let maximumBytes = 512 << 20
    private var entries: [Key: Remembered] = [:]
    private var order: [Key] = []
    private var bytes = 0

    func answer(for key: Key, remaining: Double?) -> Result<DecoderWire.Response, DecoderProcess.Failure>? {
        switch entries[key] {
        case nil: return nil
        case .answered(let response): return .success(response)
        case .failed(.timedOut, let before):
            // Timed out with `before` seconds: retried only with more time than that.
            guard let before, let remaining, remaining <= before else { return nil }
            return .failure(.timedOut)
        case .failed(let failure, _): return .failure(failure)
        }
    }

    mutating func remember(_ result: Result<DecoderWire.Response, DecoderProcess.Failure>, for key: Key, remaining: Double?) {
        let size = key.bytes.count + ((try? result.get())?.payload.count ?? 0)
        guard size <= Self.maximumBytes else { return }
        while bytes + size > Self.maximumBytes, !order.isEmpty {
            let oldest = order.removeFirst()
            if case .answered(let response)? = entries.removeValue(forKey: oldest) { bytes -= oldest.bytes.count + response.payload.count }
            else { bytes -= oldest.bytes.count }
        }
        if entries[key] == nil { order.append(key) } else { return }
        switch result {
        case .success(let response): entries[key] = .answered(response)
        case .failure(let failure): entries[key] = .failed(failure, remaining: remaining)
        }
        bytes += size
    }
}
