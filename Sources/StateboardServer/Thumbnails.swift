import Foundation
import Stateboard

/// Small previews of the rendered PNGs, kept while the file is unchanged, so a page of a
/// thousand images loads only what it shows: those of the images a watcher draws are made as
/// they are drawn (`store`); any other (an image a restart found unchanged) is decoded on
/// request, within the server's bound on heavy work, and encoded in memory.
final class Thumbnails: Sendable {
    /// The previews' width in pixels (the contact sheets' width).
    static let width = ReviewOutputs.thumbnailWidth
    /// Each file's preview and the stamp of the file it was made from.
    private let cache = Locked<[String: (stamp: String, png: Data)]>([:])
    private let work: BlockingWork
    /// Where a PNG found in the output folder is decoded: in the server's decoder workers (it
    /// may be any file put there), bound when the server starts since request threads inherit none.
    private let decoding: ImageDecoding

    init(work: BlockingWork, decoding: ImageDecoding = .current) {
        self.work = work
        self.decoding = decoding
    }

    /// Keeps the previews made while drawing `images` (paths relative to `out`), for the files
    /// as they are now.
    func store(_ images: [MatrixRenderer.RenderedImage], in out: String) {
        let made = images.compactMap { image -> (String, String, Data)? in
            guard let png = image.thumbnailPNG, let file = Self.resolved((out as NSString).appendingPathComponent(image.path)) else { return nil }
            return (file, Self.stamp(file), png)
        }
        cache.withLock { cache in for (file, stamp, png) in made { cache[file] = (stamp, png) } }
    }

    /// The preview of the PNG at `file` (an absolute path), nil if it cannot be decoded.
    /// - Throws: `BlockingWork.Stopped` when a decode is needed and the server is stopping.
    func png(for file: String) throws -> Data? {
        let stamp = Self.stamp(file)
        if let hit = cache.withLock({ $0[file] }), hit.stamp == stamp { return hit.png }
        return try work.run { [cache, decoding] in
            guard let bitmap = RenderedBitmap.load(pngAt: file, decoding: decoding) else { return nil }
            let made = (bitmap.width > Self.width ? bitmap.thumbnail(width: Self.width) : bitmap).png()
            cache.withLock { $0[file] = (stamp, made) }
            return made
        }
    }

    /// `path` with its symbolic links resolved, as the served files are named.
    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    private static func stamp(_ file: String) -> String {
        // lstat, not `attributesOfItem` (which reads /etc/passwd on every call): a gallery asks per thumbnail.
        let status = FileStatus.of(file)
        return "\(status?.modified ?? 0)-\(status?.size ?? 0)"
    }
}
