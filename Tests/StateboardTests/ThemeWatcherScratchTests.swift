import Foundation
import StateboardTestSupport
import Testing

@testable import Stateboard

/// What the watcher compares between rounds (`ThemeWatcher.stamp(of:)`), checked directly: no
/// process, no sleeping, so a slow machine cannot make the check pass by not looking.
@Suite struct ThemeWatcherScratchTests {
    /// Rule: editors' scratch files coming and going leave the stamp as it was; a saved file
    /// changes it.
    @Test func scratchFilesDoNotChangeTheStampASaveDoes() throws {
        let folder = try TestPaths.temporaryFolder("watcher-scratch")
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("theme.yaml")
        try "stateboard: 1\n".write(to: theme, atomically: true, encoding: .utf8)
        let before = ThemeWatcher.stamp(of: [folder.path])
        for name in [".theme.yaml.swp", "theme.yaml~", ".theme.yaml.tmp"] {
            try Data("scratch".utf8).write(to: folder.appendingPathComponent(name))
        }
        #expect(ThemeWatcher.stamp(of: [folder.path]) == before)
        try "stateboard: 1\nname: saved\n".write(to: theme, atomically: false, encoding: .utf8)
        #expect(ThemeWatcher.stamp(of: [folder.path]) != before)
    }
}
