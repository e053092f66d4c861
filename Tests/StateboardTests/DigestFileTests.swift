import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import Stateboard

/// The folder's digest file read in place and written merged in key order (`DigestFile`):
/// the bytes the whole maps make (`RenderDigests`), whatever the old file holds; a file this
/// program did not write in key order is not trusted.
@Suite struct DigestFileTests {
    /// A small generator of the same numbers on every run.
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let keys = ["a/1.png", "a/10.png", "a/2.png", "b/x.png", "é/ü.png", "quote\"\\back.png", "tab\there.png", "😀/x.png", "Z.png", "a/1.pngx"]
    static let values = ["0123456789abcdef", "0123456789ABCDEF", "1", "", "tab\t", "ü"]

    /// Applies `updates` to `map` as a whole map: the reference the merge is checked against.
    static func applied(_ updates: [(key: String, update: DigestFile.Update)], to map: [String: String]) -> [String: String] {
        var map = map
        for (key, update) in updates {
            switch update {
            case .keep: break
            case .set(let value): map[key] = value
            case .remove: map[key] = nil
            }
        }
        return map
    }

    /// Random maps over `keys` and random updates of them (a key updated twice now and then).
    static func randomCase(_ numbers: inout Numbers) -> (RenderDigests, [[(key: String, update: DigestFile.Update)]]) {
        var old = RenderDigests()
        func map() -> [String: String] {
            var map: [String: String] = [:]
            for key in keys where numbers.next(2) == 0 { map[key] = values[numbers.next(values.count)] }
            return map
        }
        old.images = map()
        old.images["m.png"] = "0123456789abcdef"  // the file is written
        old.inputs = numbers.next(3) == 0 ? nil : map()
        old.sheets = map()
        let updates = (0..<3).map { _ in
            keys.compactMap { key -> [(key: String, update: DigestFile.Update)]? in
                switch numbers.next(5) {
                case 0: return [(key, .keep)]
                case 1: return [(key, .remove)]
                case 2: return [(key, .set(values[numbers.next(values.count)]))]
                case 3: return [(key, .remove), (key, .set(values[numbers.next(values.count)]))]
                default: return nil
                }
            }.flatMap { $0 }
        }
        return (old, updates)
    }

    /// Rule: a map merged in key order with a run's updates (set, drop, keep, a key updated
    /// twice: the last counts) is written with the bytes of the whole map updated and written
    /// whole, entries no update names (images outside the plan) and entries this program would
    /// not write (upper case, too short, escaped) kept as they were, `inputs` kept, added or absent.
    @Test func aStreamedMergeWritesTheBytesOfTheWholeMapsUpdated() throws {
        try TestPaths.withTemporaryFolder("digest-merge") { root in
            var numbers = Numbers(state: 39)
            for round in 0..<60 {
                let (old, updates) = Self.randomCase(&numbers)
                let folder = root.appendingPathComponent("\(round)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try old.write(in: folder.path)
                let writesInputs = round % 2 == 0
                var expected = old
                expected.images = Self.applied(updates[0], to: old.images)
                if old.inputs != nil || writesInputs { expected.inputs = Self.applied(updates[1], to: old.inputs ?? [:]) }
                expected.sheets = Self.applied(updates[2], to: old.sheets)
                var whole = ""
                expected.write { whole += $0 }

                try DigestFile.write(
                    in: folder.path, old: DigestFile.open(in: folder.path), images: DigestFile.updates(updates[0]),
                    inputs: DigestFile.updates(updates[1]), writesInputs: writesInputs, sheets: DigestFile.updates(updates[2]))
                let streamed = try String(contentsOf: folder.appendingPathComponent(RenderDigests.fileName), encoding: .utf8)
                #expect(streamed == whole, "round \(round)")
            }
        }
    }

    /// Rule: a folder that never had the file gets none from a run that leaves nothing in it.
    @Test func nothingToKeepWritesNoFile() throws {
        try TestPaths.withTemporaryFolder("digest-none") { root in
            try DigestFile.write(
                in: root.path, old: nil, images: DigestFile.updates([("a.png", .remove), ("b.png", .keep)]), inputs: DigestFile.unchanged,
                writesInputs: true, sheets: DigestFile.unchanged)
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(RenderDigests.fileName).path))
        }
    }

    /// Rule: numbers put in key order a run at a time and merged are in the order a whole sort
    /// by key gives (equal keys by number), for runs shorter and longer than the list.
    @Test func keyOrderIsTheWholeSortsOrder() {
        var numbers = Numbers(state: 7)
        for count in [0, 1, 2, 7, 64, 333] {
            let keys = (0..<count).map { _ in Self.keys[numbers.next(Self.keys.count)] }
            let whole = (0..<count).sorted { (keys[$0], $0) < (keys[$1], $1) }.map(Int32.init)
            for runLength in [1, 3, 4096] {
                #expect(KeyOrder.sorted(count: count, runLength: runLength) { keys[$0] } == whole, "\(count) by \(runLength)")
            }
        }
    }
}
