import Foundation
import StateboardTheme

/// libFuzzer entry point: the bytes as a theme.yaml, loaded (decoded and checked).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = FuzzFiles.write(Data(bytes: data, count: size))
    _ = ThemeLoader.loadCollecting(path: file)
    return 0
}

@_cdecl("FuzzThemeDecoder_main")
public func fuzzThemeDecoderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzThemeDecoder(data, size) }
}
