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

}
