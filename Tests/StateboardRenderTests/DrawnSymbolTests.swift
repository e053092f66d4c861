import CCairo
import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// The symbols Stateboard draws itself from primitives (`DrawnSymbols`): weights, scales, slashes,
/// fills and alignment as SF Symbols have them. One rule per test.
@Suite struct DrawnSymbolTests {
    /// A symbol's coverage drawn alone, black on transparent, at `pixelsPerPoint`, centred in a
    /// `canvas`-point square; `point(u, v)` is where symbol units fall in pixels.
    struct Ink {
        let width: Int
        let alpha: [UInt8]
        let centre: Double
        let pixelsPerUnit: Double

        subscript(x: Int, y: Int) -> UInt8 { x >= 0 && y >= 0 && x < width && y < width ? alpha[y * width + x] : 0 }

        func at(_ u: Double, _ v: Double) -> UInt8 { self[Int(centre + u * pixelsPerUnit), Int(centre + v * pixelsPerUnit)] }

        var box: (minX: Int, maxX: Int, minY: Int, maxY: Int) {
            var box = (minX: width, maxX: -1, minY: width, maxY: -1)
            for y in 0..<width { for x in 0..<width where self[x, y] > 127 { box = (min(box.minX, x), max(box.maxX, x), min(box.minY, y), max(box.maxY, y)) } }
            return box
        }

        /// Inked pixels down column `x`.
        func run(column x: Int) -> Int { (0..<width).filter { self[x, $0] > 127 }.count }
    }

    static func ink(_ symbol: SymbolImage, pixelsPerPoint: Double = 4, canvas: Double = 80) throws -> Ink {
        let pixels = Int(canvas * pixelsPerPoint)
        let bitmap = RenderedBitmap(surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels), Int32(pixels)))
        let side = symbol.side
        let rect = LayoutRect(x: (canvas - side) / 2, y: (canvas - side) / 2, width: side, height: side)
        try CairoDrawing.on(bitmap.surface) { cr in
            cairo_scale(cr, pixelsPerPoint, pixelsPerPoint)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            try SymbolLibrary.shared.draw(symbol, in: rect, on: cr)
        }
        cairo_surface_flush(bitmap.surface)
        let stride = Int(cairo_image_surface_get_stride(bitmap.surface))
        let data = cairo_image_surface_get_data(bitmap.surface)!
        var alpha = [UInt8](repeating: 0, count: pixels * pixels)
        // ARGB32 is native-endian: alpha is the high byte of each 32-bit pixel.
        for y in 0..<pixels {
            for x in 0..<pixels {
                alpha[y * pixels + x] = UInt8(data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee >> 24 })
            }
        }
        return Ink(width: pixels, alpha: alpha, centre: canvas * pixelsPerPoint / 2, pixelsPerUnit: side / DrawnSymbol.mediumSide * pixelsPerPoint)
    }

    /// The names the bundled themes and the chrome draw, and the sixty commonest in 42 open-source
    /// iOS apps' `systemName:` / `systemImage:` uses (`.fill` folded into its name; docs/Symbols.md).
    static let required = [
        "magnifyingglass", "tray", "star", "message", "house", "heart", "music.note.list", "music.note", "wifi.slash", "wifi",
        "play.circle", "exclamationmark.triangle", "clock", "plus", "bookmark", "person.crop.circle", "square.and.arrow.up", "trash",
        "globe", "mic", "delete.left", "shift", "face.smiling", "keyboard", "chevron.left",
        "arrow.uturn.backward", "arrow.uturn.forward", "doc.on.clipboard", "capslock", "arrow.right.to.line",
        "checkmark.circle", "checkmark", "chevron.right", "xmark.circle", "questionmark.circle", "xmark", "exclamationmark.circle",
        "circle", "ellipsis", "plus.circle", "info.circle", "pencil", "arrow.clockwise", "doc.on.doc", "chevron.forward",
        "chevron.down", "gear", "play", "arrow.down.circle", "slider.horizontal.3", "folder", "server.rack", "lock", "gearshape",
        "ellipsis.circle", "doc", "checkmark.shield", "arrow.up", "speaker.slash", "person", "list.bullet.rectangle", "link",
        "slash.circle", "safari", "minus.circle", "list.bullet", "eye", "line.3.horizontal.decrease", "chevron.backward", "calendar",
        "speaker.wave.2", "line.3.horizontal", "square.and.arrow.down", "photo", "hand.raised", "forward", "chevron.up", "bell",
        "square.and.pencil",
    ]

    /// Rule: every definition reads, and every name the themes, the chrome and the commonest app
    /// uses need is drawn by Stateboard and known to the name table (its fallback).
    @Test func everyRequiredNameIsDrawnFromReadableDefinitions() {
        #expect(DrawnSymbols.unreadable.isEmpty, "\(DrawnSymbols.unreadable)")
        let missing = Self.required.filter { DrawnSymbols.symbol(named: $0) == nil }
        #expect(missing.isEmpty, "not drawn: \(missing)")
        let unknown = DrawnSymbols.names.filter { SymbolNames.icon(for: $0) == nil }
        #expect(unknown.isEmpty, "drawn but not in the name table: \(unknown)")
        #expect(DrawnSymbols.symbol(named: "heart.fill")?.filled == true)
    }

    /// Rule: the stroke follows the weight, ultralight to black: a `minus` is as thick as the
    /// weight's stroke (±1.5 px at 4 px per point), each weight thicker than the one before.
    @Test func theWeightSetsTheStroke() throws {
        var previous = 0
        for weight in FontWeight.allCases {
            let ink = try Self.ink(SymbolImage(name: "minus", pointSize: 40, weight: weight))
            let thickness = ink.run(column: ink.width / 2)
            let expected = DrawnSymbol.strokeWidth(for: weight) * 40 / 100 * 4
            #expect(abs(Double(thickness) - expected) <= 1.5, "\(weight): \(thickness) px, expected \(expected)")
            #expect(thickness > previous, "\(weight) is not heavier than the weight before")
            previous = thickness
        }
    }

    /// Rule: the scale changes the size (small 0.8×, large 1.3× the medium glyph), not the stroke.
    @Test func theScaleSetsTheSizeNotTheStroke() throws {
        let medium = try Self.ink(SymbolImage(name: "circle", pointSize: 30))
        // The middle column crosses the ring twice.
        let stroke = medium.run(column: medium.width / 2) / 2
        for scale in SymbolScale.allCases {
            let ink = try Self.ink(SymbolImage(name: "circle", pointSize: 30, scale: scale))
            let box = ink.box
            // The ring's centre line is 104 units across (units grow with the scale); the ink adds a stroke.
            let expected = 104 * ink.pixelsPerUnit + Double(stroke)
            #expect(abs(Double(box.maxX - box.minX + 1) - expected) <= 2, "\(scale): \(box), expected \(expected)")
            #expect(abs(ink.run(column: ink.width / 2) / 2 - stroke) <= 1, "\(scale): the stroke stays \(stroke) px")
        }
        let small = try Self.ink(SymbolImage(name: "circle", pointSize: 30, scale: .small)).box
        let large = try Self.ink(SymbolImage(name: "circle", pointSize: 30, scale: .large)).box
        #expect(large.maxX - large.minX > (small.maxX - small.minX) * 3 / 2)
    }

    /// Rule: a slash is cut out of what it crosses, with a gap: the band beside the slash is
    /// background on both sides, while the arcs go on beyond it (and the unslashed `wifi` has ink there).
    @Test func aSlashIsACutNotAnOverlap() throws {
        let slashed = try Self.ink(SymbolImage(name: "wifi.slash", pointSize: 40))
        let plain = try Self.ink(SymbolImage(name: "wifi", pointSize: 40))
        let length = (84.0 * 84 + 96 * 96).squareRoot()
        let along = (x: 84 / length, y: 96 / length), across = (x: 96 / length, y: -84 / length)
        let stroke = DrawnSymbol.strokeWidth(for: .regular), gap = DrawnSymbol.slashGap(for: .regular)
        func inked(_ image: Ink, offset: Double) -> Int {
            stride(from: -70.0, through: 70, by: 0.5).filter { t in
                image.at(t * along.x + offset * across.x, t * along.y + offset * across.y) > 20
            }.count
        }
        let inGap = stroke / 2 + gap / 2
        for side in [-1.0, 1] {
            #expect(inked(slashed, offset: side * inGap) == 0, "ink in the gap on side \(side)")
            #expect(inked(plain, offset: side * inGap) > 10, "the unslashed symbol has ink there (side \(side))")
            #expect(inked(slashed, offset: side * (stroke / 2 + gap + 5)) > 10, "the arcs go on beyond the gap (side \(side))")
        }
        #expect(slashed.at(0, 0) > 200, "the slash itself is drawn")
    }

    /// Rule: a `.fill` name fills its closed shapes and keeps the marks inside them as cut-outs;
    /// its outline name leaves the inside empty and outlines its closed marks.
    @Test func fillVariantsAreFilledWithTheirMarksCutOut() throws {
        let heart = try Self.ink(SymbolImage(name: "heart", pointSize: 40)), heartFill = try Self.ink(SymbolImage(name: "heart.fill", pointSize: 40))
        #expect(heart.at(0, 0) == 0 && heartFill.at(0, 0) == 255)
        let check = try Self.ink(SymbolImage(name: "checkmark.circle", pointSize: 40))
        let checkFill = try Self.ink(SymbolImage(name: "checkmark.circle.fill", pointSize: 40))
        // Inside the ring, away from the check: empty in the outline, filled in the fill.
        #expect(check.at(0, -36) == 0 && checkFill.at(0, -36) == 255)
        // On the check's stroke: ink in the outline, cut out of the fill.
        #expect(check.at(-5.5, 16) == 255 && checkFill.at(-5.5, 16) == 0)
        let house = try Self.ink(SymbolImage(name: "house.fill", pointSize: 40))
        #expect(house.at(0, -20) == 255 && house.at(0, 34) == 0, "the door is cut out of the filled house")
        // A closed mark is outlined in the outline: the door's inside is empty, its edge inked.
        let outline = try Self.ink(SymbolImage(name: "house", pointSize: 40))
        #expect(outline.at(0, 34) == 0 && outline.at(-11, 34) == 255, "the outline house's door is outlined")
        let tray = try Self.ink(SymbolImage(name: "tray.fill", pointSize: 40))
        #expect(tray.at(0, 0) == 255 && tray.at(0, 24) == 0 && tray.at(0, 38) == 255, "the notch is cut across the filled tray")
    }

    /// Rule: a note is one flagged eighth note with a solid head: `music.note` has ink at its
    /// head's centre and on its flag, and one stem with its flag joined to it (one ink run
    /// across the top of the stem, where two beamed notes have two stems).
    @Test func aNoteIsOneFlaggedEighthWithASolidHead() throws {
        let note = try Self.ink(SymbolImage(name: "music.note", pointSize: 40))
        #expect(note.at(-14, 32) == 255, "solid head")
        #expect(note.at(28, -6) > 127, "flag")
        let row = Int(note.centre - 34 * note.pixelsPerUnit)
        let runs = (1..<note.width).filter { note[$0, row] > 127 && note[$0 - 1, row] <= 127 }.count
        #expect(runs == 1, "one stem and its flag across the top, \(runs) runs")
        let list = try Self.ink(SymbolImage(name: "music.note.list", pointSize: 40))
        #expect(list.at(16, 34) == 255 && list.at(50, -8) > 127, "music.note.list has a solid, flagged note")
    }

    /// Rule: the iPad keyboard's symbols have their SF Symbols' structure, not a near match: undo
    /// is a hook (its arrowhead at the top left, the shaft turning down a half circle on the right
    /// and back under itself, the U's inside empty), redo its mirror; paste a clipboard whose
    /// board stays empty behind a document that its `.fill` fills; caps lock an arrow over a bar
    /// kept apart at black; tab an arrow stopping short of a vertical bar.
    @Test func theIPadKeyboardsSymbolsHaveTheirStructure() throws {
        let undo = try Self.ink(SymbolImage(name: "arrow.uturn.backward", pointSize: 40))
        #expect(undo.at(-44, -18) > 127 && undo.at(46, 10) > 127 && undo.at(-10, 38) > 127, "arrowhead, turn and lower arm")
        #expect(undo.at(18, 10) == 0 && undo.at(-30, 30) == 0, "the U's inside is empty; the lower arm stops short of the arrowhead's side")
        let redo = try Self.ink(SymbolImage(name: "arrow.uturn.forward", pointSize: 40))
        #expect(redo.at(44, -18) > 127 && redo.at(-46, 10) > 127, "redo is undo mirrored")
        let paste = try Self.ink(SymbolImage(name: "doc.on.clipboard", pointSize: 40))
        let pasteFill = try Self.ink(SymbolImage(name: "doc.on.clipboard.fill", pointSize: 40))
        #expect(paste.at(-50, 0) > 127 && paste.at(-10, -54) > 127 && pasteFill.at(-10, -45) == 255, "the board's side and its clip, filled in .fill")
        #expect(paste.at(24, 30) == 0 && pasteFill.at(24, 30) == 255, "the document: empty, filled in .fill")
        #expect(paste.at(-30, 10) == 0 && pasteFill.at(-30, 10) == 0, "the board's inside stays empty behind the document")
        let capsBlack = try Self.ink(SymbolImage(name: "capslock", pointSize: 40, weight: .black))
        #expect(capsBlack.at(0, 29) == 0 && capsBlack.at(0, 46) == 255 && capsBlack.at(0, 10) > 127, "a bar apart from the arrow at black")
        let tab = try Self.ink(SymbolImage(name: "arrow.right.to.line", pointSize: 40))
        #expect(tab.at(46, -40) > 127 && tab.at(46, 40) > 127 && tab.at(-40, 0) > 127, "the bar and the shaft")
        #expect(tab.at(33, 0) == 0, "the arrow stops short of the bar")
    }

    /// Rule: a symbol beside text is centred on the text's cap height: an inline `circle`'s ink is
    /// centred within 1 pt of an "H"'s ink beside it, at 34 pt.
    @Test func aSymbolIsCentredOnTheCapHeightBesideText() throws {
        let red = DynamicColor(RGBAColor(hex: "#FF0000")!)
        let runs = [TextRun("H"), TextRun(.symbol("circle"), style: RunStyle(color: red))]
        let label = PlaceholderNode(.label(LabelNode(TextContent(runs: runs, font: TextStyle.largeTitle.font()), color: DynamicColor(.black))))
        let scene = PlaceholderScene(
            canvas: LayoutSize(width: 200, height: 80), scale: 2, root: label, placement: Placement(), background: DynamicColor(.white))
        let renderer = RenderTestSupport.renderer
        let image = try renderer.pixels(renderer.layout(scene), appearance: .light)
        var black: [Int] = [], reddish: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                if p.r < 60, p.g < 60, p.b < 60 { black.append(y) }
                if p.r > 200, p.g < 80, p.b < 80 { reddish.append(y) }
            }
        }
        let h = try #require(black.min().flatMap { low in black.max().map { (Double(low) + Double($0)) / 2 } })
        let symbol = try #require(reddish.min().flatMap { low in reddish.max().map { (Double(low) + Double($0)) / 2 } })
        #expect(abs(h - symbol) <= 2, "H centred at \(h / 2) pt, the symbol at \(symbol / 2) pt")
    }
}
