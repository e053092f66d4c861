import Foundation
import StateboardLayout
import StateboardTheme

/// libFuzzer entry point: the bytes as a scene file, laid out with the deterministic text measurer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let scene = try? SceneFile.parse(text, path: "fuzz.yaml", baseDirectory: FuzzFiles.folder) else { return 0 }
    _ = LayoutEngine(text: FixedAdvanceTextMeasurer()).layout(scene)
    return 0
}

@_cdecl("FuzzLayout_main")
public func fuzzLayoutMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzLayout(data, size) }
}
