import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// System-font text in every weight iOS captures show, as wide as iOS draws it: semibold (the
/// `headline` style, bar titles), bold (large titles, bold buttons) and regular phrases.
///
/// Each figure is the ink width of one line of text in a public iOS simulator capture at @3x,
/// read with PIL: the columns holding pixels at least half as far from the background as the
/// text's own colour, with the partial coverage of the edge columns added (±0.1 pt), ÷ 3.
/// Stateboard's figure is Pango's ink rectangle of the same text, size and weight. Ink, not
/// advance, widths: the captures are screens, not UILabel frames; a word's first and last side
/// bearings differ between Inter and SF Pro by a fraction of a point.
///
/// Sources (numbers only are used here):
/// - iOS 18, github.com/home-assistant/iOS at e4cec5a, recorded at the Medium content size
///   (swift-snapshot-testing's `ViewImageConfig.iPhone13` sets `preferredContentSizeCategory:
///   .medium`: headline 16 pt, largeTitle 33, callout 15, body 16, footnote 12), 390 × 844 pt:
///   `Tests/App/Onboarding/__Snapshots__/OnboardingWelcomeView.test/testSnapshot.light.png`
///   (`.largeTitle.bold()` "Home Assistant" / "Companion App", `.callout.bold()` "Learn more",
///   the body text's lines), `Tests/Shared/DesignSystem/Components/__Snapshots__/HAButtonStyles.test/testAppButtonStyles.light.png`
///   (`.headline` "primaryButton", `.callout.bold()` buttons, `.footnote` "linkButton"),
///   `…/ExternalLinkButtonTests/testExternalLinkButton.light.png` (`.body.bold()`),
///   `Tests/App/Settings/__Snapshots__/PrivacyView.test/testUI.light.png` (a `Form`'s rows, body,
///   and footers, footnote), `…/LocationHistoryListViewSnapshot.test/snapshots.LocationHistoryListView-w-Locations-light.png`
///   and `…/ListPickerTests/testLitPickerContentUI.light.png` (inline navigation titles, 17 pt
///   semibold at every content size).
/// - iOS 17, github.com/SKemenov/iOS-Tracker, `TrackerTests/__Snapshots__/TrackerTests/testViewController.2.png`
///   (1179 × 2556, Large): the large title "Trackers" (34 pt bold) and the search field's
///   placeholder "Search" (17 pt regular).
/// - iOS 13, github.com/pointfreeco/swift-snapshot-testing,
///   `Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.iphone-se-<category>.png`
///   (2019, @3x): `UILabel` "What's" in `.headline` at Medium (16 pt), Large (17) and
///   accessibility-extra-large (AX3, 40 pt).
///
/// Left out: the welcome screen's "Connect to my Home Assistant" (its button style changed from
/// `.callout.bold()` to `.headline` in the commit that recorded it, and its width fits the former).
@Suite struct SystemFontWeightWidthTests {
    struct Figure: CustomTestStringConvertible, Sendable {
        var text: String
        var size: Double
        var weight: FontWeight
        /// The ink width iOS drew, in points.
        var iOS: Double
        var source: String
        var testDescription: String { "\"\(text)\" \(Int(size)) pt \(weight) (\(source))" }
    }

    static let semibold: [Figure] = [
        Figure(text: "Location History", size: 17, weight: .semibold, iOS: 128.42, source: "Home Assistant, iOS 18, inline title"),
        Figure(text: "Title 1", size: 17, weight: .semibold, iOS: 44.22, source: "Home Assistant, iOS 18, inline title"),
        Figure(text: "primaryButton", size: 16, weight: .semibold, iOS: 107.48, source: "Home Assistant, iOS 18, headline at Medium"),
        Figure(text: "What's", size: 16, weight: .semibold, iOS: 51.25, source: "swift-snapshot-testing, iOS 13, headline at Medium"),
        Figure(text: "What's", size: 17, weight: .semibold, iOS: 54.06, source: "swift-snapshot-testing, iOS 13, headline at Large"),
        Figure(text: "What's", size: 40, weight: .semibold, iOS: 123.84, source: "swift-snapshot-testing, iOS 13, headline at AX3"),
    ]

    static let bold: [Figure] = [
        Figure(text: "Home Assistant", size: 33, weight: .bold, iOS: 240.07, source: "Home Assistant, iOS 18, largeTitle bold at Medium"),
        Figure(text: "Companion App", size: 33, weight: .bold, iOS: 244.12, source: "Home Assistant, iOS 18, largeTitle bold at Medium"),
        Figure(text: "Trackers", size: 34, weight: .bold, iOS: 134.21, source: "Tracker, iOS 17, large title"),
        Figure(text: "This is a title", size: 16, weight: .bold, iOS: 93.62, source: "Home Assistant, iOS 18, body bold at Medium"),
        Figure(text: "secondaryButton", size: 15, weight: .bold, iOS: 121.33, source: "Home Assistant, iOS 18, callout bold at Medium"),
        Figure(text: "negativeButton", size: 15, weight: .bold, iOS: 107.35, source: "Home Assistant, iOS 18, callout bold at Medium"),
        Figure(text: "neutralButton", size: 15, weight: .bold, iOS: 96.35, source: "Home Assistant, iOS 18, callout bold at Medium"),
        Figure(text: "secondaryNegativeButton", size: 15, weight: .bold, iOS: 185.00, source: "Home Assistant, iOS 18, callout bold at Medium"),
        Figure(text: "criticalButton", size: 15, weight: .bold, iOS: 95.07, source: "Home Assistant, iOS 18, callout bold at Medium"),
        Figure(text: "pillButton", size: 15, weight: .bold, iOS: 67.02, source: "Home Assistant, iOS 18, callout bold at Medium"),
        Figure(text: "Learn more", size: 15, weight: .bold, iOS: 78.83, source: "Home Assistant, iOS 18, callout bold at Medium"),
    ]

    static let regular: [Figure] = [
        Figure(text: "Search", size: 17, weight: .regular, iOS: 51.08, source: "Tracker, iOS 17, search placeholder"),
        Figure(text: "Allows you to access your Home Assistant", size: 16, weight: .regular, iOS: 303.78, source: "Home Assistant, iOS 18, body at Medium"),
        Figure(
            text: "installation on the go. It runs locally in your home", size: 16, weight: .regular, iOS: 351.23,
            source: "Home Assistant, iOS 18, body at Medium"),
        Figure(text: "Firebase Cloud Messaging", size: 16, weight: .regular, iOS: 188.71, source: "Home Assistant, iOS 18, body at Medium"),
        Figure(
            text: "Firebase Cloud Messaging must be enabled for push", size: 12, weight: .regular, iOS: 294.43,
            source: "Home Assistant, iOS 18, footnote at Medium"),
        Figure(text: "notifications to function.", size: 12, weight: .regular, iOS: 135.87, source: "Home Assistant, iOS 18, footnote at Medium"),
        Figure(
            text: "Allows checking for important alerts like security", size: 12, weight: .regular, iOS: 273.25,
            source: "Home Assistant, iOS 18, footnote at Medium"),
        Figure(text: "vulnerabilities.", size: 12, weight: .regular, iOS: 80.36, source: "Home Assistant, iOS 18, footnote at Medium"),
        Figure(text: "linkButton", size: 12, weight: .regular, iOS: 55.11, source: "Home Assistant, iOS 18, footnote at Medium"),
    ]

    static let measurer = Result { try PangoTextMeasurer() }

    /// Pango's ink width of `text` in `family` (the system font: the corrected stand-in).
    static func inkWidth(_ figure: Figure, family: String = FontSpec.systemFamily) throws -> Double {
        let content = TextContent(text: figure.text, font: FontSpec(family: family, size: figure.size, weight: figure.weight), lines: 1)
        return try measurer.get().pool.withSession { session in
            TextLayout(content, width: nil, direction: .leftToRight, session: session).inkRect.width
        }
    }

    @Test(arguments: semibold + bold + regular)
    func systemFontTextIsWithin1PercentOfTheInkWidthIOSDrew(_ figure: Figure) throws {
        let width = try Self.inkWidth(figure)
        #expect(abs(width - figure.iOS) / figure.iOS < 0.01, "\(width) pt, iOS \(figure.iOS) pt")
    }

    @Test func semiboldWithoutItsWeightTrackingIsMoreThan1PercentNarrowerThanIOS() throws {
        // What the semibold figures guard: with only the regular correction "Location History"
        // is 1.3 % and "primaryButton" 1.7 % narrower than iOS draws them.
        for figure in Self.semibold where figure.text == "primaryButton" || figure.text == "Location History" {
            let gaps = Double(figure.text.count - 1)
            let withoutWeight = try Self.inkWidth(figure) - gaps * SystemFontMetrics.weightTracking(.semibold, size: figure.size) * figure.size
            #expect((figure.iOS - withoutWeight) / figure.iOS > 0.01, "\(figure.text): \(withoutWeight) pt, iOS \(figure.iOS) pt")
        }
    }

    @Test func boldGetsMoreTrackingFromTheDisplaySizeAndLessBelowIt() {
        #expect(SystemFontMetrics.weightTracking(.bold, size: 34) > 0)
        #expect(SystemFontMetrics.weightTracking(.bold, size: 15) < 0)
        #expect(SystemFontMetrics.weightTracking(.regular, size: 34) == 0)
        #expect(SystemFontMetrics.trackingCorrection(size: 17, weight: .semibold) > SystemFontMetrics.trackingCorrection(size: 17))
    }
}
