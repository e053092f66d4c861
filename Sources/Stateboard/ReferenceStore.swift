import Foundation
import StateboardCore
import StateboardSnapshot
import StateboardTheme

/// The references folder's layout: `Snapshots/<theme>/<screen>/<state>/<variant>.png` with
/// `Snapshots/<theme>/fingerprint.json` beside them.
///
/// References drawn with Apple's glyphs (`GlyphSource.apple`) are kept beside the pinned ones, in
/// a folder of their own named after it (`Snapshots-apple/<theme>/…`, with its own fingerprints):
/// a team records pinned references on Linux CI and Apple-glyph references on Macs, and neither
/// ever overwrites or is compared against the other.
public struct ReferenceStore: Sendable {
    /// The references folder (`Snapshots` by default; `Snapshots-apple` for Apple's glyphs).
    public var folder: String
    /// The folder given (`--snapshots`), whatever the glyph source.
    public private(set) var baseFolder: String
    /// Whose glyphs its references are drawn with.
    public private(set) var glyphSource: GlyphSource

    public init(folder: String = ReferenceStore.defaultFolder, glyphSource: GlyphSource = .pinned) {
        baseFolder = folder
        self.glyphSource = glyphSource
        self.folder = Self.folder(folder, glyphSource: glyphSource)
    }

    /// `Snapshots`, relative to the working directory.
    public static let defaultFolder = "Snapshots"

    /// The references folder for `glyphSource` given `folder`: itself for the pinned glyphs,
    /// `<folder>-apple` for Apple's.
    public static func folder(_ folder: String, glyphSource: GlyphSource) -> String {
        guard glyphSource == .apple else { return folder }
        var base = folder
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        return base + "-apple"
    }

    /// The same store for references drawn with `source`.
    public func forGlyphs(_ source: GlyphSource) -> ReferenceStore { ReferenceStore(folder: baseFolder, glyphSource: source) }

    /// `Snapshots/<theme>`.
    public func folder(of theme: String) -> String { (folder as NSString).appendingPathComponent(theme) }

    /// `Snapshots/<theme>/fingerprint.json`.
    public func fingerprintPath(of theme: String) -> String {
        (folder(of: theme) as NSString).appendingPathComponent(Fingerprint.fileName)
    }

    /// `Snapshots/<theme>/<screen>/<state>/<variant>.png`.
    public func referencePath(_ job: RenderJob) -> String {
        (folder as NSString).appendingPathComponent(job.relativePath + ".png")
    }

    /// The theme's fingerprint, or `nil` when it has none yet.
    public func fingerprint(of theme: String) throws(PipelineError) -> Fingerprint? {
        do { return try Fingerprint.read(fingerprintPath(of: theme)) } catch let error as SnapshotError {
            throw .badInput(error.description)
        } catch {
            throw .badInput("\(error)")
        }
    }

    /// The command that records exactly this job's reference.
    public func acceptCommand(for job: RenderJob, themeArgument: String) -> String {
        let v = job.variant
        var words = [
            "stateboard", "record", themeArgument, "--screen", job.screen, "--state", job.state.key, "--device", v.device.id,
            "--appearance", v.appearance.rawValue, "--contrast", v.contrast.rawValue, "--locale", v.locale.identifier, "--text-size", v.textSize.rawValue,
        ]
        words += ["--scale", v.scale == v.scale.rounded() ? String(Int(v.scale)) : String(v.scale)]
        if baseFolder != Self.defaultFolder { words += ["--snapshots", baseFolder] }
        if glyphSource != .pinned { words += ["--glyphs", glyphSource.rawValue] }
        return words.map(shellQuoted).joined(separator: " ")
    }
}

extension RenderJob {
    /// The job's key inside its theme's fingerprint: `<screen>/<state>/<variant>`.
    public var referenceKey: String { "\(screen)/\(state.key)/\(variant.fileStem)" }
}

/// Quotes a command-line word for a POSIX shell when it needs it.
public func shellQuoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./@=:,+".contains($0) }
    return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// A theme as a snapshot run sees it: loaded, with the word that named it on the command line
/// (accept commands repeat that word).
public struct NamedTheme: Sendable {
    public var argument: String
    public var theme: Theme
    public init(argument: String, theme: Theme) { self.argument = argument; self.theme = theme }
}
