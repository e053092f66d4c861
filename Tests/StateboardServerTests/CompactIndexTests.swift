import Foundation
import StateboardRender
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// The live preview's per-image bookkeeping is compact (a bit or a few words an image) and
/// answers as the hash sets and tables it replaced did.
@Suite struct CompactIndexTests {
    /// Rule: a position set holds exactly the positions inserted and not subtracted, and lists
    /// them in ascending order, across word boundaries and past its last word.
    @Test func aPositionSetAnswersAsASetOfIntegersDoes() {
        var generator = SeededGenerator(seed: 39)
        var bits = PositionSet()
        var model = Set<Int>()
        for _ in 0..<2_000 {
            let position = Int.random(in: 0..<700, using: &generator)
            if Bool.random(using: &generator) {
                bits.insert(position)
                model.insert(position)
            } else {
                bits.subtract([position, position + 64])
                model.subtract([position, position + 64])
            }
        }
        #expect(Array(bits.positions) == model.sorted())
        #expect((-1...800).allSatisfy { bits.contains($0) == model.contains($0) })
        #expect(!bits.isEmpty)
        bits.subtract(model)
        #expect(bits.isEmpty && Array(bits.positions).isEmpty)
        #expect(PositionSet([3, 64, 3]).positions.map { $0 } == [3, 64])
    }

    /// Rule: the place last stored for a key is the one found, whether it still waits among the
    /// newest or was merged into the sorted array, and a key never stored has none.
    @Test func theLastPlaceStoredForAKeyIsFound() throws {
        let folder = try TestPaths.temporaryFolder("thumbnail-places")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spool = try DataSpool(folder: folder.path)
        var generator = SeededGenerator(seed: 7)
        var places = ThumbnailPlaces()
        var model: [UInt64: (stamp: UInt64, bytes: [UInt8])] = [:]
        // Enough stores for a few merges, with keys that repeat inside one batch and across them.
        for round in 0..<(ThumbnailPlaces.newestLimit * 3 + 100) {
            let key = UInt64.random(in: 0..<3_000, using: &generator) &* 0x9E37_79B9_7F4A_7C15
            let bytes = Array("preview \(round)".utf8)
            places.store(.init(key: key, stamp: UInt64(round), png: try spool.keep(bytes)))
            model[key] = (UInt64(round), bytes)
        }
        for (key, expected) in model {
            let found = try #require(places.place(for: key))
            let bytes = try found.png.load()
            #expect(found.stamp == expected.stamp && bytes == expected.bytes)
        }
        #expect(places.place(for: 1) == nil, "never stored")
    }
}
