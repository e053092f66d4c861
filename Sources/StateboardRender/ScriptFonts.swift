import StateboardCore

/// The fonts for the scripts beyond Latin, Greek, Cyrillic, CJK, Arabic and Hebrew that iOS's
/// system font falls back to (CoreText's cascade list: Thonburi, Kohinoor, Myanmar Sangam MN,
/// Kefa, the Noto faces Apple ships for N'Ko, Adlam, Ol Chiki, …), drawn with the Noto faces
/// of Debian's `fonts-noto-core` (the same upstream files as Homebrew's `font-noto-sans-*`
/// casks), and the glyph forms each language is drawn in.
public enum ScriptFonts {
    /// File name prefix (upstream names) and family of each script's face, pinned and
    /// fingerprinted like the other system fonts.
    public static let patterns: [(prefix: String, family: String)] = [
        // iOS draws Thai and Lao in looped, traditional designs (Thonburi, Lao Sangam MN).
        ("NotoLoopedThai-", "Noto Looped Thai"),
        ("NotoLoopedLao-", "Noto Looped Lao"),
        ("NotoSansKhmer-", "Noto Sans Khmer"),
        ("NotoSansMyanmar-", "Noto Sans Myanmar"),
        ("NotoSansDevanagari-", "Noto Sans Devanagari"),
        ("NotoSansBengali-", "Noto Sans Bengali"),
        ("NotoSansGurmukhi-", "Noto Sans Gurmukhi"),
        ("NotoSansGujarati-", "Noto Sans Gujarati"),
        ("NotoSansOriya-", "Noto Sans Oriya"),
        ("NotoSansTamil-", "Noto Sans Tamil"),
        ("NotoSansTelugu-", "Noto Sans Telugu"),
        ("NotoSansKannada-", "Noto Sans Kannada"),
        ("NotoSansMalayalam-", "Noto Sans Malayalam"),
        ("NotoSansSinhala-", "Noto Sans Sinhala"),
        ("NotoSerifTibetan-", "Noto Serif Tibetan"),
        ("NotoSansGeorgian-", "Noto Sans Georgian"),
        ("NotoSansArmenian-", "Noto Sans Armenian"),
        ("NotoSansEthiopic-", "Noto Sans Ethiopic"),
        ("NotoSansCherokee-", "Noto Sans Cherokee"),
        ("NotoSansCanadianAboriginal-", "Noto Sans Canadian Aboriginal"),
        ("NotoSansMongolian-", "Noto Sans Mongolian"),
        ("NotoSansYi-", "Noto Sans Yi"),
        ("NotoSansSyriac-", "Noto Sans Syriac"),
        ("NotoSansThaana-", "Noto Sans Thaana"),
        ("NotoSansNKo-", "Noto Sans NKo"),
        ("NotoSansTifinagh-", "Noto Sans Tifinagh"),
        ("NotoSansAdlam-", "Noto Sans Adlam"),
        ("NotoSansOlChiki-", "Noto Sans Ol Chiki"),
        ("NotoSansJavanese-", "Noto Sans Javanese"),
        ("NotoSansBalinese-", "Noto Sans Balinese"),
        ("NotoSansSundanese-", "Noto Sans Sundanese"),
        ("NotoSansCham-", "Noto Sans Cham"),
        ("NotoSansVai-", "Noto Sans Vai"),
        ("NotoSansLisu-", "Noto Sans Lisu"),
        ("NotoSansTaiLe-", "Noto Sans Tai Le"),
        ("NotoSansNewTaiLue-", "Noto Sans New Tai Lue"),
        ("NotoSansTaiTham-", "Noto Sans Tai Tham"),
        ("NotoSansTaiViet-", "Noto Sans Tai Viet"),
        ("NotoSansBuginese-", "Noto Sans Buginese"),
        ("NotoSansKayahLi-", "Noto Sans Kayah Li"),
        ("NotoSansOsage-", "Noto Sans Osage"),
        ("NotoSansSoraSompeng-", "Noto Sans Sora Sompeng"),
        ("NotoSansChakma-", "Noto Sans Chakma"),
        ("NotoSansMeeteiMayek-", "Noto Sans Meetei Mayek"),
        ("NotoSansSylotiNagri-", "Noto Sans Syloti Nagri"),
        ("NotoSansGothic-", "Noto Sans Gothic"),
        ("NotoSansRunic-", "Noto Sans Runic"),
        ("NotoSansOgham-", "Noto Sans Ogham"),
        ("NotoSansCoptic-", "Noto Sans Coptic"),
        // iOS draws Urdu in Nastaliq (Noto Nastaliq Urdu is Apple's own choice since iOS 11).
        ("NotoNastaliqUrdu-", "Noto Nastaliq Urdu"),
    ]

    /// The Noto Sans CJK face whose glyph forms a language is drawn in, as iOS draws it with
    /// PingFang SC / TC / HK, Hiragino and Apple SD Gothic Neo: `ja` Japanese, `ko` Korean,
    /// `zh-Hant` (`zh-TW`) Traditional Chinese, `zh-HK` (`zh-Hant-HK`, `zh-MO`) Hong Kong's,
    /// everything else Simplified Chinese.
    public static func cjkFamily(for language: String?) -> String {
        guard let language else { return "Noto Sans CJK SC" }
        let maximized = LocaleFallback.maximized(language)
        let parts = maximized.split(separator: "-")
        switch parts.first {
        case "ja": return "Noto Sans CJK JP"
        case "ko": return "Noto Sans CJK KR"
        case "zh" where parts.count > 1 && parts[1] == "Hant":
            return parts.count > 2 && (parts[2] == "HK" || parts[2] == "MO") ? "Noto Sans CJK HK" : "Noto Sans CJK TC"
        default: return "Noto Sans CJK SC"
        }
    }

    /// The script face a language's text prefers where scripts share characters (the danda of
    /// Bengali and Devanagari, Urdu's Nastaliq over Naskh), if any.
    static func preferredFamily(for language: String?) -> String? {
        guard let code = language?.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map({ $0.lowercased() }) else { return nil }
        switch code {
        case "bn", "as": return "Noto Sans Bengali"
        case "hi", "mr", "ne", "sa", "kok", "mai": return "Noto Sans Devanagari"
        case "pa": return "Noto Sans Gurmukhi"
        case "ur": return "Noto Nastaliq Urdu"
        default: return nil
        }
    }
}
