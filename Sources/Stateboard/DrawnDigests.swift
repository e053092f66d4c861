import StateboardCore

/// The digests drawing workers work out of the jobs they draw, by plan index, for an
/// incremental run that draws jobs without digesting them first (`DigestSorting.drawnDigests`).
///
/// The jobs of a layout group draw one scene (`LayoutGroups`) and a worker draws them one after
/// another: the scene is digested for the first of them and its digest reused for the rest.
final class DrawnDigests: Sendable {
    private let digester: JobDigester
    /// Each job's digest by plan index; zero while none is known (a digest that is zero is
    /// taken for none: that job is drawn again next time, which is always correct).
    private let values: Locked<[UInt64]>
    /// The scenes digested last, by layout group, the newest last.
    private let recent = Locked<[(group: LayoutGroups.Key, digest: UInt64)]>([])
    /// Groups remembered: more than the workers of a run, each drawing one group at a time.
    private static let remembered = 16

    init(digester: JobDigester, count: Int) {
        self.digester = digester
        values = Locked([UInt64](repeating: 0, count: count))
    }

    /// The digest of `job` drawn from `scene` (as `JobDigester.value(_:scene:)` works it out).
    func digest(of job: RenderJob, scene: PlaceholderScene) -> UInt64 {
        let group = LayoutGroups.Key(job)
        let known = recent.withLock { $0.last { $0.group == group }?.digest }
        return digester.value(job, sceneDigest: known ?? remember(JobDigester.digest(of: scene), for: group))
    }

    /// Keeps `sceneDigest` as the scene of `group`'s, forgetting the oldest past `remembered`.
    private func remember(_ sceneDigest: UInt64, for group: LayoutGroups.Key) -> UInt64 {
        recent.withLock { recent in
            recent.append((group, sceneDigest))
            if recent.count > Self.remembered { recent.removeFirst() }
        }
        return sceneDigest
    }

    /// Keeps `digest` as the plan's job `index`'s.
    func store(_ digest: UInt64, at index: Int) { values.withLock { $0[index] = digest } }

    /// The digests by plan index (zero where a job was not drawn), handed over: none is kept.
    func takeValues() -> [UInt64] {
        values.withLock { values in
            defer { values = [] }
            return values
        }
    }
}
