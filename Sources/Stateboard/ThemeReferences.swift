import Foundation
import StateboardLayout
import StateboardRender
import StateboardSnapshot
import StateboardTheme

/// What a verify run compares against, per theme: the fingerprint (indexed: each record is read
/// from the file when its job is checked, so 50,000 records never stand in memory), the
/// environment drift since it was recorded, and the verifier that follows from both.
struct ThemeReferences: Sendable {
    var fingerprints: [String: FingerprintIndex] = [:]
    var verifiers: [String: SnapshotVerifier] = [:]
    /// Per theme, how the recorded environment differs from this one (only themes where it does).
    var changes: [String: [String]] = [:]
    var environments: [String: RenderEnvironment] = [:]

    /// Reads each theme's fingerprint from `store` and tells `environmentChanged` of each
    /// theme's drift. A fingerprint of the other glyph source stops the run (exit 3).
    static func read(
        _ themes: [Theme], store: ReferenceStore, run: VerifyRun, environmentChanged: (String, String, [String]) -> Void
    ) throws(PipelineError) -> ThemeReferences {
        var references = ThemeReferences()
        for theme in themes {
            let fingerprint = try store.fingerprintIndex(of: theme.name)
            let current = RenderEnvironment.current(fonts: GlyphSettings.current.fonts(for: theme))
            references.environments[theme.name] = current
            if let recorded = fingerprint?.environment.glyphSource, recorded != current.glyphSource {
                throw .environment(
                    "\(store.fingerprintPath(of: theme.name)) was recorded with \(recorded.rawValue) glyphs and this run draws with "
                        + "\(current.glyphSource.rawValue) glyphs (environment drift: every glyph differs, so no image is compared); "
                        + "verify with `--glyphs \(recorded.rawValue)`, or record \(current.glyphSource.rawValue)-glyph references into "
                        + "\(ReferenceStore.folder(store.baseFolder, glyphSource: current.glyphSource))")
            }
            let changes = drift(of: fingerprint, from: current)
            if !changes.isEmpty {
                references.changes[theme.name] = changes
                environmentChanged(theme.name, store.fingerprintPath(of: theme.name), changes)
            }
            references.fingerprints[theme.name] = fingerprint
            references.verifiers[theme.name] = SnapshotVerifier(
                tolerance: run.tolerance(for: theme), usesDigests: changes.isEmpty && !run.full, makesImages: run.reportFolder != nil)
        }
        return references
    }

    /// What differs between the fingerprint's environment and `current`, one line each; an
    /// earlier format's digests count as a change (they are never compared).
    private static func drift(of fingerprint: FingerprintIndex?, from current: RenderEnvironment) -> [String] {
        guard let fingerprint else { return [] }
        var changes = current.changes(since: fingerprint.environment)
        if !fingerprint.hasCurrentDigests {
            changes.append(
                "its pixel digests are of format \(fingerprint.format), from an earlier Stateboard (format \(Fingerprint.currentFormat) now; `stateboard record` rewrites them, pixels unchanged)"
            )
        }
        return changes
    }

    /// Compares `bitmap` (drawn from `layout` for `job`) with its reference at `referencePath`
    /// and its record, read from the fingerprint now.
    func verify(_ job: RenderJob, bitmap: RenderedBitmap, layout: LaidOutScene, referencePath: String) throws -> SnapshotVerifier.Outcome {
        guard let verifier = verifiers[job.theme] else {
            throw PipelineError.badInput("job \(job.relativePath) names theme `\(job.theme)`, which this run did not load")
        }
        let record = try fingerprints[job.theme]?.record(job.referenceKey)
        return try verifier.verify(bitmap: bitmap, layout: layout, scale: job.variant.scale, record: record, referencePath: referencePath)
    }
}

extension ReferenceStore {
    /// The theme's fingerprint, indexed to be read a reference at a time; `nil` when it has none yet.
    func fingerprintIndex(of theme: String) throws(PipelineError) -> FingerprintIndex? {
        do { return try FingerprintIndex.read(fingerprintPath(of: theme)) } catch let error as SnapshotError {
            throw .badInput(error.description)
        } catch {
            throw .badInput("\(error)")
        }
    }
}
