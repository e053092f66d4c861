/// A table header view (`UITableView.tableHeaderView`) as Stateboard draws one: a title and a
/// line of text at the layout margins, in the user's text size. No iOS capture of such a header
/// was found, so the figures are chosen (docs/iOSMetrics.md, "Table rows"): the title in
/// `title2` bold, the text in `subheadline` under it, UIKit's standard spacing around them.
public enum TableHeaderMetrics {
    /// Above the title and below the last line.
    public static let topPadding = 16.0
    public static let bottomPadding = 16.0
    /// Between the title's line and the text's.
    public static let titleToText = 4.0

    /// The title's font at `textSize`: title2, bold.
    public static func titleFont(at textSize: TextSizeCategory) -> FontSpec {
        var font = TextStyle.title2.font(at: textSize)
        font.weight = .bold
        return font
    }

    /// The text's font at `textSize`: subheadline.
    public static func textFont(at textSize: TextSizeCategory) -> FontSpec { TextStyle.subheadline.font(at: textSize) }

    /// One line's height in `font`: SF Pro's ascender and descender (1950 + 494 per 2048 em), in whole points up.
    public static func lineHeight(_ font: FontSpec) -> Double { (font.size * (1950 + 494) / 2048).rounded(.up) }

    /// The header's height: padding, the title's line, and the text's line when there is text.
    public static func height(hasText: Bool, at textSize: TextSizeCategory) -> Double {
        let text = hasText ? titleToText + lineHeight(textFont(at: textSize)) : 0
        return topPadding + lineHeight(titleFont(at: textSize)) + text + bottomPadding
    }
}
