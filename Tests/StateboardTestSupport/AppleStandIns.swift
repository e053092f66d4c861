import Foundation

/// A folder laid out as a Mac's font folders (`System/Library/Fonts`, `Library/Fonts`, a user's
/// `Library/Fonts`), holding open fonts renamed to Apple's file and family names (Apple's fonts
/// cannot be on this machine), and a folder of hand-made SF Symbols templates: every path of the
/// `apple` glyph source runs on Linux against them.
///
/// The faces: SF Pro Text and SF Pro Display (the static download, in `/Library/Fonts`) are
/// Inter and Inter Display, Regular and Bold; Hiragino Sans is Noto Sans CJK JP; SF Arabic,
/// SF Hebrew, Thonburi and the Kohinoor faces are the Noto faces of their scripts; PingFang
/// SC/TC/HK, Apple SD Gothic Neo and Apple Color Emoji only need to be found (Inter renamed;
/// their glyphs are not drawn by the tests). One file per family, where macOS keeps some in
/// one collection (`PingFang.ttc`).
public enum AppleStandIns {
    /// (folder under the root, file name, family, style, source file, face index in the source).
    public static let files: [(folder: String, file: String, family: String, style: String, source: String, face: Int)] = [
        ("Library/Fonts", "SF-Pro-Text-Regular.otf", "SF Pro Text", "Regular", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0),
        ("Library/Fonts", "SF-Pro-Text-Bold.otf", "SF Pro Text", "Bold", "/usr/share/fonts/opentype/inter/Inter-Bold.otf", 0),
        ("Library/Fonts", "SF-Pro-Display-Regular.otf", "SF Pro Display", "Regular", "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf", 0),
        ("Library/Fonts", "SF-Pro-Display-Bold.otf", "SF Pro Display", "Bold", "/usr/share/fonts/opentype/inter/InterDisplay-Bold.otf", 0),
        ("System/Library/Fonts", "PingFang.ttc", "PingFang SC", "Regular", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0),
        ("System/Library/Fonts", "PingFangTC.ttc", "PingFang TC", "Regular", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0),
        ("System/Library/Fonts", "PingFangHK.ttc", "PingFang HK", "Regular", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0),
        ("System/Library/Fonts", "ヒラギノ角ゴシック W3.ttc", "Hiragino Sans", "W3", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0),
        ("System/Library/Fonts", "AppleSDGothicNeo.ttc", "Apple SD Gothic Neo", "Regular", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0),
        ("System/Library/Fonts", "SFArabic.ttf", "SF Arabic", "Regular", "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", 0),
        ("System/Library/Fonts", "SFHebrew.ttf", "SF Hebrew", "Regular", "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf", 0),
        ("System/Library/Fonts", "Thonburi.ttc", "Thonburi", "Regular", "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf", 0),
        ("System/Library/Fonts", "Kohinoor.ttc", "Kohinoor Devanagari", "Regular", "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", 0),
        ("System/Library/Fonts", "KohinoorBangla.ttc", "Kohinoor Bangla", "Regular", "/usr/share/fonts/truetype/noto/NotoSansBengali-Regular.ttf", 0),
        ("System/Library/Fonts", "KohinoorTelugu.ttc", "Kohinoor Telugu", "Regular", "/usr/share/fonts/truetype/noto/NotoSansTelugu-Regular.ttf", 0),
        ("System/Library/Fonts", "KohinoorGujarati.ttc", "Kohinoor Gujarati", "Regular", "/usr/share/fonts/truetype/noto/NotoSansGujarati-Regular.ttf", 0),
        ("System/Library/Fonts", "Apple Color Emoji.ttc", "Apple Color Emoji", "Regular", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0),
    ]

    /// A stand-in root shared by every test process of this user (the Hiragino stand-in is a 16 MB
    /// face): built once into a staging folder and published by renaming it, then reused.
    public static let sharedRoot: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-apple-standins-\(getuid())-v1")
        let root = folder.appendingPathComponent("mac")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("complete").path) { return root }
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-apple-standins-staging-\(UUID().uuidString)")
        do {
            try makeRoot(in: staging)
            try Data().write(to: staging.appendingPathComponent("complete"))
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.moveItem(at: staging, to: folder)
        } catch {
            try? FileManager.default.removeItem(at: staging)  // another process published it first
        }
        return root
    }()

    /// A stand-in root under `folder` (the root stands in for `/`), without the families in
    /// `omitting`; returns the root.
    @discardableResult
    public static func makeRoot(in folder: URL, omitting: Set<String> = []) throws -> URL {
        let root = folder.appendingPathComponent("mac")
        for entry in files where !omitting.contains(entry.family) {
            let target = root.appendingPathComponent(entry.folder)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try OpenTypeRenaming.copy(
                entry.source, faceIndex: entry.face, to: target.appendingPathComponent(entry.file).path,
                family: entry.family, style: entry.style)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("System/Library/Fonts"), withIntermediateDirectories: true)
        return root
    }

    /// A folder of SF Symbols exports under `folder`: `names` as `<name>.svg` templates (a square
    /// in the Regular-M variant, drawn between the guides), and `symbolsets` as
    /// `<name>.symbolset` folders; returns the folder.
    @discardableResult
    public static func makeSymbolExports(in folder: URL, names: [String], symbolsets: [String] = []) throws -> URL {
        let exports = folder.appendingPathComponent("SF Symbols Exports")
        try FileManager.default.createDirectory(at: exports, withIntermediateDirectories: true)
        for name in names {
            try template(name).write(to: exports.appendingPathComponent(name + ".svg"), atomically: true, encoding: .utf8)
        }
        for name in symbolsets {
            let set = exports.appendingPathComponent(name + ".symbolset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try template(name).write(to: set.appendingPathComponent(name + ".svg"), atomically: true, encoding: .utf8)
            let contents = #"{ "info": { "author": "xcode", "version": 1 }, "symbols": [{ "filename": "\#(name).svg", "idiom": "universal" }] }"#
            try contents.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        return exports
    }

    /// A hand-made template in the SF Symbols 4 export format: a filled square between the
    /// medium scale's baseline and capline, inside its margins.
    public static func template(_ name: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- \(name): written by hand for Stateboard's tests in the SF Symbols export format. -->
        <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
          <g id="Notes"><text id="template-version" x="3036" y="1933">Template v.4.0</text></g>
          <g id="Guides">
            <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
            <line id="Capline-M" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
            <line id="left-margin-Regular-M" x1="1390" x2="1390" y1="1030" y2="1150"/>
            <line id="right-margin-Regular-M" x1="1466.4" x2="1466.4" y1="1030" y2="1150"/>
          </g>
          <g id="Symbols">
            <g id="Regular-M"><path d="M1400 1060h56.4v56.4h-56.4z"/></g>
          </g>
        </svg>
        """
    }
}
