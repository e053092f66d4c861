import CCairo
import CFreeType
import CJPEG
import CPNG
import CPango
import CPoppler
import CRsvg
import Foundation
import StateboardCore

/// What a render's pixels depend on besides the scene: library versions, the font files and
/// the renderer's fixed settings. Recorded beside snapshot references, so `verify` can tell
/// environment drift (a new Pango, a changed font) apart from a real change.
public struct RenderEnvironment: Codable, Equatable, Sendable {
    /// Library name → version (`cairo`, `pango`, `harfbuzz`, `freetype`, `fontconfig`, `librsvg`,
    /// `libpng`, `poppler`, `libjpeg-turbo`).
    public var libraries: [String: String]
    /// Font file name → digest of its bytes.
    public var fonts: [String: String]
    /// Renderer settings that change pixels (antialiasing, hinting, font configuration version…).
    public var settings: [String: String]
    /// Whose glyphs drew the renders: the pinned fonts and symbols, or Apple's. A fingerprint
    /// written before glyph sources existed has none and means `pinned`.
    public var glyphSource: GlyphSource

    public init(libraries: [String: String], fonts: [String: String], settings: [String: String], glyphSource: GlyphSource = .pinned) {
        self.libraries = libraries; self.fonts = fonts; self.settings = settings; self.glyphSource = glyphSource
    }

    private enum CodingKeys: String, CodingKey { case libraries, fonts, settings, glyphSource }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        libraries = try container.decode([String: String].self, forKey: .libraries)
        fonts = try container.decode([String: String].self, forKey: .fonts)
        settings = try container.decode([String: String].self, forKey: .settings)
        glyphSource = try container.decodeIfPresent(GlyphSource.self, forKey: .glyphSource) ?? .pinned
    }

    /// This machine's environment for renders with `fonts`: for Apple's fonts, the digests of the
    /// files of the faces chosen for each script (`AppleFaces`; none when they cannot be found,
    /// which the renderer reports).
    public static func current(fonts: FontEnvironment = FontEnvironment()) -> RenderEnvironment {
        var digests: [String: String]
        if fonts.appleFonts != nil {
            digests = fontDigests((try? fonts.makeConfig())?.appleFiles ?? [])
        } else {
            digests = fonts.searchPath == .standard() ? pinnedFontDigests : fontDigests(FontEnvironment.pinnedFontFiles(in: fonts.searchPath))
        }
        digests.merge(fontDigests(fonts.extraFonts)) { _, theme in theme }
        return RenderEnvironment(libraries: libraryVersions, fonts: digests, settings: settings, glyphSource: fonts.glyphSource)
    }

    /// The pinned fonts' digests, read once per process (the CJK files alone are tens of MB, and
    /// every theme's environment includes them).
    static let pinnedFontDigests = fontDigests(FontEnvironment.pinnedFontFiles())

    /// File name (or `folder/file`) → digest, for font files and folders.
    static func fontDigests(_ paths: [String]) -> [String: String] {
        var digests: [String: String] = [:]
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                let folder = (path as NSString).lastPathComponent
                for name in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() {
                    digests[folder + "/" + name] = fileDigest((path as NSString).appendingPathComponent(name))
                }
            } else {
                digests[(path as NSString).lastPathComponent] = fileDigest(path)
            }
        }
        return digests
    }

    /// The versions of the libraries that draw, as they report themselves at run time.
    public static let libraryVersions: [String: String] = {
        var versions: [String: String] = [:]
        versions["cairo"] = String(cString: cairo_version_string())
        versions["pango"] = String(cString: pango_version_string())
        versions["harfbuzz"] = String(cString: hb_version_string())
        let fc = Int(FcGetVersion())
        versions["fontconfig"] = "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"
        versions["librsvg"] = "\(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)"
        versions["libpng"] = String(cString: png_get_libpng_ver(nil))
        versions["poppler"] = String(cString: poppler_get_version())
        // libjpeg-turbo reports no version at run time: the one the decoder was built against.
        let jpeg = Int(LIBJPEG_TURBO_VERSION_NUMBER)
        versions["libjpeg-turbo"] = "\(jpeg / 1_000_000).\(jpeg / 1_000 % 1_000).\(jpeg % 1_000)"
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            FT_Done_FreeType(library)
            versions["freetype"] = "\(major).\(minor).\(patch)"
        }
        return versions
    }()

    /// The fixed settings every render uses (see `FontEnvironment` and `TextLayout`).
    public static let settings: [String: String] = [
        "antialias": "gray",
        "hinting": "none",
        "hintMetrics": "off",
        "fontConfiguration": FontEnvironment.configVersion,
        "pixelFormat": "ARGB32, compared un-premultiplied",
    ]

    /// What differs from `recorded`, one line each, libraries first ("pango 1.50.12 → 1.52.1").
    public func changes(since recorded: RenderEnvironment) -> [String] {
        if recorded.glyphSource != glyphSource {
            // Every glyph differs: the fonts and libraries beside it say nothing more.
            return ["glyph source \(recorded.glyphSource.rawValue) → \(glyphSource.rawValue)"]
        }
        var lines = Self.differences(recorded.libraries, libraries).map { key, was, now in "\(key) \(was ?? "none") → \(now ?? "none")" }
        // Fonts come in families of many files: more than three alike read as one line.
        let fontChanges = Self.differences(recorded.fonts, fonts)
        let groups: [(verdict: String, plural: String, names: [String])] = [
            ("is new", "are new", fontChanges.filter { $0.was == nil }.map(\.key)),
            ("is gone", "are gone", fontChanges.filter { $0.now == nil }.map(\.key)),
            ("changed", "changed", fontChanges.filter { $0.was != nil && $0.now != nil }.map(\.key)),
        ]
        for group in groups {
            if group.names.count > 3 {
                lines.append("\(group.names.count) fonts \(group.plural): \(group.names.prefix(3).joined(separator: ", ")) and \(group.names.count - 3) more")
            } else {
                lines += group.names.map { "font \($0) \(group.verdict)" }
            }
        }
        lines += Self.differences(recorded.settings, settings).map { key, was, now in "setting \(key) \(was ?? "none") → \(now ?? "none")" }
        return lines
    }

    /// The keys whose values differ, sorted, with the old and new value (nil: absent).
    private static func differences(_ old: [String: String], _ new: [String: String]) -> [(key: String, was: String?, now: String?)] {
        Set(old.keys).union(new.keys).sorted().compactMap { key in old[key] == new[key] ? nil : (key, old[key], new[key]) }
    }

    /// A digest of a file's bytes (memory-mapped: font files are large).
    static func fileDigest(_ path: String) -> String {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return "unreadable" }
        var hasher = PixelDigest.Hasher64()
        data.withUnsafeBytes { hasher.add($0) }
        return PixelDigest(value: hasher.finish(width: data.count, height: 0)).description
    }
}
