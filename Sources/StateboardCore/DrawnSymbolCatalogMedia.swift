extension DrawnSymbols {
    /// Music, sound, playback and network (units as in `marks`).
    static let media: [String: Entry] = [
        // One eighth note: a solid head tilted up to the right, its stem on the head's right and a
        // flag curling down from the stem's top.
        "music.note": .parts([
            d("E -14 32 17 12.5 -22"), l("M 2 28 L 2 -48"),
            d("M 2 -48 C 8 -36 34 -32 34 -8 C 34 0 32 6 28 12 C 30 -4 20 -18 2 -22 Z"),
        ]),
        // Lines of a list on the left, one flagged eighth note on the right.
        "music.note.list": .parts([
            l("M -52 -36 L 10 -36 M -52 -12 L 10 -12 M -52 12 L -12 12"),
            d("E 16 34 15 11 -22"), l("M 30 31 L 30 -44"),
            d("M 30 -44 C 35 -34 54 -30 54 -10 C 54 -3 52 2 49 7 C 50 -7 42 -17 30 -20 Z"),
        ]),
        // Three arcs and a dot about the dot's centre.
        "wifi": .parts([
            l("A 0 34 68 222 318"), l("A 0 34 45 222 318"), l("A 0 34 22 222 318"), d("O 0 34 6.5"),
        ]),
        "wifi.slash": .slashed("wifi"),
        "speaker": .parts([s("M -50 -16 C -50 -20 -48 -22 -44 -22 L -30 -22 L -6 -44 L -6 44 L -30 22 L -44 22 C -48 22 -50 20 -50 16 Z")]),
        "speaker.wave.2": .parts([
            s("M -56 -16 C -56 -20 -54 -22 -50 -22 L -36 -22 L -12 -44 L -12 44 L -36 22 L -50 22 C -54 22 -56 20 -56 16 Z"),
            l("A -12 0 24 -42 42"), l("A -12 0 46 -44 44"),
        ]),
        "speaker.slash": .slashed("speaker"),
        "mic": .parts([
            s("R -17 -54 34 66 17"),
            l("M -33 -8 C -33 14 -18 28 0 28 C 18 28 33 14 33 -8"), l("M 0 28 L 0 48"),
        ]),
        "play": .parts([s("M -24 -40 C -24 -46 -18 -49 -13 -46 L 40 -6 C 44 -3 44 3 40 6 L -13 46 C -18 49 -24 46 -24 40 Z")]),
        "play.circle": .parts([s("O 0 0 52"), md("M -12 -20 C -12 -24 -8 -26 -5 -24 L 22 -3 C 24 -1.5 24 1.5 22 3 L -5 24 C -8 26 -12 24 -12 20 Z")]),
        "forward": .parts([
            s("M -50 -26 C -50 -30 -46 -32 -43 -30 L -6 -4 C -3 -2 -3 2 -6 4 L -43 30 C -46 32 -50 30 -50 26 Z"),
            s("M 0 -26 C 0 -30 4 -32 7 -30 L 44 -4 C 47 -2 47 2 44 4 L 7 30 C 4 32 0 30 0 26 Z"),
        ]),
        "backward": .mirrored("forward"),
    ]
}
