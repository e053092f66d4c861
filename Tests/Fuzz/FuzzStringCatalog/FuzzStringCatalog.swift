import Foundation
import StateboardCore

@testable import StateboardAppFiles

/// Fills every text of `strings` (each form of each locale) with the argument `7`: the format
/// specifiers, plural substitutions and their bounded expansion.
func fillEveryText(_ strings: AppStrings) {
    for entry in strings.entries.values {
        for (locale, localization) in entry.localizations {
            let formatter = FormatSpecifiers(locale: locale, substitutions: localization.substitutions) { _, name in
                FormatSpecifiers.Argument(name: name ?? "n", text: "7", location: FileLocation(file: "fuzz", line: 1, column: 1))
            }
            var pending = [localization.value]
            while let value = pending.popLast() {
                switch value {
                case .text(let text):
                    var next = 1
                    _ = try? formatter.fill(text, next: &next)
                case .plural(let forms), .device(let forms): pending += forms.values
                }
            }
        }
    }
}

/// libFuzzer entry point: the bytes as a String Catalog (`.xcstrings`), read, then every text filled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    fillEveryText(StringCatalogReader(file: "Localizable.xcstrings", report: { _ in }).read(bytes))
    return 0
}

@_cdecl("FuzzStringCatalog_main")
public func fuzzStringCatalogMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzStringCatalog(data, size) }
}
