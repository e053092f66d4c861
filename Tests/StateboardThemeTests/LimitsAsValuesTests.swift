import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardTheme
import Testing
import StateboardTestSupport

/// Limits are a value each caller binds for its own work (`InputLimits.$current`), not a
/// process-wide setting read once from the environment.
@Suite struct LimitsAsValuesTests {
    /// A theme whose one state has `count` labels.
    static func theme(labels count: Int) throws -> URL {
        let folder = try TestPaths.temporaryFolder("limits")
        let labels = (0..<count).map { "        - label: { text: L\($0) }" }.joined(separator: "\n")
        let yaml = """
            stateboard: 1
            matrix: { states: [empty], devices: [iphone-15], locales: [en], appearances: [light] }
            states:
              empty:
                node:
                  stack: { axis: vertical }
                  nodes:
            \(labels)
            screens: { inbox: {} }
            """
        try yaml.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func twoConcurrentLoadsEachKeepTheirOwnLimits() async throws {
        let folder = try Self.theme(labels: 40)
        defer { try? FileManager.default.removeItem(at: folder) }
        var tight = InputLimits()
        tight.nodes = 10
        async let strict: Bool = InputLimits.$current.withValue(tight) {
            (try? ThemeLoader.load(path: folder.path)) != nil
        }
        async let relaxed: Bool = InputLimits.$current.withValue(InputLimits()) {
            (try? ThemeLoader.load(path: folder.path)) != nil
        }
        let (strictLoaded, relaxedLoaded) = await (strict, relaxed)
        #expect(!strictLoaded, "41 nodes are over a limit of 10")
        #expect(relaxedLoaded, "the default limit of 20,000 nodes admits them")
    }

    @Test func theLimitErrorNamesTheLimitBoundForTheLoad() throws {
        let folder = try Self.theme(labels: 40)
        defer { try? FileManager.default.removeItem(at: folder) }
        var tight = InputLimits()
        tight.nodes = 10
        let error = try #require(
            InputLimits.$current.withValue(tight) {
                #expect(throws: DiagnosticsError.self) { try ThemeLoader.load(path: folder.path) }
            })
        #expect(error.description.contains("`nodes`"), "\(error)")
    }

    @Test func theEnvironmentIsReadOnlyWhenAskedFor() {
        #expect(InputLimits.fromEnvironment(["STATEBOARD_LIMITS": "nodes=12,renderSeconds=2.5"]).nodes == 12)
        #expect(InputLimits.fromEnvironment(["STATEBOARD_LIMITS": "nodes=12"]).renderSeconds == InputLimits().renderSeconds)
        #expect(InputLimits.fromEnvironment([:]) == InputLimits())
        #expect(InputLimits.current == InputLimits(), "nothing bound: the defaults, whatever the environment says")
    }
}
