import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import StateboardRender

/// The pinned fonts are found wherever the platform keeps them, not at one distribution's paths.
@Suite struct FontSearchPathTests {
    /// Latin in both cuts of the stand-in (body and title sizes), Chinese, Arabic and an emoji.
    static func scene() -> PlaceholderScene {
        Build.scene(
            width: 240, height: 160, scale: 2,
            Build.stack(
                spacing: 4,
                [
                    Build.label("Nothing Here", style: .title1), Build.label("What’s the point?"),
                    Build.label("暂无收藏"), Build.label("لا توجد مفضلات 🙂"),
                ]))
    }

    static func pixels(_ fonts: FontEnvironment) throws -> RGBAImage {
        let renderer = try ImageRenderer(fonts: fonts)
        return try RGBAImage(png: renderer.render(renderer.layout(scene()), appearance: .light))
    }

    @Test func fontsLaidOutAsMacOSKeepsThemRenderTheSamePixels() throws {
        let pinned = FontEnvironment.pinnedFontFiles()
        try #require(!pinned.isEmpty, "the pinned fonts are installed (make deps)")
        try TestPaths.withTemporaryFolder("mac-fonts") { home in
            // Homebrew's font casks put the files straight into ~/Library/Fonts.
            let library = home.appendingPathComponent("Library/Fonts")
            try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
            for file in pinned {
                try FileManager.default.createSymbolicLink(
                    atPath: library.appendingPathComponent((file as NSString).lastPathComponent).path,
                    withDestinationPath: file)
            }
            let mac = FontSearchPath.standard(platform: .macOS, home: home.path, environment: [:])
            let found = FontEnvironment.pinnedFontFiles(in: mac)
            #expect(found.map { ($0 as NSString).lastPathComponent } == pinned.map { ($0 as NSString).lastPathComponent })
            #expect(found.allSatisfy { $0.hasPrefix(library.path) })
            #expect(try Self.pixels(FontEnvironment(searchPath: mac)) == Self.pixels(FontEnvironment()))
        }
    }

    @Test func eachFamilyComesFromTheFirstRootThatHasIt() throws {
        try TestPaths.withTemporaryFolder("font-roots") { folder in
            let first = folder.appendingPathComponent("first/nested/deeper"), second = folder.appendingPathComponent("second")
            for root in [first, second] { try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) }
            for name in ["Inter-Regular.otf", "Inter-Bold.otf"] {
                try Data("second".utf8).write(to: second.appendingPathComponent(name))
            }
            try Data("first".utf8).write(to: first.appendingPathComponent("Inter-Regular.otf"))
            try Data("not a font".utf8).write(to: first.appendingPathComponent("Inter-Notes.txt"))
            let path = FontSearchPath(roots: [folder.appendingPathComponent("first").path, second.path])
            #expect(path.files(prefix: "Inter-") == [first.appendingPathComponent("Inter-Regular.otf").path])  // no mix of two installations
            #expect(path.files(prefix: "NotoSansArabic-").isEmpty)
        }
    }

    @Test func theEnvironmentVariableComesFirstAndOnlyAbsoluteFoldersCount() {
        let path = FontSearchPath.standard(
            platform: .linux, home: "/home/ada",
            environment: ["STATEBOARD_FONT_PATH": "/opt/fonts:relative/fonts::/srv/fonts"])
        #expect(Array(path.roots.prefix(3)) == ["/opt/fonts", "/srv/fonts", "/usr/share/fonts"])
        #expect(path.roots.contains("/home/ada/.local/share/fonts"))
        #expect(FontSearchPath.standard(platform: .macOS, home: "/Users/ada", environment: [:]).roots.first == "/Users/ada/Library/Fonts")
    }
}
