import Foundation
import StateboardCore
import Testing

@testable import StateboardTheme

/// Replays `Tests/FuzzRegressions/<target>/*` for the fuzz targets of the app's files and the
/// markup (`FuzzStringCatalog`, `FuzzStringsFiles`, `FuzzAssetCatalog`, `FuzzMarkup`) and PDF images (`FuzzPDF`) through
/// the same readers: each input is read or refused with diagnostics, every text filled within
/// its limit, and nothing crashes or hangs.
@Suite struct FuzzReaderRegressionTests {
    static let targets = ["FuzzStringCatalog", "FuzzStringsFiles", "FuzzAssetCatalog", "FuzzMarkup", "FuzzPDF"]

    @Test func everyReaderTargetHasRegressionInputs() {
        for target in Self.targets { #expect(!FuzzRegressionTests.inputs(target).isEmpty, "\(target)") }
    }

    /// Fills every text of `strings` with a small number, as the fuzz targets do; each filled
    /// text is within `stringLength` or refused.
    static func fillEveryText(_ strings: AppStrings) {
        let limit = InputLimits.current.stringLength
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
                        if let filled = try? formatter.fill(text, next: &next) { #expect(filled.unicodeScalars.count <= limit) }
                    case .plural(let forms), .device(let forms): pending += forms.values
                    }
                }
            }
        }
    }

    /// A PDF input is counted or refused with a message by the work-budget reader.
    @Test(arguments: FuzzRegressionTests.inputs("FuzzPDF"))
    func pdfInputsAreCountedOrRefused(_ input: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: input)))
        if let problem = AssetCheck.pdfWorkProblem(bytes, limits: InputLimits.current) { #expect(!problem.isEmpty) }
    }

    @Test(arguments: FuzzRegressionTests.inputs("FuzzStringCatalog"))
    func stringCatalogInputsAreReadOrRefused(_ input: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: input)))
        Self.fillEveryText(StringCatalogReader(file: "Localizable.xcstrings", report: { _ in }).read(bytes))
    }

    @Test(arguments: FuzzRegressionTests.inputs("FuzzStringsFiles"))
    func stringsFileInputsAreReadOrRefused(_ input: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: input)))
        Self.fillEveryText(StringsFileReader(file: "Localizable.strings", report: { _ in }).read(bytes, locale: "en", sourceLanguage: "en"))
        Self.fillEveryText(StringsDictReader(file: "Localizable.stringsdict", report: { _ in }).read(bytes, locale: "ar", sourceLanguage: "en"))
    }

    @Test(arguments: FuzzRegressionTests.inputs("FuzzAssetCatalog"))
    func assetCatalogInputsAreReadOrRefused(_ input: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-fuzz-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: input))
        for set in ["Tint.colorset", "Icon.imageset", "glyph.symbolset", "Group"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(set), withIntermediateDirectories: true)
            try bytes.write(to: root.appendingPathComponent(set).appendingPathComponent("Contents.json"))
        }
        var diagnostics: [Diagnostic] = []
        _ = AssetCatalogReader(root: root.path, report: { diagnostics.append($0) }, declaredAt: FileLocation(file: "theme.yaml", line: 1, column: 1)).read()
        for diagnostic in diagnostics { #expect(diagnostic.location.line >= 1) }
    }

    @Test(arguments: FuzzRegressionTests.inputs("FuzzMarkup"))
    func markupInputsParseOrAreRefused(_ input: String) throws {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: input)), as: UTF8.self)
        if let runs = try? InlineMarkup.runs(text, maximumRuns: 1_000) { #expect(runs.count <= 1_000) }
    }
}
