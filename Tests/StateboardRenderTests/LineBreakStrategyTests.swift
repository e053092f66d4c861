import CPango
import Foundation
import StateboardCore
import Testing

@testable import StateboardRender

/// `NSParagraphStyle.LineBreakStrategy`, one rule per strategy (sources: docs/iOSMetrics.md,
/// "Line-break strategies": Apple's `LineBreakStrategy` and `UILabel.lineBreakStrategy` pages).
@Suite struct LineBreakStrategyTests {
    static let english = "Check your connection to the internet and then try again."
    static let korean = "인터넷 연결 상태를 확인한 다음 다시 시도하십시오."

    /// The laid-out lines of `text` in body at `width` points under `strategy`.
    static func lines(_ text: String, width: Double, strategy: LineBreakStrategy?, language: String? = nil) throws -> [String] {
        var content = TextContent(text: text, font: TextStyle.body.font(), lines: 0)
        content.paragraph.lineBreakStrategy = strategy
        content.language = language
        let layout = TextLayout(content, width: width, direction: .leftToRight, session: try OrphanControlTests.session.get())
        let all = Array(String(cString: pango_layout_get_text(layout.layout)).utf8)
        return (0..<pango_layout_get_line_count(layout.layout)).map { index in
            let line = pango_layout_get_line_readonly(layout.layout, index)!.pointee
            return String(decoding: all[Int(line.start_index)..<Int(line.start_index + line.length)], as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{2028}")))
        }
    }

    /// Widths at which greedy breaking leaves one word alone on the last line.
    static func orphanWidths(_ text: String) throws -> [Double] {
        try stride(from: 120.0, through: 400, by: 2).filter { width in
            let lines = try lines(text, width: width, strategy: .greedy)
            return lines.count >= 2 && !lines.last!.contains(" ")
        }
    }

    @Test func noneBreaksGreedilyAndLeavesTheOrphan() throws {
        let widths = try Self.orphanWidths(Self.english)
        #expect(widths.count > 5, "greedy breaking leaves orphans at some widths: \(widths)")
        for width in widths {
            let lines = try Self.lines(Self.english, width: width, strategy: .greedy)
            #expect(lines.joined(separator: " ") == Self.english)
            // Greedy: each line but the last could not take the next line's first word.
            #expect(!lines.last!.contains(" "), "width \(width): \(lines)")
        }
    }

    @Test func pushOutAndStandardGiveTheOrphanACompanion() throws {
        for width in try Self.orphanWidths(Self.english) {
            for strategy in [LineBreakStrategy.pushOut, .standard, nil] {
                let lines = try Self.lines(Self.english, width: width, strategy: strategy)
                #expect(lines.last!.split(separator: " ").count >= 2, "\(String(describing: strategy)) at \(width): \(lines)")
                #expect(lines.count == (try Self.lines(Self.english, width: width, strategy: .greedy)).count, "no line added")
            }
        }
    }

    /// Widths from the longest word's (a word wider than the line is a limit: see docs/iOSMetrics.md).
    @Test func hangulWordPriorityBreaksKoreanOnlyAtSpaces() throws {
        let words = Set(Self.korean.split(separator: " ").map(String.init))
        var brokeInsideAWord = false
        for width in stride(from: 124.0, through: 300, by: 4) {
            for strategy in [LineBreakStrategy.hangulWordPriority, .standard] {
                let lines = try Self.lines(Self.korean, width: width, strategy: strategy, language: "ko")
                for line in lines {
                    for word in line.split(separator: " ") { #expect(words.contains(String(word)), "\(strategy) at \(width): \(lines)") }
                }
            }
            let greedy = try Self.lines(Self.korean, width: width, strategy: .greedy, language: "ko")
            if greedy.flatMap({ $0.split(separator: " ") }).contains(where: { !words.contains(String($0)) }) { brokeInsideAWord = true }
        }
        #expect(brokeInsideAWord, "without the strategy Pango breaks between Hangul syllables")
    }

    @Test func hangulWordPriorityAloneLeavesTheOrphan() throws {
        // pushOut is not part of hangulWordPriority: a width with a greedy orphan keeps it.
        let width = try #require(try Self.orphanWidths(Self.english).first)
        let lines = try Self.lines(Self.english, width: width, strategy: .hangulWordPriority)
        #expect(!lines.last!.contains(" "))
    }

    @Test func aKoreanWordAloneIsAnOrphanUnderHangulWordPriority() {
        #expect(OrphanControl.isOrphan("시도하십시오.", hangulWords: true))
        #expect(!OrphanControl.isOrphan("시도하십시오."), "as ideographs, five syllables are not one character alone")
    }
}
