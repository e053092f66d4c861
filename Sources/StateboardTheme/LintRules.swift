import StateboardCore

/// How much a lint finding matters: errors fail `stateboard lint` (exit 1), warnings are
/// reported, `off` silences a rule.
public enum LintSeverity: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
    case error, warning, off

    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool { lhs.rank < rhs.rank }
    private var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
}

/// A check `stateboard lint` runs over every image of a theme's matrix and over the theme itself.
public enum LintRule: String, Hashable, Sendable, CaseIterable, Codable {
    /// Text against the pixels drawn behind it: WCAG 2.x ratios with Apple's HIG sizes (4.5:1; 3:1 from 18 pt and for bold text).
    case contrast
    /// Icons against the pixels behind them: WCAG 2.x 1.4.11, 3:1.
    case iconContrast
    /// Buttons smaller than Apple's 44 × 44 pt hit target.
    case touchTarget
    /// Text cut short with an ellipsis.
    case truncation
    /// Placeholder nodes outside the content area: under a bar, the keyboard or off the screen.
    case overflow
    /// Visible nodes of a placeholder drawn over each other.
    case overlap
    /// Characters no pinned font can draw (they show as boxes).
    case missingGlyphs
    /// Text drawn partly in another font than it asks for: a theme font without those glyphs,
    /// Latin letters the SF Pro stand-in lacks, CJK text of a locale in Simplified Chinese forms.
    case fontFallback
    /// `{name}` left in drawn text: a string's placeholder no parameter filled.
    case unreplacedPlaceholder
    /// A string of the base locale that a rendered locale does not translate.
    case missingTranslation
    /// A screen that cannot resolve a state of the matrix.
    case stateCoverage
    /// An error state that offers no button to recover (retry, settings, …).
    case errorWithoutAction
    /// Tokens, strings, components and image files the theme defines and nothing uses.
    case unused
    /// Hairlines and borders that do not land on whole device pixels (they draw blurred).
    case pixelGrid
    /// Sets of the app's asset catalogs that cannot be read (nothing uses them; they are skipped).
    case unreadableAsset

    /// The severity a rule has unless a theme's `lint:` section changes it.
    public var defaultSeverity: LintSeverity {
        switch self {
        case .contrast, .overflow, .missingGlyphs, .unreplacedPlaceholder, .stateCoverage: .error
        case .iconContrast, .touchTarget, .truncation, .overlap, .fontFallback, .missingTranslation, .errorWithoutAction, .unused,
            .pixelGrid, .unreadableAsset:
            .warning
        }
    }

    /// One line on what the rule checks (SARIF's short description, `stateboard lint --rules`).
    public var summary: String {
        switch self {
        case .contrast: "Text contrast against the pixels behind it is at least 4.5:1 (3:1 from 18 pt, and for bold text), as Apple's HIG asks."
        case .iconContrast: "Icons contrast with the pixels behind them at least 3:1."
        case .touchTarget: "Every button has a 44 × 44 pt hit region, on the screen and clear of other buttons."
        case .truncation: "No text is cut short with an ellipsis."
        case .overflow: "Every node of a placeholder lies inside the content area (not under a bar, the keyboard or off the screen)."
        case .overlap: "Visible nodes of a placeholder do not overlap."
        case .missingGlyphs: "Every character has a glyph in a pinned font."
        case .fontFallback: "Text is drawn in the font it asks for (and CJK text in its locale's glyph forms), not a fallback."
        case .unreplacedPlaceholder: "No `{name}` placeholder is left in drawn text."
        case .missingTranslation: "Every string of the base locale is translated in each locale the matrix renders."
        case .stateCoverage: "Every screen resolves every state of the matrix."
        case .errorWithoutAction: "Every error state offers a button to recover."
        case .unused: "Every token, string, component and image file the theme defines is used."
        case .pixelGrid: "Hairlines and borders land on whole device pixels."
        case .unreadableAsset: "Every set of the app's asset catalogs can be read (one that cannot is skipped while nothing uses it)."
        }
    }
}

/// A theme's setting for one rule (`lint: { truncation: { severity: error } }`).
public struct LintSetting: Sendable {
    public var severity: LintSeverity
    /// Why the rule is silenced or changed; required to turn a rule off.
    public var reason: String?
    /// Screens the setting applies to; empty: every screen.
    public var screens: [String]
    /// Node ids the setting applies to; empty: every node.
    public var nodes: [String] = []
    /// Where the setting is written.
    public var location: FileLocation

    public init(severity: LintSeverity, reason: String? = nil, screens: [String] = [], location: FileLocation) {
        self.severity = severity; self.reason = reason; self.screens = screens; self.location = location
    }
}

extension Theme {
    /// The file name locations in the built-in theme carry (`(built-in)`): not a file to edit.
    public static let builtInFile = BuiltInTheme.file
}
