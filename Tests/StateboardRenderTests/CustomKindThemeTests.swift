import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTheme
import Testing

/// An app's kind (`ProgressRingKind`) in a theme: checked like a built-in kind when the theme
/// loads (unknown keys, wrong types, a missing required value, a parameter's literal value), and
/// resolved, laid out and drawn with the kinds the theme was loaded with.
@Suite struct CustomKindThemeTests {
    static let registry = NodeKindRegistry.builtIn.registering(ProgressRingKind())

    /// Writes `yaml` as a theme and loads it with the ring kind; the folder is removed afterwards.
    static func load(_ yaml: String, kinds: NodeKindRegistry = registry) throws -> (Theme?, [Diagnostic], file: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-kind-\(UUID().uuidString)/rings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let file = folder.appendingPathComponent("theme.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        do {
            return (try ThemeLoader.load(path: folder.path, kinds: kinds), [], file.path)
        } catch {
            return (nil, error.diagnostics, file.path)
        }
    }

    /// A theme whose loading state is `node` (indented as a state's node).
    static func theme(loading node: String, params: String = "") -> String {
        """
        stateboard: 1
        matrix: { states: [loading], devices: [iphone-15], locales: [en], appearances: [light] }
        screens:
          upload:
            states:
              loading:\(params)
                node:
        \(node)
        """
    }

    static let ring = """
                  stack: { axis: vertical, alignment: center }
                  nodes:
                    - progressRing: { id: ring, value: 0.4, tint: "#FF0000", size: 80 }
        """

    @Test func aThemeStateWithTheAppKindRenders() throws {
        let (loaded, diagnostics, _) = try Self.load(Self.theme(loading: Self.ring))
        let theme = try #require(loaded, "\(diagnostics)")
        #expect(theme.kinds.kind(named: "progressRing") != nil, "the theme keeps the kinds it was loaded with")
        let scene = try ThemeResolver(theme: theme).scene(
            screen: "upload", state: .loading,
            variant: Variant(device: Device.presets[0], locale: LocaleInfo("en")))
        let renderer = try ImageRenderer(kinds: theme.kinds)
        let laidOut = renderer.layout(scene)
        let ring = try #require(laidOut.placedNodes().first { $0.node.id == "ring" })
        #expect(ring.node.kind == "progressRing")
        #expect(ring.frame.width == 80 && ring.frame.height == 80, "its own size: \(ring.frame)")

        let image = try renderer.pixels(laidOut, appearance: .light, scale: 1)
        let center = (x: ring.frame.midX, y: ring.frame.midY), radius = 35.0
        func pixel(atAngle angle: Double) -> (r: UInt8, g: UInt8, b: UInt8) {
            let p = image[Int(center.x + cos(angle) * radius), Int(center.y + sin(angle) * radius)]
            return (p.r, p.g, p.b)
        }
        let onArc = pixel(atAngle: -Double.pi / 4)  // within 40 % from 12 o'clock
        #expect(onArc.r > 200 && onArc.g < 90 && onArc.b < 90, "value arc: \(onArc)")
        let onTrack = pixel(atAngle: Double.pi)  // 9 o'clock: past 40 %
        #expect(onTrack.r > 200 && onTrack.r < 250 && abs(Int(onTrack.r) - Int(onTrack.b)) < 12, "track: \(onTrack)")
    }

    @Test func withoutTheKindTheThemeDoesNotLoad() throws {
        let (theme, diagnostics, file) = try Self.load(Self.theme(loading: Self.ring), kinds: .builtIn)
        #expect(theme == nil)
        let problem = try #require(diagnostics.first)
        #expect(problem.message == "a node needs a kind key" && problem.location.file == file, "\(diagnostics)")
        #expect(problem.location.line == 10, "\(problem)")
    }

    /// `(node, state params, message, line:column)`: each mistake is a located load error, like a built-in kind's.
    static let mistakes: [(String, String, String, String)] = [
        ("            progressRing: { valeu: 0.4 }", "", "`valeu`", "8:29"),
        ("            progressRing: { value: lots }", "", "`value` must be a number", "8:36"),
        ("            progressRing: { value: 1.5 }", "", "`value` must be at most 1, not 1.5", "8:36"),
        ("            progressRing: { tint: systemBlu, value: 0.5 }", "", "unknown color `systemBlu`", "8:35"),
        ("            progressRing: { tint: red }", "", "a progressRing needs `value`", "8:13"),
        ("            progressRing: { value: $done }", "\n        params: { done: 2 }", "`value` must be at most 1, not 2", "7:25"),
    ]

    @Test(arguments: 0..<mistakes.count) func theKindsValuesAreCheckedWhenTheThemeLoads(_ index: Int) throws {
        let (node, params, message, location) = Self.mistakes[index]
        let (theme, diagnostics, file) = try Self.load(Self.theme(loading: node, params: params))
        #expect(theme == nil, "\(message) should not load")
        let problem = diagnostics.first { $0.message.contains(message) }
        #expect(problem?.location.file == file, "\(message): \(diagnostics)")
        #expect(problem.map { "\($0.location.line):\($0.location.column)" } == location, "\(message): \(diagnostics)")
    }
}
