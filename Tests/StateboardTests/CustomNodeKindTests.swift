import Foundation
import StateboardTestSupport
import Testing

@testable import Stateboard

/// A meter drawn from its value alone: `CustomNodeKind` finds the value in the node.
private struct MeterKind: CustomNodeKind {
    struct Meter: CustomNodeContent { var used: Double }
    var name: String { "meter" }
    func measure(_ meter: Meter, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: min(width ?? 200, 200), height: 10)
    }
    func draw(_ meter: Meter, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        context.fill(LayoutRect(x: frame.minX, y: frame.minY, width: frame.width * meter.used, height: frame.height), color: SystemColor.systemRed.color)
    }
}

/// A value of another type under the meter's name.
private struct Impostor: CustomNodeContent {}

/// `CustomNodeKind`: an app's kind written as what it measures and draws, with Stateboard doing
/// the unwrapping, and no way for a wrong node or a theme to make it silently draw nothing.
@Suite struct CustomNodeKindTests {
    static let kinds = NodeKindRegistry.builtIn.registering(MeterKind())

    @Test func aCustomKindMeasuresAndDrawsItsValue() throws {
        let node = VerticalStack { CustomPlaceholder(MeterKind(), .init(used: 0.5)).id("meter") }
        let output = try PlaceholderRenderer.render(node, on: .iPhoneSE, kinds: Self.kinds)
        let frame = try #require(output.frames["meter"])
        #expect(frame.width == 200 && frame.height == 10)
        let pixels = try RGBAImage(png: output.data), scale = Device.iPhoneSE.scale
        let filled = pixels[Int((frame.minX + 50) * scale), Int(frame.midY * scale)]
        let empty = pixels[Int((frame.minX + 150) * scale), Int(frame.midY * scale)]
        #expect(filled.r > 200 && filled.g < 80, "the used half is red: \(filled)")
        #expect(empty.r > 240 && empty.g > 240, "the rest is the background: \(empty)")
    }

    @Test func aNodeHoldingAnotherTypeOfValueIsRefusedWhenDrawn() {
        let node = VerticalStack { CustomPlaceholder("meter", Impostor()) }
        #expect {
            try PlaceholderRenderer.render(node, on: .iPhone15, kinds: Self.kinds)
        } throws: { error in
            (error as? CustomNodeContentMismatchError).map { $0.kind == "meter" && $0.found == "Impostor" && "\($0)".contains("Meter") } == true
        }
    }

    @Test func aKindMadeInSwiftOnlyIsALocatedErrorInATheme() throws {
        try TestPaths.withTemporaryFolder("swift-only-kind") { root in
            let folder = root.appendingPathComponent("meters")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "stateboard: 1\nstates:\n  empty:\n    node: { meter: {} }\nscreens: { inbox: {} }\n"
                .write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            let error = try #require(throws: DiagnosticsError.self) { try ThemeLoader.load(path: folder.path, kinds: Self.kinds) }
            let problem = try #require(error.diagnostics.first { $0.message.contains("made in Swift") })
            #expect(problem.location.line == 4, "\(error)")
            #expect(problem.hint?.contains("content(from:)") == true)
        }
    }
}
