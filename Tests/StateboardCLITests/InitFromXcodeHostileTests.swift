import Foundation
import Testing

/// `init --from-xcode` on an app folder written by someone else: names become YAML only
/// quoted or left out, a refusal points at no file it deleted, and a scan cut short says so.
@Suite struct InitFromXcodeHostileTests {
    /// Rule: a set name holding NEL (U+0085), which YAML reads as a line break, cannot end the
    /// scaffold's comment line and inject keys: it is escaped in quoted values and left out of
    /// comments, and the theme validates.
    @Test func aLineBreakInASetNameInjectsNothing() throws {
        let folder = try InitFromXcodeTests.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("App/Sources/Assets.xcassets")
        let color =
            #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "1", "green" : "0", "blue" : "0", "alpha" : "1" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
        for name in ["Evil\u{85}description: injected", "Brand accent\u{85}lint: { off: [contrast] }", "Odd\u{2028}name", "Bell\u{9B}x"] {
            let set = catalog.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(color.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        let result = try CommandRunner.run(["init", "inbox", "--from-xcode", "App"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let yaml = try String(contentsOf: folder.appendingPathComponent("Themes/inbox/theme.yaml"), encoding: .utf8)
        #expect(!yaml.unicodeScalars.contains { $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{9B}" }, "a raw line break was written: \(yaml)")
        for line in yaml.split(separator: "\n") {
            #expect(!line.hasPrefix("description:") && !line.hasPrefix("lint:"), "injected: \(line)")
        }
        let validated = try CommandRunner.run(["validate", "Themes/inbox"], in: folder)
        #expect(validated.status == 0, "\(validated.stdout)\(validated.stderr)")
    }

    /// Rule: a refusal found in the theme it would write is reported at that theme's path with
    /// "not written", never at the staging file it already removed.
    @Test func aRefusalPointsAtNoDeletedFile() throws {
        let folder = try InitFromXcodeTests.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A named pipe where a string file should be: refused at the theme's `localizations` item.
        let lproj = folder.appendingPathComponent("App/Sources/Legacy/de.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try #require(mkfifo(lproj.appendingPathComponent("Localizable.strings").path, 0o644) == 0)
        let result = try CommandRunner.run(["init", "inbox", "--from-xcode", "App"], in: folder)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(!result.stderr.contains(".init-"), "points at the staging file: \(result.stderr)")
        #expect(result.stderr.contains("Themes/inbox/theme.yaml:") && result.stderr.contains("the theme was not written"), "\(result.stderr)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Themes").path)) ?? []
        #expect(names.isEmpty, "\(names)")
    }
}
