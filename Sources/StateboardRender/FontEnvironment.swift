import CPango
import Foundation
import StateboardCore

/// The fonts Stateboard draws with, and nothing else: a fontconfig configuration of its own that
/// sees only the pinned font files (Inter standing in for SF Pro; Noto Sans CJK, Arabic, Hebrew;
/// the Noto faces of every other script iOS's system font falls back to, `ScriptFonts`; Noto
/// Color Emoji) and the fonts a theme ships, so that the same input gives the same pixels on
/// every machine whatever else is installed.
public struct FontEnvironment: Hashable, Sendable {
    /// The pinned system fonts: file name prefixes (upstream names, the same in every
    /// distribution's package and in Homebrew's casks) and the family each provides.
    public static let pinnedFontPatterns: [(prefix: String, family: String)] =
        [
            ("Inter-", "Inter"),
            ("InterDisplay-", "Inter Display"),
            ("NotoSansCJK-", "Noto Sans CJK SC"),
            ("NotoSansArabic-", "Noto Sans Arabic"),
            ("NotoSansHebrew-", "Noto Sans Hebrew"),
        ] + ScriptFonts.patterns + [
            ("NotoColorEmoji", "Noto Color Emoji")
        ]

    /// The font family list that `FontSpec.systemFamily` ("system") stands for, for text in no
    /// language in particular.
    public static let systemFamilies = systemFamilies(language: nil)

    /// The system font's family list for text in `language`: Inter, then the script faces, the
    /// CJK face in the language's glyph forms (`ScriptFonts.cjkFamily`), the language's own
    /// script face first where scripts share characters.
    public static func systemFamilies(language: String?) -> String {
        var families =
            ["Inter", ScriptFonts.cjkFamily(for: language), "Noto Sans Arabic", "Noto Sans Hebrew"]
            + ScriptFonts.patterns.map(\.family) + ["Noto Color Emoji"]
        if let preferred = ScriptFonts.preferredFamily(for: language), let index = families.firstIndex(of: preferred) {
            families.remove(at: index)
            families.insert(preferred, at: 1)
        }
        return families.joined(separator: ", ")
    }

    /// The size from which the system font uses its display cut: SF Pro switches from Text to
    /// Display at 20 pt, and Inter Display (tighter spacing, finer details) stands in for it.
    public static let displaySize = 20.0

    /// The family list for the system font at `size` in `language`: Inter Display from
    /// `displaySize` up (Inter where it is not installed), Inter below.
    public static func systemFamilies(size: Double, language: String? = nil) -> String {
        size >= displaySize ? "Inter Display, " + systemFamilies(language: language) : systemFamilies(language: language)
    }

    /// Bumped whenever the generated fonts.conf changes, so cached configurations are not reused.
    static let configVersion = "3"

    /// Extra font files or folders (a theme's `fonts`).
    public var extraFonts: [String]
    /// Where the pinned fonts are looked for.
    public var searchPath: FontSearchPath
    /// Where Apple's fonts are looked for when they draw the system font (`GlyphSource.apple`);
    /// `nil`: the pinned fonts draw it.
    public var appleFonts: AppleFontLocations?

    /// - Parameter appleFonts: draw the system font with Apple's fonts found there instead of the
    ///   pinned ones (`nil`, the default: the pinned ones).
    public init(extraFonts: [String] = [], searchPath: FontSearchPath = .standard(), appleFonts: AppleFontLocations? = nil) {
        self.extraFonts = extraFonts.sorted()
        self.searchPath = searchPath
        self.appleFonts = appleFonts
    }

    /// Which glyph source these fonts are.
    public var glyphSource: GlyphSource { appleFonts == nil ? .pinned : .apple }

    /// The pinned font files found on this machine: every weight of each pinned family (iOS
    /// draws every script in the text style's weight), none of its width variants (Noto's
    /// `Condensed`, `SemiCondensed` and `ExtraCondensed` files, which iOS's system font never uses).
    public static func pinnedFontFiles(in searchPath: FontSearchPath = .standard()) -> [String] {
        pinnedFontPatterns.flatMap { searchPath.files(prefix: $0.prefix) }.filter { !isWidthVariant($0) }
    }

    /// Whether a font file is a width variant of its family, by its upstream file name.
    static func isWidthVariant(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.contains("Condensed") || name.contains("Expanded")
    }

    /// Builds (once per process and environment) the fontconfig configuration.
    func makeConfig() throws -> FontConfigHandle {
        try FontConfigCache.shared.config(for: self)
    }

    /// A folder with links to exactly the fonts to use, and a fonts.conf that lists only it (and,
    /// for Apple's fonts, the folders they are in).
    func materialize() throws -> String {
        let fonts = (appleFonts == nil ? Self.pinnedFontFiles(in: searchPath) : []) + extraFonts
        let appleFolders = appleFonts?.existingFolders ?? []
        if let appleFonts, appleFolders.isEmpty {
            throw RenderError.environment(
                "`--glyphs apple` found no Apple font folder; looked in \(appleFonts.lookedIn). Hint: \(AppleFontLocations.installHint)")
        }
        guard !fonts.isEmpty || !appleFolders.isEmpty else {
            throw RenderError.environment("no fonts found; install fonts-inter fonts-noto-cjk fonts-noto-cjk-extra fonts-noto-core fonts-noto-extra fonts-noto-color-emoji")
        }
        let rules = appleFonts == nil ? Self.systemFamilyRule + Self.cjkSemiboldRule : ""
        var hasher = StableHash()
        hasher.add(Self.configVersion)
        hasher.add(rules)  // a changed rule is a new configuration
        for font in fonts { hasher.add(font) }
        for folder in appleFolders { hasher.add("apple " + folder) }
        let root = (try PrivateFolder.fontConfigurations() as NSString).appendingPathComponent(hasher.hex)
        let conf = (root as NSString).appendingPathComponent("fonts.conf")
        if PrivateFolder.isOwnPrivateFolder(root), FileManager.default.fileExists(atPath: conf) { return conf }
        let staging = root + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        let linkFolder = (staging as NSString).appendingPathComponent("fonts")
        guard mkdir(staging, 0o700) == 0, mkdir(linkFolder, 0o700) == 0 else {
            throw RenderError.environment("cannot create the font configuration folder \(staging): \(String(cString: strerror(errno)))")
        }
        let extraDirs = try Self.link(fonts, into: linkFolder)
        let dirs = [root + "/fonts"] + extraDirs + appleFolders
        let text = Self.fontsConf(dirs: dirs, root: root, rules: rules, fonts: appleFonts == nil ? "the pinned fonts" : "Apple's fonts")
        try text.write(toFile: (staging as NSString).appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)
        // Publish atomically; if another process of this user won the race, use its folder.
        if rename(staging, root) != 0 {
            try? FileManager.default.removeItem(atPath: staging)
        }
        guard PrivateFolder.isOwnPrivateFolder(root), FileManager.default.fileExists(atPath: conf) else {
            throw RenderError.environment("cannot write the font configuration in \(root)")
        }
        return conf
    }

    /// Links each font file into `linkFolder` (numbered, so the order stays the given one) and
    /// returns the font folders among `fonts`, which fontconfig reads where they are.
    private static func link(_ fonts: [String], into linkFolder: String) throws -> [String] {
        var folders: [String] = []
        for (index, font) in fonts.enumerated() {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: font, isDirectory: &isFolder)
            if isFolder.boolValue { folders.append(font); continue }
            let link = (linkFolder as NSString).appendingPathComponent(String(format: "%03d-", index) + (font as NSString).lastPathComponent)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: font)
        }
        return folders
    }

    /// The fonts.conf that reads only `dirs` (no system configuration), caches in `root`, and
    /// scales bitmap fonts; `fonts` says whose fonts they are in its comment.
    private static func fontsConf(dirs: [String], root: String, rules: String, fonts: String) -> String {
        let dirs = dirs.map { "  <dir>\(xmlEscape($0))</dir>" }.joined(separator: "\n")
        return """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <!-- Written by Stateboard: only \(fonts), no system configuration. -->
            <fontconfig>
            \(dirs)
              <cachedir>\(xmlEscape(root))/cache</cachedir>
            \(rules)
              <match target="font"><edit name="embeddedbitmap" mode="assign"><bool>true</bool></edit></match>
              <!-- Scale bitmap fonts (Noto Color Emoji) to the requested size, as fontconfig's own
                   10-scale-bitmap-fonts.conf does. -->
              <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
                <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide></edit></match>
              <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
                <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
                <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>
                <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit></match>
            </fontconfig>

            """
    }

    /// The pinned configuration's `system` family: Inter (Apple's faces are chosen once fontconfig
    /// has scanned them, `AppleFaces`).
    private static let systemFamilyRule = """
          <match target="pattern"><test name="family"><string>system</string></test>
            <edit name="family" mode="assign" binding="strong"><string>Inter</string></edit></match>
        """

    /// Noto Sans CJK has no Semibold (its weights go Medium 500, Bold 700), and fontconfig takes
    /// the nearer Bold for a 600 request: visibly heavier than PingFang SC / Hiragino Semibold,
    /// which iOS draws a semibold text style's CJK characters in. Medium is chosen to stand in
    /// for both Medium and Semibold (docs/iOSMetrics.md, "chosen"), so the face answers both
    /// weights and Bold stays for bold (fontconfig's weights: medium 100, demibold 180).
    private static let cjkSemiboldRule = """

          <match target="scan"><test name="family" compare="contains"><string>Noto Sans CJK</string></test>
            <test name="weight" compare="eq"><const>medium</const></test>
            <edit name="weight" mode="assign"><range><int>100</int><int>180</int></range></edit></match>
        """

    private static func xmlEscape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}

// @unchecked: the configuration pointer is never changed after init; its use is ordered by FontGate.
/// A fontconfig configuration, freed when released.
final class FontConfigHandle: @unchecked Sendable {
    let config: OpaquePointer
    /// The faces it sees, for looking fonts up by PostScript name.
    let faces: [FontFace]
    /// Which faces draw the system font.
    let systemFaces: SystemFontFaces
    /// The files of Apple's faces the system font is drawn with (empty for the pinned fonts).
    let appleFiles: [String]

    /// A configuration of `environment`'s fonts; for Apple's, the faces of every script are
    /// chosen among the families found: no system font is an error at once, another script with
    /// no face only when text in it is drawn (`PangoTextMeasurer.requireAppleFaces`).
    init(config: OpaquePointer, environment: FontEnvironment) throws {
        // Everything is worked out before a property is set: a throw then leaves `config` to the caller.
        let faces = FontFaces.list(config)
        if let locations = environment.appleFonts {
            let available = FontFaces.familyFiles(config)
            let apple = try AppleFaces.choose(among: Set(available.keys), lookedIn: locations.lookedIn)
            systemFaces = SystemFontFaces(apple: apple)
            appleFiles = Set((apple.families + [apple.displayFamily].compactMap { $0 }).flatMap { available[$0] ?? [] }).sorted()
        } else {
            systemFaces = .pinned
            appleFiles = []
        }
        self.faces = faces
        self.config = config
    }
    deinit { FcConfigDestroy(config) }
}

/// One fontconfig configuration per font environment per process (building one scans fonts).
final class FontConfigCache: Sendable {
    static let shared = FontConfigCache()
    private let configs = Locked<[FontEnvironment: FontConfigHandle]>([:])

    /// The configuration of `environment`, built at most once: a second caller waits for the first's build.
    func config(for environment: FontEnvironment) throws -> FontConfigHandle {
        try configs.withLock { configs in
            if let known = configs[environment] { return known }
            let handle = try FontGate.exclusive { try build(environment) }
            configs[environment] = handle
            return handle
        }
    }

    private func build(_ environment: FontEnvironment) throws -> FontConfigHandle {
        let file = try environment.materialize()
        guard let config = FcConfigCreate() else { throw RenderError.environment("fontconfig could not start") }
        guard FcConfigParseAndLoad(config, file, 1) != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw RenderError.environment("fontconfig could not read \(file)")
        }
        // A theme's font that fontconfig did not load would be drawn as Inter without a word.
        let loaded = FontFaces.loadedFiles(config)
        for font in environment.extraFonts {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: font, isDirectory: &isFolder) else {
                FcConfigDestroy(config)
                throw RenderError.input("the theme's font \(font) is not there")
            }
            guard !isFolder.boolValue, let real = realpath(font, nil) else { continue }
            defer { free(real) }
            guard loaded.contains(String(cString: real)) else {
                FcConfigDestroy(config)
                throw RenderError.input("the theme's font \(font) did not load (fontconfig found no face in it)")
            }
        }
        do { return try FontConfigHandle(config: config, environment: environment) } catch {
            FcConfigDestroy(config)
            throw error
        }
    }
}

/// Why rendering could not happen.
public enum RenderError: DescribedError, Sendable {
    /// Something missing on this machine (fonts, libraries): exit code 3.
    case environment(String)
    /// A problem with the input (an unreadable image): exit code 2.
    case input(String)
    public var description: String {
        switch self {
        case .environment(let message), .input(let message): message
        }
    }
}
