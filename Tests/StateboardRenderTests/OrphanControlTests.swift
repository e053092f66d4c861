import CPango
import Foundation
import StateboardCore
import Testing

@testable import StateboardRender

/// UILabel's standard line-break strategy: no word, and no CJK character, alone on the last line.
@Suite struct OrphanControlTests {
    static let session = Result { try PangoSession(config: FontEnvironment().makeConfig()) }

    /// The laid-out lines of `text` in body at `width` points.
    static func lines(_ text: String, width: Double) throws -> [String] {
        let layout = TextLayout(
            TextContent(text: text, font: TextStyle.body.font(), lines: 0), width: width, direction: .leftToRight,
            session: try session.get())
        let all = Array(String(cString: pango_layout_get_text(layout.layout)).utf8)
        return (0..<pango_layout_get_line_count(layout.layout)).map { index in
            let line = pango_layout_get_line_readonly(layout.layout, index)!.pointee
            return String(decoding: all[Int(line.start_index)..<Int(line.start_index + line.length)], as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{2028}")))
        }
    }

    @Test func aLastLineOfOneWordTakesTheWordBeforeItAlong() throws {
        let text = "Check your connection to the internet and then try again."
        var checked = 0
        for width in stride(from: 120.0, through: 400, by: 2) {
            let lines = try Self.lines(text, width: width)
            guard lines.count >= 2 else { continue }
            checked += 1
            #expect(lines.last!.split(separator: " ").count >= 2, "width \(width): \(lines)")
            #expect(lines.joined(separator: " ") == text)
        }
        #expect(checked > 50)
    }

    @Test func aLastLineOfOneIdeographTakesTheCharacterBeforeItAlong() throws {
        let text = "轻点任意内容上的心形，即可在这里找到它。"
        var checked = 0
        for width in stride(from: 60.0, through: 300, by: 2) {
            let lines = try Self.lines(text, width: width)
            guard lines.count >= 2 else { continue }
            checked += 1
            let ideographs = lines.last!.unicodeScalars.filter(OrphanControl.isIdeograph).count
            #expect(ideographs >= 2, "width \(width): \(lines)")
            #expect(lines.joined() == text)
        }
        #expect(checked > 20)
    }

    @Test func theRebalancedTextBreaksBeforeThePreviousLinesLastWord() {
        let text = "and then try again."
        // Lines "and then try " and "again." as byte ranges.
        let rebalanced = OrphanControl.rebalanced(text, lines: [0..<13, 13..<19])
        #expect(rebalanced?.text == "and then \u{2028}try again." && rebalanced?.offset == 9)
        #expect(OrphanControl.rebalanced("one two", lines: [0..<4, 4..<7]) == nil)  // the line before has one word to give
        #expect(OrphanControl.rebalanced("First paragraph.\nEnd", lines: [0..<17, 17..<20]) == nil)  // a paragraph of its own
        #expect(!OrphanControl.isOrphan("try again."))
        #expect(OrphanControl.isOrphan("again."))
        #expect(OrphanControl.isOrphan("它。") && !OrphanControl.isOrphan("到它。"))
    }
}
