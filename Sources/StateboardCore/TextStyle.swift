/// Apple's Dynamic Type text styles (`UIFont.TextStyle`).
public enum TextStyle: String, Hashable, Sendable, CaseIterable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's font at a content size category, at Apple's published size. Its line height
    /// is the font's own, as in UIKit (`UIFont.lineHeight`, not the "leading" of Apple's design
    /// tables, which UILabel does not use); ``leading(at:)`` gives the published figure.
    public func font(at category: TextSizeCategory = .large) -> FontSpec {
        let (size, _) = Self.table[category.index][Self.allCases.firstIndex(of: self)!]
        return FontSpec(size: size, weight: self == .headline ? .semibold : .regular)
    }

    /// The line height Apple's typography tables give for the style at a content size category.
    public func leading(at category: TextSizeCategory = .large) -> Double {
        Self.table[category.index][Self.allCases.firstIndex(of: self)!].1
    }

    // Size / line height in points per category (rows xSmall … accessibility5), columns in
    // `allCases` order. From Apple's Human Interface Guidelines, "Typography" (iOS).
    private static let table: [[(Double, Double)]] = [
        [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
        [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
        [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
        [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
        [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
        [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
        [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],
        [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
        [(48, 57), (43, 51), (39, 46), (37, 43), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 29)],
        [(52, 61), (48, 57), (44, 52), (43, 50), (40, 47), (40, 47), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
        [(56, 66), (53, 62), (50, 58), (49, 56), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
        [(60, 70), (58, 68), (56, 64), (53, 62), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],
    ]
}

/// The user's preferred text size (`UIContentSizeCategory`).
public enum TextSizeCategory: String, Hashable, Sendable, CaseIterable, Codable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibility: Bool { index >= Self.accessibility1.index }

    var index: Int { Self.allCases.firstIndex(of: self)! }
}
