import Foundation
import StateboardCore

/// Where untrusted image decoders (libjpeg, libheif, poppler, librsvg) run: in this process (the
/// library's default), or in decoder worker processes the caller names, where the limit
/// `renderSeconds` reaches them (a worker past the deadline is killed and started again) and a
/// crash ends a worker, not the host. A value: a renderer takes the one current when it is made.
///
/// The command line binds a worker configuration (the `stateboard` binary started again as its
/// hidden `decode-worker` subcommand); a library user who gives none decodes in process, as before.
///
/// ```swift
/// let decoding = ImageDecoding.workers(executable: "/usr/local/bin/stateboard", arguments: ["decode-worker"])
/// let renderer = try ImageDecoding.$current.withValue(decoding) { try ImageRenderer() }
/// ```
public struct ImageDecoding: Sendable {
    /// The worker pool, or `nil` to decode in this process.
    let pool: DecoderPool?

    /// Decoders run in this process, as calls a deadline cannot interrupt.
    public static let inProcess = ImageDecoding(pool: nil)

    /// Decoders run in up to `maximumWorkers` long-lived processes started as `executable` with
    /// `arguments` followed by `limits.arguments` (`DecoderService.serve` must answer on the other
    /// side), their results kept by the file's content for the life of this value.
    public static func workers(
        executable: String, arguments: [String], maximumWorkers: Int = ProcessInfo.processInfo.activeProcessorCount,
        limits: DecoderWorkerLimits = DecoderWorkerLimits()
    ) -> ImageDecoding {
        ImageDecoding(pool: DecoderPool(executable: executable, arguments: arguments + limits.arguments, maximumWorkers: max(1, maximumWorkers)))
    }

    /// Whether decoders run in worker processes.
    public var usesWorkers: Bool { pool != nil }

    /// The decoding renderers made now take (the command line binds `workers`).
    @TaskLocal public static var current = ImageDecoding.inProcess
}

/// A decode that a worker could not finish: it died (a crash, a broken answer) or was killed at
/// the deadline. Located by the drawing canvas at the node that drew the image.
struct DecoderFailure: Error, Sendable {
    let path: String
    let failure: DecoderProcess.Failure
}
