import Foundation
import StateboardAppFiles
import StateboardCore

/// The `glyphs:` section: which glyph source draws this theme unless a command says otherwise,
/// and a folder of SF Symbols exports inside the theme for `apple`.
///
/// ```yaml
/// glyphs:
///   source: apple          # pinned (the default) or apple
///   symbols: SFSymbols     # exported templates, relative to the theme file
/// ```
struct GlyphsSection {
    let reader: YAMLReader
    let folder: String

    func decode(_ value: YAMLValue, into theme: inout Theme) {
        guard let fields = reader.mapping(value, allowed: ["source", "symbols"], what: "`glyphs`") else { return }
        for (key, _, v) in fields {
            switch key {
            case "source":
                if let source = reader.choice(v, GlyphSource.self, what: "`glyphs.source`") { theme.glyphSource = source }
            default:
                guard let path = reader.string(v, what: "`glyphs.symbols`") else { continue }
                switch ThemeConfinement.resolve(path, in: folder, allowFolder: true) {
                case .success(let resolved):
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder), isFolder.boolValue {
                        theme.symbolExports = resolved
                    } else {
                        reader.error(
                            "`glyphs.symbols` must be a folder of SF Symbols templates, and `\(path)` is a file", at: v,
                            hint: "name the folder the SF Symbols app exported the templates into")
                    }
                case .failure(let refusal):
                    reader.error(
                        "`glyphs.symbols`: \(refusal.message.replacingOccurrences(of: "no image file", with: "no folder"))", at: v,
                        hint: refusal.hint + "; a folder outside the theme is given with STATEBOARD_SF_SYMBOLS instead")
                }
            }
        }
    }
}

/// Reads one SF Symbols template file (the SF Symbols app's "Export Template" SVG, of any
/// version): the reader asset catalogs' symbol sets use, for the `apple` glyph source's exports.
public enum SymbolTemplateFile {
    /// The template at `path` for the symbol `name`, or why it cannot be drawn.
    public static func read(path: String, name: String, limits: InputLimits = .current) -> Result<SymbolTemplate, SymbolTemplateProblem> {
        if case .failure(let refusal) = ThemeConfinement.checkFile(path, named: (path as NSString).lastPathComponent, limits: limits) {
            return .failure(SymbolTemplateProblem(message: refusal.message, hint: refusal.hint))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(SymbolTemplateProblem(message: "cannot read the file", hint: "check its permissions"))
        }
        return SymbolSetDecoder.template(data, name: name, path: path).mapError { SymbolTemplateProblem(message: $0.message, hint: $0.hint) }
    }
}

/// Why a symbol template cannot be drawn.
public struct SymbolTemplateProblem: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var hint: String
    public var description: String { "\(message) (\(hint))" }
}
