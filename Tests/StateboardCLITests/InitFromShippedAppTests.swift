import Foundation
import Testing

/// `init --from-xcode` on an app laid out as shipping apps are (`Tests/Fixtures/XcodeApp`, written
/// by hand in Xcode's formats): an iOS catalog with Xcode's default `AccentColor`, system color
/// references, a HEIC image, a 1.0 symbol template and a set that cannot be read; an App
/// Shortcuts catalog (Siri phrases as `stringSet`s, in every app with App Intents); a macOS and a
/// widget catalog with accents of their own; placeholder keys at any depth
/// (`explore.search.empty.title`, `web_view.empty_state.title`); tooling folders (fastlane,
/// Crowdin, Pods) holding files that would fail if read.
@Suite struct InitFromShippedAppTests {
    static func project() throws -> URL {
        let folder = try CommandRunner.temporaryFolder()
        try FileManager.default.copyItem(
            at: CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/XcodeApp"), to: folder.appendingPathComponent("App"))
        return folder
    }

    /// Rule: init succeeds on the app as it is: the unreadable set is a warning naming its
    /// Contents.json, tooling folders are not read, the iOS catalog comes first (its accent
    /// wins), every placeholder key group makes a screen, every locale is in the matrix.
    @Test func initSucceedsOnTheAppAsItIs() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["init", "app", "--from-xcode", "App"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.contains("Broken.colorset/Contents.json:5:") && result.stderr.contains(": warning: color set `Broken` is skipped"), "\(result.stderr)"
        )
        #expect(!result.stderr.contains("error:") && !result.stderr.contains("fastlane") && !result.stderr.contains("Pods"), "\(result.stderr)")
        #expect(result.stderr.contains("WidgetBackground"), "the widget's colorless set is skipped too: \(result.stderr)")
        #expect(result.stdout.contains("screens: conversations, explore.search, web_view"), "\(result.stdout)")
        let yaml = try String(contentsOf: folder.appendingPathComponent("Themes/app/theme.yaml"), encoding: .utf8)
        let assets = yaml.components(separatedBy: "\n").filter { $0.hasPrefix("  - ") && $0.contains(".xcassets") }
        #expect(
            assets == ["  - \"../../App/App/Assets.xcassets\"", "  - \"../../App/Widget/Assets.xcassets\"", "  - \"../../App/Mac/Assets.xcassets\""],
            "\(assets)")
        #expect(!yaml.contains("Crowdin") && !yaml.contains("fastlane"))
        #expect(yaml.contains("accent: \"asset(AccentColor)\""))
        #expect(
            yaml.contains("explore.search:")
                && yaml.contains("empty: { params: { message: \"@explore.search.empty.message\", title: \"@explore.search.empty.title\" } }"), "\(yaml)")
        #expect(yaml.contains("web_view:") && yaml.contains("\"@web_view.empty_state.title\""))
        #expect(yaml.contains("action: \"@conversations.error.button\""))
        #expect(yaml.contains("locales: [\"en\", \"ar\", \"zh-Hans\"]"))

        let validated = try CommandRunner.run(["validate", "Themes/app"], in: folder)
        #expect(validated.status == 0 && validated.stderr.contains("warning: color set `Broken`"), "\(validated.stdout)\(validated.stderr)")
        let rendered = try CommandRunner.run(
            [
                "render", "Themes/app", "--screen", "explore.search", "--state", "empty", "--appearance", "light",
                "--out", "out", "--quiet",
            ], in: folder)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/app/explore.search/empty/iphone-15-light-en@3x.png").path))
        let linted = try CommandRunner.run(
            ["lint", "Themes/app", "--screen", "web_view", "--state", "empty", "--appearance", "light", "--locale", "en"], in: folder)
        #expect(linted.stdout.contains("unreadableAsset") && linted.stdout.contains("Broken"), "\(linted.stdout)\(linted.stderr)")
    }

    /// Rule: when init fails, nothing is left behind (not even the `Themes` folder it made), and
    /// each problem is one `error:` line.
    @Test func aFailureLeavesNothingAndPrintsOneErrorPerLine() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Files over `documentBytes` are refused (a malformed catalog would only be skipped).
        let result = try CommandRunner.run(
            ["init", "app", "--from-xcode", "App", "--folder", "design/themes", "--limit", "documentBytes=2000"], in: folder)
        #expect(result.status == 2)
        let errorLines = result.stderr.split(separator: "\n").filter { $0.contains("error:") }
        #expect(!errorLines.isEmpty && errorLines.allSatisfy { $0.components(separatedBy: "error:").count == 2 }, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("design").path), "the folders init made are removed")
    }
}
