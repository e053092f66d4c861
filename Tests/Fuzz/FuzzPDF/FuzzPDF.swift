import Foundation
import StateboardCore

@testable import StateboardAppFiles

/// libFuzzer entry point: the bytes as a PDF image, its objects read and its first page's drawing
/// work counted (PDFObjectTable, PDFStreamDecoder, PDFPageCost) — Stateboard's own reader of
/// hostile PDFs, run before poppler sees them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPDF(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = AssetCheck.pdfWorkProblem(Array(UnsafeBufferPointer(start: data, count: size)), limits: InputLimits.current)
    return 0
}

@_cdecl("FuzzPDF_main")
public func fuzzPDFMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzPDF(data, size) }
}
