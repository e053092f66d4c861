/// What a running pipeline reports as it goes, for a progress bar, a log or a live preview.
/// Events arrive on the workers' threads, in the order jobs finish.
public enum PipelineEvent: Sendable {
    /// A run of `total` jobs starts.
    case started(total: Int)
    /// One job finished: its place in the plan, what it wrote (a path, when it wrote a file), how
    /// long it took, and whether it failed.
    case finished(index: Int, path: String?, milliseconds: Double, failed: Bool)
    /// A file is on disk (written after its job finished, when encoding runs beside drawing):
    /// its path relative to the output folder.
    case wrote(path: String)
}

/// Receives a run's events; must be cheap and thread-safe.
public typealias PipelineObserver = @Sendable (PipelineEvent) -> Void
