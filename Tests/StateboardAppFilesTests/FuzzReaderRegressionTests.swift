import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import StateboardAppFiles

/// Replays `Tests/FuzzRegressions/<target>/*` for the fuzz targets of the app's files and the
/// markup (`FuzzStringCatalog`, `FuzzStringsFiles`, `FuzzAssetCatalog`, `FuzzMarkup`) and PDF images (`FuzzPDF`) through
/// the same readers: each input is read or refused with diagnostics, every text filled within
/// its limit, and nothing crashes or hangs.
@Suite struct FuzzReaderRegressionTests {
    static let targets = ["FuzzStringCatalog", "FuzzStringsFiles", "FuzzAssetCatalog", "FuzzMarkup", "FuzzPDF"]

    /// The regression inputs of `target`, sorted (`FuzzRegressionTests` replays the theme targets' alike).
    static func inputs(_ target: String) -> [String] {
        let folder = TestPaths.packageRoot.appendingPathComponent("Tests/FuzzRegressions/\(target)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0).path }
    }

    @Test func everyReaderTargetHasRegressionInputs() {
        for target in Self.targets { #expect(!Self.inputs(target).isEmpty, "\(target)") }
    }

    /// Fills every text of `strings` with a small number, as the fuzz targets do; each filled
    /// text is within `stringLength` or refused.
    /// A reader's outcome: texts read, or messages that say where and why (an input that
    /// yields neither was dropped in silence).
    static func expectReadOrRefused(_ strings: AppStrings, _ diagnostics: [Diagnostic]) {
        #expect(!strings.entries.isEmpty || !diagnostics.isEmpty, "neither read nor refused")
        for diagnostic in diagnostics { #expect(diagnostic.location.line >= 1 && !diagnostic.message.isEmpty) }
    }

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
    @Test(arguments: Self.inputs("FuzzPDF"))
    func pdfInputsAreCountedOrRefused(_ input: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: input)))
        let name = (input as NSString).lastPathComponent
        if let problem = AssetCheck.pdfWorkProblem(bytes, limits: InputLimits.current) {
            #expect(!problem.isEmpty)
            #expect(!Self.countedPDFs.contains(name), "\(name) was counted within the budget before: \(problem)")
        } else {
            #expect(Self.countedPDFs.contains(name), "\(name) was refused before and is accepted now")
        }
    }

    /// The damaged inputs the budget reader accepts: what it can read of them draws nothing
    /// over the budget (poppler then refuses or draws the remains). Every other input is refused.
    static let countedPDFs: Set<String> = [
        "flate-truncated.pdf", "inline-image-no-end.pdf", "nesting-unterminated.pdf", "objstm-first-past-int-max.pdf", "objstm-lying-header.pdf",
        "tree-loop.pdf",
    ]

    @Test func everyCountedPDFIsInTheCorpus() {
        let names = Set(Self.inputs("FuzzPDF").map { ($0 as NSString).lastPathComponent })
        #expect(Self.countedPDFs.isSubset(of: names))
    }

    @Test(arguments: Self.inputs("FuzzStringCatalog"))
    func stringCatalogInputsAreReadOrRefused(_ input: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: input)))
        var diagnostics: [Diagnostic] = []
        let strings = StringCatalogReader(file: "Localizable.xcstrings", report: { diagnostics.append($0) }).read(bytes)
        Self.expectReadOrRefused(strings, diagnostics)
        Self.fillEveryText(strings)
    }

    @Test(arguments: Self.inputs("FuzzStringsFiles"))
    func stringsFileInputsAreReadOrRefused(_ input: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: input)))
        var diagnostics: [Diagnostic] = []
        let strings = StringsFileReader(file: "Localizable.strings", report: { diagnostics.append($0) }).read(bytes, locale: "en", sourceLanguage: "en")
        Self.expectReadOrRefused(strings, diagnostics)
        Self.fillEveryText(strings)
        diagnostics = []
        let dictionary = StringsDictReader(file: "Localizable.stringsdict", report: { diagnostics.append($0) }).read(bytes, locale: "ar", sourceLanguage: "en")
        Self.expectReadOrRefused(dictionary, diagnostics)
        Self.fillEveryText(dictionary)
    }

    @Test(arguments: Self.inputs("FuzzAssetCatalog"))
    func assetCatalogInputsAreReadOrRefused(_ input: String) throws {
        let root = try TestPaths.temporaryFolder("fuzz").appendingPathComponent("Assets.xcassets")
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

    @Test(arguments: Self.inputs("FuzzMarkup"))
    func markupInputsParseOrAreRefused(_ input: String) throws {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: input)), as: UTF8.self)
        do {
            let runs = try InlineMarkup.runs(text, maximumRuns: 1_000)
            #expect(runs.count <= 1_000)
        } catch {
            #expect(!"\(error)".isEmpty, "refused without a message")
        }
    }
}
