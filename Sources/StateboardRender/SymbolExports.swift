import Foundation
import StateboardCore

/// The SF Symbols the `apple` glyph source draws: a folder of the templates the SF Symbols app
/// exports (File ▸ Export Symbol, "Export Template"), each named by its symbol's name —
/// `square.and.arrow.up.svg`, or a `square.and.arrow.up.symbolset` folder as Xcode keeps one.
/// A symbol the folder has no template for is drawn from the pinned set, and named in
/// `fallbacks` so the command that drew it can warn: never a silent substitute.
public final class SymbolExports: Sendable {
    /// The folder of templates.
    public let folder: String
    /// Reads a template file (the asset-catalog reader of `StateboardTheme`, passed in so that
    /// rendering needs no theme code): the template, or why it cannot be used.
    public typealias Reader = @Sendable (_ path: String, _ name: String) -> Result<SymbolTemplate, RenderError>
    private let read: Reader
    private let state = Locked(Remembered())

    /// The templates read so far, and why each symbol without one has none.
    private struct Remembered: Sendable {
        var known: [String: SymbolTemplate?] = [:]
        var missing: [String: String] = [:]
    }

    public init(folder: String, reader: @escaping Reader) {
        self.folder = folder
        read = reader
    }

    /// The template for the symbol `name`, read once; `nil` (and a fallback noted) when the folder
    /// has none or it cannot be read.
    public func template(named name: String) -> SymbolTemplate? {
        state.withLock { state in
            if let cached = state.known[name] { return cached }
            var template: SymbolTemplate?
            if folder.isEmpty {
                state.missing[name] = "no exports folder: set STATEBOARD_SF_SYMBOLS to the folder the SF Symbols app exported templates into"
            } else if name.contains("/") || name.hasPrefix(".") {
                state.missing[name] = "not a symbol name"
            } else if let path = templatePath(for: name) {
                if let outside = Self.leavesFolder(path, folder: folder) {
                    state.missing[name] = "\(path) leads outside \(folder) (to \(outside))"
                } else {
                    switch read(path, name) {
                    case .success(let found): template = found
                    case .failure(let problem): state.missing[name] = "\(path): \(problem.description)"
                    }
                }
            } else {
                state.missing[name] = "no \(name).svg or \(name).symbolset in \(folder)"
            }
            if state.known.count < 10_000 { state.known[name] = .some(template) }
            return template
        }
    }

    /// Where `path` really leads when that is outside `folder` (a link out of a theme's exports
    /// folder is never followed), else `nil`.
    static func leavesFolder(_ path: String, folder: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        let target = String(cString: real)
        guard let root = realpath(folder, nil) else { return target }
        defer { free(root) }
        let base = String(cString: root)
        return target.hasPrefix(base.hasSuffix("/") ? base : base + "/") ? nil : target
    }

    /// `<name>.svg`, else the template a `<name>.symbolset` holds (the file its `Contents.json`
    /// names, else its one SVG file).
    private func templatePath(for name: String) -> String? {
        let manager = FileManager.default
        let file = (folder as NSString).appendingPathComponent(name + ".svg")
        if manager.fileExists(atPath: file) { return file }
        let set = (folder as NSString).appendingPathComponent(name + ".symbolset")
        guard let names = try? manager.contentsOfDirectory(atPath: set) else { return nil }
        let contents = set + "/Contents.json"
        let size = FileStatus.of(contents)?.size ?? .max
        // Contents.json is small and the folder's own: a large one or a link out of the folder is not read.
        if size < 65_536, Self.leavesFolder(contents, folder: folder) == nil, let data = manager.contents(atPath: contents),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let symbols = json["symbols"] as? [[String: Any]],
            let named = symbols.compactMap({ $0["filename"] as? String }).first(where: { !$0.contains("/") && names.contains($0) })
        {
            return set + "/" + named
        }
        let svgs = names.filter { ($0 as NSString).pathExtension.lowercased() == "svg" }
        return svgs.count == 1 ? set + "/" + svgs[0] : nil
    }

    /// One warning per symbol drawn from the pinned set instead, sorted by name.
    public var fallbacks: [String] {
        state.withLock { $0.missing }.sorted { $0.key < $1.key }.map { name, why in
            "symbol `\(name)` has no SF Symbols template (\(why)): drawn from the pinned set"
        }
    }
}
