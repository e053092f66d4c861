import Foundation
import StateboardRender

/// A reviewer's verdict on one image.
public struct ReviewDecision: Codable, Sendable, Equatable {
    public enum Verdict: String, Codable, Sendable { case accept, reject }

    public var verdict: Verdict
    /// When it was decided (ISO 8601, UTC, in the file).
    public var time: Date
    /// Why, in the reviewer's words (at most `ReviewDecision.maximumNoteLength` characters).
    public var note: String?
    /// The pixel digest of the image decided on, so a decision never carries over to another
    /// image drawn for the same key by a later run (absent for a removed reference).
    public var pixels: PixelDigest?

    public init(verdict: Verdict, time: Date = Date(), note: String? = nil, pixels: PixelDigest?) {
        self.verdict = verdict; self.time = time; self.note = note; self.pixels = pixels
    }

    /// The longest note kept.
    public static let maximumNoteLength = 2000
}

/// `review.json` beside a report: the decisions taken so far, so a review can be resumed, handed
/// to someone else, or applied without a browser.
public struct ReviewFile: Codable, Sendable, Equatable {
    /// The file format's version.
    public var format = 1
    /// Report key → decision.
    public var decisions: [String: ReviewDecision] = [:]

    public init(decisions: [String: ReviewDecision] = [:]) { self.decisions = decisions }

    /// The file's name inside a report folder.
    public static let fileName = "review.json"

    static func path(in folder: String) -> String { (folder as NSString).appendingPathComponent(fileName) }

    /// The decisions saved in `folder`, none when there is no file yet.
    static func read(in folder: String) throws(PipelineError) -> ReviewFile {
        let path = path(in: folder)
        guard let data = FileManager.default.contents(atPath: path) else { return ReviewFile() }
        guard data.count <= 64 * 1024 * 1024 else { throw .badInput("\(path) is larger than 64 MB; it is not a review Stateboard wrote") }
        let file: ReviewFile
        do { file = try decoder.decode(ReviewFile.self, from: data) } catch let error as DecodingError {
            throw .badInput("\(path): not a Stateboard review (\(ReviewJSON.describe(error))); remove it to start the review again")
        } catch {
            throw .badInput("\(path): not a Stateboard review (\(error.localizedDescription))")
        }
        guard file.format == 1 else { throw .badInput("\(path): review format \(file.format) is not one this Stateboard reads (1)") }
        for (key, decision) in file.decisions where (decision.note?.count ?? 0) > ReviewDecision.maximumNoteLength {
            throw .badInput("\(path): the note on \(ReviewItem.shown(key)) is longer than \(ReviewDecision.maximumNoteLength) characters")
        }
        return file
    }

    /// Writes the file into `folder` atomically (sorted keys: it diffs cleanly).
    func write(in folder: String) throws(PipelineError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var data: Data
        do { data = try encoder.encode(self) } catch { throw .badInput("cannot encode the review: \(error)") }
        data.append(0x0A)
        try AtomicFile.write(data, to: Self.path(in: folder))
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
