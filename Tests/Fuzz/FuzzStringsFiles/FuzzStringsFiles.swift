import Foundation
import StateboardCore

@testable import StateboardAppFiles

/// libFuzzer entry point: the bytes as a legacy `Localizable.strings` and as a
/// `Localizable.stringsdict` (an XML property list), each read and every text filled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsFiles(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for strings in [
        StringsFileReader(file: "Localizable.strings", report: { _ in }).read(bytes, locale: "en", sourceLanguage: "en"),
        StringsDictReader(file: "Localizable.stringsdict", report: { _ in }).read(bytes, locale: "ar", sourceLanguage: "en"),
    ] {
        for entry in strings.entries.values {
            for (locale, localization) in entry.localizations {
                let formatter = FormatSpecifiers(locale: locale, substitutions: localization.substitutions) { _, name in
                    FormatSpecifiers.Argument(name: name ?? "n", text: "3", location: FileLocation(file: "fuzz", line: 1, column: 1))
                }
                if case .text(let text) = localization.value {
                    var next = 1
                    _ = try? formatter.fill(text, next: &next)
                }
            }
        }
    }
    return 0
}

@_cdecl("FuzzStringsFiles_main")
public func fuzzStringsFilesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzStringsFiles(data, size) }
}
