import Foundation
import InboxScreen
import StateboardSnapshotTesting
import Testing

/// The inbox theme from Swift: it extends the bundled `ios` theme with no more than its path,
/// the built-in placeholder's nodes are read by id, a param it inherits can be cleared, and a
/// theme that does not load says where.
@Suite struct ThemeFromCodeTests {
    @Test func theBuiltInPlaceholdersNodesAreReadByID() throws {
        // The built-in placeholder's ids: title, message, action, secondaryAction (spinner and
        // message while loading).
        let output = try PlaceholderRenderer.render(theme: InboxScreenTests.themePath, screen: "inbox", state: .empty)
        #expect(output.texts["title"] == "No Messages")
        #expect(output.texts["message"] == "New mail shows up here.")
        let title = try #require(output.frames["title"]), message = try #require(output.frames["message"])
        #expect(message.minY > title.maxY)
    }

    @Test func aStateClearsAnImageItInherits() throws {
        // theme.yaml: `error.timeout: params: { symbol: ~ }` clears the clock `ios` shows.
        func images(_ state: ViewState) throws -> Int {
            let output = try PlaceholderRenderer.render(theme: InboxScreenTests.themePath, screen: "inbox", state: state)
            return output.layout.placedNodes().filter { $0.node.kind == "image" }.count
        }
        #expect(try images(.error(.failed)) == 1)
        #expect(try images(.error(.timeout)) == 0)
    }

    @Test func aThemeErrorSaysWhereItIs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inbox-typo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "stateboard: 1\nextends: ios\nstates:\n  empty:\n    parms: { title: Nothing }\n"
            .write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        #expect {
            try ThemeLoader.load(path: folder.path)
        } throws: { error in
            guard let problem = (error as? DiagnosticsError)?.diagnostics.first else { return false }
            return problem.location.file.hasSuffix("theme.yaml") && problem.location.line == 5 && problem.location.column == 5
                && problem.hint?.contains("params") == true
        }
    }
}
