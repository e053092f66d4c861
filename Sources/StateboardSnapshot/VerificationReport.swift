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
    /// Every image of the run, in the matrix's order.
    public var entries: [Entry]
    /// Wall-clock time of the whole run, in seconds.
    public var seconds: Double
    /// Per theme: the environment the images were drawn in (absent in reports of earlier
    /// versions). `review` accepts a report's images only into references of the same one.
    public var environments: [String: RenderEnvironment]?

    public init(environmentChanges: [String: [String]] = [:], entries: [Entry] = [], seconds: Double = 0) {
        self.environmentChanges = environmentChanges; self.entries = entries; self.seconds = seconds
    }

    /// How many images ended each way.
    public var passed: Int { entries.filter { $0.status == .passed }.count }
    public var failed: Int { entries.filter { $0.status == .failed }.count }
    public var missing: Int { entries.filter { $0.status == .missing }.count }
    public var errors: Int { entries.filter { $0.status == .error }.count }
    public var removed: Int { entries.filter { $0.status == .removed }.count }
    /// True when every image matched its reference (a removed reference is listed, not failed).
    public var allPassed: Bool { entries.allSatisfy { $0.status == .passed || $0.status == .removed } }
}
