import Foundation
import StateboardSnapshot

extension DigestFile {
    /// What a run does to one entry of a map: leaves what the old file says, sets it, or drops it.
    enum Update: Equatable {
        case keep
        case set(String)
        case remove
    }

    /// A run's updates of one map in ascending key order, one per call; `nil` after the last.
    typealias Updates = () -> (key: String, update: Update)?

    /// No update: the old file's map as it was.
    static var unchanged: Updates { { nil } }

    /// The updates of `list`, sorted here by key (a key's updates kept in their order).
    static func updates(_ list: [(key: String, update: Update)]) -> Updates {
        var sorted = list.indices.sorted { (list[$0].key, $0) < (list[$1].key, $1) }.map { list[$0] }.makeIterator()
        return { sorted.next() }
    }

    /// Writes the folder's digest file into `out`: each map the old file's (`old`; `nil`: none)
    /// merged with the run's updates, an entry at a time in key order, the bytes `RenderDigests`
    /// writes of the same maps whole. `inputs` is written when the old file has it or
    /// `writesInputs`. A run that leaves nothing in a folder without the file writes none; a file
    /// that would not change is left alone.
    static func write(
        in out: String, old: DigestFile?, images: Updates, inputs: Updates, writesInputs: Bool, sheets: Updates
    ) throws(PipelineError) {
        let path = (out as NSString).appendingPathComponent(RenderDigests.fileName)
        let file = try StreamedFile(path: path)
        var counts: [Int] = []
        do {
            try file.write("{\"format\":1,\"images\":")
            counts.append(try merge(old?.entries(.images), images, into: file))
            if writesInputs || old?.has(.inputs) == true {
                try file.write(",\"inputs\":")
                _ = try merge(old?.entries(.inputs), inputs, into: file)
            }
            try file.write(",\"sheets\":")
            counts.append(try merge(old?.entries(.sheets), sheets, into: file))
            try file.write("}")
        } catch let error as PipelineError {
            throw error
        } catch {
            throw .environment("cannot read \(path) back while writing it again (\(error)); render again")
        }
        // A run that wrote nothing (a refused theme) leaves the folder as it found it.
        if counts.allSatisfy({ $0 == 0 }), !FileManager.default.fileExists(atPath: path) { return }
        try file.publish(onlyIfChanged: true)
    }

    /// Writes one map: `old`'s entries and `updates` merged by key. Of several updates of one
    /// key (a list of jobs that names an image twice) the last counts, as a map's last write
    /// does. Returns how many entries it wrote.
    private static func merge(_ old: Entries?, _ updates: Updates, into file: StreamedFile) throws -> Int {
        var old = old
        let pieces = JSONPieces()
        var written = 0
        func add(_ key: String, _ value: String) throws {
            try file.write((written == 0 ? "{" : ",") + pieces.key(key, depth: 1) + pieces.string(value))
            written += 1
        }
        var entry = try old?.next()
        var update = updates()
        var following = updates()
        while entry != nil || update != nil {
            while let current = update, let next = following, next.key == current.key {
                update = next
                following = updates()
            }
            if let present = entry, update.map({ present.key < $0.key }) ?? true {
                try add(present.key, present.value)
                entry = try old?.next()
                continue
            }
            guard let current = update else { break }
            let key = current.key
            let before = entry?.key == key ? entry?.value : nil
            switch current.update {
            case .keep: if let before { try add(key, before) }
            case .set(let value): try add(key, value)
            case .remove: break
            }
            if before != nil { entry = try old?.next() }
            update = following
            following = updates()
        }
        try file.write(written == 0 ? "{}" : "}")
        return written
    }
}

extension DigestFile {
    /// Drops what the folder's digests say of `images` (written by a run that did not digest
    /// them), so that a later incremental run draws them again: the file merged with their
    /// paths in key order, nothing else changed.
    static func forget(_ images: MatrixRenderer.WrittenImages, in out: String) throws(PipelineError) {
        guard FileManager.default.fileExists(atPath: (out as NSString).appendingPathComponent(RenderDigests.fileName)) else { return }
        let order = KeyOrder.sorted(count: images.count) { images.path(at: $0) }
        func removals() -> Updates {
            var position = 0
            return {
                guard position < order.count else { return nil }
                defer { position += 1 }
                return (images.path(at: Int(order[position])), .remove)
            }
        }
        try write(in: out, old: open(in: out), images: removals(), inputs: unchanged, writesInputs: false, sheets: removals())
    }
}
