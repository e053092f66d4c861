import Foundation

/// A value shared between threads, reachable only while its lock is held: the one place a type
/// pairs a lock with mutable state (instead of each class keeping an `NSLock` beside loose
/// properties and declaring itself `@unchecked Sendable`).
///
/// ```swift
/// let seen = Locked<Set<String>>([])
/// seen.withLock { $0.insert(name) }
/// ```
package final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, the lock held; what `body` changes is kept.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the value, read under the lock.
    package var current: Value { withLock { $0 } }
}
