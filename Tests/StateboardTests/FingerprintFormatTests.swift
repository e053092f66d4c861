import Foundation
import Stateboard
import Testing

/// Fingerprints written by an earlier Stateboard, whose pixel digests are of another kind.
@Suite struct FingerprintFormatTests {
    /// A recorded fingerprint turned into format 1: its digests replaced by values no render has.
    private static func downgrade(_ project: SnapshotProject) throws {
        var fingerprint = try #require(try project.store.fingerprint(of: "probe"))
        fingerprint.format = 1
        for key in fingerprint.references.keys { fingerprint.references[key]?.pixels = try #require(PixelDigest(hex: "0123456789abcdef")) }
        try AtomicFile.write(fingerprint.encoded(), to: project.store.fingerprintPath(of: "probe"))
    }

    /// Rule: `verify` never compares digests of an earlier format; it decodes the references
    /// instead (they pass), and says why the fast path is off.
    @Test func verifyDecodesWhenTheDigestsAreOfAnEarlierFormat() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        try project.record()
        try Self.downgrade(project)
        var heard: [String] = []
        let outcome = try project.verify { _, _, changes in heard = changes }
        #expect(outcome.report.allPassed && outcome.passedByDigest == 0)
        #expect(heard.contains { $0.contains("pixel digests are of format 1") }, "\(heard)")
    }

    /// Rule: `record` works an earlier format's digests out anew from the PNGs: an unchanged
    /// reference stays unchanged (its file untouched), and the fingerprint it writes is current,
    /// so `verify` passes by digest again.
    @Test func recordUpgradesAnEarlierFormatWithoutRewritingUnchangedReferences() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        try project.record()
        let digest = try #require(try project.store.fingerprint(of: "probe")?.references.values.first?.pixels)
        try Self.downgrade(project)
        let before = try FileManager.default.attributesOfItem(atPath: project.reference)[.modificationDate] as? Date
        #expect(try project.record().counts == [.unchanged: 1])
        #expect(try FileManager.default.attributesOfItem(atPath: project.reference)[.modificationDate] as? Date == before)
        let upgraded = try #require(try project.store.fingerprint(of: "probe"))
        #expect(upgraded.format == Fingerprint.currentFormat && upgraded.references.values.first?.pixels == digest)
        #expect(try project.verify().passedByDigest == 1)
    }

    /// Rule: upgrading reads only the references' own PNGs: a key that would leave the theme's
    /// folder, or whose PNG is missing, loses its record instead of reading anything else.
    @Test func upgradingDropsRecordsWhosePNGIsMissingOrOutsideTheFolder() throws {
        let project = try SnapshotProject()
        defer { project.remove() }
        try project.write(SnapshotProject.theme())
        try project.record()
        try Self.downgrade(project)
        var fingerprint = try #require(try project.store.fingerprint(of: "probe"))
        let record = try #require(fingerprint.references.values.first)
        // A real PNG waits outside the snapshots folder, where the key points.
        try FileManager.default.copyItem(atPath: project.reference, toPath: project.root.appendingPathComponent("Themes/probe/escape.png").path)
        fingerprint.references["../../Themes/probe/escape"] = record
        fingerprint.references["inbox/empty/gone"] = record
        try AtomicFile.write(fingerprint.encoded(), to: project.store.fingerprintPath(of: "probe"))
        try project.record(missingOnly: true)
        let upgraded = try #require(try project.store.fingerprint(of: "probe"))
        #expect(upgraded.references.keys.sorted() == ["inbox/empty/iphone-15-light-en@1x"])
    }
}
