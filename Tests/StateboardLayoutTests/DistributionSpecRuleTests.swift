import StateboardCore
import Testing

@testable import StateboardLayout

/// The distributions rule by rule, with hand-computed frames.
extension DistributionRuleTests {
    // MARK: fill

    @Test("F1: free space grows a node without intrinsic length first, ties to the last")
    func fillGrowsFlexibleLast() {
        // free = 100 − 30 = 70; b and d have no width; d (the last) takes all 70.
        let f = layout(hstack(w: 100, h: 10, [box("a", w: 10), box("b"), box("c", w: 20), box("d")]))
        f.expect("a", 0, 0, 10, 10)
        f.expect("b", 10, 0, 0, 10)
        f.expect("c", 10, 0, 20, 10)
        f.expect("d", 30, 0, 70, 10)
    }

    @Test("F1: free space grows the lowest-hugging node")
    func fillGrowsLowestHugging() {
        // free = 100 − 30 = 70 goes to a (hugging 200): a is 80 wide.
        let f = layout(
            hstack(
                w: 100, h: 10,
                [
                    box("a", w: 10, hug: pri(200, 250)), box("b", w: 10, hug: pri(300, 250)), box("c", w: 10),
                ]))
        f.expect("a", 0, 0, 80, 10)
        f.expect("b", 80, 0, 10, 10)
        f.expect("c", 90, 0, 10, 10)
    }

    @Test("F1: free space grows the lowest-hugging node, ties to the last")
    func fillTiesToLast() {
        // free = 50 − 20 = 30, equal hugging: b grows to 40.
        let f = layout(hstack(w: 50, h: 10, [box("a", w: 10), box("b", w: 10)]))
        f.expect("a", 0, 0, 10, 10)
        f.expect("b", 10, 0, 40, 10)
    }

    @Test("F1: a flexible node grows before a sized node of lower hugging")
    func fillFlexibleBeforeLowHugging() {
        let f = layout(hstack(w: 100, h: 10, [box("a", w: 10, hug: pri(1, 1)), box("b", hug: pri(999, 999))]))
        f.expect("a", 0, 0, 10, 10)
        f.expect("b", 10, 0, 90, 10)
    }

    @Test("F1: a label hugs at 251, so a default box (250) beside it grows, before or after")
    func labelHugsTighter() {
        // "ab" at 10 pt: 2 × 5 = 10 wide, 12 tall. free = 100 − 20 = 80 goes to the box.
        let after = layout(hstack(w: 100, h: 12, [label("l", "ab"), box("b", w: 10)]))
        after.expect("l", 0, 0, 10, 12)
        after.expect("b", 10, 0, 90, 12)
        let before = layout(hstack(w: 100, h: 12, [box("b", w: 10), label("l", "ab")]))
        before.expect("b", 0, 0, 90, 12)
        before.expect("l", 90, 0, 10, 12)
        #expect(label("l", "x").hugging == pri(251, 251))
    }

    @Test("F2: overflow shrinks the lowest-resistance node, ties to the last")
    func fillShrinksLast() {
        // free = 100 − 120 = −20: c (last of equal CR) shrinks to 20.
        let f = layout(hstack(w: 100, h: 10, [box("a", w: 40), box("b", w: 40), box("c", w: 40)]))
        f.expect("a", 0, 0, 40, 10)
        f.expect("b", 40, 0, 40, 10)
        f.expect("c", 80, 0, 20, 10)
    }

    @Test("F2: overflow shrinks the lowest compression resistance first")
    func fillShrinksLowestResistance() {
        // a (CR 700) takes the whole −20.
        let f = layout(hstack(w: 100, h: 10, [box("a", w: 40, cr: pri(700, 750)), box("b", w: 40), box("c", w: 40)]))
        f.expect("a", 0, 0, 20, 10)
        f.expect("b", 20, 0, 40, 10)
        f.expect("c", 60, 0, 40, 10)
    }

    @Test("F2: a node stops at 0 and the next-lowest takes the rest")
    func fillShrinkCascade() {
        // free = 50 − 90 = −40: b (CR 100) gives its 10 and stops at 0; c (CR 200) gives 30 → 10.
        let f = layout(
            hstack(
                w: 50, h: 10,
                [
                    box("a", w: 40), box("b", w: 10, cr: pri(100, 750)), box("c", w: 40, cr: pri(200, 750)),
                ]))
        f.expect("a", 0, 0, 40, 10)
        f.expect("b", 40, 0, 0, 10)
        f.expect("c", 40, 0, 10, 10)
    }

    @Test("F2: with equal resistance the cascade runs from the last node backwards")
    func fillShrinkCascadeTies() {
        // free = 30 − 50 = −20: c → 0 (10), then b → 0 (10); a keeps 30.
        let f = layout(hstack(w: 30, h: 10, [box("a", w: 30), box("b", w: 10), box("c", w: 10)]))
        f.expect("a", 0, 0, 30, 10)
        f.expect("b", 30, 0, 0, 10)
        f.expect("c", 30, 0, 0, 10)
    }

    // MARK: fillEqually

    @Test("E1: every visible node gets (L − G) / n")
    func fillEqually() {
        // (110 − 20) / 3 = 30, whatever the intrinsic widths (10, 50, none).
        let f = layout(
            hstack(
                distribution: .fillEqually, spacing: 10, w: 110, h: 10,
                [box("a", w: 10), box("b", w: 50), box("c")]))
        f.expect("a", 0, 0, 30, 10)
        f.expect("b", 40, 0, 30, 10)
        f.expect("c", 80, 0, 30, 10)
    }

    @Test("E2: an unsized fillEqually stack is n · max c + G long")
    func fillEquallyNatural() {
        // 2 · 30 + 5 = 65 wide; each node 30.
        let f = layout(
            natural(
                hstack(
                    "inner", distribution: .fillEqually, spacing: 5,
                    [box("a", w: 10, h: 4), box("b", w: 30, h: 6)])))
        f.expect("inner", 0, 0, 65, 6)
        f.expect("a", 0, 0, 30, 6)
        f.expect("b", 35, 0, 30, 6)
    }

    @Test("E2: an unsized vertical fillEqually stack is n · max c + G tall")
    func fillEquallyNaturalVertical() {
        // 3 · 8 + 2 · 2 = 28 tall, max width 9.
        let f = layout(
            natural(
                vstack(
                    "inner", distribution: .fillEqually, spacing: 2,
                    [box("a", w: 9, h: 2), box("b", w: 4, h: 8), box("c", w: 1, h: 1)])))
        f.expect("inner", 0, 0, 9, 28)
        f.expect("b", 0, 10, 9, 8)
        f.expect("c", 0, 20, 9, 8)
    }

    // MARK: fillProportionally

    @Test("P1: with no gaps or margins each node gets L · c / Σc")
    func proportional() {
        // 120 · (10, 20, 30) / 60 = 20, 40, 60.
        let f = layout(
            hstack(
                distribution: .fillProportionally, w: 120, h: 10,
                [box("a", w: 10), box("b", w: 20), box("c", w: 30)]))
        f.expect("a", 0, 0, 20, 10)
        f.expect("b", 20, 0, 40, 10)
        f.expect("c", 60, 0, 60, 10)
    }

    @Test("P2: with gaps the last node absorbs the remainder")
    func proportionalWithGaps() {
        // B · c / (Σc + G) = 140 · c / 70 = 2c → 20, 40; last = 140 − 10 − 60 = 70 (not 2 · 30).
        let f = layout(
            hstack(
                distribution: .fillProportionally, spacing: 5, w: 140, h: 10,
                [box("a", w: 10), box("b", w: 20), box("c", w: 30)]))
        f.expect("a", 0, 0, 20, 10)
        f.expect("b", 25, 0, 40, 10)
        f.expect("c", 70, 0, 70, 10)
    }

    @Test("P2: with margins, P1 uses the stack's own length B and the last fills R")
    func proportionalWithMargins() {
        // B = 140, R = 6…136 (L = 130): 140 · c / 70 → 20, 40; last = 130 − 10 − 60 = 60.
        let f = layout(
            hstack(
                distribution: .fillProportionally, spacing: 5, margins: Insets(left: 6, right: 4),
                marginsRelative: true, w: 140, h: 10,
                [box("a", w: 10), box("b", w: 20), box("c", w: 30)]))
        f.expect("a", 6, 0, 20, 10)
        f.expect("b", 31, 0, 40, 10)
        f.expect("c", 76, 0, 60, 10)
    }

    @Test("P1: uses B, not R, even without gaps")
    func proportionalUsesOwnLength() {
        // B = 100, L = 80: a = 100 · 10 / 40 = 25 (R would give 20); b = 80 − 25 = 55.
        let f = layout(
            hstack(
                distribution: .fillProportionally, margins: Insets(left: 10, right: 10),
                marginsRelative: true, w: 100, h: 10, [box("a", w: 10), box("b", w: 30)]))
        f.expect("a", 10, 0, 25, 10)
        f.expect("b", 35, 0, 55, 10)
    }

    @Test("P2: with G = 0 and no margins, away from the natural length, it is L · c / Σc")
    func proportionalScaled() {
        // 90 · 10 / 30 = 30, 90 · 20 / 30 = 60 (shrinking works the same: 15 → 5, 10).
        let grown = layout(hstack(distribution: .fillProportionally, w: 90, h: 10, [box("a", w: 10), box("b", w: 20)]))
        grown.expect("a", 0, 0, 30, 10)
        grown.expect("b", 30, 0, 60, 10)
        let shrunk = layout(hstack(distribution: .fillProportionally, w: 15, h: 10, [box("a", w: 10), box("b", w: 20)]))
        shrunk.expect("a", 0, 0, 5, 10)
        shrunk.expect("b", 5, 0, 10, 10)
    }

    // MARK: equalSpacing

    @Test("Q1: nodes keep c; every gap is max(spacing, (L − Σc) / (n − 1))")
    func equalSpacing() {
        // (100 − 40) / 2 = 30 ≥ 5.
        let f = layout(
            hstack(
                distribution: .equalSpacing, spacing: 5, w: 100, h: 10,
                [box("a", w: 10), box("b", w: 20), box("c", w: 10)]))
        f.expect("a", 0, 0, 10, 10)
        f.expect("b", 40, 0, 20, 10)
        f.expect("c", 90, 0, 10, 10)
    }

    @Test("Q2: when minimum gaps overflow, gaps stay at spacing and nodes shrink by CR")
    func equalSpacingOverflow() {
        // Σc + G = 60 + 50 = 110 > 100: b (CR 700) shrinks by 10 to 30.
        let f = layout(
            hstack(
                distribution: .equalSpacing, spacing: 25, w: 100, h: 10,
                [box("a", w: 10), box("b", w: 40, cr: pri(700, 750)), box("c", w: 10)]))
        f.expect("a", 0, 0, 10, 10)
        f.expect("b", 35, 0, 30, 10)
        f.expect("c", 90, 0, 10, 10)
    }

    @Test("Q2: the shrink cascades like F2 (ties from the last)")
    func equalSpacingOverflowCascade() {
        // Σc + G = 60 + 60 = 120 > 100: c gives 10 (→ 0), then b gives 10 (→ 30).
        let f = layout(
            hstack(
                distribution: .equalSpacing, spacing: 30, w: 100, h: 10,
                [box("a", w: 10), box("b", w: 40), box("c", w: 10)]))
        f.expect("a", 0, 0, 10, 10)
        f.expect("b", 40, 0, 30, 10)
        f.expect("c", 100, 0, 0, 10)
    }

    @Test("Q3: with one visible node it fills L")
    func equalSpacingSingle() {
        let f = layout(
            hstack(
                distribution: .equalSpacing, spacing: 5, w: 100, h: 10,
                [box("a", w: 10), box("b", w: 10, hidden: true)]))
        f.expect("a", 0, 0, 100, 10)
    }

    // MARK: equalCentering

    @Test("K1: centres are equally spaced between the first and last node's centres")
    func equalCentering() {
        // centre0 = 5, centre2 = 100 − 15 = 85, d = 40: centre1 = 45 → x1 = 35. Gaps 25, 15 ≥ 15.
        let f = layout(
            hstack(
                distribution: .equalCentering, spacing: 15, w: 100, h: 10,
                [box("a", w: 10), box("b", w: 20), box("c", w: 30)]))
        f.expect("a", 0, 0, 10, 10)
        f.expect("b", 35, 0, 20, 10)
        f.expect("c", 70, 0, 30, 10)
    }

    @Test("K1 (pinned): with one visible node it fills L, like Q3")
    func equalCenteringSingle() {
        let f = layout(hstack(distribution: .equalCentering, w: 100, h: 10, [box("a", w: 10)]))
        f.expect("a", 0, 0, 100, 10)
    }

    @Test("K2: a gap under spacing pushes the nodes after it right, later ones keep K1 when they can")
    func equalCenteringPush() {
        // centres 5 … 195, d = 47.5: K1 x = 0, 47.5, 60, 142.5, 190. Gap b|c = 2.5 < 10: c → 67.5;
        // d: max(142.5, 147.5 + 10) = 157.5; e: max(190, 167.5 + 10) = 190 (ends on 200).
        let f = layout(
            hstack(
                distribution: .equalCentering, spacing: 10, w: 200, h: 10,
                [
                    box("a", w: 10), box("b", w: 10), box("c", w: 80), box("d", w: 10), box("e", w: 10),
                ]))
        f.expect("a", 0, 0, 10, 10)
        f.expect("b", 47.5, 0, 10, 10)
        f.expect("c", 67.5, 0, 80, 10)
        f.expect("d", 157.5, 0, 10, 10)
        f.expect("e", 190, 0, 10, 10)
    }

    @Test("K2: nodes before the conflict keep K1; if the pushed chain overflows, it shrinks by CR")
    func equalCenteringPushOverflows() {
        // centres 5, 90, d = 42.5: K1 x = 0, 37.5, 60. Gap b|c = 2.5 < 10: c → 67.5, ends at 127.5;
        // overflow 7.5 shrinks c (last of equal CR) to 52.5. a and b keep their K1 places.
        let f = layout(
            hstack(
                distribution: .equalCentering, spacing: 10, w: 120, h: 10,
                [box("a", w: 10), box("b", w: 20), box("c", w: 60)]))
        f.expect("a", 0, 0, 10, 10)
        f.expect("b", 37.5, 0, 20, 10)
        f.expect("c", 67.5, 0, 52.5, 10)
    }

    @Test("K2: a node that shrinks pulls the nodes after it back, so gaps keep their size")
    func equalCenteringShrinkEarlierNode() {
        // As above, but a has the lowest CR: a 10 → 2.5; b and c move back by 7.5.
        let f = layout(
            hstack(
                distribution: .equalCentering, spacing: 10, w: 120, h: 10,
                [box("a", w: 10, cr: pri(100, 750)), box("b", w: 20), box("c", w: 60)]))
        f.expect("a", 0, 0, 2.5, 10)
        f.expect("b", 30, 0, 20, 10)
        f.expect("c", 60, 0, 60, 10)
    }

    @Test("K2: when even minimum gaps overflow, gaps are spacing and nodes shrink by CR")
    func equalCenteringOverflow() {
        // centres 5, 30, d = 12.5: x1 = 7.5 → pushed to 20; c pushed to 50, ends at 110:
        // overflow 50 shrinks c to 10.
        let f = layout(
            hstack(
                distribution: .equalCentering, spacing: 10, w: 60, h: 10,
                [box("a", w: 10), box("b", w: 20), box("c", w: 60)]))
        f.expect("a", 0, 0, 10, 10)
        f.expect("b", 20, 0, 20, 10)
        f.expect("c", 50, 0, 10, 10)
    }
}
