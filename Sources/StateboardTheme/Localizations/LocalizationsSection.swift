import Foundation
import StateboardAppFiles
import StateboardCore

/// Decodes a theme's `localizations` list: the app's string files, read where they are.
///
/// ```yaml
/// localizations: [../App/Localizable.xcstrings, ../App/Legacy]
/// ```
struct LocalizationsSection {
    let reader: YAMLReader
    /// The theme file's folder: paths are relative to it.
    let folder: String
    /// The language legacy `.lproj` tables fall back to (and `Base.lproj` stands for).
    let baseLocale: String

    /// Every declared file's strings; problems are reported at the list item, or in the file.
    func strings(_ value: YAMLValue, limits: InputLimits = .current) -> AppStrings {
        var result = AppStrings()
        // Each file is held to `documentBytes`; all of them together to `totalFactor` times that,
        // so a declared folder of thousands of large catalogs is refused, not read.
        let total = limits.documentBytes.multipliedReportingOverflow(by: Self.totalFactor)
        let totalLimit = total.overflow ? Int.max : total.partialValue
        var bytesRead = 0
        for item in reader.sequence(value, what: "`localizations`") ?? [] {
            guard let path = reader.string(item, what: "a `localizations` path") else { continue }
            let root: String
            switch ThemeConfinement.declaredRoot(path, in: folder) {
            case .success(let real): root = real
            case .failure(let refusal): reader.error(refusal.message, at: item, hint: refusal.hint); continue
            }
            let files = ThemeConfinement.stringFiles(inDeclaredRoot: root)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue, !result.folders.contains(root) {
                result.folders.append(root)
            }
            if files.isEmpty {
                reader.error(
                    "no string files in `\(path)`", at: item,
                    hint: "a declared folder holds *.xcstrings files or *.lproj folders with .strings / .stringsdict tables")
            }
            for file in files {
                switch file {
                case .failure(let refusal): reader.error(refusal.message, at: item, hint: refusal.hint)
                case .success(let found):
                    var info = stat()
                    bytesRead += stat(found.path, &info) == 0 ? Int(info.st_size) : 0
                    guard bytesRead <= totalLimit else {
                        reader.error(
                            "the declared string files hold more than \(totalLimit) bytes in all (\(Self.totalFactor) × `documentBytes`); the rest are not read",
                            at: item, hint: "declare the app's own string files, not a folder of many; " + InputLimits.hint(raising: "documentBytes"))
                        return result
                    }
                    if let strings = read(found, at: item) { result.add(strings) }
                }
            }
        }
        return result
    }

    /// How many files of `documentBytes` the declared string files may hold in all.
    static let totalFactor = 16

    private func read(_ file: ThemeConfinement.StringFile, at item: YAMLValue) -> AppStrings? {
        let bytes: [UInt8]
        switch ThemeConfinement.readFile(file.path) {
        case .success(let data): bytes = Array(data)
        case .failure(let refusal):
            reader.error("`\(file.path)`: \(refusal.message)", at: item, hint: refusal.hint)
            return nil
        }
        var problems: [Diagnostic] = []
        let report: (Diagnostic) -> Void = { problems.append($0) }
        let fileExtension = (file.path as NSString).pathExtension.lowercased()
        var locale: String?
        var strings: AppStrings
        if fileExtension == "xcstrings" {
            strings = StringCatalogReader(file: file.path, report: report).read(bytes)
        } else {
            guard let lproj = file.lprojLocale else {
                reader.error(
                    "`\(file.path)` is not in a `.lproj` folder, so its language is unknown", at: item,
                    hint: "name the `<locale>.lproj` folder (or the folder holding them) instead")
                return nil
            }
            locale = lproj.caseInsensitiveCompare("Base") == .orderedSame ? baseLocale : lproj
            strings =
                fileExtension == "strings"
                ? StringsFileReader(file: file.path, report: report).read(bytes, locale: locale ?? baseLocale, sourceLanguage: baseLocale)
                : StringsDictReader(file: file.path, report: report).read(bytes, locale: locale ?? baseLocale, sourceLanguage: baseLocale)
        }
        // A problem that is no key's own means the file as a whole cannot be read: `Bundle`
        // loads none of it, so nothing of it is used (`UnreadableStringTable`).
        let keyed = Set(strings.unreadable.flatMap(\.problems))
        if problems.contains(where: { !keyed.contains($0) }) {
            strings.entries = [:]
            strings.unreadable = [UnreadableStringTable(file: file.path, locale: locale, keys: nil, problems: problems)]
        }
        return strings
    }
}
