import Foundation

/// The calling thread's instance of a per-thread cache (one that is used from one thread at a
/// time, never locked), made the first time the thread asks for it under `key`.
func perThread<Cache: AnyObject>(_ key: String, make: () -> Cache) -> Cache {
    if let known = Thread.current.threadDictionary[key] as? Cache { return known }
    let made = make()
    Thread.current.threadDictionary[key] = made
    return made
}
