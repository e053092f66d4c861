import Foundation
import StateboardCore

extension DrawingCanvas {
    /// Runs `body` (drawing an image), turning a decoder worker's failure into an error located at
    /// the node being drawn: past the deadline, `RenderDeadlineExceeded` naming `renderSeconds`;
    /// a worker that died, `ImageDecoderDied`.
    func locatingDecoderFailures(_ body: () throws -> Void) throws {
        do { try body() } catch let failure as DecoderFailure {
            switch failure.failure {
            case .timedOut:
                let deadline = deadline ?? RenderDeadline(seconds: InputLimits.current.renderSeconds)
                throw deadline.exceeded("decoding the image \(PrintableText.escaped(failure.path))", at: currentNode)
            case .died(let signal, let status, let wire):
                throw ImageDecoderDied(path: failure.path, signal: signal, exitStatus: status, wire: wire, location: currentNode?.origin?.node)
            }
        }
    }

    /// `canvas` (a shadow's) with this canvas's decoders, deadline and node.
    func sharingDecoders(with canvas: DrawingCanvas) -> DrawingCanvas {
        canvas.decoding = decoding
        canvas.deadline = deadline
        canvas.currentNode = currentNode
        return canvas
    }
}

/// An image whose decoder worker died (a crash, a resource limit, a broken answer) while
/// decoding or drawing it: the image is not drawn, the worker is started again for the next one.
public struct ImageDecoderDied: Error, Sendable, Hashable, CustomStringConvertible, StateboardError {
    /// The image file.
    public let path: String
    /// The signal that ended the worker, if one did (11: a crash, 24: its CPU time, 9: killed).
    public let signal: Int32?
    /// Its exit status, if it exited.
    public let exitStatus: Int32?
    /// What was wrong with its answer, if it answered out of the wire format.
    public let wire: String?
    /// Where the image's node was declared, if in a file.
    public let location: FileLocation?

    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        let cause = wire.map { "broke the wire format (\($0))" }
            ?? signal.map { "was ended by signal \($0)\(Self.signalNames[$0].map { " (\($0))" } ?? "")" }
            ?? "exited with status \(exitStatus ?? -1)"
        return "\(place)the image decoder \(cause) on the image \(PrintableText.escaped(path)); it was not drawn\n  hint: the file is "
            + "damaged or made to crash its decoder: export it again from the app that made it, or replace it"
    }

    public var exitCode: StateboardExitCode { .badInput }

    private static let signalNames: [Int32: String] = [
        SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGKILL: "SIGKILL", SIGXCPU: "SIGXCPU: its CPU time", SIGFPE: "SIGFPE",
        SIGILL: "SIGILL",
    ]
}
