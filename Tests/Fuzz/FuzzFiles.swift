import Foundation
import StateboardCore

/// A per-process folder the fuzz targets write their input into (loading works on files).
enum FuzzFiles {
    static let folder: String = {
        let path = NSTemporaryDirectory() + "stateboard-fuzz-\(getpid())/theme"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Writes `data` as the folder's theme.yaml and returns its path.
    static func write(_ data: Data) -> String {
        let file = folder + "/theme.yaml"
        FileManager.default.createFile(atPath: file, contents: data)
        return file
    }
}

/// libFuzzer's driver (from -sanitize=fuzzer). SwiftPM links an executable's `main` to
/// `<Module>_main`, so each target defines that and hands over to the driver.
@_silgen_name("LLVMFuzzerRunDriver")
func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Runs libFuzzer with `callback` as the target, under the limits `STATEBOARD_LIMITS` sets (the
/// driver calls the target on this thread, inside the binding).
func runFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return InputLimits.$current.withValue(InputLimits.fromEnvironment()) { llvmFuzzerRunDriver(&count, &arguments, callback) }
}
