import Foundation
import StateboardAppFiles
import StateboardCore

/// The font files a theme's `fonts` entry stands for, each vetted: inside the theme's folder
/// (links resolved), a regular file within the size limit, and shaped like a TrueType/OpenType
/// font. A folder is listed (not followed out of the theme); fontconfig is then given only these
/// files, never the folder, so it cannot reach anything else.
enum FontVetting {
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The vetted files of `path` (a font file or a folder of them), reporting problems at `item`.
    static func files(_ path: String, in folder: String, at item: YAMLValue, reader: YAMLReader) -> [String] {
        let absolute: String
        switch ThemeConfinement.resolve(path, in: folder, allowFolder: true) {
        case .success(let resolved): absolute = resolved
        case .failure(let refusal):
            reader.error(
                refusal.message.replacingOccurrences(of: "no image file at", with: "no font file or folder at"), at: item,
                hint: refusal.hint.replacingOccurrences(of: "paths are relative to the file's folder", with: "font paths are relative to the theme folder"))
            return []
        }
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder)
        let candidates: [String]
        if isFolder.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []
            candidates = names.sorted().filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
                .prefix(500).map { (path as NSString).appendingPathComponent($0) }
        } else {
            candidates = [path]
        }
        return candidates.compactMap { relative in
            switch ThemeConfinement.resolve(relative, in: folder) {
            case .failure(let refusal):
                reader.error("font \(refusal.message)", at: item, hint: refusal.hint)
                return nil
            case .success(let file):
                if let problem = AssetCheck.fontProblem(file) {
                    reader.error("font `\(relative)`: \(problem)", at: item, hint: "fonts are .ttf, .otf or .ttc files")
                    return nil
                }
                // fontconfig is given links to the files from its own folder: a path relative
                // to where the command runs would lead nowhere from there.
                return ThemeConfinement.realPath(file) ?? file
            }
        }
    }
}
