import Foundation
import StateboardCore

/// A review in progress: the reports, the references they would change, and the decisions
/// taken, saved to each report's `review.json` as they are taken. Safe to share between the
/// page's connections.
public final class ReviewSession: Sendable {
    /// The reports under review.
    public let set: ReviewSet
    /// The references folder accepted images go into (`--snapshots`, before the glyph suffix).
    public let store: ReferenceStore
    private let state: Locked<[String: ReviewDecision]>
    /// Decisions `review.json` held for images that have changed since (dropped), as lines.
    public let staleDecisions: [String]

    /// Opens a review of `set` into `store`, refused when a report was drawn in another
    /// environment than the references; resumes the decisions saved beside the reports.
    public init(set: ReviewSet, store: ReferenceStore = ReferenceStore()) throws(PipelineError) {
        self.set = set
        self.store = store
        try ReviewEnvironment.check(set, store: store)
        var decisions: [String: ReviewDecision] = [:]
        var stale: [String] = []
        for (index, folder) in set.folders.enumerated() {
            for (key, decision) in try ReviewFile.read(in: folder).decisions {
                guard let item = set.item(key), item.report == index else { continue }
                if decision.pixels != item.actualRecord?.pixels {
                    stale.append("\(key): decided on another image than the report's now; decide again")
                    continue
                }
                decisions[key] = decision
            }
        }
        state = Locked(decisions)
        staleDecisions = stale.sorted()
    }

    /// The decisions taken so far, by key.
    public var decisions: [String: ReviewDecision] { state.current }

    /// The images not decided yet.
    public var left: Int {
        let decided = decisions
        return set.items.filter { decided[$0.key] == nil }.count
    }

    /// Records `verdict` (nil: undecides) for each of `keys` and saves the affected reports'
    /// `review.json`. Every key must be one of the review's images.
    public func decide(_ keys: [String], _ verdict: ReviewDecision.Verdict?, note: String? = nil, at time: Date = Date()) throws(PipelineError) {
        if let note, note.count > ReviewDecision.maximumNoteLength {
            throw .badInput("a note is at most \(ReviewDecision.maximumNoteLength) characters")
        }
        var items: [ReviewItem] = []
        for key in keys {
            guard let item = set.item(key) else { throw .badInput("`\(ReviewItem.shown(key))` is not an image of this review") }
            items.append(item)
        }
        let cleanNote = note.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        // Saved under the lock, so two requests never interleave their writes of one file.
        var failure: PipelineError?
        state.withLock { decisions in
            var updated = decisions
            for item in items {
                updated[item.key] = verdict.map { ReviewDecision(verdict: $0, time: time, note: cleanNote, pixels: item.actualRecord?.pixels) }
            }
            do throws(PipelineError) {
                for report in Set(items.map(\.report)).sorted() { try save(updated, report: report) }
                decisions = updated
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    private func save(_ decisions: [String: ReviewDecision], report: Int) throws(PipelineError) {
        let mine = decisions.filter { set.item($0.key)?.report == report }
        try ReviewFile(decisions: mine).write(in: set.folders[report])
    }

    /// Applies the accepted decisions to the references (see `ReviewApplication`).
    public func apply() throws(PipelineError) -> ReviewApplication {
        try ReviewApplication.apply(set, decisions: decisions, store: store)
    }
}
