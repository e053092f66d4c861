import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// Every script iOS draws in the text style's weight is drawn in that weight here too: the
/// pinned Noto faces come in every weight (Debian's `fonts-noto-extra` and
/// `fonts-noto-cjk-extra`), so a semibold headline is semibold in Arabic, Hebrew, Thai and
/// Devanagari, and CJK semibold takes Medium (Noto Sans CJK has no Semibold; Bold is heavier
/// than PingFang SC Semibold).
@Suite struct ScriptWeightTests {
    static let measurer = RenderTestSupport.renderer.measurer

    /// The file that draws `text` at `weight`, when one face draws all of it.
    static func face(_ text: String, weight: FontWeight, language: String? = nil) -> [String] {
        var content = TextContent(text: text, font: FontSpec(size: 17, weight: weight))
        content.language = language
        let measured = measurer.layOut(content, maxWidth: nil, direction: .leftToRight)
        return measurer.fontRuns(of: measured).filter { !$0.text.allSatisfy(\.isWhitespace) }.map(\.file)
    }

    static let scripts: [(prefix: String, text: String, language: String)] = [
        ("NotoSansArabic", "لا توجد عناصر", "ar"), ("NotoSansHebrew", "אין פריטים", "he"),
        ("NotoLoopedThai", "ไม่มีรายการ", "th"), ("NotoSansDevanagari", "कोई आइटम नहीं", "hi"),
    ]

    @Test(arguments: scripts.map(\.prefix))
    func aScriptIsDrawnInTheTextStylesWeight(prefix: String) throws {
        let sample = try #require(Self.scripts.first { $0.prefix == prefix })
        for (weight, file) in [(FontWeight.regular, "Regular"), (.medium, "Medium"), (.semibold, "SemiBold"), (.bold, "Bold")] {
            #expect(Self.face(sample.text, weight: weight, language: sample.language) == ["\(prefix)-\(file).ttf"], "\(prefix) \(weight)")
        }
    }

    @Test func cjkSemiboldIsDrawnInMediumAndBoldInBold() {
        #expect(Self.face("暂无收藏", weight: .regular, language: "zh-Hans") == ["NotoSansCJK-Regular.ttc"])
        #expect(Self.face("暂无收藏", weight: .medium, language: "zh-Hans") == ["NotoSansCJK-Medium.ttc"])
        #expect(Self.face("暂无收藏", weight: .semibold, language: "zh-Hans") == ["NotoSansCJK-Medium.ttc"])
        #expect(Self.face("お気に入り", weight: .semibold, language: "ja") == ["NotoSansCJK-Medium.ttc"])
        #expect(Self.face("暂无收藏", weight: .bold, language: "zh-Hans") == ["NotoSansCJK-Bold.ttc"])
        #expect(Self.face("暂无收藏", weight: .light, language: "zh-Hans") == ["NotoSansCJK-Light.ttc"])
    }

    @Test func noWidthVariantIsPinned() {
        let files = FontEnvironment.pinnedFontFiles()
        #expect(!files.isEmpty)
        #expect(files.allSatisfy { !FontEnvironment.isWidthVariant($0) })
        #expect(FontEnvironment.isWidthVariant("/usr/share/fonts/truetype/noto/NotoSansArabic-SemiCondensedBold.ttf"))
        #expect(!FontEnvironment.isWidthVariant("/usr/share/fonts/truetype/noto/NotoSansArabic-SemiBold.ttf"))
    }
}
