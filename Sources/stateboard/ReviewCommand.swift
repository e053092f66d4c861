import ArgumentParser
import Foundation
import Stateboard
import StateboardServer

/// `stateboard review`: accept or reject the changed, new and removed images of verify reports,
/// in the browser or headless, and move the baseline without drawing again.
struct ReviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Accept or reject every changed image of verify reports; accepted images become the references.",
        discussion: """
            Give the folders `verify --report` (or `merge-reports`) wrote: a local run or a \
            downloaded CI artifact. Without --apply or --accept, serves a page at \
            http://HOST:PORT/ with every changed, new and removed image, grouped by cause: `a` \
            accepts, `r` rejects, `shift-a` accepts the whole group, `j`/`k` move, `?` shows the keys. \
            Decisions are saved in REPORT/review.json as they are taken (resume any time); \
            accepting writes the report's image as the reference, as `record` would encode it, with \
            its fingerprint entry; a removed state's reference is deleted. A report drawn in another \
            environment than the references, or whose images are not its own, is refused (exit 2).

            Examples:
              stateboard review verify-report                       # review in the browser
              stateboard review verify-report --apply               # apply review.json, no browser
              stateboard review verify-report --accept 'ios/favorites/*'   # a bot accepts a screen
            """
    )

    @Argument(help: "Report folders written by `verify --report` or `merge-reports`.")
    var reports: [String]

    @Option(help: "The references folder.")
    var snapshots = ReferenceStore.defaultFolder

    @Flag(help: "Apply the decisions saved in review.json, without a browser.")
    var apply = false

    @Option(help: "Accept the images whose key (theme/screen/state/variant) matches this glob, then apply (repeatable).")
    var accept: [String] = []

    @Option(help: "Reject the images whose key matches this glob (repeatable; with --accept, rejection wins).")
    var reject: [String] = []

    @Option(help: "A note saved with the decisions --accept and --reject take.")
    var note: String?

    @Option(help: "The port to serve the page on (0: any free port).")
    var port = 8080

    @Option(help: "The address to listen on. Only this machine can connect unless you change it.")
    var host = "127.0.0.1"

    func validate() throws {
        guard !reports.isEmpty else { throw ValidationError("give at least one report folder (written by `stateboard verify --report DIR`)") }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if let note, note.count > ReviewDecision.maximumNoteLength {
            throw ValidationError("--note is at most \(ReviewDecision.maximumNoteLength) characters")
        }
    }

    func run() async throws {
        let session = try ReviewSession(set: ReviewSet.load(reports), store: ReferenceStore(folder: snapshots))
        for line in session.staleDecisions { FileHandle.standardError.write(Data("note: \(line)\n".utf8)) }
        if !accept.isEmpty || !reject.isEmpty {
            let keys = session.set.items.map(\.key)
            let rejected = keys.filter { key in reject.contains { fnmatch($0, key, 0) == 0 } }
            let accepted = keys.filter { key in !rejected.contains(key) && accept.contains { fnmatch($0, key, 0) == 0 } }
            for glob in accept + reject where !keys.contains(where: { fnmatch(glob, $0, 0) == 0 }) {
                throw PipelineError("`\(glob)` matches no image of the review (\(keys.count) images, e.g. \(keys.first ?? "none"))")
            }
            try session.decide(accepted, .accept, note: note)
            try session.decide(rejected, .reject, note: note)
        }
        if apply || !accept.isEmpty || !reject.isEmpty {
            printApplication(try session.apply())
            return
        }
        try await serve(session)
    }

    private func printApplication(_ result: ReviewApplication) {
        for key in result.accepted { print("✓ \(key): the report's image is the reference now") }
        for key in result.deleted { print("− \(key): reference deleted") }
        for key in result.rejected { print("✗ \(key): rejected, reference untouched") }
        var parts = ["\(result.accepted.count) accepted", "\(result.deleted.count) deleted", "\(result.rejected.count) rejected"]
        if !result.undecided.isEmpty { parts.append("\(result.undecided.count) not decided yet") }
        print("Applied the review: \(parts.joined(separator: ", ")).")
    }

    private func serve(_ session: ReviewSession) async throws {
        var server = ReviewServer(session: session)
        server.host = host
        server.port = port
        let (host, count) = (self.host, session.set.items.count)
        try await server.run(shutdownSignals: [.sigterm]) { port in
            WatchCommand.say(
                "Reviewing \(count) images at http://\(host.contains(":") ? "[\(host)]" : host):\(port)/ (Ctrl-C to stop; decisions are saved as you take them, `--apply` applies them)"
            )
        }
    }
}
