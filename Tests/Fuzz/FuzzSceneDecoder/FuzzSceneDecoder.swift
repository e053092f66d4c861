import Foundation
import StateboardTheme

/// libFuzzer entry point: the bytes as a scene file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? SceneFile.parse(text, path: "fuzz.yaml", baseDirectory: FuzzFiles.folder)
    return 0
}

@_cdecl("FuzzSceneDecoder_main")
public func fuzzSceneDecoderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzSceneDecoder(data, size) }
}
