/// The keys of the iPhone system keyboard for a language: letter rows (the third row sits
/// between shift and delete) and the labels of the bottom row's keys.
public struct KeyboardLayout: Hashable, Sendable {
    /// Letter rows, top to bottom, leading to trailing.
    public var rows: [[String]]
    /// The key that switches to numbers.
    public var numbers: String
    /// The space bar's label.
    public var space: String
    /// The return key's label in a search field.
    public var search: String

    public init(rows: [[String]], numbers: String = "123", space: String, search: String) {
        self.rows = rows; self.numbers = numbers; self.space = space; self.search = search
    }

    /// QWERTY with English labels.
    public static let english = KeyboardLayout(
        rows: ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { $0.map(String.init) },
        space: "space", search: "search")
    /// Simplified Chinese Pinyin (QWERTY keys, Chinese labels).
    public static let pinyin = KeyboardLayout(rows: english.rows, space: "空格", search: "搜索")
    /// Arabic, as iOS lays it out (the PC layout's letters).
    public static let arabic = KeyboardLayout(
        rows: [
            ["ض", "ص", "ث", "ق", "ف", "غ", "ع", "ه", "خ", "ح", "ج"],
            ["ش", "س", "ي", "ب", "ل", "ا", "ت", "ن", "م", "ك", "ط"],
            ["ذ", "ء", "ؤ", "ر", "ى", "ة", "و", "ز", "ظ"],
        ],
        numbers: "١٢٣", space: "مسافة", search: "بحث")

    /// Japanese Romaji: QWERTY with the long-vowel mark ー after L, Japanese labels.
    public static let japaneseRomaji = KeyboardLayout(
        rows: ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { $0.map(String.init) }.enumerated().map { $0 == 1 ? $1 + ["ー"] : $1 },
        space: "空白", search: "検索")
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
