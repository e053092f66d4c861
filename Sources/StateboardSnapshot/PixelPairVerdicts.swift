/// Whether two pixels differ beyond a perceptual precision, remembered per pair of colours.
///
/// A moved button or line of text turns thousands of pixels from one colour into another; the
/// CIE94 maths is done once per distinct pair (the last pair is checked before the table, as
/// changed pixels come in runs).
struct PixelPairVerdicts {
    struct Verdict {
        /// The pixels' CIE94 ΔE, both blended over white.
        var deltaE: Double
        /// Whether they count as different under the precision.
        var differs: Bool
    }

    let perceptualPrecision: Double
    private var known: [UInt64: Verdict] = [:]
    private var lastKey: UInt64 = .max
    private var lastVerdict = Verdict(deltaE: 0, differs: false)

    init(perceptualPrecision: Double) { self.perceptualPrecision = perceptualPrecision }

    /// The verdict on two RGBA pixels read as native-endian 32-bit words.
    mutating func verdict(_ p: UInt32, _ q: UInt32) -> Verdict {
        let key = UInt64(p) << 32 | UInt64(q)
        if key == lastKey { return lastVerdict }
        let verdict = known[key] ?? compute(p, q)
        if known.count < 65_536 { known[key] = verdict }
        lastKey = key; lastVerdict = verdict
        return verdict
    }

    private func compute(_ p: UInt32, _ q: UInt32) -> Verdict {
        let seenP = Self.seen(p), seenQ = Self.seen(q)
        let deltaE = ColorDifference.cie94(ColorDifference.lab(seenP.0, seenP.1, seenP.2), ColorDifference.lab(seenQ.0, seenQ.1, seenQ.2))
        let differs = perceptualPrecision < 1 ? deltaE > (1 - perceptualPrecision) * 100 : seenP != seenQ
        return Verdict(deltaE: deltaE, differs: differs)
    }

    private static func seen(_ word: UInt32) -> (UInt8, UInt8, UInt8) {
        let word = UInt32(littleEndian: word)  // bytes R, G, B, A
        return ColorDifference.blendedOverWhite(
            UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 8),
            UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 24))
    }
}
