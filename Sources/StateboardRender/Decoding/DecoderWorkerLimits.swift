import Foundation

/// The resource limits a decoder worker runs under (`setrlimit` on itself as it starts), passed
/// to it as arguments. The parent's deadline is the bound that always holds (it kills the worker
/// when an answer is late); these stop what a deadline cannot see: memory, files, a worker left
/// spinning by a parent that died.
public struct DecoderWorkerLimits: Sendable, Hashable {
    /// CPU seconds one request may use (renewed before each request).
    public var cpuSecondsPerRequest: Int = 120
    /// Bytes of address space (`RLIMIT_AS`): decoders' buffers past it fail to allocate.
    public var addressSpaceBytes: Int = 4 << 30
    /// Open files (`RLIMIT_NOFILE`): the socket, standard error, a few font files.
    public var openFiles: Int = 64
    /// The largest request payload (an image file) the worker reads.
    public var requestBytes: Int = 256 << 20

    public init() {}

    /// The worker's command-line arguments for these limits.
    public var arguments: [String] {
        ["--cpu-seconds", "\(cpuSecondsPerRequest)", "--address-space", "\(addressSpaceBytes)", "--open-files", "\(openFiles)",
         "--request-bytes", "\(requestBytes)"]
    }

    /// Applies the limits to the calling process and forbids it writing files (`RLIMIT_FSIZE` 0)
    /// and core dumps. (The parent started it with nothing open but its socket and `/dev/null`.)
    func applyToThisProcess() {
        set(RLIMIT_AS, addressSpaceBytes)
        set(RLIMIT_NOFILE, openFiles)
        set(RLIMIT_FSIZE, 0)
        set(RLIMIT_CORE, 0)
    }

    /// Moves the CPU-time limit to `cpuSecondsPerRequest` past what the worker has used so far,
    /// so a long-lived worker's limit bounds each request, not its whole life.
    func renewCPUTime() {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let used = Int(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + 1
        var limit = rlimit(rlim_cur: rlim_t(used + cpuSecondsPerRequest), rlim_max: rlim_t.max)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
    }

    private func set(_ resource: __rlimit_resource, _ value: Int) {
        var limit = rlimit(rlim_cur: rlim_t(value), rlim_max: rlim_t(value))
        _ = setrlimit(__rlimit_resource_t(resource.rawValue), &limit)
    }
}
