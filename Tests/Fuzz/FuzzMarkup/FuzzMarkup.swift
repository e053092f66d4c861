import Foundation
import StateboardCore

/// libFuzzer entry point: the bytes (as UTF-8, repaired) as a label's inline markup.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkup(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? InlineMarkup.runs(text, maximumRuns: 1_000)
    return 0
}

@_cdecl("FuzzMarkup_main")
public func fuzzMarkupMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzMarkup(data, size) }
}
