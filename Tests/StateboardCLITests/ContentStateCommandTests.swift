import Foundation
import StateboardTestSupport
import Testing

/// The command line on a screen that declares no `content:` (issue 41, item 10): it is never
/// drawn in `content` or `updating`; asked for them by name, each command says why and how to
/// add content, with exit 2; `explain` of its other states says they are not drawn.
@Suite struct ContentStateCommandTests {
    static let yaml = TestThemes.contentAndBare()

    static func withTheme(_ body: (URL) throws -> Void) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try yaml.write(to: theme.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        try body(folder)
    }

    /// Rule: `render`, `record`, `verify` and `explain` asked by name for `content` of a screen
    /// without content exit 2 naming the screen, its file:line and the fix; nothing is written.
    @Test func askingForContentOfAScreenWithoutContentExitsTwoWithTheFix() throws {
        try Self.withTheme { folder in
            let commands: [[String]] = [
                ["render", "app", "--screen", "bare", "--state", "content", "-o", "out"],
                ["record", "app", "--screen", "bare", "--state", "updating", "--snapshots", "Snapshots"],
                ["verify", "app", "--screen", "bare", "--state", "content", "--snapshots", "Snapshots"],
                ["explain", "app", "--screen", "bare", "--state", "content"],
            ]
            for arguments in commands {
                let result = try CommandRunner.run(arguments, in: folder)
                #expect(result.status == 2, "\(arguments): \(result.status) \(result.stderr)")
                #expect(result.stderr.contains("theme.yaml:6:3"), "\(arguments): \(result.stderr)")
                #expect(result.stderr.contains("screen `bare` declares no `content:`"), "\(arguments): \(result.stderr)")
                #expect(result.stderr.contains("add `content:` to screen `bare`"), "\(arguments): \(result.stderr)")
            }
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Snapshots").path))
            // The screen with content is drawn in it.
            let drawn = try CommandRunner.run(["render", "app", "--screen", "list", "--state", "content", "-o", "out"], in: folder)
            #expect(drawn.status == 0, "\(drawn.stderr)")
        }
    }

    /// Rule: `explain` of another state of a screen without content notes that its `content`
    /// and `updating` are not drawn, where the screen is and how to add content; a screen with
    /// content gets no note.
    @Test func explainNotesTheStatesAScreenWithoutContentIsNotDrawnIn() throws {
        try Self.withTheme { folder in
            let bare = try CommandRunner.run(["explain", "app", "--screen", "bare", "--state", "empty", "--text-measurer", "fixed"], in: folder)
            #expect(bare.status == 0, "\(bare.stderr)")
            let note = "theme.yaml:6:3: screen `bare` declares no `content:`, so its `content` and `updating` states are not rendered"
            #expect(bare.stderr.contains("note: ") && bare.stderr.contains(note), "\(bare.stderr)")
            #expect(bare.stderr.contains("add `content:` to screen `bare`"))
            let list = try CommandRunner.run(["explain", "app", "--screen", "list", "--state", "empty", "--text-measurer", "fixed"], in: folder)
            #expect(list.status == 0 && !list.stderr.contains("note:"), "\(list.stderr)")
        }
    }
}
