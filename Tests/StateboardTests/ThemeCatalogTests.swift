import Foundation
import Stateboard
import StateboardTestSupport
import Testing

/// Finding themes: the bundled ones travel inside the binary; `./Themes/<name>` wins over them.
@Suite struct ThemeCatalogTests {
    @Test func theBundledThemesAreTheRepositorysThemesByteForByte() throws {
        let sources = try FileManager.default.contentsOfDirectory(atPath: TestPaths.themes.path).filter {
            FileManager.default.fileExists(atPath: TestPaths.themes.appendingPathComponent("\($0)/theme.yaml").path)
        }
        #expect(BundledThemes.names == sources.sorted())
        let folder = try BundledThemes.folder()
        for name in sources {
            let original = try Data(contentsOf: TestPaths.themes.appendingPathComponent("\(name)/theme.yaml"))
            let bundled = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent("\(name)/theme.yaml"))
            #expect(original == bundled, "\(name) differs from its bundled copy")
        }
    }

    @Test func anEmptyFolderSeesEveryBundledTheme() throws {
        try TestPaths.withTemporaryFolder("catalog") { folder in
            let catalog = ThemeCatalog(workingDirectory: folder.path)
            let entries = try catalog.entries()
            #expect(entries.map(\.name) == BundledThemes.names)
            #expect(entries.allSatisfy { $0.origin == .bundled })
            #expect(try catalog.defaultEntries().map(\.name) == BundledThemes.names)
            #expect(try catalog.load(nil).name == "ios")
        }
    }

    @Test func aLocalThemeWinsOverTheBundledOneOfTheSameName() throws {
        try TestPaths.withTemporaryFolder("catalog") { folder in
            let local = folder.appendingPathComponent("Themes/ios")
            try FileManager.default.createDirectory(at: local, withIntermediateDirectories: true)
            try "stateboard: 1\nname: ios\nscreens: { home: { title: Mine } }\n".write(
                to: local.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
            let catalog = ThemeCatalog(workingDirectory: folder.path)
            let entry = try catalog.entry(for: "ios")
            #expect(entry.origin == .local && entry.path == local.path)
            #expect(try catalog.load("ios").screens.map(\.name) == ["home"])
            // Only local themes are the default set once there are any.
            #expect(try catalog.defaultEntries().map(\.name) == ["ios"])
            #expect(try catalog.entry(for: "listapp").origin == .bundled)
        }
    }

    @Test func anUnknownNameSuggestsTheNearestTheme() throws {
        let error = #expect(throws: PipelineError.self) { try ThemeCatalog().entry(for: "listap") }
        #expect(error?.message.contains("did you mean `listapp`?") == true, "\(String(describing: error))")
    }
}
