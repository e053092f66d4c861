import CPango
import Foundation
import StateboardCore

/// One face of the fonts a configuration sees (the pinned ones and a theme's).
struct FontFace: Hashable, Sendable {
    var family: String
    var postScriptName: String
    var weight: FontWeight
    var italic: Bool
}

/// How a font asked for by PostScript name is drawn.
public struct FontNameResolution: Hashable, Sendable {
    /// The family drawn (`FontSpec.systemFamily` when substituted).
    public var family: String
    public var weight: FontWeight
    public var italic: Bool
    /// What is drawn instead when no font has the name or its family (`Inter Light`), else `nil`.
    public var substitute: String?

    /// The warning a substitution gives: `font "HelveticaNeue-Light" is not installed: drawn with Inter Light`.
    public static func warning(name: String, substitute: String) -> String {
        "font \"\(name)\" is not installed: drawn with \(substitute)"
    }
}

enum FontFaces {
    /// The real paths (links resolved) of the font files `config` loaded.
    static func loadedFiles(_ config: OpaquePointer) -> Set<String> {
        guard let set = FcConfigGetFonts(config, FcSetSystem) else { return [] }
        var files = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index] else { continue }
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, "file", 0, &value) == FcResultMatch, let value else { continue }
            let path = String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
            if let real = realpath(path, nil) {
                files.insert(String(cString: real))
                free(real)
            }
        }
        return files
    }

    /// Every face `config` sees.
    static func list(_ config: OpaquePointer) -> [FontFace] {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer { FcPatternDestroy(pattern); FcObjectSetDestroy(objects) }
        for name in ["family", "postscriptname", "weight", "slant"] { FcObjectSetAdd(objects, name) }
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var faces: [FontFace] = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index] else { continue }
            func string(_ key: String) -> String? {
                var value: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(font, key, 0, &value) == FcResultMatch, let value else { return nil }
                return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
            }
            var weight: Int32 = 80, slant: Int32 = 0  // FC_WEIGHT_REGULAR, FC_SLANT_ROMAN
            _ = FcPatternGetInteger(font, "weight", 0, &weight)
            _ = FcPatternGetInteger(font, "slant", 0, &slant)
            let css = Int(FcWeightToOpenType(weight))
            let nearest = FontWeight.allCases.min { abs($0.numericValue - css) < abs($1.numericValue - css) } ?? .regular
            guard let family = string("family") else { continue }
            faces.append(FontFace(family: family, postScriptName: string("postscriptname") ?? "", weight: nearest, italic: slant != 0))
        }
        return faces.sorted { ($0.family, $0.postScriptName) < ($1.family, $1.postScriptName) }
    }

    /// How `name` is drawn among `faces`: the face with that PostScript name; else the family the
    /// name starts with (spaces aside, `HelveticaNeue` → `Helvetica Neue`) in the weight its style
    /// part names; else the system font in that weight, as a substitute.
    static func resolve(_ name: String, among faces: [FontFace], systemFamily: String = "Inter") -> FontNameResolution {
        if let face = faces.first(where: { $0.postScriptName.caseInsensitiveCompare(name) == .orderedSame }) {
            return FontNameResolution(family: face.family, weight: face.weight, italic: face.italic, substitute: nil)
        }
        let weight = FontWeight(styleName: name), italic = FontWeight.isItalic(styleName: name)
        let base = (name.contains("-") ? String(name[..<name.lastIndex(of: "-")!]) : name)
        func squeezed(_ text: String) -> String { text.replacingOccurrences(of: " ", with: "").lowercased() }
        if let face = faces.first(where: { squeezed($0.family) == squeezed(base) }) {
            return FontNameResolution(family: face.family, weight: weight, italic: italic, substitute: nil)
        }
        return FontNameResolution(
            family: FontSpec.systemFamily, weight: weight, italic: italic,
            substitute: systemFamily + " " + weight.styleName + (italic ? " Italic" : ""))
    }
}

/// Every font name this process drew with a substitute, for commands to warn about after a
/// render (`stateboard render` draws with many measurers).
public final class FontSubstitutionLog: Sendable {
    /// The process's log.
    public static let shared = FontSubstitutionLog()
    /// The substitute of each font name.
    private let entries = Locked<[String: String]>([:])

    func record(name: String, substitute: String) {
        entries.withLock { entries in
            if entries.count < 1_000 { entries[name] = substitute }
        }
    }

    /// One warning per name, sorted: `font "X" is not installed: drawn with Inter Light`.
    public var warnings: [String] {
        entries.current.sorted { $0.key < $1.key }.map { FontNameResolution.warning(name: $0.key, substitute: $0.value) }
    }
}

extension FontFaces {
    /// Every family name of the faces `config` loaded (a face may have several: Hiragino Sans is
    /// also ヒラギノ角ゴシック), each with the files that hold it.
    static func familyFiles(_ config: OpaquePointer) -> [String: Set<String>] {
        guard let set = FcConfigGetFonts(config, FcSetSystem) else { return [:] }
        var families: [String: Set<String>] = [:]
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, "file", 0, &file) == FcResultMatch, let file else { continue }
            let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
            var position: Int32 = 0
            var family: UnsafeMutablePointer<FcChar8>?
            while position < 16, FcPatternGetString(font, "family", position, &family) == FcResultMatch, let name = family {
                families[String(cString: UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self)), default: []].insert(path)
                position += 1
            }
        }
        return families
    }
}
