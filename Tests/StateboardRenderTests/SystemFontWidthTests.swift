import Foundation
import StateboardCore
import StateboardLayout
import StateboardTestSupport
import Testing

@testable import StateboardRender

/// System-font text below 20 pt (SF Pro Text on iOS, Inter with SF Pro Text's tracking here) as
/// wide as on iOS.
///
/// Sources (public, recorded on iOS simulators; numbers only are used here):
/// - Measured widths: pointfreeco/swift-snapshot-testing, `testTraits` recursive descriptions,
///   `Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.<device>.txt`:
///   iphone-se (commit 47ce4352d8477d81e061c229cdf3dc9758a49db0), iphone-8 (892f66ae28511886295662ab8f07d359090d3bf5),
///   iphone-x (6d7624bd6e131c88854e414c3812f17e4f9e167a), iphone-8-plus (7e6c39fb435c18baca24d7458a3b9b0504b77e09),
///   iphone-xs-max (7a4afe56b51a4a9f5de39a904ba223b51b4a5848), ipad-pro-12-9 (35f6493274899d5cff298d4a6e57f6a55fbb8c47).
///   Each lists the frames of `UILabel`s at their intrinsic size: "the" and "point" in `.body`,
///   "?" in `.subheadline` ("What's" in `.headline`, semibold, is not used: its widths disagree by
///   2 % between the iOS versions that recorded them). The iPhones record at Medium (body 16 pt,
///   subheadline 14 pt: lines 19.33 / 17 pt tall), the iPhone XS Max and iPad at Large (17 / 15 pt:
///   20.33–20.5 / 18 pt). A width is the text's width rounded up to device pixels (½ pt at @2x,
///   ⅓ pt at @3x), so each gives an interval; the devices' intervals agree and are intersected:
///   the@16 (23.5, 23.667], point@16 (36.667, 37], the@17 (24.667, 25], point@17 (38.667, 39],
///   ?@14 (7.0, 7.333], ?@15 (7.333, 7.5].
/// - SF Pro Text's tracking per size: Apple's Human Interface Guidelines, Typography, "Tracking
///   values" (iOS), in 1/1000 em: 11: +6, 12: 0, 13: −6, 14: −11, 15: −16, 16: −20, 17: −26,
///   18: −25, 19: −24 (as transcribed in the "Fix San Francisco" Figma plugin's code.ts).
///
/// Derivation for 11–19 pt: SF Pro Text's advance widths scale with the size; CoreText adds the
/// size's tracking to every glyph. So width(s) = s × (w + n × t(s)) for a text of n characters with
/// untracked width w ems. Solving the measured intervals for w gives, for each text, intervals at
/// two sizes that overlap (the model holds within pixel rounding); w is the overlap's middle:
/// the 1.5341 (±0.0051), point 2.4085 (±0.0040), ? 0.5135 (±0.0025). At 20 pt SF Pro switches to
/// its Display cut, covered by `SystemFontCalibrationTests`; these figures stop at 19 pt.
@Suite struct SystemFontWidthTests {
    /// Untracked widths in ems derived above.
    static let emWidths: [String: Double] = ["the": 1.5341, "point": 2.4085]
    /// HIG tracking, 1/1000 em, 11…19 pt.
    static let higTracking: [Double: Double] = [11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26, 18: -25, 19: -24]

    static func reference(_ text: String, size: Double) -> Double {
        size * (emWidths[text]! + Double(text.count) * higTracking[size]! / 1000)
    }

    static let derived: [(String, Double)] = ["the", "point"].flatMap { text in (11...19).map { (text, Double($0)) } }

    static let measurer = Result { try PangoTextMeasurer() }

    static func width(_ text: String, size: Double) throws -> Double {
        try measurer.get().layOut(TextContent(text: text, font: FontSpec(size: size)), maxWidth: nil, direction: .leftToRight).metrics.size.width
    }

    @Test(arguments: derived)
    func textBelow20PointsIsAsWideAsSFProTextWithin1Percent(text: String, size: Double) throws {
        let width = try Self.width(text, size: size)
        let reference = Self.reference(text, size: size)
        #expect(abs(width - reference) / reference < 0.01, "\(text) at \(size) pt: \(width) pt, SF Pro Text \(reference) pt")
    }

    /// What UILabel's recorded widths allow (see the sources above): body at Medium (16 pt) and
    /// Large (17 pt), subheadline at Medium (14 pt) and Large (15 pt), in points.
    static let measured: [(String, TextStyle, TextSizeCategory, ClosedRange<Double>)] = [
        ("the", .body, .medium, 23.5...23.6667), ("point", .body, .medium, 36.6667...37),
        ("the", .body, .large, 24.6667...25), ("point", .body, .large, 38.6667...39),
        ("?", .subheadline, .medium, 7.0...7.3333), ("?", .subheadline, .large, 7.3333...7.5),
    ]

    @Test(arguments: measured)
    func textIsWithin1PercentOfTheWidthUILabelRecorded(text: String, style: TextStyle, category: TextSizeCategory, allowed: ClosedRange<Double>) throws {
        let font = style.font(at: category)
        let width = try Self.measurer.get().layOut(TextContent(text: text, font: font), maxWidth: nil, direction: .leftToRight).metrics.size.width
        let distance = max(allowed.lowerBound - width, width - allowed.upperBound, 0)
        #expect(distance / allowed.upperBound < 0.01, "\(text) at \(font.size) pt: \(width) pt, UILabel \(allowed)")
    }

    /// Inter as it is: a family named outright gets no system-font correction.
    static func untrackedWidth(_ text: String, size: Double) throws -> Double {
        try measurer.get().layOut(TextContent(text: text, font: FontSpec(family: "Inter", size: size)), maxWidth: nil, direction: .leftToRight).metrics.size
            .width
    }

    @Test func uncorrectedInterIsMoreThan1PercentTooWideAt17Points() throws {
        // What the tests above guard: Inter as it is sets "point" 5 % wider than SF Pro Text.
        let reference = Self.reference("point", size: 17)
        #expect((try Self.untrackedWidth("point", size: 17) - reference) / reference > 0.01)
    }

    @Test func trackingFollowsAppleTableBetweenWholeSizes() {
        #expect(abs(SystemFontMetrics.textTracking(size: 17) - -0.026) < 1e-9)
        #expect(abs(SystemFontMetrics.textTracking(size: 12) - 0) < 1e-9)
        #expect(abs(SystemFontMetrics.textTracking(size: 16.5) - -0.023) < 1e-9)
        #expect(abs(SystemFontMetrics.textTracking(size: 4) - 0.041) < 1e-9)  // held below 6 pt
    }

    @Test func theTrackingFollowsEveryCharacterTheLastOneTooAsInCoreText() throws {
        // "point" has 5 characters: 5 trackings, not the 4 Pango puts between them.
        let tracking = SystemFontMetrics.trackingCorrection(size: 17)
        let difference = try Self.width("point", size: 17) - Self.untrackedWidth("point", size: 17)
        #expect(abs(difference - 5 * tracking) < 0.01, "difference \(difference) pt, tracking \(tracking) pt")
    }
}
