import Foundation
import StateboardCore

@testable import StateboardAppFiles

/// A per-process asset catalog whose color, image and symbol sets and group all have the
/// fuzzer's bytes as their `Contents.json`.
enum FuzzCatalog {
    static let root: String = {
        let path = NSTemporaryDirectory() + "stateboard-fuzz-\(getpid())/Assets.xcassets"
        for set in ["Tint.colorset", "Icon.imageset", "glyph.symbolset", "Group"] {
            try? FileManager.default.createDirectory(atPath: path + "/" + set, withIntermediateDirectories: true)
        }
        return path
    }()
}

/// libFuzzer entry point: the bytes as every `Contents.json` of an asset catalog, read.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    for set in ["Tint.colorset", "Icon.imageset", "glyph.symbolset", "Group"] {
        FileManager.default.createFile(atPath: FuzzCatalog.root + "/" + set + "/Contents.json", contents: bytes)
    }
    _ = AssetCatalogReader(root: FuzzCatalog.root, report: { _ in }, declaredAt: FileLocation(file: "theme.yaml", line: 1, column: 1)).read()
    return 0
}

@_cdecl("FuzzAssetCatalog_main")
public func fuzzAssetCatalogMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzAssetCatalog(data, size) }
}
