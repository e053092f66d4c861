import ArgumentParser
import Foundation
import Stateboard

/// `stateboard decode-worker`: the decoder worker the command line starts itself as (hidden; see
/// docs/Security.md, "Decoders contained"). It answers decode requests on standard input and
/// output until its input ends.
struct DecodeWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode-worker", abstract: "Serve image decode requests on standard input (internal).", shouldDisplay: false)

    @Option(name: .customLong("cpu-seconds")) var cpuSeconds = DecoderWorkerLimits().cpuSecondsPerRequest
    @Option(name: .customLong("address-space")) var addressSpace = DecoderWorkerLimits().addressSpaceBytes
    @Option(name: .customLong("open-files")) var openFiles = DecoderWorkerLimits().openFiles
    @Option(name: .customLong("request-bytes")) var requestBytes = DecoderWorkerLimits().requestBytes
    /// Test-only: crash on a request marked for it (how tests see a worker die).
    @Flag(name: .customLong("test-crash-hook")) var testCrashHook = false

    func run() throws {
        var limits = DecoderWorkerLimits()
        limits.cpuSecondsPerRequest = cpuSeconds
        limits.addressSpaceBytes = addressSpace
        limits.openFiles = openFiles
        limits.requestBytes = requestBytes
        let status = DecoderService.serve(limits: limits, testCrashHook: testCrashHook)
        if status != 0 { throw ExitCode(status) }
    }

    /// The decoding every other command binds: this binary started again as `decode-worker`, as
    /// many workers as cores. `STATEBOARD_DECODER_TEST_CRASH=1` turns the test hook on (for the
    /// command line's tests); `STATEBOARD_DECODERS=in-process` keeps decoders in this process.
    static func decoding(environment: [String: String] = ProcessInfo.processInfo.environment) -> ImageDecoding {
        guard environment["STATEBOARD_DECODERS"] != "in-process",
            let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        else { return .inProcess }
        let hook = environment["STATEBOARD_DECODER_TEST_CRASH"] == "1" ? ["--test-crash-hook"] : []
        return .workers(executable: executable, arguments: ["decode-worker"] + hook)
    }
}
