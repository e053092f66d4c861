import CPango
import Foundation
import StateboardCore
import StateboardLayout

/// A Pango layout set up for a `TextContent`, with a context of its own: made when text is
/// measured, and drawn as it is (see `PangoTextHandle`).
final class TextLayout {
    let context: OpaquePointer
    let layout: OpaquePointer
    /// How far left of its frame to draw the layout: the wrap width's letter-spacing slack that
    /// centred and right-aligned lines were placed against (see `init`).
    private(set) var drawingOffsetX = 0.0
    /// The system font's tracking on each line's last glyph, in points: CoreText tracks every
    /// glyph's advance, the last one too, where Pango trims the spacing after a line's end. Added
    /// to the reported width (see `metrics`).
    private(set) var trailingTracking = 0.0
    /// How far below where Pango put it each line is drawn (and measured): a paragraph style's
    /// extra line height moved above the glyphs, plus the paragraph spacing above the line. Empty
    /// when every line stays where Pango put it.
    private(set) var lineOffsets: [Double] = []
    /// Where the line-break strategy put a line separator (3 bytes) into the text, if it did.
    private(set) var insertedBreak: Int?

    /// The layout's byte index of the content's byte `index` (after a separator the strategy
    /// inserted, 3 more).
    func layoutIndex(_ index: Int) -> Int { insertedBreak.map { index >= $0 ? index + 3 : index } ?? index }

    /// - Parameters:
    ///   - width: the width to wrap at (multi-line text) or to ellipsize at (single-line text); `nil`: unlimited.
    init(_ text: TextContent, width: Double?, direction: InterfaceDirection, session: PangoSession) {
        // The base direction decides neutral text (and leading/trailing).
        context = session.makeContext(direction: direction)
        layout = pango_layout_new(context)
        text.text.withCString { pango_layout_set_text(layout, $0, -1) }
        let faces = session.systemFaces
        setFont(of: text, faces: faces)

        // The pinned system font set as UIKit sets SF Pro (line height, width): see
        // SystemFontMetrics. Apple's faces set themselves (their tracking, line height).
        let correctsMetrics = text.font.family == FontSpec.systemFamily && faces.correctsMetrics
        let standIn = correctsMetrics && SystemFontMetrics.isDrawnByStandIn(text.text)
        let attributes = pango_attr_list_new()
        if let language = text.language, let tag = pango_language_from_string(language) {
            pango_context_set_language(context, tag)
            pango_attr_list_insert(attributes, pango_attr_language_new(tag))
        }
        let tracking = insertTracking(of: text, standIn: standIn, into: attributes)
        let baselineShift = insertLineHeight(of: text, correctsMetrics: correctsMetrics, into: attributes)
        if !text.runs.isEmpty {
            RichTextAttributes.insertLayoutAttributes(
                of: text.runs, base: text.font, language: text.language, faces: faces, tracksRuns: standIn, into: attributes)
        }
        let strategy = text.paragraph.effectiveLineBreakStrategy
        if strategy.keepsHangulWords { Self.keepHangulWordsWhole(text.text, in: attributes) }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        // `lineSpacing` goes between lines only, as UIKit adds it.
        if text.paragraph.lineSpacing > 0 { pango_layout_set_spacing(layout, Self.pangoUnits(text.paragraph.lineSpacing)) }
        align(text.alignment, direction: direction)

        // Pango trims letter spacing after a line's last character from the width it reports, but
        // counts it when deciding what fits, so text given exactly its own width would wrap or be
        // ellipsized. The wrap width gets that spacing back as slack, less the system font's
        // trailing tracking that the reported width already holds (negative below 20 pt).
        let slack = max(0, tracking.letterSpacing)
        let wrapWidth = width.map { Int32(($0 * Double(PANGO_SCALE)).rounded(.up)) + slack - tracking.trailing }
        wrap(text, at: wrapWidth, strategy: strategy)
        if wrapWidth != nil, slack > 0 { drawingOffsetX = slackOffset(slack, direction: direction) }
        lineOffsets = ParagraphSpacing.lineOffsets(of: layout, spacing: text.paragraph.spaceBetweenParagraphs, baselineShift: baselineShift)
    }

    /// The text's face: its family before the system faces (the system's alone for the system
    /// font), size, weight, slant and the system font's optical-size variations.
    private func setFont(of text: TextContent, faces: SystemFontFaces) {
        let description = pango_font_description_new()
        // The language picks the CJK face's glyph forms (and the shaper's `locl` forms), as iOS
        // draws Japanese in Hiragino's and Traditional Chinese in PingFang TC's.
        let system = faces.families(size: text.font.size, language: text.language)
        let family = text.font.family == FontSpec.systemFamily ? system : text.font.family + ", " + system
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, text.font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(text.font.weight.numericValue)))
        pango_font_description_set_style(description, text.font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if let variations = faces.variations(size: text.font.size) { pango_font_description_set_variations(description, variations) }
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
    }

    /// The letter spacing and the system font's trailing tracking, in Pango units.
    private struct Tracking {
        var letterSpacing: Int32
        var trailing: Int32
    }

    /// Inserts the text's letter spacing, with the stand-in face's tracking correction, and
    /// records the trailing tracking the reported width gets back.
    private func insertTracking(of text: TextContent, standIn: Bool, into attributes: OpaquePointer?) -> Tracking {
        let correction = standIn ? SystemFontMetrics.trackingCorrection(size: text.font.size, weight: text.font.weight) : 0
        let letterSpacing = Self.pangoUnits(text.font.letterSpacing + correction)
        let trailing = text.text.isEmpty ? 0 : Self.pangoUnits(correction)
        trailingTracking = Double(trailing) / Double(PANGO_SCALE)
        if letterSpacing != 0 {
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(letterSpacing))
        }
        return Tracking(letterSpacing: letterSpacing, trailing: trailing)
    }

    /// Inserts the line height (the font's, the system font's measured one, or the paragraph
    /// style's) and returns how far below Pango's place the lines are drawn.
    private func insertLineHeight(of text: TextContent, correctsMetrics: Bool, into attributes: OpaquePointer?) -> Double {
        let paragraph = text.paragraph
        var lineHeight = text.font.lineHeight ?? (correctsMetrics ? SystemFontMetrics.lineHeight(of: text.text, size: text.font.size) : nil)
        var baselineShift = 0.0
        if paragraph.changesLineHeight {
            // NSParagraphStyle's line heights start from the font's own when none is set. Pango
            // shares the extra height above and below the glyphs; TextKit puts all of it above,
            // so the lines are drawn half of it lower.
            let natural = lineHeight ?? Self.naturalLineHeight(of: layout)
            lineHeight = paragraph.lineHeight(natural: natural)
            baselineShift = (paragraph.lineHeight(natural: natural) - natural) / 2
        }
        if let lineHeight {
            pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Self.pangoUnits(lineHeight)))
        }
        return baselineShift
    }

    private func align(_ alignment: ParagraphAlignment, direction: InterfaceDirection) {
        switch alignment {
        case .natural:
            // The text's own direction decides: Pango swaps left and right for a paragraph whose
            // direction differs from the context's, so "left" is the context's start.
            pango_layout_set_auto_dir(layout, 1)
            pango_layout_set_alignment(layout, direction == .leftToRight ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        case .center:
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .leading, .trailing:
            // Leading and trailing follow the layout direction, not the text's.
            pango_layout_set_auto_dir(layout, 0)
            let towardsLeft = (alignment == .leading) == (direction == .leftToRight)
            pango_layout_set_alignment(layout, towardsLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        }
    }

    /// Wraps or ellipsizes at `wrapWidth` (Pango units; `nil`: unlimited) by the text's line count
    /// and break mode; a single line is one paragraph, wide or not.
    private func wrap(_ text: TextContent, at wrapWidth: Int32?, strategy: LineBreakStrategy) {
        let paragraph = text.paragraph
        let ellipsis: PangoEllipsizeMode
        switch paragraph.lineBreakMode {
        case .truncatingHead: ellipsis = PANGO_ELLIPSIZE_START
        case .truncatingMiddle: ellipsis = PANGO_ELLIPSIZE_MIDDLE
        case .wordWrapping, .charWrapping, .truncatingTail, .clipping: ellipsis = PANGO_ELLIPSIZE_END
        }
        if text.lines == 1 {
            pango_layout_set_single_paragraph_mode(layout, 1)
            // A clipped line keeps its whole width; the label cuts it at its frame when drawing.
            if let wrapWidth, paragraph.lineBreakMode != .clipping {
                pango_layout_set_width(layout, wrapWidth)
                pango_layout_set_ellipsize(layout, ellipsis)
            }
            return
        }
        guard let wrapWidth else { return }
        pango_layout_set_width(layout, wrapWidth)
        pango_layout_set_wrap(layout, paragraph.lineBreakMode == .charWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if text.lines > 1 {
            pango_layout_set_height(layout, -Int32(text.lines))
            pango_layout_set_ellipsize(layout, ellipsis)
        }
        if paragraph.lineBreakMode != .charWrapping, strategy.pushesOut {
            insertedBreak = OrphanControl.apply(to: layout, hangulWords: strategy.keepsHangulWords)
        }
    }

    /// How far left to draw the layout: lines placed against the wider wrap width shift by the
    /// slack (centred: half of it). Pango swaps left and right for an auto-direction line against
    /// the base direction.
    private func slackOffset(_ slack: Int32, direction: InterfaceDirection) -> Double {
        let alignment = pango_layout_get_alignment(layout)
        let lineRightToLeft = pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL
        let swapped = pango_layout_get_auto_dir(layout) != 0 && lineRightToLeft != (direction == .rightToLeft)
        let share: Double = alignment == PANGO_ALIGN_CENTER ? 0.5 : (alignment == PANGO_ALIGN_RIGHT) != swapped ? 1 : 0
        return share * Double(slack) / Double(PANGO_SCALE)
    }

    /// Hangul word priority: no line break inside a run of Hangul (Pango, following UAX #14,
    /// may break between any two syllables), so Korean breaks at its spaces.
    private static func keepHangulWordsWhole(_ text: String, in attributes: OpaquePointer?) {
        var offset = 0
        var runStart: Int?
        func close(at end: Int) {
            if let start = runStart, end > start, let attribute = pango_attr_allow_breaks_new(0) {
                attribute.pointee.start_index = guint(start)
                attribute.pointee.end_index = guint(end)
                pango_attr_list_insert(attributes, attribute)
            }
            runStart = nil
        }
        for scalar in text.unicodeScalars {
            if OrphanControl.isHangul(scalar) {
                if runStart == nil { runStart = offset }
            } else {
                close(at: offset)
            }
            offset += String(scalar).utf8.count
        }
        close(at: offset)
    }

    /// How far below where Pango put it line `index` is drawn.
    func lineOffset(_ index: Int) -> Double { index < lineOffsets.count ? lineOffsets[index] : lineOffsets.last ?? 0 }

    /// `points` in Pango units, held within ±100 000 pt so that no product of settings (a line
    /// height times a multiple, say) can overflow Pango's 32-bit units.
    static func pangoUnits(_ points: Double) -> Int32 {
        guard points.isFinite else { return 0 }
        return Int32((min(max(points, -100_000), 100_000) * Double(PANGO_SCALE)).rounded())
    }

    /// The height of the layout's first line as the font sets it (before any line height is applied).
    private static func naturalLineHeight(of layout: OpaquePointer) -> Double {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return 0 }
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        return Double(logical.height) / Double(PANGO_SCALE)
    }

    deinit {
        // Its last reference may be dropped on any thread, holding any lock; the fonts it releases
        // go back to a font map that is not thread-safe: the gate unreferences it.
        FontGate.release([UnsafeMutableRawPointer(layout), UnsafeMutableRawPointer(context)])
    }

    /// Size, baselines and line count, in points.
    var metrics: TextMetrics {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        let first = Double(pango_layout_get_baseline(layout)) / scale
        var last = first
        if let iterator = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iterator) != 0 {}
            last = Double(pango_layout_iter_get_baseline(iterator)) / scale
            pango_layout_iter_free(iterator)
        }
        let count = Int(pango_layout_get_line_count(layout))
        let truncated = pango_layout_is_ellipsized(layout) != 0
        // Paragraph spacing adds to the height; the moved line height only moves the baselines.
        let added = lineOffset(count - 1) - lineOffset(0)
        let width = logical.width > 0 ? max(0, Double(logical.width) / scale + trailingTracking) : 0
        return TextMetrics(
            size: LayoutSize(width: width, height: Double(logical.height) / scale + added),
            firstBaseline: first + lineOffset(0), lastBaseline: last + lineOffset(count - 1),
            lineCount: max(count, 1), isTruncated: truncated)
    }

    /// The ink rectangle (what is actually drawn), in points from the layout's origin.
    var inkRect: LayoutRect {
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let scale = Double(PANGO_SCALE)
        let count = Int(pango_layout_get_line_count(layout))
        return LayoutRect(
            x: Double(ink.x) / scale, y: Double(ink.y) / scale + lineOffset(0), width: Double(ink.width) / scale,
            height: Double(ink.height) / scale + lineOffset(count - 1) - lineOffset(0))
    }

    /// The font family each run of text is drawn in, in layout order.
    var fontRuns: [FontRun] {
        guard let iterator = pango_layout_get_iter(layout), let bytes = pango_layout_get_text(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let utf8 = UnsafeBufferPointer(start: UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: strlen(bytes))
        var runs: [FontRun] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item,
                let description = pango_font_describe(item.pointee.analysis.font)
            else { continue }
            defer { pango_font_description_free(description) }
            let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
            let file = Self.fileName(of: item.pointee.analysis.font)
            let start = min(Int(item.pointee.offset), utf8.count), end = min(start + Int(item.pointee.length), utf8.count)
            let text = String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<end]), as: UTF8.self)
            if let last = runs.last, last.family == family, last.file == file {
                runs[runs.count - 1].text += text
            } else {
                runs.append(FontRun(family: family, text: text, file: file))
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return runs
    }

    /// The upstream file name of the face drawing a run (`NotoSansCJK-Medium.ttc`), without the
    /// `NNN-` the pinned configuration's links put before it; empty for a font with no file.
    private static func fileName(of font: UnsafeMutablePointer<PangoFont>?) -> String {
        guard let font, let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
        else { return "" }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value else { return "" }
        let name = (String(cString: value) as NSString).lastPathComponent
        let digits = name.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && name.dropFirst(digits.count).first == "-" ? String(name.dropFirst(digits.count + 1)) : name
    }

    /// How many characters no font could draw (shown as boxes, "tofu").
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }
}

/// A stretch of laid-out text and the font family that draws it.
public struct FontRun: Hashable, Sendable {
    public var family: String
    public var text: String
    /// The face's file name as its package installs it (`NotoSansArabic-SemiBold.ttf`): which
    /// weight of the family drew the run.
    public var file: String = ""
}
