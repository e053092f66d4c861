import Foundation
import Stateboard

/// Small previews of the rendered PNGs, kept while the file is unchanged, so a page of a
/// thousand images loads only what it shows: those of the images a watcher draws are made as
/// they are drawn, into `spool` (the run's `thumbnailSpool`), and their places kept (`store`);
/// any other (an image a restart found unchanged) is decoded on request, within the server's
/// bound on heavy work, and encoded in memory.
///
/// The previews wait on disk, in a `DataSpool` made in `scratch` (the output folder): a gallery
/// of 50,000 images keeps a few words per image in memory, not 50,000 PNGs.
final class Thumbnails: Sendable {
    /// The previews' width in pixels (the contact sheets' width).
    static let width = ReviewOutputs.thumbnailWidth
    /// Each file's preview (where it waits in the spool) and the stamp of the file it was made
    /// from, both keyed and stamped by 64-bit stable hashes: a few words per image, not a path
    /// and a stamp string (a wrong hit needs two files whose 64-bit path hashes collide).
    private let cache = Locked(ThumbnailPlaces())
    /// Where the previews wait: those a watcher's run makes as it draws (its `thumbnailSpool`)
    /// and those decoded on request.
    let spool: DataSpool?
    private let work: BlockingWork
    /// Where a PNG found in the output folder is decoded: in the server's decoder workers (it
    /// may be any file put there), bound when the server starts since request threads inherit none.
    private let decoding: ImageDecoding

    /// Previews made with `work`'s bound on heavy work, kept in a spool in `scratch`. When no
    /// spool can be made there, none is kept: each is made again when it is asked for.
    init(work: BlockingWork, scratch: String = NSTemporaryDirectory(), decoding: ImageDecoding = .current) {
        self.work = work
        self.decoding = decoding
        spool = try? DataSpool(folder: scratch)
    }

    /// Keeps the places of the previews made (in `spool`) while drawing `images` (paths
    /// relative to `out`), for the files as they are now.
    func store(_ images: some Sequence<MatrixRenderer.RenderedImage>, in out: String) {
        let made = images.compactMap { image -> (UInt64, UInt64, SpooledData)? in
            guard let png = image.thumbnailPNG, let file = Self.resolved((out as NSString).appendingPathComponent(image.path)) else { return nil }
            return (StableHash.value(of: file), Self.stamp(file), png)
        }
        cache.withLock { cache in for (key, stamp, png) in made { cache.store(.init(key: key, stamp: stamp, png: png)) } }
    }

    /// The preview of the PNG at `file` (an absolute path), nil if it cannot be decoded.
    /// - Throws: `BlockingWork.Stopped` when a decode is needed and the server is stopping.
    func png(for file: String) throws -> Data? {
        let stamp = Self.stamp(file), key = StableHash.value(of: file)
        if let hit = cache.withLock({ $0.place(for: key) }), hit.stamp == stamp, let png = try? hit.png.load() { return Data(png) }
        return try work.run { [cache, spool, decoding] in
            guard let bitmap = RenderedBitmap.load(pngAt: file, decoding: decoding) else { return nil }
            let made = (bitmap.width > Self.width ? bitmap.thumbnail(width: Self.width) : bitmap).png()
            if let kept = try? spool?.keep(made) { cache.withLock { $0.store(.init(key: key, stamp: stamp, png: kept)) } }
            return made
        }
    }

    /// Bytes of previews the spool holds (for tests: they wait there, not in memory).
    var spooledBytes: Int { spool?.size ?? 0 }

    /// `path` with its symbolic links resolved, as the served files are named.
    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    private static func stamp(_ file: String) -> UInt64 {
        // lstat, not `attributesOfItem` (which reads /etc/passwd on every call): a gallery asks per thumbnail.
        let status = FileStatus.of(file)
        var hash = StableHash()
        hash.add(word: (status?.modified ?? 0).bitPattern, tag: 1)
        hash.add(word: UInt64(bitPattern: Int64(status?.size ?? 0)), tag: 2)
        return hash.value
    }
}
