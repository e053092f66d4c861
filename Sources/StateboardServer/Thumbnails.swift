import Dispatch
import Foundation
import Stateboard

/// Small previews of the rendered PNGs, kept while the file is unchanged, so a page of a
/// thousand images loads only what it shows: those of the images a watcher draws are made as
/// they are drawn (`store`); any other (an image a restart found unchanged) is decoded on
/// request off the server's threads, and encoded in memory.
final class Thumbnails: @unchecked Sendable {
    /// The previews' width in pixels (the contact sheets' width).
    static let width = ReviewOutputs.thumbnailWidth
    private let lock = NSLock()
    private var cache: [String: (stamp: String, png: Data)] = [:]
    /// Decoding runs on all cores but one, which stays free for the server and the browser.
    private let queue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "stateboard.serve.thumbnails"
        queue.maxConcurrentOperationCount = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        return queue
    }()

    /// Keeps the previews made while drawing `images` (paths relative to `out`), for the files
    /// as they are now.
    func store(_ images: [MatrixRenderer.RenderedImage], in out: String) {
        let made = images.compactMap { image -> (String, String, Data)? in
            guard let png = image.thumbnailPNG, let file = Self.resolved((out as NSString).appendingPathComponent(image.path)) else { return nil }
            return (file, Self.stamp(file), png)
        }
        lock.withLock { for (file, stamp, png) in made { cache[file] = (stamp, png) } }
    }

    /// The preview of the PNG at `file` (an absolute path), nil if it cannot be decoded.
    func png(for file: String) async -> Data? {
        let stamp = Self.stamp(file)
        if let hit = lock.withLock({ cache[file] }), hit.stamp == stamp { return hit.png }
        let made: Data? = await withCheckedContinuation { continuation in
            queue.addOperation {
                guard let bitmap = RenderedBitmap.load(pngAt: file) else { return continuation.resume(returning: nil) }
                let small = bitmap.width > Self.width ? bitmap.thumbnail(width: Self.width) : bitmap
                continuation.resume(returning: small.png())
            }
        }
        if let made { lock.withLock { cache[file] = (stamp, made) } }
        return made
    }

    /// `path` with its symbolic links resolved, as the served files are named.
    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    private static func stamp(_ file: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        return "\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)-\(attributes?[.size] ?? 0)"
    }
}
