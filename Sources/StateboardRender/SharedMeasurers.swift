import Foundation
import StateboardCore

extension PangoTextMeasurer {
    /// The process's measurer for `fonts`, made the first time they are asked for: a renderer
    /// made for every run (every live-preview round, every batch of it) then finds its fonts
    /// loaded and its texts measured, instead of starting cold. A theme font file that changed
    /// on disk (by size or modification time) gets a measurer of its own.
    static func shared(fonts: FontEnvironment) throws -> PangoTextMeasurer {
        let key = SharedMeasurerKey(fonts: fonts, stamps: fonts.extraFonts.map(FileChangeStamp.of))
        if let known = sharedMeasurers.withLock({ $0.first { $0.key == key }?.measurer }) { return known }
        let made = try PangoTextMeasurer(fonts: fonts)
        return sharedMeasurers.withLock { entries in
            if let raced = entries.first(where: { $0.key == key }) { return raced.measurer }
            entries.append((key, made))
            if entries.count > maximumSharedMeasurers { entries.removeFirst() }
            return made
        }
    }

    /// Font environments kept at once (a few themes with fonts of their own, both glyph sources).
    static let maximumSharedMeasurers = 8

    private static let sharedMeasurers = Locked<[(key: SharedMeasurerKey, measurer: PangoTextMeasurer)]>([])
}

/// A font environment as it is on disk now.
private struct SharedMeasurerKey: Hashable, Sendable {
    var fonts: FontEnvironment
    var stamps: [String]
}
