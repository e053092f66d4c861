import Foundation
import StateboardCore

// @unchecked: confined to the thread of one layout call, never shared (no lock needed).
/// Text measurements remembered for the length of one `layout` call: measure and arrange ask
/// for the same text at the same width several times, and a text engine is the slow part.
/// Confined to the one thread running that call.
final class TextCache: @unchecked Sendable {
    private struct Key: Hashable {
        var text: TextContent
        var width: Double?
    }

    private var entries: [Key: MeasuredText] = [:]

    func text(_ text: TextContent, width: Double?, measure: () -> MeasuredText) -> MeasuredText {
        let key = Key(text: text, width: width)
        if let known = entries[key] { return known }
        let measured = measure()
        entries[key] = measured
        return measured
    }
}
