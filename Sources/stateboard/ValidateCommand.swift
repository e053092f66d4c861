import ArgumentParser
import Foundation
import StateboardTheme

/// `stateboard validate`: check themes completely, reporting every problem at once.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check themes: every key, value, reference and translation, all problems at once.",
        discussion: """
            Loads each theme and resolves every screen in every state and locale of its matrix. \
            Problems are printed as file:line:column with a hint; the exit code is 2 when there is any.

            Examples:
              stateboard validate                 # the themes in ./Themes
              stateboard validate Themes/*
              stateboard validate MyApp/Themes/shop
            """
    )

    @Argument(help: "Theme folders (or theme.yaml files). Default: every theme in ./Themes.")
    var themes: [String] = []

    @Flag(name: .shortAndLong, help: "Print nothing for valid themes.")
    var quiet = false

    func run() throws {
        let paths = try themes.isEmpty ? ThemeLocator.bundledThemePaths() : themes
        var failed = false
        for path in paths {
            let report = ThemeValidator.validate(path: path)
            if report.diagnostics.isEmpty {
                if !quiet, let theme = report.theme {
                    print("✓ \(theme.name): \(theme.screens.count) screens, \(report.resolvedCount) screen states resolved, valid")
                }
            } else {
                failed = true
                FileHandle.standardError.write(Data((report.diagnostics.map(\.description).joined(separator: "\n") + "\n").utf8))
                FileHandle.standardError.write(Data("✗ \(path): \(report.diagnostics.count) problem\(report.diagnostics.count == 1 ? "" : "s")\n".utf8))
            }
        }
        if failed { throw ExitCode(ExitCodes.badInput) }
    }
}

/// Finds themes on disk.
enum ThemeLocator {
    /// The theme folders in `./Themes` (or next to the executable's package), sorted.
    static func bundledThemePaths() throws -> [String] {
        let folder = themesFolder()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let paths = names.sorted().map { (folder as NSString).appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent("theme.yaml")) }
        guard !paths.isEmpty else {
            throw CommandFailure.badInput("no themes in \(folder); pass a theme folder, or run `stateboard init NAME`")
        }
        return paths
    }

    /// `./Themes` when it exists, else the Themes folder of the source checkout the binary was built from.
    static func themesFolder() -> String {
        let local = (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent("Themes")
        if FileManager.default.fileExists(atPath: local) { return local }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("Themes")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
            folder.deleteLastPathComponent()
        }
        return local
    }

    /// A theme by folder path, or by name among the bundled themes.
    static func path(for theme: String) -> String {
        if FileManager.default.fileExists(atPath: theme) { return theme }
        return (themesFolder() as NSString).appendingPathComponent(theme)
    }
}
