import Foundation
import Testing

/// `stateboard init NAME --from-xcode APP`: a theme reading the app's catalogs where they are,
/// valid at once; anything it cannot do leaves nothing behind.
@Suite struct InitFromXcodeTests {
    static let fixtures = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures")

    /// A project folder with the two fixture apps' catalogs in an `App` folder, and build
    /// products and a linked folder that must not be read.
    static func project() throws -> URL {
        let folder = try CommandRunner.temporaryFolder()
        let app = folder.appendingPathComponent("App/Sources")
        let manager = FileManager.default
        try manager.createDirectory(at: app, withIntermediateDirectories: true)
        try manager.copyItem(at: fixtures.appendingPathComponent("InboxApp/Localizable.xcstrings"), to: app.appendingPathComponent("Localizable.xcstrings"))
        try manager.copyItem(at: fixtures.appendingPathComponent("InboxApp/Legacy"), to: app.appendingPathComponent("Legacy"))
        try manager.copyItem(at: fixtures.appendingPathComponent("InboxApp/Assets.xcassets"), to: app.appendingPathComponent("Assets.xcassets"))
        // Never read: a build folder's copy and a link to a catalog elsewhere.
        let derived = folder.appendingPathComponent("App/DerivedData/Other.xcassets")
        try manager.createDirectory(at: derived, withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            at: folder.appendingPathComponent("App/Linked.xcassets"), withDestinationURL: app.appendingPathComponent("Assets.xcassets"))
        return folder
    }

    /// Rule: the theme names the app's catalogs by relative paths, takes the accent from the
    /// color set that says it is one, makes a screen for each key prefix with placeholder
    /// strings and the locales the strings have, and validates at once.
    @Test func aThemeFromTheAppsCatalogsIsValidAtOnce() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["init", "inbox", "--from-xcode", "App"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.contains("1 asset catalog(s)") && result.stdout.contains("2 string file(s)") && result.stdout.contains("screens: inbox"),
            "\(result.stdout)")
        let yaml = try String(contentsOf: folder.appendingPathComponent("Themes/inbox/theme.yaml"), encoding: .utf8)
        #expect(yaml.contains("- \"../../App/Sources/Assets.xcassets\"") && !yaml.contains("DerivedData") && !yaml.contains("Linked"), "\(yaml)")
        #expect(yaml.contains("- \"../../App/Sources/Localizable.xcstrings\"") && yaml.contains("- \"../../App/Sources/Legacy\""))
        #expect(yaml.contains("accent: \"asset(BrandAccent)\""))
        #expect(yaml.contains("empty: { params: { title: \"@inbox.empty.title\" } }"))
        #expect(yaml.contains("locales: [\"en\", \"ar\", \"zh-Hans\"]"))
        let validated = try CommandRunner.run(["validate", "Themes/inbox"], in: folder)
        #expect(validated.status == 0, "\(validated.stdout)\(validated.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Themes").path)
        #expect(names == ["inbox"], "no staging folder is left: \(names)")
        // It renders in the catalogs' locales, its accent and strings read from the app.
        let rendered = try CommandRunner.run(
            ["render", "Themes/inbox", "--state", "error.failed", "--appearance", "light", "--out", "out", "--quiet"], in: folder)
        #expect(rendered.status == 0, "\(rendered.stdout)\(rendered.stderr)")
        for locale in ["en", "ar", "zh-Hans"] {
            #expect(
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/inbox/inbox/error.failed/iphone-15-light-\(locale)@3x.png").path),
                "\(locale)")
        }
    }

    /// Rule: a folder without catalogs, a path that is not a folder, and a theme that exists are
    /// errors (exit 2) that write nothing.
    @Test(arguments: [
        (["init", "x", "--from-xcode", "Empty"], "no asset catalog"),
        (["init", "x", "--from-xcode", "missing"], "is not a folder"),
        (["init", "taken", "--from-xcode", "App"], "already exists"),
    ])
    func refusalsWriteNothing(arguments: [String], message: String) throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Empty/Sources"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Themes/taken"), withIntermediateDirectories: true)
        let result = try CommandRunner.run(arguments, in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Themes").path) == ["taken"])
    }

    /// Rule: an app string file the theme cannot read (a malformed catalog) is reported where it
    /// is, as a warning: it is skipped as iOS skips a table it cannot load (`CFBundle_Strings.c`),
    /// and the theme made from the app's other string files is written and validates.
    @Test func aMalformedCatalogIsReportedWhereItIs() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{ \"strings\": ".write(to: folder.appendingPathComponent("App/Sources/Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["init", "inbox", "--from-xcode", "App"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("Localizable.xcstrings:1:") && result.stderr.contains("warning: `Localizable.xcstrings` is skipped"), "\(result.stderr)")
        let validated = try CommandRunner.run(["validate", "Themes/inbox"], in: folder)
        #expect(validated.status == 0, "\(validated.stdout)\(validated.stderr)")
    }
}
