import CCairo
import CRsvg
import Foundation
import StateboardCore

/// The installed symbol set (`SymbolNames.setVersion`: Lucide's SVGs, which `make deps`
/// installs from its package; never part of the repository), found like the fonts are: in
/// `$STATEBOARD_SYMBOLS`, else `<data home>/stateboard/symbols/<set>` for the user, `/usr/local`
/// and `/usr`. Symbols are drawn with the stroke width of their weight, filled for `.fill` names.
public final class SymbolLibrary: Sendable {
    /// The process's library.
    public static let shared = SymbolLibrary()
    /// The symbol files read so far, by path.
    private let documents = Locked<[String: String]>([:])
    /// The folder found, once searched (`.some(nil)`: not installed).
    private let searched = Locked<String??>(nil)

    /// The folders searched, in order.
    public static var searchFolders: [String] {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"] ?? NSHomeDirectory()
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
        var folders = [dataHome, "/usr/local/share", "/usr/share"].map { "\($0)/stateboard/symbols/\(SymbolNames.setVersion)" }
        if let explicit = environment["STATEBOARD_SYMBOLS"], !explicit.isEmpty { folders.insert(explicit, at: 0) }
        return folders
    }

    /// The folder holding the set's SVG files, or `nil` when it is not installed.
    public var folder: String? {
        searched.withLock { searched in
            if let searched { return searched }
            let found = Self.searchFolders.first { FileManager.default.fileExists(atPath: $0 + "/inbox.svg") }
            searched = .some(found)
            return found
        }
    }

    /// The SVG document for `symbol`: the set's icon with the weight's stroke width, filled for a
    /// `.fill` name (its open lines cut out of the filled shapes, `FilledSymbolDocument`).
    func document(for symbol: SymbolImage) throws -> String {
        guard let icon = SymbolNames.icon(for: symbol.name) else {
            throw RenderError.input("unknown symbol `\(symbol.name)`")
        }
        guard let folder else {
            throw RenderError.environment(
                "the symbol set \(SymbolNames.setVersion) is not installed (searched \(Self.searchFolders.joined(separator: ", "))); "
                    + "`make deps` installs it, or set STATEBOARD_SYMBOLS to a folder of its SVG files")
        }
        let source = try text(of: folder + "/" + icon.file + ".svg")
        var document = source.replacingOccurrences(of: "stroke-width=\"2\"", with: "stroke-width=\"\(symbol.strokeWidth)\"")
        if icon.filled {
            document = FilledSymbolDocument.make(
                fromFilled: document.replacingOccurrences(of: "fill=\"none\"", with: "fill=\"black\""), inkBoxes: Self.elementInkBoxes)
        }
        return document
    }

    private func text(of path: String) throws -> String {
        if let known = documents.withLock({ $0[path] }) { return known }
        guard let data = FileManager.default.contents(atPath: path), data.count < 64_000 else {
            throw RenderError.environment("cannot read the symbol file \(path); reinstall the symbol set with `make deps`")
        }
        let text = String(decoding: data, as: UTF8.self)
        documents.withLock { $0[path] = text }
        return text
    }

    /// Draws `symbol` filling `rect` in the current source's place: the caller masks it with the
    /// tint. A name Stateboard draws itself (`DrawnSymbols`) is drawn from its primitives; any
    /// other from the installed set's icon (its 24-unit grid scaled to `rect`).
    /// With `exports` (the `apple` glyph source), a symbol with no template of its own is drawn
    /// from the user's SF Symbols export of that name when there is one.
    func draw(_ symbol: SymbolImage, in rect: LayoutRect, on cr: OpaquePointer, exports: SymbolExports? = nil) throws {
        // A box of no size (a stack squeezed it out) shows nothing; librsvg aborts the process on
        // a mask of no size (a `.fill` symbol's cut-out), so it is not asked to draw one.
        guard rect.width > 0, rect.height > 0 else { return }
        if let template = symbol.template { return try draw(template, weight: symbol.weight, in: rect, on: cr) }
        if let exported = exports?.template(named: symbol.name) { return try draw(exported, weight: symbol.weight, in: rect, on: cr) }
        if let drawn = DrawnSymbols.symbol(named: symbol.name) {
            return DrawnSymbolPainter.draw(drawn.symbol, filled: drawn.filled, symbol: symbol, in: rect, on: cr)
        }
        let handle = try ParsedSymbols.current.handle(for: symbol, library: self)
        var viewport = RsvgRectangle(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        var error: UnsafeMutablePointer<GError>?
        // A symbol that librsvg does not draw is an error, never a blank where it should be.
        if FontGate.exclusive({ rsvg_handle_render_document(handle, cr, &viewport, &error) }) == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "librsvg drew nothing"
            if let error { g_error_free(error) }
            throw RenderError.input("cannot draw the symbol `\(symbol.name)`: \(message)")
        }
    }
}

extension SymbolLibrary {
    /// Draws an asset catalog's symbol template: only its variant for `weight`, the variant's
    /// square of the template (`SymbolTemplateVariant.square`) scaled to `rect`.
    func draw(_ template: SymbolTemplate, weight: FontWeight, in rect: LayoutRect, on cr: OpaquePointer) throws {
        guard rect.width > 0, rect.height > 0 else { return }
        guard var variant = template.variant(for: weight) else { return }
        let handle = try ParsedSymbols.current.handle(forTemplate: template.path)
        var width = 0.0, height = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 else {
            throw RenderError.input("the symbol template \(template.path) has no width and height")
        }
        if let reference = variant.marginReference {
            // Margins given for `Regular-M` only: applied to this glyph proportionally.
            let page = RsvgRectangle(x: 0, y: 0, width: width, height: height)
            if let glyph = Self.inkBox(handle, layer: variant.id, page: page), let referenceGlyph = Self.inkBox(handle, layer: reference, page: page) {
                variant = variant.withDerivedMargins(glyph: glyph, referenceGlyph: referenceGlyph)
            }
        }
        let square = variant.square
        let factor = rect.width / square.width
        var viewport = RsvgRectangle(
            x: rect.minX - square.minX * factor, y: rect.minY - square.minY * factor,
            width: width * factor, height: height * factor)
        var error: UnsafeMutablePointer<GError>?
        if FontGate.exclusive({ rsvg_handle_render_layer(handle, cr, "#" + variant.id, &viewport, &error) }) == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
            if let error { g_error_free(error) }
            throw RenderError.input("cannot draw `\(variant.id)` of the symbol template \(template.path): \(message)")
        }
    }
}

extension SymbolLibrary {
    /// The ink boxes of a symbol document's elements whose ids start with
    /// `FilledSymbolDocument.partID`, in the icon's 24-unit grid (none if librsvg cannot read it).
    static func elementInkBoxes(_ document: String) -> [String: LayoutRect] {
        let bytes = Array(document.utf8)
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_data(bytes, gsize(bytes.count), &error) else {
            if let error { g_error_free(error) }
            return [:]
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let page = RsvgRectangle(x: 0, y: 0, width: 24, height: 24)
        var boxes: [String: LayoutRect] = [:]
        for index in 0..<FilledSymbolDocument.elementRanges(in: document).count {
            let id = FilledSymbolDocument.partID + String(index)
            if let box = inkBox(handle, layer: id, page: page) { boxes[id] = box }
        }
        return boxes
    }

    /// The ink box of a template's group `layer`, in template units (`page` is its intrinsic size).
    static func inkBox(_ handle: UnsafeMutablePointer<RsvgHandle>, layer: String, page: RsvgRectangle) -> LayoutRect? {
        var viewport = page
        var ink = RsvgRectangle(), logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        guard FontGate.exclusive({ rsvg_handle_get_geometry_for_layer(handle, "#" + layer, &viewport, &ink, &logical, &error) }) != 0 else {
            if let error { g_error_free(error) }
            return nil
        }
        guard ink.width.isFinite, ink.height.isFinite, ink.width > 0, ink.height > 0 else { return nil }
        return LayoutRect(x: ink.x, y: ink.y, width: ink.width, height: ink.height)
    }
}

extension SymbolLibrary {
    /// The document that draws a symbol: its own template, the user's export of its name, or the
    /// installed set's file, with the change stamp of the file (a raster of it is kept while the
    /// file is unchanged, `SymbolRasters`).
    struct Source: Hashable {
        var template: SymbolTemplate?
        var stamp: String
    }

    /// What `draw(_:in:on:exports:)` would draw `symbol` from; `nil` when the set is not installed.
    func source(for symbol: SymbolImage, exports: SymbolExports?) -> Source? {
        if let template = symbol.template { return Source(template: template, stamp: FileChangeStamp.of(template.path)) }
        if let exported = exports?.template(named: symbol.name) { return Source(template: exported, stamp: FileChangeStamp.of(exported.path)) }
        if DrawnSymbols.symbol(named: symbol.name) != nil { return Source(template: nil, stamp: DrawnSymbols.version) }
        guard let folder, let icon = SymbolNames.icon(for: symbol.name) else { return nil }
        return Source(template: nil, stamp: FileChangeStamp.of(folder + "/" + icon.file + ".svg"))
    }
}

/// Parsed symbol documents, one set per thread (an `RsvgHandle` is drawn from one thread at a
/// time): parsing costs far more than drawing, and every tab bar draws the same few.
private final class ParsedSymbols {
    private var handles: [String: UnsafeMutablePointer<RsvgHandle>] = [:]

    /// This thread's set.
    static var current: ParsedSymbols { perThread("stateboard.parsedSymbols") { ParsedSymbols() } }

    func handle(for symbol: SymbolImage, library: SymbolLibrary) throws -> UnsafeMutablePointer<RsvgHandle> {
        let key = "\(symbol.name) \(symbol.strokeWidth)"
        if let known = handles[key] { return known }
        let bytes = Array(try library.document(for: symbol).utf8)
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_data(bytes, gsize(bytes.count), &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
            if let error { g_error_free(error) }
            throw RenderError.environment("cannot read the symbol `\(symbol.name)`: \(message)")
        }
        if handles.count >= 256 { clear() }  // a bound: themes use a handful
        handles[key] = handle
        return handle
    }

    /// A symbol set's template, parsed from its file (checked when the theme loaded); parsed
    /// again when the file changes (`watch`).
    func handle(forTemplate path: String) throws -> UnsafeMutablePointer<RsvgHandle> {
        let key = "template " + FileChangeStamp.of(path)
        if let known = handles[key] { return known }
        let handle = try SVGHandle.open(path)
        if handles.count >= 256 { clear() }
        handles[key] = handle
        return handle
    }

    private func clear() {
        for handle in handles.values { g_object_unref(UnsafeMutableRawPointer(handle)) }
        handles = [:]
    }

    deinit { clear() }
}
