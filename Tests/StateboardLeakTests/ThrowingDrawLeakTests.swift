import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import Testing

/// A draw that throws half-way through a scene frees the Cairo surfaces and contexts it made
/// (the image's, the shadow's, a PDF's or SVG's stream), in every output format. Checked by
/// LeakSanitizer: `make leaks` runs these tests under AddressSanitizer with leak detection on.
@Suite struct ThrowingDrawLeakTests {
    static let kinds = NodeKindRegistry.builtIn.registering(FailingKind())

    @Test func aNodeThatThrowsStopsTheDrawWithItsErrorInEveryFormat() throws {
        let renderer = try ImageRenderer(kinds: Self.kinds)
        let scene = renderer.layout(FailingKind.scene())
        for format in OutputFormat.allCases {
            #expect(throws: FailingKind.Failure(), "\(format)") { _ = try renderer.render(scene, appearance: .light, format: format) }
        }
        #expect(throws: FailingKind.Failure()) { _ = try renderer.draw(scene, appearance: .dark) }
    }

    @Test(.enabled(if: LeakSanitizer.isActive, "needs LeakSanitizer: make leaks"))
    func aDrawThatThrowsLeaksNothing() throws {
        let renderer = try ImageRenderer(kinds: Self.kinds)
        let scene = renderer.layout(FailingKind.scene())
        // Once first, so what lives as long as the process (fonts, Pango's maps, the symbol
        // set's caches) is made before the check; then often enough that a leak is not one
        // pointer a stale stack slot happens to keep reachable.
        for _ in 0..<9 {
            for format in OutputFormat.allCases { _ = try? renderer.render(scene, appearance: .light, format: format) }
            _ = try? renderer.draw(scene, appearance: .dark)
        }
        #expect(!LeakSanitizer.findsLeaks(), "LeakSanitizer printed the leaks above, with the stacks that allocated them")
    }
}
