/// The jobs of a plan that draw one layout: those that differ only in appearance or contrast.
///
/// Resolving a screen state and laying it out never look at the appearance or the contrast
/// (colors stay dynamic until drawing), so the light and the dark image of a variant draw the
/// same `LaidOutScene`. `JobRunner` hands each group to one worker, which resolves and lays out
/// once and draws every job of the group from it.
enum LayoutGroups {
    /// A job with its appearance and contrast set aside.
    struct Key: Hashable {
        var job: RenderJob
        init(_ job: RenderJob) {
            var shared = job
            shared.variant.appearance = .light
            shared.variant.contrast = .standard
            self.job = shared
        }
    }

    /// The plan's indices grouped by `Key`, groups in the order of their first job, each in plan order.
    static func of(_ plan: [RenderJob]) -> [[Int]] {
        var groups: [[Int]] = []
        var groupOf: [Key: Int] = [:]
        for (index, job) in plan.enumerated() {
            let key = Key(job)
            if let group = groupOf[key] {
                groups[group].append(index)
            } else {
                groupOf[key] = groups.count
                groups.append([index])
            }
        }
        return groups
    }
}
