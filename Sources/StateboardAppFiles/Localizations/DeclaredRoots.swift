import Foundation
import StateboardCore

/// The app's string files a theme declares with `localizations`: the only places outside its
/// own folder a theme reads. Each is a path relative to the theme file, resolved with its links
/// first; absolute paths are refused. Inside a declared folder only string files are read
/// (`*.xcstrings`, every table of a `*.lproj` folder, `*.strings` and `*.stringsdict`; not
/// translator notes or pseudo-languages, `isNotesOrPseudoLocale`), each a
/// regular file within `documentBytes` whose real path stays inside the declared root: a link
/// out of it is refused.
extension ThemeConfinement {
    /// The file extensions a declared root may name, and that a declared folder is searched for.
    static let stringFileExtensions: Set<String> = ["xcstrings", "strings", "stringsdict"]

    /// A string file inside a declared root, and the locale its folder gives it (`en.lproj` →
    /// `en`; a String Catalog has its own).
    package struct StringFile {
        package var path: String
        package var lprojLocale: String?
    }

    /// The real path of a declared root `relative` to `folder`: it exists, and is a folder or a
    /// string file. `key` (`localizations`, `assets`) words the messages; `fileExtensions` are
    /// the files a root may be besides a folder (none for `assets`).
    package static func declaredRoot(
        _ relative: String, in folder: String, key: String = "localizations",
        fileExtensions: Set<String> = stringFileExtensions
    ) -> Result<String, Refusal> {
        let example = key == "localizations" ? "../App/Localizable.xcstrings" : "../App/Assets.xcassets"
        if relative.hasPrefix("/") || relative.hasPrefix("~") {
            return .failure(
                Refusal(
                    message: "`\(relative)` is an absolute path; `\(key)` paths are relative to the theme file",
                    hint: "write the path from the theme's folder, like `\(example)`, so the theme works on every checkout"))
        }
        if relative.isEmpty || relative.contains("\0") {
            return .failure(Refusal(message: "an empty path", hint: "name a String Catalog, a .strings file or a folder of them"))
        }
        let joined = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(relative)
        guard let real = realPath(joined) else {
            return .failure(
                Refusal(
                    message: "no file or folder at `\(relative)` (looked for \((joined as NSString).standardizingPath))",
                    hint: key == "localizations"
                        ? "`localizations` paths are relative to the theme file's folder; name the app's Localizable.xcstrings, a .lproj folder or the folder that holds them"
                        : "`\(key)` paths are relative to the theme file's folder; name the app's catalog, like `\(example)`"))
        }
        var info = stat()
        guard stat(real, &info) == 0 else { return .failure(Refusal(message: "cannot read `\(relative)`", hint: "check its permissions")) }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { return .success(real) }
        guard type == S_IFREG, fileExtensions.contains((real as NSString).pathExtension.lowercased()) else {
            if key != "localizations" {
                return .failure(Refusal(message: "`\(relative)` is not a folder", hint: "name the app's asset catalog folder, like `\(example)`"))
            }
            return .failure(
                Refusal(
                    message: "`\(relative)` is not a string file or a folder",
                    hint: "name a .xcstrings, .strings or .stringsdict file, or a folder holding them"))
        }
        return .success(real)
    }

    /// The string files of a declared root (its real path), each checked to stay inside it;
    /// refused ones are returned as refusals.
    package static func stringFiles(inDeclaredRoot root: String) -> [Result<StringFile, Refusal>] {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: root, isDirectory: &isFolder)
        guard isFolder.boolValue else {
            return [.success(StringFile(path: root, lprojLocale: lprojLocale(of: (root as NSString).deletingLastPathComponent)))]
        }
        let lprojFiles: (String) -> [String] = { folder in
            tableFiles(in: folder).map { (folder as NSString).appendingPathComponent($0) }
                .filter { FileManager.default.fileExists(atPath: $0) || isLink($0) }
        }
        var candidates: [String] = []
        if lprojLocale(of: root) != nil {
            candidates = lprojFiles(root)
        } else {
            // `Base.lproj` last: `Bundle` searches the language's own folder before it
            // (`CFBundle_Resources.c`), so `en.lproj`'s text wins over Base's for the same key.
            let isBase = { (name: String) in name.caseInsensitiveCompare("Base.lproj") == .orderedSame }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
                .sorted { (isBase($0) ? 1 : 0, $0) < (isBase($1) ? 1 : 0, $1) }.prefix(2_000)
            for name in names {
                let path = (root as NSString).appendingPathComponent(name)
                if (name as NSString).pathExtension.lowercased() == "xcstrings" { candidates.append(path) }
                if (name as NSString).pathExtension.lowercased() == "lproj" {
                    if let locale = lprojLocale(of: path), isNotesOrPseudoLocale(locale) { continue }
                    guard let real = realPath(path), isInside(real, root: root) else {
                        candidates.append(path)  // refused below, as a link out
                        continue
                    }
                    candidates += lprojFiles(path)
                }
            }
        }
        return candidates.map { path in
            let name = String(path.dropFirst(root.count).drop { $0 == "/" })
            guard let real = realPath(path) else {
                return .failure(Refusal(message: "`\(name)` in \(root) is a broken link", hint: "remove the link or point it at a file inside the folder"))
            }
            guard isInside(real, root: root) else {
                return .failure(
                    Refusal(
                        message: "`\(name)` in \(root) leads outside the declared folder (to \(real))",
                        hint: "a theme reads only inside the folders `localizations` declares; declare the other place too, or replace the link with the file"))
            }
            return checkFile(real, named: name, document: true).map { StringFile(path: real, lprojLocale: lprojLocale(of: (path as NSString).deletingLastPathComponent)) }
        }
    }

    /// The string tables of a `.lproj` folder, by name: every `.strings` and `.stringsdict`
    /// file (a table is any of them, `Bundle.localizedString(forKey:value:table:)`),
    /// `Localizable`'s first, then the others by name; at most `maximumTables`.
    static func tableFiles(in folder: String) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            !$0.hasPrefix(".") && ["strings", "stringsdict"].contains(($0 as NSString).pathExtension.lowercased())
        }
        let rank = { (name: String) in (name as NSString).deletingPathExtension == AppStrings.defaultTable ? 0 : 1 }
        return Array(names.sorted { (rank($0), $0) < (rank($1), $1) }.prefix(maximumTables))
    }

    /// How many tables of one `.lproj` folder are read: an app's own (element-ios has a few
    /// dozen), not a folder of thousands.
    static let maximumTables = 500

    private static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Whether `identifier` names notes for translators or a pseudo-language rather than a
    /// language the app ships, which no user can choose: ISO 639-2's codes for local use
    /// `qaa`–`qtz` (translatewiki's `qqq` message documentation, Windows' `qps-ploc`), and
    /// Android's pseudo-locales `en-XA` and `ar-XB` (which Stateboard derives itself from the
    /// base locale). An app's folder listing them is read without them.
    static func isNotesOrPseudoLocale(_ identifier: String) -> Bool {
        let canonical = LocaleFallback.canonical(identifier)
        let language = Array(canonical.split(separator: "-").first.map(String.init) ?? "")
        if language.count == 3, language[0] == "q", ("a"..."t").contains(language[1]) { return true }
        return canonical == "en-XA" || canonical == "ar-XB"
    }

    /// `en` for a folder named `en.lproj`.
    static func lprojLocale(of folder: String) -> String? {
        let name = (folder as NSString).lastPathComponent
        guard (name as NSString).pathExtension == "lproj" else { return nil }
        let locale = (name as NSString).deletingPathExtension
        return locale.isEmpty ? nil : locale
    }
}
