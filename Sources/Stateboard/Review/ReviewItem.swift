import Foundation
import StateboardSnapshot

/// One image a review decides on: a changed, new or removed reference of a verify report.
public struct ReviewItem: Codable, Sendable, Equatable {
    /// What accepting it does.
    public enum Kind: String, Codable, Sendable {
        /// The render differs from its reference: accepting replaces the reference.
        case changed
        /// No reference yet: accepting adds the render as its reference.
        case new
        /// No image draws the reference any more: accepting deletes it.
        case removed
    }

    /// `<theme>/<screen>/<state>/<variant>`, the reference's path under the references folder
    /// without `.png`; unique within a review.
    public var key: String
    public var kind: Kind
    public var theme: String
    public var screen: String
    public var state: String
    public var variant: String
    /// The report's one line (how much differs).
    public var summary: String
    /// The layout's account of the change, one sentence a line.
    public var explanation: [String]
    /// The id of its group (`ReviewGroup.id`).
    public var group: String
    /// Which of the review's report folders holds it (an index into `ReviewSet.folders`).
    public var report: Int
    /// Paths relative to its report folder.
    public var referenceImage: String?
    public var actualImage: String?
    public var diffImage: String?
    /// The record its acceptance writes into the fingerprint (changed and new images).
    public var actualRecord: ReferenceRecord?

    /// The key inside its theme's fingerprint: `<screen>/<state>/<variant>`.
    public var referenceKey: String { "\(screen)/\(state)/\(variant)" }
}

/// Images that changed for one reason: the same kind and the same explanation (numbers and
/// quoted texts aside, which differ between devices and locales) in one theme. One decision can
/// settle the whole group.
public struct ReviewGroup: Codable, Sendable, Equatable {
    /// A stable id (a digest of theme, kind and cause).
    public var id: String
    public var theme: String
    public var kind: ReviewItem.Kind
    /// The explanation the group's images share, as the first of them words it.
    public var cause: [String]
    /// The group's images, by screen, state and variant.
    public var keys: [String]

    /// The explanation with the details that differ between variants of one change taken out:
    /// numbers (12 pt on a phone, 16 on a pad) and quoted texts (one per locale).
    public static func signature(_ lines: [String]) -> String {
        lines.map { line in
            var out = ""
            var quoted = false
            var lastWasNumber = false
            for character in line {
                if character == "“" { quoted = true; out.append("“…"); continue }
                if character == "”" { quoted = false; out.append(character); continue }
                if quoted { continue }
                let isNumber = character.isNumber || (lastWasNumber && (character == "." || character == ","))
                if isNumber { if !lastWasNumber { out.append("#") } } else { out.append(character) }
                lastWasNumber = isNumber
            }
            return out
        }.joined(separator: "\n")
    }

    /// Groups `items` by theme, kind and cause, each group's images by screen, state and variant;
    /// the groups come largest first, then by their first image. Sets each item's `group`.
    static func grouping(_ items: inout [ReviewItem]) -> [ReviewGroup] {
        var groups: [String: ReviewGroup] = [:]
        for index in items.indices {
            let item = items[index]
            let cause = item.kind == .changed ? signature(item.explanation.isEmpty ? ["pixels differ"] : item.explanation) : ""
            var hash = StableHash()
            hash.add("\(item.theme)\n\(item.kind.rawValue)\n\(cause)")
            let id = "g" + hash.hex
            items[index].group = id
            groups[id, default: ReviewGroup(id: id, theme: item.theme, kind: item.kind, cause: Self.words(for: item), keys: [])].keys.append(item.key)
        }
        return groups.values.map { group in
            var group = group
            group.keys.sort()
            return group
        }.sorted { ($0.keys.count, $1.keys[0]) > ($1.keys.count, $0.keys[0]) }
    }

    private static func words(for item: ReviewItem) -> [String] {
        switch item.kind {
        case .changed: item.explanation.isEmpty ? ["the pixels differ; the layout is the same (a color, an image or the environment)"] : item.explanation
        case .new: ["new images: no reference yet"]
        case .removed: ["removed: no image of the theme draws these references any more"]
        }
    }
}
