import Foundation

// @unchecked: a reader-writer lock (pthread_rwlock_t, which Locked has no form of), never moved once made.
/// fontconfig builds a configuration (parses its file, scans and caches the font files) with
/// state it shares with every other configuration of the process, while Pango, on other threads,
/// matches and loads fonts through those configurations. A build running beside layouts crashed
/// in fontconfig (tests that make a renderer per theme while others draw), so building takes
/// this gate alone and Pango work shares it: a build waits for layouts in flight, and layouts
/// wait for the rare build (once per font environment per process).
final class FontconfigGate: @unchecked Sendable {
    static let shared = FontconfigGate()
    private let lock: UnsafeMutablePointer<pthread_rwlock_t>

    private init() {
        lock = .allocate(capacity: 1)
        pthread_rwlock_init(lock, nil)
    }

    /// Runs `body` (Pango layout or drawing) beside other such work, never beside a build.
    func sharing<T>(_ body: () throws -> T) rethrows -> T {
        pthread_rwlock_rdlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }

    /// Runs `body` (building a fontconfig configuration) with no Pango work in flight.
    func alone<T>(_ body: () throws -> T) rethrows -> T {
        pthread_rwlock_wrlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }
}
