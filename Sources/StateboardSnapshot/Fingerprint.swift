import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender

/// `Snapshots/<theme>/fingerprint.json`: the environment the references were recorded in, and
/// per reference the digest of its decoded pixels and its layout.
///
/// The pixel digests make the fast path possible: when the environment matches, a render whose
/// digest equals the recorded one passes without any PNG being decoded or encoded. The layouts
/// let `verify` say what moved when pixels differ.
public struct Fingerprint: Codable, Equatable, Sendable {
    /// The file format's version: 2 since pixel digests are taken over the surface's
    /// premultiplied words (format 1's digests, of straight RGBA, are never compared with new ones).
    public var format: Int = Fingerprint.currentFormat
    /// The format `record` writes and whose pixel digests `verify` can trust.
    public static let currentFormat = 2

    /// Whether the recorded pixel digests are of the kind this version computes.
    public var hasCurrentDigests: Bool { format == Self.currentFormat }
    /// The environment of the last `record`.
    public var environment: RenderEnvironment
    /// Reference key (`<screen>/<state>/<variant>`, relative to the theme's folder) → record.
    public var references: [String: ReferenceRecord]

    public init(environment: RenderEnvironment, references: [String: ReferenceRecord] = [:]) {
        self.environment = environment; self.references = references
    }

    /// The file's name inside a theme's snapshot folder.
    public static let fileName = "fingerprint.json"

    /// Stable JSON: sorted keys, one reference per few lines, so a re-record diffs cleanly in git.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// The fingerprint with every reference's pixel digest worked out anew, of the current kind,
    /// from its PNG (`pngPath` gives a reference key's file); a reference whose PNG is gone or
    /// unreadable loses its record, which its next `record` writes again.
    public func upgradingDigests(pngPath: (String) -> String) -> Fingerprint {
        guard !hasCurrentDigests else { return self }
        var upgraded = self
        upgraded.format = Self.currentFormat
        for (key, record) in references {
            guard let data = FileManager.default.contents(atPath: pngPath(key)), let image = try? RGBAImage(png: data),
                image.width == record.width, image.height == record.height
            else {
                upgraded.references[key] = nil
                continue
            }
            upgraded.references[key]?.pixels = PixelDigest(image)
        }
        return upgraded
    }

    /// Reads a fingerprint file; `nil` when there is none.
    public static func read(_ path: String) throws -> Fingerprint? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            return try JSONDecoder().decode(Fingerprint.self, from: data)
        } catch {
            throw SnapshotError.unreadable(path, "not a Stateboard fingerprint (\(error.localizedDescription)); re-record with `stateboard record`")
        }
    }
}

/// What `record` remembers about one reference image.
public struct ReferenceRecord: Codable, Equatable, Sendable {
    /// The digest of the decoded pixels (16 hex digits in the file).
    public var pixels: PixelDigest
    /// The reference's size in pixels.
    public var width: Int
    public var height: Int
    /// Every node of the layout, depth first.
    public var nodes: [NodeRecord]

    public init(pixels: PixelDigest, width: Int, height: Int, nodes: [NodeRecord]) {
        self.pixels = pixels; self.width = width; self.height = height; self.nodes = nodes
    }

    /// The record of a render: its pixel digest and its layout.
    public init(bitmap: RenderedBitmap, layout: LaidOutScene) {
        self.init(pixels: bitmap.pixelDigest(), width: bitmap.width, height: bitmap.height, nodes: NodeRecord.records(of: layout))
    }
}

/// One node of a recorded layout.
public struct NodeRecord: Codable, Equatable, Sendable {
    /// Child indices from the root (`0.2.1`), which identifies the node when it has no id.
    public var path: String
    /// The node's id in the theme, if any.
    public var id: String?
    /// `label`, `button`, `stack`, …, or a chrome bar's kind (`tabBar`).
    public var kind: String
    /// The frame in points, relative to the canvas (to 1/1000 pt; `[x, y, width, height]` in the file).
    public var frame: LayoutRect
    /// A label's text or a button's title.
    public var text: String?
    /// A digest of everything else the node draws with (colors, fonts, styles, image file names),
    /// from its kind's explicit style record.
    public var style: String
    /// `true` for a hidden node; absent otherwise (keeps the JSON small).
    public var hidden: Bool?

    public init(path: String, id: String?, kind: String, frame: LayoutRect, text: String?, style: String, hidden: Bool?) {
        self.path = path; self.id = id; self.kind = kind; self.frame = frame; self.text = text; self.style = style; self.hidden = hidden
    }

    /// The records of every node of a layout, depth first, then the screen's chrome bars (paths
    /// `chrome.0`, `chrome.1`, …; their text is a title or the tab bar's items), so a change
    /// around the placeholder is named too.
    public static func records(of layout: LaidOutScene) -> [NodeRecord] {
        var records = layout.placedNodes().map { placed in
            NodeRecord(
                path: (["0"] + placed.indexPath.map(String.init)).joined(separator: "."), id: placed.node.id, kind: placed.node.kind,
                frame: numbers(placed.frame), text: text(of: placed.node.content), style: style(of: placed.node, kinds: layout.kinds),
                hidden: placed.isHidden ? true : nil)
        }
        for (index, placed) in layout.scene.screen.barFrames(in: layout.canvas).enumerated() {
            let bar = placed.bar
            let text = bar.kind == .tabBar ? bar.items.joined(separator: " · ") : bar.title
            var hasher = StableHash()
            hasher.add("\(bar.kind.rawValue) \(bar.selectedItem)")
            if !bar.symbols.isEmpty { hasher.add("symbols " + bar.symbols.joined(separator: " ")) }
            if let tint = bar.tint { hasher.add("tint \(tint.light.hexString) \(tint.dark.hexString)") }
            if bar.isFloating { hasher.add("floating") }
            if bar.textSize != .large { hasher.add("textSize \(bar.textSize.rawValue)") }
            records.append(
                NodeRecord(
                    path: "chrome.\(index)", id: nil, kind: bar.kind.rawValue,
                    frame: numbers(placed.frame), text: text, style: hasher.hex, hidden: nil))
            records += chromeRecords(of: layout, bar: index)
        }
        return records + statusBarRecords(of: layout)
    }

    /// The status bar laid out as nodes, itself and its time and glyphs, at `chrome.status` and
    /// `chrome.status.<child>`, each styled by its kind.
    private static func statusBarRecords(of layout: LaidOutScene) -> [NodeRecord] {
        guard let nodes = layout.placedChromeNodes().first(where: { $0.first?.laidOut.kind is StatusBarKind }) else { return [] }
        return nodes.map { placed in
            let record = placed.laidOut.kind?.styleRecord(of: placed.node) ?? [:]
            return NodeRecord(
                path: (["chrome", "status"] + placed.indexPath.map(String.init)).joined(separator: "."), id: placed.node.id,
                kind: placed.node.kind, frame: numbers(placed.frame), text: text(of: placed.node.content),
                style: StyleRecord.digest(kind: placed.node.kind, record), hidden: nil)
        }
    }

    /// The nodes a bar laid out as nodes holds (its title, items, hairline), depth first, at
    /// paths `chrome.<bar>.<child>…`, each styled by the kind that drew it.
    private static func chromeRecords(of layout: LaidOutScene, bar index: Int) -> [NodeRecord] {
        guard let nodes = layout.placedChromeNodes().first(where: { $0.first.flatMap { ChromeBarKind.content(of: $0.node) }?.index == index })
        else { return [] }
        return nodes.dropFirst().map { placed in
            let record = placed.laidOut.kind?.styleRecord(of: placed.node) ?? [:]
            return NodeRecord(
                path: (["chrome", String(index)] + placed.indexPath.map(String.init)).joined(separator: "."), id: placed.node.id,
                kind: placed.node.kind, frame: numbers(placed.frame), text: text(of: placed.node.content),
                style: StyleRecord.digest(kind: placed.node.kind, record), hidden: nil)
        }
    }

    /// The frame with each number to 1/1000 pt.
    static func numbers(_ frame: LayoutRect) -> LayoutRect {
        LayoutRect(x: rounded(frame.minX), y: rounded(frame.minY), width: rounded(frame.width), height: rounded(frame.height))
    }

    private enum CodingKeys: String, CodingKey { case path, id, kind, frame, text, style, hidden }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode(String.self, forKey: .path)
        id = try container.decodeIfPresent(String.self, forKey: .id)
        kind = try container.decode(String.self, forKey: .kind)
        let numbers = try container.decode([Double].self, forKey: .frame)
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else {
            throw DecodingError.dataCorruptedError(forKey: .frame, in: container, debugDescription: "a frame is four finite numbers")
        }
        frame = LayoutRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        text = try container.decodeIfPresent(String.self, forKey: .text)
        style = try container.decode(String.self, forKey: .style)
        hidden = try container.decodeIfPresent(Bool.self, forKey: .hidden)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode([frame.minX, frame.minY, frame.width, frame.height], forKey: .frame)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encode(style, forKey: .style)
        try container.encodeIfPresent(hidden, forKey: .hidden)
    }

    /// Frames to 1/1000 pt: finer than any pixel, coarse enough to be stable in JSON.
    static func rounded(_ value: Double) -> Double {
        let r = (value * 1000).rounded() / 1000
        return r == 0 ? 0 : r
    }

    /// What a node that shows text shows first (a label's text, a button's title).
    static func text(of content: NodeContent) -> String? { (content.value as? any TextShowingContent)?.primaryText.text }

    /// The digest of a node's style: its kind's explicit `styleRecord(of:)` (named fields with a
    /// fixed spelling), hashed with the record format's version (`StyleRecord.digest`).
    static func style(of node: PlaceholderNode, kinds: NodeKindRegistry) -> String {
        var record = kinds.kind(for: node).styleRecord(of: node)
        // A shadow joins the record only when there is one (older fingerprints stay valid).
        if let shadow = node.shadow {
            record["shadow"] = [
                StyleRecord.color(shadow.color), StyleRecord.number(shadow.offset.x), StyleRecord.number(shadow.offset.y),
                StyleRecord.number(shadow.radius), StyleRecord.number(shadow.opacity),
            ].joined(separator: " ")
        }
        return StyleRecord.digest(kind: node.kind, record)
    }
}

/// Errors of recording and verifying.
public enum SnapshotError: DescribedError, Sendable {
    case unreadable(String, String)

    public var description: String {
        switch self {
        case .unreadable(let path, let why): "\(path): \(why)"
        }
    }
}
