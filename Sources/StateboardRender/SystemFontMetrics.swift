import Foundation
import StateboardCore

/// What makes the stand-in for SF Pro set text the way UIKit sets SF Pro.
///
/// - Line height: UIKit lays a line of the system font out at `UIFont.lineHeight`, SF Pro's
///   ascender + descender (1950 + 494 units of 2048: 1.19336 × the point size), whatever the
///   text style; Inter's own line box is about 8 % taller. Checked against real iOS renders: a
///   `UILabel` in title1 at all twelve content size categories is `ceil(1.19336 × size)` tall at
///   @3x (see `SystemFontCalibrationTests`).
/// - Width: Inter Display (the stand-in from 20 pt, where SF Pro switches to its Display cut)
///   sets Latin text 1.5 % narrower than SF Pro at 25 pt and 0.7 % wider at 58 pt. A tracking
///   correction linear in the point size, fitted to the same twelve renders, brings every one of
///   them within 0.5 %. Below 20 pt Inter (the Text cut) is given SF Pro Text's published
///   tracking, which takes it from up to 6 % wider than SF Pro (17 pt) to within 1 % at 11–19 pt,
///   checked against UILabel widths at 14–17 pt and figures derived from them for 11–19 pt
///   (`SystemFontWidthTests`). As CoreText does, the tracking also follows a line's last glyph.
///   Semibold and bold Display text get a little more (`weightTracking`), fitted to iOS captures
///   of those weights (`SystemFontWeightWidthTests`).
///
/// Both apply only to text the stand-in draws itself (Latin, Greek, Cyrillic, punctuation and
/// symbols). Chinese, Arabic or emoji come from fallback fonts on iOS too, and a line holding
/// them gets their taller line box; Stateboard gives such text 1.4 em (PingFang SC's ascender +
/// descender, 1.06 + 0.34), where Noto's own boxes would be 1.45 em for CJK and over 2 em for
/// Arabic, and keeps the fallback fonts' own spacing.
public enum SystemFontMetrics {
    /// SF Pro's ascender, in ems.
    public static let ascender = 1950.0 / 2048
    /// SF Pro's descender (positive), in ems.
    public static let descender = 494.0 / 2048
    /// `UIFont.lineHeight` of the system font, in ems.
    public static var lineHeight: Double { ascender + descender }
    /// The line height of system-font text that needs fallback fonts (CJK, Arabic, emoji), in ems.
    public static let fallbackLineHeight = 1.4

    /// The line height of `text` set in the system font at `size`, in points.
    public static func lineHeight(of text: String, size: Double) -> Double {
        (isDrawnByStandIn(text) ? lineHeight : fallbackLineHeight) * size
    }

    /// Extra space after each character, in points, that makes the stand-in as wide as SF Pro at
    /// `size` and `weight`. Like SF Pro's own tracking it follows every character, the last one of
    /// a line too.
    public static func trackingCorrection(size: Double, weight: FontWeight = .regular) -> Double {
        (regularTracking(size: size) + weightTracking(weight, size: size)) * size
    }

    /// The correction for regular text, in ems.
    static func regularTracking(size: Double) -> Double {
        guard size >= FontEnvironment.displaySize else {
            // SF Pro Text's published tracking, less 0.5/1000 em fitted (least squares) so that
            // Inter's glyphs, slightly wider in some words and narrower in others, balance out.
            return textTracking(size: size) - 0.000_5
        }
        // Fitted (least squares, ems against points) to the title1 calibration renders, 25–58 pt.
        return 0.006_867 - 0.000_307 * (size - 25)
    }

    /// What a weight adds to the regular correction, in ems. With the regular correction alone,
    /// Inter's semibold is 0.9–1.7 % narrower than SF Pro's (16, 17 and 40 pt, iOS 13 and 18
    /// captures), Inter Display's bold 0.1–1.3 % narrower (33–34 pt), and Inter's bold below
    /// 20 pt between 0.6 % narrower and 1.0 % wider (15–16 pt). Fitted to the ink widths of
    /// `SystemFontWeightWidthTests` (the middle of each weight's spread); no capture of the
    /// other weights was found, so they get the regular correction.
    public static func weightTracking(_ weight: FontWeight, size: Double) -> Double {
        switch weight {
        case .semibold: 0.007
        case .bold: size >= FontEnvironment.displaySize ? 0.003_5 : -0.000_7
        default: 0
        }
    }

    /// SF Pro Text's tracking, in ems, as Apple publishes it (Human Interface Guidelines,
    /// Typography, "Tracking values", iOS), in thousandths of an em per point size, 6–19 pt;
    /// linear between whole sizes (as a `trak` table interpolates), held at the ends.
    ///
    /// Inter's own advance widths at these sizes are within 1 % of SF Pro Text's before tracking
    /// ("the" 0.9 % wider, "point" 0.8 % narrower), so SF Pro's tracking is nearly the whole
    /// correction: it brings Inter from up to 6 % too wide at 17 pt to within 1 % at 11–19 pt (see
    /// `SystemFontWidthTests`).
    public static func textTracking(size: Double) -> Double {
        let table: [Double] = [41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24]  // 6 … 19 pt
        let position = min(max(size - 6, 0), Double(table.count - 1))
        let lower = Int(position.rounded(.down)), upper = min(lower + 1, table.count - 1)
        let fraction = position - Double(lower)
        return (table[lower] + (table[upper] - table[lower]) * fraction) / 1000
    }

    /// Whether every character of `text` is one the stand-in draws itself.
    public static func isDrawnByStandIn(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x0000...0x024F,  // ASCII, Latin-1, Latin Extended-A and -B
                0x0370...0x04FF,  // Greek, Cyrillic
                0x1E00...0x1EFF,  // Latin Extended Additional (Vietnamese)
                0x2000...0x206F,  // general punctuation (’ “ ” … –)
                0x20A0...0x20CF,  // currency symbols
                0x2100...0x214F:  // letterlike symbols (™ №)
                true
            default:
                false
            }
        }
    }
}
