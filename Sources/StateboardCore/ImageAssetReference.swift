/// One file of an asset catalog's image set: its absolute path and the scale its
/// `Contents.json` entry gives it.
public struct ImageAssetFile: Hashable, Sendable {
    public var path: String
    /// The entry's `scale` (1, 2 or 3); `nil` for a single-scale entry (no `scale`: a vector
    /// PDF or SVG drawn at every scale).
    public var scale: Double?

    public init(path: String, scale: Double?) { self.path = path; self.scale = scale }
}

/// An image set's files for one device idiom, by appearance, each list by ascending scale.
public struct ImageAssetFiles: Hashable, Sendable {
    /// The light (or any-appearance) files.
    public var light: [ImageAssetFile]
    /// The dark-appearance files; empty when the set has none.
    public var dark: [ImageAssetFile]

    public init(light: [ImageAssetFile], dark: [ImageAssetFile] = []) { self.light = light; self.dark = dark }

    /// The file drawn in `appearance` at `scale` device pixels per point: the smallest scale at
    /// least `scale`, else the largest (a single-scale file serves every scale).
    public func file(for appearance: Appearance, scale: Double) -> ImageAssetFile? {
        let files = appearance == .dark && !dark.isEmpty ? dark : light
        return files.first { ($0.scale ?? .infinity) >= scale } ?? files.last
    }
}

/// An image set of an Xcode asset catalog, as a theme's `image: { asset: Name }` draws it: the
/// files picked for the device (iPhone before universal, iPad before universal), each an
/// absolute path with the scale its `Contents.json` gives it; or a symbol set's template.
public struct ImageAssetReference: Hashable, Sendable {
    /// The light (or any-appearance) file at the smallest scale.
    public var path: String { files.light.first?.path ?? "" }
    /// The smallest dark-appearance file, if the set has one.
    public var darkPath: String? { files.dark.first?.path }
    /// Whether the set renders as a template image (`template-rendering-intent: template`):
    /// drawn in the node's tint, `label` by default.
    public var isTemplate: Bool
    /// The files an iPhone draws (its `iphone` entries, else the `universal` ones).
    public var files: ImageAssetFiles
    /// The files an iPad draws (its `ipad` entries, else the `universal` ones); `nil` when they
    /// are the iPhone's.
    public var padFiles: ImageAssetFiles?
    /// A symbol set's template (`*.symbolset`): drawn like an SF Symbol, sized by a text style.
    public var symbol: SymbolTemplate?
    /// The layout direction in which iOS draws the set mirrored: right-to-left for a set whose
    /// entries are `left-to-right` only (Xcode's Direction "Left to Right"), left-to-right for one
    /// whose entries are `right-to-left` only; `nil` for a fixed set, or one with both.
    public var mirroredIn: InterfaceDirection?
    /// A set with entries for both directions: the files a right-to-left layout draws.
    public var rightToLeftFiles: ImageAssetFiles?

    /// A set whose files carry the scale of their name (`@2x`, `@3x`), for the same file in both idioms.
    public init(path: String, darkPath: String? = nil, isTemplate: Bool = false) {
        self.init(
            files: ImageAssetFiles(
                light: [ImageAssetFile(path: path, scale: Self.nameScale(path))],
                dark: darkPath.map { [ImageAssetFile(path: $0, scale: Self.nameScale($0))] } ?? []),
            isTemplate: isTemplate)
    }

    public init(files: ImageAssetFiles, padFiles: ImageAssetFiles? = nil, isTemplate: Bool = false) {
        self.files = files; self.padFiles = padFiles; self.isTemplate = isTemplate
    }

    /// A symbol set.
    public init(symbol: SymbolTemplate) {
        self.init(files: ImageAssetFiles(light: [ImageAssetFile(path: symbol.path, scale: nil)]), isTemplate: true)
        self.symbol = symbol
    }

    /// The files of the device's idiom.
    public func files(isPad: Bool) -> ImageAssetFiles { isPad ? padFiles ?? files : files }

    /// 2 for `name@2x.png`, 3 for `name@3x.png`, else 1.
    static func nameScale(_ path: String) -> Double {
        let base = path.split(separator: "/").last.map { String($0.split(separator: ".").first ?? "") } ?? ""
        return base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
    }
}
