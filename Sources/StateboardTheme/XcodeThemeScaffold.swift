import Foundation
import StateboardAppFiles
import StateboardCore

/// `stateboard init NAME --from-xcode APP`: a theme that reads the app's own asset catalogs and
/// string files where they are, with a screen for each string key prefix that names a screen's
/// placeholder strings (`inbox.title`, `inbox.empty.title`, `inbox.error.message`, …), valid at
/// once. The theme is written beside its final place and moved there only once it loads.
public enum XcodeThemeScaffold {
    /// What the new theme reads and shows.
    public struct Summary: Sendable, Equatable {
        public var themeFile: String
        public var assetCatalogs: Int
        public var stringFiles: Int
        public var colors: Int
        public var images: Int
        public var keys: Int
        public var locales: [String]
        public var screens: [String]
        public var accent: String?
        /// The app's languages left out of the matrix: `Base`, `mul`, translator notes (`qqq`), pseudo-locales (`isLocaleName`).
        public var leftOutLocales: [String] = []
        /// The sets of the app's catalogs that cannot be read and that the theme skips.
        public var skippedSets: [String] = []
        /// Their warnings, at their place in the sets' files.
        public var warnings: [Diagnostic] = []
        /// The walk of the app's folder stopped at its entry limit (`XcodeProjectScan.maximumEntries`):
        /// files past it were not looked for.
        public var scanStopped = false
    }

    /// Problems a user can fix: no such folder, nothing to read in it, a theme already there,
    /// or app files the theme cannot read (with the loader's located diagnostics).
    public enum ImportError: DescribedError {
        case notAFolder(String)
        case nothingFound(String)
        /// The walk stopped at its entry limit before it found anything.
        case scanStopped(String, entries: Int)
        case exists(String)
        case unreadable([Diagnostic])

        public var description: String {
            switch self {
            case .notAFolder(let path): "\(path) is not a folder; give the folder that holds the app's sources"
            case .nothingFound(let path):
                "no asset catalog (*.xcassets), String Catalog (*.xcstrings) or *.lproj strings under \(path)"
            case .scanStopped(let path, let entries):
                "the scan of \(path) stopped after \(entries) entries without finding an asset catalog (*.xcassets), String Catalog (*.xcstrings) "
                    + "or *.lproj strings; give the folder that holds the app's own sources"
            case .exists(let path): "\(path) already exists; choose another name or folder"
            case .unreadable(let diagnostics): diagnostics.map(\.description).joined(separator: "\n")
            }
        }
    }

    /// Entries the walk of the app's folder looks at, at most.
    public static let scanEntryLimit = XcodeProjectScan.maximumEntries

    /// Creates `folder/theme.yaml` reading the Xcode files under `appFolder`; the theme extends
    /// `ios`, found beside it or in `parentFolders` (the bundled themes).
    public static func create(name: String, in folder: String, fromXcode appFolder: String, parentFolders: [String] = []) throws -> Summary {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        let app = URL(fileURLWithPath: appFolder).standardizedFileURL.path
        guard manager.fileExists(atPath: app, isDirectory: &isFolder), isFolder.boolValue else { throw ImportError.notAFolder(appFolder) }
        let target = URL(fileURLWithPath: folder).standardizedFileURL.path
        guard !manager.fileExists(atPath: target) else { throw ImportError.exists(folder) }
        let scan = XcodeProjectScan.scan(app)
        guard !scan.isEmpty else {
            throw scan.stoppedAtLimit ? ImportError.scanStopped(appFolder, entries: XcodeProjectScan.maximumEntries) : ImportError.nothingFound(appFolder)
        }

        let staging = try StagingFolder(beside: target, name: name)
        defer { staging.removeUnlessMoved() }
        let stage = staging.path

        let roots = Roots(scan: scan, themeFolder: target)
        let file = (stage as NSString).appendingPathComponent("theme.yaml")
        try roots.yaml(name: name).write(toFile: file, atomically: true, encoding: .utf8)
        let targetFile = (folder as NSString).appendingPathComponent("theme.yaml")
        let refusal = { (diagnostics: [Diagnostic]) in Self.refusal(diagnostics, stage: stage, targetFile: targetFile) }
        let (probe, problems) = ThemeLoader.loadCollecting(path: stage, parentFolders: parentFolders)
        guard let probe, problems.isEmpty else { throw refusal(problems) }

        var contents = AppContents(theme: probe)
        let (theme, leftOut) = try contents.write(name: name, roots: roots, to: stage, parentFolders: parentFolders, refusal: refusal)
        try staging.move(to: target)
        return Summary(
            themeFile: targetFile, assetCatalogs: scan.assetCatalogs.count,
            stringFiles: scan.stringCatalogs.count + scan.lprojFolders.count, colors: probe.tokens.assets.colors.count,
            images: probe.tokens.assets.images.count, keys: probe.appStrings.keys.count, locales: contents.locales,
            screens: contents.screens.map(\.name), accent: contents.accent, leftOutLocales: contents.leftOutLocales,
            skippedSets: probe.tokens.assets.unreadable.keys.sorted(), warnings: theme.warnings + leftOut.map { Self.moved($0, from: stage, to: folder) },
            scanStopped: scan.stoppedAtLimit)
    }

    /// Problems in the staged file are reported at the file the theme would have been, which
    /// exists no more than the staged one once `create` returns: they say that nothing was written.
    private static func refusal(_ diagnostics: [Diagnostic], stage: String, targetFile: String) -> ImportError {
        .unreadable(
            diagnostics.map { diagnostic in
                guard diagnostic.location.file.contains((stage as NSString).lastPathComponent) else { return diagnostic }
                var moved = diagnostic
                moved.location.file = targetFile
                moved.hint = (diagnostic.hint.map { $0 + "; " } ?? "") + "the theme was not written"
                return moved
            })
    }

    /// `diagnostic` with a place in the staged folder moved to the theme's final folder.
    static func moved(_ diagnostic: Diagnostic, from stage: String, to folder: String) -> Diagnostic {
        var moved = diagnostic
        if moved.location.file.hasPrefix(stage) {
            moved.location.file = (folder as NSString).appendingPathComponent(String(moved.location.file.dropFirst(stage.count + 1)))
        }
        return moved
    }

    /// The declared roots, relative to the theme's folder.
    struct Roots {
        var assets: [String]
        var localizations: [String]

        init(scan: XcodeProjectScan, themeFolder: String) {
            assets = scan.assetCatalogs.map { XcodeProjectScan.relative($0, from: themeFolder) }
            localizations = (scan.stringCatalogs + scan.lprojFolders).map { XcodeProjectScan.relative($0, from: themeFolder) }
        }

        func yaml(name: String) -> String {
            var lines = ["stateboard: 1", "name: \(name)", "extends: ios"]
            if !assets.isEmpty { lines += ["assets:"] + assets.map { "  - \(quoted($0))" } }
            if !localizations.isEmpty { lines += ["localizations:"] + localizations.map { "  - \(quoted($0))" } }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// A screen guessed from a key prefix, with the keys it uses by state and parameter.
    struct GuessedScreen {
        var name: String
        var title: String?
        var params: [String: [(param: String, key: String)]]
    }

    /// What the app's files hold that the theme uses.
    struct AppContents {
        var screens: [GuessedScreen] = []
        var locales: [String] = []
        var accent: String?
        var leftOutLocales: [String] = []
        var colorNames: [String]
        var imageNames: [String]
        /// The argument kinds of the keys the screens use that take arguments.
        var argumentKinds: [String: [XcodeStringArguments.Kind]] = [:]

        init(theme: Theme) {
            colorNames = theme.tokens.assets.colors.keys.sorted()
            imageNames = theme.tokens.assets.images.keys.sorted()
            // Xcode's own name for the app's tint, else a name that says it is one.
            let names = colorNames
            accent =
                names.first { $0 == "AccentColor" }
                ?? ["accent", "tint", "brand"].lazy.compactMap { word in names.first { $0.lowercased().contains(word) } }.first
            // Every table's keys but InfoPlist's (the bundle's Info.plist keys, no screen's text).
            let keys = Set(theme.appStrings.keys.filter { theme.appStrings.entries[$0]?.table != "InfoPlist" })
            var languages: [String: Int] = [:]
            var source: [String: Int] = [:]
            for key in keys {
                guard let entry = theme.appStrings.entries[key] else { continue }
                source[entry.sourceLanguage, default: 0] += 1
                for language in entry.localizations.keys { languages[language, default: 0] += 1 }
            }
            let first = source.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
            // Every language the app ships, its development language first.
            let others = languages.keys.sorted().filter { $0 != first }
            locales = [first].compactMap { $0 } + others.filter(Self.isLocaleName)
            leftOutLocales = others.filter { !Self.isLocaleName($0) }
            if locales.isEmpty { locales = ["en"] }

            // A screen shows its text in the development language first: a key without it (a
            // target whose English lives in code, `NSLocalizedString(_:value:comment:)`) makes none.
            let development = locales[0]
            func text(_ key: String) -> String? {
                guard let found = theme.appStrings.entries[key]?.localization(for: development, exactOnly: true),
                    case .text(let text) = found.localization.value
                else { return nil }
                return text
            }
            let readsEnglish = development == "en" || development.hasPrefix("en-") || development.hasPrefix("en_")
            screens = XcodeScreenGuess.screens(
                in: keys, isUsable: { key in Self.isReferenceable(key) && theme.appStrings.entries[key]?.localization(for: development, exactOnly: true) != nil },
                byText: { key in readsEnglish ? text(key).flatMap { XcodeTextGuess.stateKey(key, text: $0) } : nil }, limit: 20
            ).map { GuessedScreen(name: $0.name, title: $0.title, params: $0.params) }
            for key in screens.flatMap({ [$0.title].compactMap { $0 } + $0.params.values.flatMap { $0.map(\.key) } }) {
                guard let entry = theme.appStrings.entries[key] else { continue }
                let kinds = XcodeStringArguments.kinds(of: entry)
                if !kinds.isEmpty { argumentKinds[key] = kinds }
            }
        }

        /// A key a theme can write as `@key`: no parentheses (they would read as arguments) and
        /// no line breaks.
        static func isReferenceable(_ key: String) -> Bool {
            !key.isEmpty && key.count <= 200 && !key.contains("(") && !key.contains(")") && !key.hasPrefix("@")
                && !key.unicodeScalars.contains(where: XcodeThemeScaffold.isUnsafeInComment)
        }

        /// `inbox.empty.title`: dot-separated identifiers (a key that is an English sentence, as
        /// SwiftUI's are, names no screen).
        static func isIdentifierKey(_ key: String) -> Bool {
            let parts = key.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count >= 2
                && parts.allSatisfy { part in
                    guard let first = part.first, first.isASCII, first.isLetter else { return false }
                    return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
                }
        }

        /// A language code with optional script and region (`en`, `pt-BR`, `zh-Hans`, `es-419`)
        /// that an app shows. Not: Xcode's `Base`; the codes BCP 47 (RFC 5646 §2.2.1) and ISO 639-2
        /// reserve for no language — `mul` (a multilingual catalog), `und`, `zxx`, `mis` — and for
        /// local use, `qaa`–`qtz`, where translatewiki keeps its message documentation (`qqq`,
        /// notes for translators) and its key-showing `qqx`; private-use tags (`x-…`); and the
        /// pseudo-locales Android and translation tools generate (`en-XA`, `ar-XB`, region
        /// `XA`–`XC`), which Stateboard makes itself from the base locale.
        static func isLocaleName(_ name: String) -> Bool {
            guard !name.isEmpty, name.count <= 20, name != "Base",
                name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
            else { return false }
            let subtags = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
            let language = subtags.first ?? ""
            guard (2...3).contains(language.count), language.allSatisfy(\.isLetter) else { return false }
            if ["mul", "und", "zxx", "mis"].contains(language) { return false }
            if language.count == 3, language >= "qaa", language <= "qtz" { return false }
            if subtags.contains("x") || subtags.dropFirst().contains(where: { ["xa", "xb", "xc"].contains($0) }) { return false }
            return true
        }

        func themeYAML(name: String, roots: Roots) -> String {
            var lines = [
                "# The \(name) theme, reading the app's own asset catalogs and strings where they are.",
                "# Made by `stateboard init --from-xcode`; render it: stateboard render <this folder>",
                roots.yaml(name: name).trimmingCharacters(in: .newlines),
            ]
            if !colorNames.isEmpty || !imageNames.isEmpty {
                lines.append("# The catalogs' colors: \(Self.list(colorNames)); any color may be written asset(Name).")
                if !imageNames.isEmpty {
                    lines.append(
                        "# Their images: \(Self.list(imageNames)); use them as image: { asset: Name }, or as a state's params: { asset: Name, image: ~ }.")
                }
            }
            if let accent { lines += ["tokens:", "  colors:", "    accent: \(quoted("asset(\(accent))"))"] }
            if screens.isEmpty {
                lines += ["screens:", "  home:", "    chrome: [largeTitleNavigationBar, tabBar]"]
            } else {
                lines.append("screens:")
                for screen in screens {
                    lines.append("  \(screen.name):")
                    // A title that takes arguments stays out: a screen's title has no params to fill them.
                    let title = screen.title.flatMap { argumentKinds[$0] == nil ? $0 : nil }
                    if let title { lines.append("    title: \(quoted("@" + title))") }
                    lines.append("    chrome: [\(title == nil ? "navigationBar" : "largeTitleNavigationBar")]")
                    let states = screen.params.keys.sorted().compactMap { state in stateLine(state, keys: screen.params[state, default: []]) }
                    guard !states.isEmpty else { continue }
                    lines.append("    states:")
                    lines += states.map { "      " + $0 }
                }
            }
            lines += [
                "# `content` and `updating` are drawn for a screen once it declares `content:`, what it shows with data.",
                "matrix:", "  devices: [iphone-15]", "  appearances: [light, dark]",
                "  locales: [\(locales.map(quoted).joined(separator: ", "))]", "  textSizes: [large]",
                "  states: [content, loading, empty, error.networkUnreachable, error.failed]",
            ]
            return lines.joined(separator: "\n") + "\n"
        }

        /// A screen state's YAML line: its params, or for `loading` the spinner with the text as
        /// its message (the loading placeholder takes no params); `nil` when it has nothing to show.
        func stateLine(_ state: String, keys: [(param: String, key: String)]) -> String? {
            guard state == "loading" else { return stateParams(keys).map { "\(state): { params: { \($0.joined(separator: ", ")) } }" } }
            guard let key = keys.first(where: { argumentKinds[$0.key] == nil })?.key else { return nil }
            return "loading: { node: { component: loadingIndicator, message: \(quoted("@" + key)) } }"
        }

        /// A state's params as YAML entries: each key as `@key`, with the params its arguments
        /// take (`@download.failed.title(text)`, `text: "…"`). The placeholder needs a title: a
        /// state with only a message shows it as the title, one with neither is left out.
        func stateParams(_ keys: [(param: String, key: String)]) -> [String]? {
            var keys = keys
            if !keys.contains(where: { $0.param == "title" }) {
                guard let message = keys.firstIndex(where: { $0.param == "message" }) else { return nil }
                keys[message].param = "title"
            }
            var entries: [String] = []
            var samples: [(name: String, value: String)] = []
            for (param, key) in keys {
                let kinds = argumentKinds[key] ?? []
                let names = XcodeStringArguments.names(for: kinds)
                entries.append("\(param): \(quoted("@" + key + (names.isEmpty ? "" : "(\(names.joined(separator: ", ")))")))")
                for (name, kind) in zip(names, kinds) where !samples.contains(where: { $0.name == name }) {
                    samples.append((name, XcodeStringArguments.sample(kind)))
                }
            }
            return entries + samples.map { "\($0.name): \($0.value)" }
        }

        static func list(_ all: [String]) -> String {
            // A name is a folder name in the catalog: only printable ones go into a comment line,
            // where a character YAML reads as a line break would end the comment.
            let names = all.filter { !$0.unicodeScalars.contains(where: XcodeThemeScaffold.isUnsafeInComment) }
            return names.count <= 12 ? names.joined(separator: ", ") : names.prefix(12).joined(separator: ", ") + " and \(names.count - 12) more"
        }
    }

    /// Whether `scalar` cannot stand in a YAML comment or plain text: C0 and C1 controls (NEL,
    /// U+0085, among them), DEL, the line and paragraph separators and the byte order mark, all of
    /// which YAML reads as a line break or refuses.
    static func isUnsafeInComment(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{FEFF}"
    }

    /// A YAML double-quoted scalar: every character YAML reads as a line break (or refuses) is
    /// written as an escape.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where isUnsafeInComment(scalar): result += String(format: "\\u%04X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// The theme `init` writes, staged in a hidden folder beside its target (same depth, so the same
/// relative paths) and moved there at the end. Unless it was moved, the staged folder and the
/// folders made for it are removed again: a failed `init` leaves nothing behind.
private final class StagingFolder {
    let path: String
    /// The target's missing ancestors, made for the stage, deepest first.
    private let made: [String]
    private var moved = false

    init(beside target: String, name: String) throws {
        let manager = FileManager.default
        let parent = (target as NSString).deletingLastPathComponent
        var made: [String] = []
        var ancestor = parent
        while !manager.fileExists(atPath: ancestor), ancestor != "/" {
            made.append(ancestor)
            ancestor = (ancestor as NSString).deletingLastPathComponent
        }
        self.made = made
        path = (parent as NSString).appendingPathComponent(".\(name).init-\(UUID().uuidString.prefix(8))")
        try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
        do {
            try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
        } catch {
            removeUnlessMoved()
            throw error
        }
    }

    func move(to target: String) throws {
        try FileManager.default.moveItem(atPath: path, toPath: target)
        moved = true
    }

    func removeUnlessMoved() {
        guard !moved else { return }
        let manager = FileManager.default
        try? manager.removeItem(atPath: path)
        for folder in made where (try? manager.contentsOfDirectory(atPath: folder))?.isEmpty == true { try? manager.removeItem(atPath: folder) }
    }
}
