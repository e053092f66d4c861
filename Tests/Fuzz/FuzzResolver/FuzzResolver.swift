import Foundation
import StateboardTheme

/// libFuzzer entry point: the bytes as a theme.yaml, validated (every screen × state × locale resolved).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResolver(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = FuzzFiles.write(Data(bytes: data, count: size))
    _ = ThemeValidator.validate(path: file)
    return 0
}

@_cdecl("FuzzResolver_main")
public func fuzzResolverMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzResolver(data, size) }
}
