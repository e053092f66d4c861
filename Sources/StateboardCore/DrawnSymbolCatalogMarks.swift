extension DrawnSymbols {
    /// Marks, arrows, chevrons and their circled forms. Coordinates in hundredths of the point
    /// size about the middle of the cap height (a circle's radius is 52: its ink fills about
    /// nine tenths of the symbol's square, as SF Symbols' `circle` does).
    static let marks: [String: Entry] = [
        "circle": .parts([s("O 0 0 52")]),
        // A lens and a handle heavier than the ring (a thin solid bar stroked like the ring).
        "magnifyingglass": .parts([l("O -9 -9 35"), d("M 22.1 17.9 L 48.1 43.9 L 43.9 48.1 L 17.9 22.1 Z")]),
        "checkmark": .parts([l("M -36 4 L -11 32 L 36 -34")]),
        "xmark": .parts([l("M -32 -32 L 32 32 M 32 -32 L -32 32")]),
        "plus": .parts([l("M 0 -40 L 0 40 M -40 0 L 40 0")]),
        "minus": .parts([l("M -40 0 L 40 0")]),
        "ellipsis": .parts([d("O -38 0 6.5"), d("O 0 0 6.5"), d("O 38 0 6.5")]),
        "number": .parts([l("M -12 -46 L -22 46 M 18 -46 L 8 46 M -38 -17 L 40 -17 M -42 17 L 36 17")]),
        // About 10.4 × 19.2 pt of ink at 17 pt, large scale, regular, as a bar button draws it (iOS: 11 × 19).
        "chevron.right": .parts([l("M -20 -40 L 20 0 L -20 40")]),
        "chevron.left": .mirrored("chevron.right"),
        "chevron.forward": .parts([l("M -20 -40 L 20 0 L -20 40")]),
        "chevron.backward": .mirrored("chevron.right"),
        "chevron.down": .parts([l("M -40 -18 L 0 22 L 40 -18")]),
        "chevron.up": .parts([l("M -40 18 L 0 -22 L 40 18")]),
        "arrow.up": .parts([l("M 0 46 L 0 -46 M -36 -10 L 0 -46 L 36 -10")]),
        "arrow.down": .parts([l("M 0 -46 L 0 46 M -36 10 L 0 46 L 36 10")]),
        "arrow.right": .parts([l("M -46 0 L 46 0 M 10 -36 L 46 0 L 10 36")]),
        "arrow.left": .mirrored("arrow.right"),
        // An arrow to a vertical bar (the iPad's tab key): the tip stops short of the bar.
        "arrow.right.to.line": .parts([l("M -50 0 L 20 0 M -14 -34 L 20 0 L -14 34"), l("M 46 -46 L 46 46")]),
        // Undo: the arrowhead at the top left pointing back, its shaft turning down a half circle
        // on the right and coming back under itself (a hook, not a circle).
        "arrow.uturn.backward": .parts([l("M -46 -18 L 18 -18 A 18 10 28 -90 90 L -22 38"), l("M -24 -40 L -46 -18 L -24 4")]),
        "arrow.uturn.forward": .mirrored("arrow.uturn.backward"),
        "arrow.up.right": .parts([l("M -34 34 L 34 -34 M -20 -34 L 34 -34 L 34 20")]),
        "arrow.clockwise": .parts([l("A 0 6 42 320 628"), l("M -9 -55 L 10 -36 L -9 -17")]),
        "arrow.counterclockwise": .mirrored("arrow.clockwise"),
        "arrow.triangle.2.circlepath": .parts([
            l("A 0 0 40 200 340"), d("M 52 -18 L 28 -18 L 40 2 Z"),
            l("A 0 0 40 20 160"), d("M -52 18 L -28 18 L -40 -2 Z"),
        ]),
        "line.3.horizontal": .parts([l("M -44 -28 L 44 -28 M -44 0 L 44 0 M -44 28 L 44 28")]),
        "line.3.horizontal.decrease": .parts([l("M -46 -28 L 46 -28 M -28 0 L 28 0 M -11 28 L 11 28")]),
        "list.bullet": .parts([
            d("O -40 -30 6"), d("O -40 0 6"), d("O -40 30 6"),
            l("M -16 -30 L 48 -30 M -16 0 L 48 0 M -16 30 L 48 30"),
        ]),
        "list.bullet.rectangle": .parts([
            s("R -54 -44 108 88 12"),
            md("O -30 -18 3.5"), md("O -30 0 3.5"), md("O -30 18 3.5"),
            m("M -12 -18 L 34 -18 M -12 0 L 34 0 M -12 18 L 34 18"),
        ]),
        "slider.horizontal.3": .parts([
            l("M -48 -32 L 6 -32 M 26 -32 L 48 -32"), l("O 16 -32 10"),
            l("M -48 0 L -30 0 M -10 0 L 48 0"), l("O -20 0 10"),
            l("M -48 32 L -4 32 M 16 32 L 48 32"), l("O 6 32 10"),
        ]),
        "checkmark.circle": .circled("checkmark", factor: 0.5),
        "xmark.circle": .circled("xmark", factor: 0.52),
        "plus.circle": .circled("plus", factor: 0.55),
        "minus.circle": .circled("minus", factor: 0.55),
        "arrow.down.circle": .circled("arrow.down", factor: 0.56),
        "arrow.up.circle": .circled("arrow.up", factor: 0.56),
        "ellipsis.circle": .circled("ellipsis", factor: 0.62),
        "line.3.horizontal.decrease.circle": .circled("line.3.horizontal.decrease", factor: 0.55),
        "info.circle": .parts([s("O 0 0 52"), md("O 0 -25 6"), m("M -9 -6 L 1 -6 L 1 27 M -11 27 L 13 27")]),
        "exclamationmark.circle": .parts([s("O 0 0 52"), m("M 0 -28 L 0 8"), md("O 0 26 6")]),
        "questionmark.circle": .parts([
            s("O 0 0 52"), m("M -18 -14 C -18 -28 -9 -34 0 -34 C 11 -34 19 -27 19 -17 C 19 -3 1 -1 1 12"), md("O 1 28 6"),
        ]),
        "slash.circle": .parts([s("O 0 0 52"), m("M 36 -36 L -36 36")]),
        "exclamationmark.triangle": .parts([
            s("M -6 -44 C -3 -50 3 -50 6 -44 L 52 38 C 55 44 52 48 45 48 L -45 48 C -52 48 -55 44 -52 38 Z"),
            m("M 0 -16 L 0 14"), md("O 0 30 6"),
        ]),
        "checkmark.shield": .parts([
            s("M 0 -52 C 14 -43 28 -40 44 -40 L 44 -4 C 44 24 26 42 0 54 C -26 42 -44 24 -44 -4 L -44 -40 C -28 -40 -14 -43 0 -52 Z"),
            m("M -20 2 L -6 18 L 20 -16"),
        ]),
    ]
}
