/// The keys of the system keyboard for a language: letter rows (on an iPhone the third row sits
/// between shift and delete), the labels of the bottom row's keys, the digits an iPad shows, and
/// the QuickType bar's suggestions.
public struct KeyboardLayout: Hashable, Sendable {
    /// Letter rows, top to bottom, leading to trailing.
    public var rows: [[String]]
    /// The key that switches to numbers.
    public var numbers: String
    /// The space bar's label.
    public var space: String
    /// The return key's label in a search field.
    public var search: String
    /// The digits 1 to 0 in the keyboard's script: an iPad's number row, or the hints on its top row.
    public var digits: [String]
    /// Whether an iPad's tab, caps lock, shift and delete keys show English words (the English
    /// keyboards) rather than their symbols (every other keyboard: its words would be English).
    public var padKeysInWords: Bool
    /// Whether the keys are a Latin keyboard's, which on the largest iPads end their rows with a
    /// hardware keyboard's punctuation (`[ ] \`, `; '`, `, . /`).
    public var isLatin: Bool

    public init(
        rows: [[String]], numbers: String = "123", space: String, search: String, digits: [String] = Self.westernDigits,
        padKeysInWords: Bool = false, isLatin: Bool = false
    ) {
        self.rows = rows; self.numbers = numbers; self.space = space; self.search = search; self.digits = digits
        self.padKeysInWords = padKeysInWords; self.isLatin = isLatin
    }

    /// 1 to 0.
    public static let westernDigits = "1234567890".map(String.init)

    /// QWERTY with English labels.
    public static let english = KeyboardLayout(
        rows: ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { $0.map(String.init) },
        space: "space", search: "search", padKeysInWords: true, isLatin: true)
    /// Simplified Chinese Pinyin (QWERTY keys, Chinese labels).
    public static let pinyin = KeyboardLayout(rows: english.rows, space: "空格", search: "搜索", isLatin: true)
    /// Arabic, as iOS lays it out: the PC layout's letters, each row left to right (ض on Q).
    public static let arabic = KeyboardLayout(
        rows: [
            ["ض", "ص", "ث", "ق", "ف", "غ", "ع", "ه", "خ", "ح", "ج"],
            ["ش", "س", "ي", "ب", "ل", "ا", "ت", "ن", "م", "ك", "ط"],
            ["ذ", "ء", "ؤ", "ر", "ى", "ة", "و", "ز", "ظ"],
        ],
        numbers: "١٢٣", space: "مسافة", search: "بحث", digits: "١٢٣٤٥٦٧٨٩٠".map(String.init))

    /// Japanese Romaji: QWERTY with the long-vowel mark ー after L, Japanese labels.
    public static let japaneseRomaji = KeyboardLayout(
        rows: ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { $0.map(String.init) }.enumerated().map { $0 == 1 ? $1 + ["ー"] : $1 },
        space: "空白", search: "検索", isLatin: true)
    /// Thai, as iOS's default (three-row) Thai keyboard lays out Kedmanee's three lower rows;
    /// the digits row's letters are on the shift layer.
    public static let thai = KeyboardLayout(
        rows: [
            ["ๆ", "ไ", "ำ", "พ", "ะ", "ั", "ี", "ร", "น", "ย", "บ", "ล"],
            ["ฟ", "ห", "ก", "ด", "เ", "้", "่", "า", "ส", "ว", "ง"],
            ["ผ", "ป", "แ", "อ", "ิ", "ื", "ท", "ม", "ใ", "ฝ"],
        ],
        space: "เว้นวรรค", search: "ค้นหา")

    /// The keyboard iOS shows for `locale` (pseudo-locales type in English).
    public static func forLocale(_ locale: LocaleInfo) -> KeyboardLayout {
        guard locale.pseudo == nil else { return .english }
        switch locale.language {
        case "zh": return .pinyin
        case "ar": return .arabic
        case "ja": return .japaneseRomaji
        case "th": return .thai
        default: return .english
        }
    }
}

extension KeyboardLayout {
    /// The QuickType bar's cells once `query` is typed, leading first (docs/iOSMetrics.md,
    /// "Keyboards"): the word being typed in quotes (tapping it keeps it as typed; iOS puts the
    /// verbatim spelling in the leading cell), then its completions — on the English keyboard
    /// (which French, German … type on too) its plural and possessive; elsewhere the word as typed
    /// (no suffix rule fits: Pinyin and Romaji turn Latin letters into Chinese and Japanese, whose
    /// candidates Stateboard cannot know; chosen). Empty while the field is (the bar shows nothing then).
    public func suggestions(after query: String) -> [String] {
        guard let word = query.split(whereSeparator: \.isWhitespace).last.map(String.init) else { return [] }
        let quoted = self == .japaneseRomaji ? "「\(word)」" : "“\(word)”"
        return self == .english ? [quoted, word + "s", word + "’s"] : [quoted, word]
    }

    /// An iPad's `.?123` key: its digits after `.?`, kept in that order in every script (the
    /// label is laid out left to right).
    public var padNumbers: String { ".?" + numbers }
}
