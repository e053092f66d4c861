import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardRender

/// The measurer's cache of text layouts lives as long as the process: its memory must not grow
/// with the number of texts a matrix or a live preview measures.
@Suite struct MeasurerCacheTests {
    /// Rule: measuring more distinct texts than `cacheLimit` keeps at most `cacheLimit` of them,
    /// and a text measured again after it was forgotten measures the same.
    @Test func theCacheIsBoundedAndForgettingChangesNoMeasurement() throws {
        let measurer = try PangoTextMeasurer()
        func measure(_ index: Int) -> MeasuredText {
            measurer.layOut(TextContent(text: "Screen \(index)", font: FontSpec(size: 17)), maxWidth: 300, direction: .leftToRight)
        }
        let first = measure(0)
        for index in 1...(PangoTextMeasurer.cacheLimit + 200) { _ = measure(index) }
        #expect(measurer.cachedTexts <= PangoTextMeasurer.cacheLimit)
        #expect(measurer.cachedTexts > 0)
        #expect(measure(0).metrics == first.metrics)
    }
}
