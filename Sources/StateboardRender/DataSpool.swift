import Foundation
import StateboardCore

/// Bytes kept on disk until a later step needs them (contact sheets' thumbnails, a live
/// preview's small PNGs), so that memory does not grow with the number of images: what stays in
/// memory is where each piece is (`SpooledData`), a few words.
///
/// The spool is one file, made in a folder the caller names and unlinked at once: nothing is
/// left behind however the process ends, and the space is freed when the spool is. Pieces are
/// appended (serialised); reads (`pread`) need no lock.
public final class DataSpool: Sendable {
    private let descriptor: Int32
    private let end = Locked<Int>(0)

    /// A spool whose file is made (and unlinked) in `folder`.
    public init(folder: String) throws {
        var template = Array(((folder as NSString).appendingPathComponent(".stateboard-spool-XXXXXX")).utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw RenderError.environment("cannot make a scratch file in \(folder): \(String(cString: strerror(errno)))")
        }
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// How many bytes the spool's file holds.
    public var size: Int { end.current }

    /// Appends `bytes`; the returned place reads them back.
    public func keep(_ bytes: some ContiguousBytes) throws -> SpooledData {
        try bytes.withUnsafeBytes { buffer in
            let offset = end.withLock { end -> Int in
                defer { end += buffer.count }
                return end
            }
            var written = 0
            while written < buffer.count {
                let count = pwrite(descriptor, buffer.baseAddress! + written, buffer.count - written, off_t(offset + written))
                guard count > 0 else { throw RenderError.environment("cannot write a scratch file: \(String(cString: strerror(errno)))") }
                written += count
            }
            return SpooledData(spool: self, offset: offset, length: buffer.count)
        }
    }

    /// The bytes kept at `place`, read back into memory.
    fileprivate func load(_ place: SpooledData) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: place.length)
        var read = 0
        while read < place.length {
            let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + read, place.length - read, off_t(place.offset + read)) }
            guard count > 0 else { throw RenderError.environment("cannot read a scratch file back: \(String(cString: strerror(errno)))") }
            read += count
        }
        return bytes
    }
}

/// Bytes kept in a `DataSpool`: where they are.
public struct SpooledData: Sendable {
    let spool: DataSpool
    let offset: Int
    /// How many bytes.
    public let length: Int

    /// The bytes, read back from the spool.
    public func load() throws -> [UInt8] { try spool.load(self) }
}
