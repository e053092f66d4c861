import Foundation
import Stateboard
import StateboardTestSupport
import Testing

/// `watch` and `serve` re-render when the app's string files or asset catalogs change.
@Suite struct AppStringWatchTests {
    static let theme = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/InboxApp/Themes/inbox").path

    @Test func theAppsStringFilesAreWatchedOneByOne() throws {
        try TestPaths.withTemporaryFolder("watch-strings") { folder in
            var filter = RenderFilter()
            filter.states = ["empty"]
            filter.locales = ["en"]
            let watcher = ThemeWatcher(themePath: Self.theme, out: folder.appendingPathComponent("out").path, filter: filter)
            let (round, watched) = watcher.renderOnce()
            if case .rendered = round {} else { Issue.record("did not render: \(round)") }
            let catalog = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/InboxApp/Localizable.xcstrings").path
            #expect(watched?.contains(catalog) == true, "\(watched ?? [])")
            #expect(
                watched?.contains(TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/InboxApp").path) == false,
                "not the app's whole folder")
            let file = folder.appendingPathComponent("Localizable.xcstrings")
            try Data("{}".utf8).write(to: file)
            let before = ThemeWatcher.stamp(of: [file.path])
            #expect(before.keys.sorted() == [file.path])
            try Data("{ }".utf8).write(to: file)
            #expect(ThemeWatcher.stamp(of: [file.path]) != before, "a change of size is seen")
        }
    }

    /// Rule: a declared string folder and its `.lproj` folders are watched by their entries'
    /// names, so a string file added to them is seen; nothing else in them is walked.
    @Test func aDeclaredStringFolderIsWatchedForNewFiles() throws {
        try TestPaths.withTemporaryFolder("watch-string-folders") { folder in
            var filter = RenderFilter()
            filter.states = ["empty"]
            filter.locales = ["en"]
            let watcher = ThemeWatcher(themePath: Self.theme, out: folder.appendingPathComponent("out").path, filter: filter)
            let (_, watched) = watcher.renderOnce()
            let legacy = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/InboxApp/Legacy").resolvingSymlinksInPath().path
            #expect(watched?.contains(legacy + "/") == true && watched?.contains(legacy + "/en.lproj/") == true, "\(watched ?? [])")

            let root = folder.appendingPathComponent("Legacy"), english = root.appendingPathComponent("en.lproj")
            try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
            try Data("\"a\" = \"b\";".utf8).write(to: english.appendingPathComponent("Localizable.strings"))
            let shallow = ThemeWatcher.shallowFolders([root.path])
            #expect(shallow == [root.path + "/", english.path + "/"])
            let before = ThemeWatcher.stamp(of: shallow)
            try Data("\"a\" = \"c\";".utf8).write(to: english.appendingPathComponent("Localizable.strings"))
            #expect(ThemeWatcher.stamp(of: shallow) == before, "a file's contents are not read here (it is watched by itself)")
            try Data("<plist/>".utf8).write(to: english.appendingPathComponent("Localizable.stringsdict"))
            #expect(ThemeWatcher.stamp(of: shallow) != before, "a table added to an .lproj folder is seen")
            let withTable = ThemeWatcher.stamp(of: shallow)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
            #expect(ThemeWatcher.stamp(of: shallow) != withTable, "a language added is seen")
        }
    }

    /// Rule: a declared asset catalog is watched whole: a set's file that changes, or a set
    /// added, changes the stamp `watch` and `serve` compare.
    @Test func theAppsAssetCatalogsAreWatchedWhole() throws {
        try TestPaths.withTemporaryFolder("watch-assets") { folder in
            var filter = RenderFilter()
            filter.devices = ["iphone-15"]
            filter.appearances = [.light]
            let theme = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/InboxApp/Themes/assets").path
            let watcher = ThemeWatcher(themePath: theme, out: folder.appendingPathComponent("out").path, filter: filter)
            let (round, watched) = watcher.renderOnce()
            if case .rendered = round {} else { Issue.record("did not render: \(round)") }
            let catalog = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/InboxApp/Assets.xcassets").resolvingSymlinksInPath().path
            #expect(watched?.contains(catalog) == true, "\(watched ?? [])")

            let copy = folder.appendingPathComponent("Assets.xcassets")
            let set = copy.appendingPathComponent("Tray.imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data("<svg/>".utf8).write(to: set.appendingPathComponent("tray.svg"))
            let before = ThemeWatcher.stamp(of: [copy.path])
            try Data("<svg />".utf8).write(to: set.appendingPathComponent("tray.svg"))
            let changed = ThemeWatcher.stamp(of: [copy.path])
            #expect(changed != before, "a file inside a set changing is seen")
            try FileManager.default.createDirectory(at: copy.appendingPathComponent("New.imageset"), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: copy.appendingPathComponent("New.imageset/Contents.json"))
            #expect(ThemeWatcher.stamp(of: [copy.path]) != changed, "a set added is seen")
        }
    }
}
