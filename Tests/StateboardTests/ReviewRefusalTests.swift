import Foundation
import Stateboard
import StateboardTestSupport
import Testing

/// Reports `review` must refuse before writing anything: edited, mixed or drawn elsewhere.
@Suite struct ReviewRefusalTests {
    /// Rewrites `report.json` of `report` through `edit` (its text).
    static func editReport(_ report: String, _ edit: (String) -> String) throws {
        let path = report + "/report.json"
        try edit(try String(contentsOfFile: path, encoding: .utf8)).write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func refusal(_ body: () throws -> Void) -> String? {
        do { try body() } catch let error as PipelineError { return error.cause == .badInput ? error.message : "not bad input: \(error)" } catch {
            return "\(error)"
        }
        return nil
    }

    @Test func anActualImageSwappedForAnotherIsRefusedNamingTheReportAndTheImage() throws {
        let (project, report) = try ReviewTests.changedProject()
        defer { project.remove() }
        let light = report + "/" + ReviewTests.light + ".actual.png"
        try FileManager.default.removeItem(atPath: light)
        try FileManager.default.copyItem(atPath: report + "/" + ReviewTests.dark + ".actual.png", toPath: light)
        let message = try #require(Self.refusal { _ = try ReviewSet.load([report]) })
        #expect(message.contains("report.json: \(ReviewTests.light)") && message.contains("is not the image this report drew"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: report + "/review.json"))
    }

    @Test func aKeyThatClimbsOutOfTheReferencesFolderIsRefusedLocated() throws {
        let (project, report) = try ReviewTests.changedProject()
        defer { project.remove() }
        try Self.editReport(report) { $0.replacingOccurrences(of: "\"screen\" : \"inbox\"", with: "\"screen\" : \"..\"") }
        let message = try #require(Self.refusal { _ = try ReviewSet.load([report]) })
        #expect(message.contains("report.json: entries[") && message.contains("`..` is not a name"), "\(message)")
    }

    @Test func anImagePathThatIsNotTheEntrysOwnIsRefused() throws {
        let (project, report) = try ReviewTests.changedProject()
        defer { project.remove() }
        try Self.editReport(report) { text in
            text.replacingOccurrences(of: "\"actualImage\" : \"\(ReviewTests.light).actual.png\"", with: "\"actualImage\" : \"../../Snapshots/x.png\"")
        }
        let message = try #require(Self.refusal { _ = try ReviewSet.load([report]) })
        #expect(message.contains("its actualImage is `../../Snapshots/x.png`, not its own"), "\(message)")
    }

    @Test func aReportDrawnInAnotherEnvironmentThanTheReferencesIsRefusedNamingIt() throws {
        let (project, report) = try ReviewTests.changedProject()
        defer { project.remove() }
        var fingerprint = try #require(try project.store.fingerprint(of: "probe"))
        let library = try #require(fingerprint.environment.libraries.keys.sorted().first)
        fingerprint.environment.libraries[library] = "0.0.1"
        try fingerprint.encoded().write(to: URL(fileURLWithPath: project.store.fingerprintPath(of: "probe")))
        let message = try #require(Self.refusal { _ = try ReviewSession(set: ReviewSet.load([report]), store: project.store) })
        #expect(message.contains("another environment than its references") && message.contains(library), "\(message)")
    }

    @Test func theSameImageInTwoReportsIsRefused() throws {
        let (project, report) = try ReviewTests.changedProject()
        defer { project.remove() }
        let copy = project.root.appendingPathComponent("copy").path
        try FileManager.default.copyItem(atPath: report, toPath: copy)
        let message = try #require(Self.refusal { _ = try ReviewSet.load([report, copy]) })
        #expect(message.contains("is in two reports"), "\(message)")
    }

    @Test func aHostileReviewFileIsRefusedNotGuessedAt() throws {
        let (project, report) = try ReviewTests.changedProject()
        defer { project.remove() }
        try #"{"format": 1, "decisions": {"x": {"verdict": "maybe", "time": "2026-01-01T00:00:00Z"}}}"#.write(
            toFile: report + "/review.json", atomically: true, encoding: .utf8)
        let message = try #require(Self.refusal { _ = try ReviewSession(set: ReviewSet.load([report]), store: project.store) })
        #expect(message.contains("review.json: not a Stateboard review") && message.contains("verdict"), "\(message)")
    }
}
