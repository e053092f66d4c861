import Foundation

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// LeakSanitizer's own check, when the tests run under it (`make leaks`: AddressSanitizer with
/// `detect_leaks=1`). Its entry point is looked up at run time, so the same tests build and run
/// without sanitizers, where the leak checks are skipped.
enum LeakSanitizer {
    private typealias RecoverableCheck = @convention(c) () -> Int32

    /// `__lsan_do_recoverable_leak_check`, if the sanitizer runtime is linked in.
    private static var recoverableCheck: RecoverableCheck? {
        #if canImport(Darwin)
            let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
            let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        return dlsym(everywhere, "__lsan_do_recoverable_leak_check").map { unsafeBitCast($0, to: RecoverableCheck.self) }
    }

    /// Whether leaks are looked for: the runtime is there and leak detection is not turned off.
    static var isActive: Bool {
        recoverableCheck != nil && !(ProcessInfo.processInfo.environment["ASAN_OPTIONS"] ?? "").contains("detect_leaks=0")
    }

    /// Whether memory that nothing points to any more was allocated and not freed so far in the
    /// process (less what the suppressions file forgives); LeakSanitizer prints each leak with
    /// the stack that allocated it.
    static func findsLeaks() -> Bool { (recoverableCheck?() ?? 0) != 0 }
}
