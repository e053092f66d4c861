import Foundation
import InboxScreen
import SnapshotTesting
import StateboardSnapshotTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct InboxScreenTests {
    /// A port on this machine nothing listens on: the connection is refused by the real network
    /// stack, so the error is whatever URLSession really returns for it.
    static func refusedURL() throws -> URL {
        try #require(URL(string: "http://127.0.0.1:\(try ClosedPort.find())/messages"))
    }

    @Test func aRefusedConnectionPutsTheScreenInTheOfflineState() async throws {
        var model = InboxModel()
        await model.load(from: try Self.refusedURL())
        #expect(model.state == .error(.networkUnreachable))
    }

    @Test func anEmptyResponseIsTheEmptyState() {
        var model = InboxModel()
        model.finish(with: .success([]))
        #expect(model.state == .empty)
    }

    @Test(arguments: [Appearance.light, .dark])
    func theOfflinePlaceholderFromSwift(appearance: Appearance) async throws {
        var model = InboxModel()
        await model.load(from: try Self.refusedURL())
        let node = try #require(InboxPlaceholder.placeholder.node(for: model.state))
        assertStateboardSnapshot(of: node, as: .stateboard(device: .iPhone15, appearance: appearance), named: "\(appearance)")
    }

    @Test(arguments: [Appearance.light, .dark])
    func theOfflineStateFromTheYAMLTheme(appearance: Appearance) async throws {
        var model = InboxModel()
        await model.load(from: try Self.refusedURL())
        let theme = try ThemeLoader.load(path: Self.themePath)  // `extends: ios` finds the bundled theme
        assertStateboardSnapshot(
            of: theme, as: .stateboard(screen: "inbox", state: model.state, device: .iPhone15, appearance: appearance),
            named: "\(appearance)")
    }

    @Test func aTimeoutFallsBackToTheGenericErrorPlaceholder() throws {
        var model = InboxModel()
        model.finish(with: .failure(URLError(.timedOut)))
        #expect(model.state == .error(.timeout))
        let node = try #require(InboxPlaceholder.placeholder.node(for: model.state))
        let output = try PlaceholderRenderer.render(node, on: .iPhone15)
        let retry = try #require(output.frames["retry"]), title = try #require(output.frames["title"])
        #expect(retry.minY > title.maxY)
        // No tree for error.timeout: it falls back to the generic "error" one, as a theme does.
        let failed = try PlaceholderRenderer.render(try #require(InboxPlaceholder.placeholder.node(for: .error(.failed))), on: .iPhone15)
        #expect(output.frames == failed.frames && output.data == failed.data)
    }

    /// The example's theme folder, found from this file (tests may run from any directory).
    static let themePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Themes/inbox").path
    /// The references, beside the test files.
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
}
