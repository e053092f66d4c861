import Foundation
import StateboardCore

/// The per-image time limit (`renderSeconds`): a job that has not finished in time stops the
/// command-line run with exit 2 and a message naming the image and the limit, after removing the
/// files in flight (Cairo and Pango calls cannot be cancelled, so the process ends). Active only
/// in a program that installed `InterruptCleanup` (the `stateboard` tool), never inside an app.
enum RenderWatchdog {
    /// Runs `body`, stopping the process if it takes longer than `renderSeconds`.
    static func guarding<T>(_ label: String, limits: InputLimits = .current, _ body: () throws -> T) rethrows -> T {
        guard InterruptCleanup.shared.isInstalled else { return try body() }
        let alarm = DispatchWorkItem {
            InterruptCleanup.shared.closeAndRemoveInFlight()
            let message = "error: \(label): drawing took longer than \(limits.renderSeconds) s, the limit `renderSeconds`\n  hint: "
                + InputLimits.hint(raising: "renderSeconds") + "\n"
            FileHandle.standardError.write(Data(message.utf8))
            exit(2)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + limits.renderSeconds, execute: alarm)
        defer { alarm.cancel() }
        return try body()
    }
}
