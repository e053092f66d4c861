import ArgumentParser
import Foundation
import Stateboard

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

    @Argument(help: "Theme folders, theme.yaml files or theme names. Default: every theme in ./Themes, else every bundled theme.")
    var themes: [String] = []

    @Flag(name: .shortAndLong, help: "Print nothing for valid themes.")
    var quiet = false

    func run() throws {
        let catalog = ThemeCatalog()
        let entries = try themes.isEmpty ? catalog.defaultEntries() : themes.map { try catalog.entry(for: $0) }
        var failed = false
        for entry in entries {
            let report = try catalog.validate(entry)
            if let theme = report.theme { printLoadWarnings([theme]) }
            if report.diagnostics.isEmpty {
                if !quiet, let theme = report.theme {
                    print("✓ \(theme.name): \(theme.screens.count) screens, \(report.resolvedCount) screen states resolved, valid")
                }
            } else {
                failed = true
                FileHandle.standardError.write(Data((report.diagnostics.map(\.description).joined(separator: "\n") + "\n").utf8))
                FileHandle.standardError.write(Data("✗ \(entry.path): \(report.diagnostics.count) problem\(report.diagnostics.count == 1 ? "" : "s")\n".utf8))
            }
        }
        if failed { throw ExitCode(ExitCodes.badInput) }
    }
}
