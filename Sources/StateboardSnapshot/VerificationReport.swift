import Foundation
import StateboardRender

/// What one `verify` run found, image by image: the input of the HTML report, the JUnit file
/// and the console summary.
public struct VerificationReport: Codable, Sendable {
    /// How one reference fared.
    public enum Status: String, Codable, Sendable {
        /// The render equals the reference (or is within the tolerance).
        case passed
        /// The render differs from the reference beyond the tolerance.
        case failed
        /// No reference exists for this image.
        case missing
        /// The image could not be rendered or the reference could not be read.
        case error
        /// A reference no image of the theme produces any more (its state, screen or variant
        /// left the theme); listed for review, never a failure.
        case removed
    }

    /// One image of the matrix.
    public struct Entry: Codable, Sendable {
        /// `<theme>/<screen>/<state>/<variant>`, the reference's path under `Snapshots/` without `.png`.
        public var key: String
        /// The parts of `key`.
        public var theme: String
        public var screen: String
        public var state: String
        public var variant: String
        public var status: Status
        /// One line: why it failed (percentage, max ΔE, changed area), or the error.
        public var summary: String
        /// What changed in the layout, one sentence a line ("label `title` moved 12 pt down").
        public var explanation: [String]
        /// Lint's findings in the render (`verify --lint`), as `severity [rule] message`.
        public var lint: [String]?
        /// Paths relative to the report folder (nil when not written).
        public var referenceImage: String?
        public var actualImage: String?
        public var diffImage: String?
        /// The command line that accepts this render as the new reference.
        public var acceptCommand: String
        /// Time spent rendering and comparing, in milliseconds.
        public var milliseconds: Double
        /// The record `record` would keep for the actual image (its pixel digest, size and
        /// layout), for a failed or missing image: `review` checks the report's image against it
        /// and writes it into the fingerprint when the image is accepted.
        public var actualRecord: ReferenceRecord?

        public init(
            key: String, theme: String, screen: String, state: String, variant: String, status: Status,
            summary: String = "", explanation: [String] = [], referenceImage: String? = nil, actualImage: String? = nil,
            diffImage: String? = nil, acceptCommand: String, milliseconds: Double = 0
        ) {
            self.key = key; self.theme = theme; self.screen = screen; self.state = state; self.variant = variant
            self.status = status; self.summary = summary; self.explanation = explanation
            self.referenceImage = referenceImage; self.actualImage = actualImage; self.diffImage = diffImage
            self.acceptCommand = acceptCommand; self.milliseconds = milliseconds
        }
    }

    /// The report's data file in a report folder, read back to merge shards' reports.
    public static let fileName = "report.json"

    /// Per theme: how the recorded environment differs from this one (empty when it matches).
    public var environmentChanges: [String: [String]]
    /// Every image of the run, in the matrix's order (empty when the run derives them:
    /// `derived`; `allEntries` lists them either way).
    public var entries: [Entry]
    /// Wall-clock time of the whole run, in seconds.
    public var seconds: Double
    /// Per theme: the environment the images were drawn in (absent in reports of earlier
    /// versions). `review` accepts a report's images only into references of the same one.
    public var environments: [String: RenderEnvironment]?
    /// The entries of a run that does not hold one per image (`VerifyRun.keepsEntries` off):
    /// each derived when read. Not part of the report's JSON, which lists them (`allEntries`).
    public var derived: DerivedEntries?

    private enum CodingKeys: String, CodingKey { case environmentChanges, entries, seconds, environments }

    public init(environmentChanges: [String: [String]] = [:], entries: [Entry] = [], seconds: Double = 0) {
        self.environmentChanges = environmentChanges; self.entries = entries; self.seconds = seconds
    }

    /// How many images ended each way.
    public var passed: Int { count(.passed) }
    public var failed: Int { count(.failed) }
    public var missing: Int { count(.missing) }
    public var errors: Int { count(.error) }
    public var removed: Int { count(.removed) }
    /// True when every image matched its reference (a removed reference is listed, not failed).
    public var allPassed: Bool { allEntries.indices.allSatisfy { [.passed, .removed].contains(allEntries.status(at: $0)) } }

    private func count(_ status: Status) -> Int { allEntries.indices.lazy.filter { allEntries.status(at: $0) == status }.count }

    /// Every entry, in order: `entries`, or the `derived` ones, each made when read.
    public var allEntries: AllEntries { AllEntries(entries: entries, derived: derived) }
}

extension VerificationReport {
    /// A run's entries without one held per image: the count, and how to make the entry (and
    /// know the status, which costs less) at each place. The few entries that carry more than
    /// their job (a failure, an image, lint findings) are held by the maker.
    public struct DerivedEntries: Sendable {
        public let count: Int
        let entry: @Sendable (Int) -> Entry
        let status: @Sendable (Int) -> Status

        public init(count: Int, entry: @escaping @Sendable (Int) -> Entry, status: @escaping @Sendable (Int) -> Status) {
            self.count = count; self.entry = entry; self.status = status
        }
    }

    /// The entries of a report, listed or derived (`allEntries`).
    public struct AllEntries: RandomAccessCollection, Sendable {
        let entries: [Entry]
        let derived: DerivedEntries?

        public var startIndex: Int { 0 }
        public var endIndex: Int { derived?.count ?? entries.count }
        public subscript(position: Int) -> Entry { derived?.entry(position) ?? entries[position] }

        /// The status of the entry at `position`, without making the entry when it is derived.
        public func status(at position: Int) -> Status { derived?.status(position) ?? entries[position].status }
    }
}
