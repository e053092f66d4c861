import ArgumentParser
import Foundation
import Stateboard

/// `stateboard init`: scaffold a theme that is valid at once.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new theme with every state and a screen, valid at once.",
        discussion: """
            Examples:
              stateboard init shop                  # creates Themes/shop/theme.yaml
              stateboard init shop --folder design/themes
              stateboard init inbox --from-xcode ../InboxApp   # colors and strings from the app's catalogs
            """
    )

    @Argument(help: "The theme's name (letters, digits, - and _).")
    var name: String

    @Option(help: "The folder that holds themes.")
    var folder = "Themes"

    @Option(
        name: .customLong("from-xcode"),
        help: ArgumentHelp(
            "An app's folder: the theme reads its asset catalogs and string files where they are.",
            discussion: "A screen is made for each string key prefix with placeholder strings (inbox.title, inbox.empty.title, …).",
            valueName: "app-folder"))
    var fromXcode: String?

    func validate() throws {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw ValidationError("a theme name uses letters, digits, - and _ only: `\(name)`")
        }
    }

    func run() throws {
        let path = (folder as NSString).appendingPathComponent(name)
        if let fromXcode {
            try importXcode(fromXcode, into: path)
            return
        }
        do {
            try ThemeScaffold.create(name: name, in: path)
        } catch let error as ThemeScaffold.ScaffoldError {
            throw PipelineError(error.description)
        } catch {
            throw PipelineError("cannot write \(path): \(error.localizedDescription)")
        }
        print("Created \(path)/theme.yaml")
        print("Next: stateboard validate \(path) && stateboard render \(path)")
    }

    private func importXcode(_ app: String, into path: String) throws {
        let summary: XcodeThemeScaffold.Summary
        do {
            summary = try XcodeThemeScaffold.create(name: name, in: path, fromXcode: app, parentFolders: [try BundledThemes.folder()])
        } catch XcodeThemeScaffold.ImportError.unreadable(let diagnostics) {
            throw DiagnosticsError(diagnostics)  // each `file:line:column: error: …` on its own line
        } catch let error as XcodeThemeScaffold.ImportError {
            throw PipelineError(error.description)
        } catch {
            throw PipelineError("cannot write \(path): \(error.localizedDescription)")
        }
        printLoadWarnings(summary.warnings)
        print("Created \(summary.themeFile)")
        print(
            "  reads \(summary.assetCatalogs) asset catalog(s) (\(summary.colors) colors, \(summary.images) images) and "
                + "\(summary.stringFiles) string file(s) (\(summary.keys) keys; locales \(summary.locales.joined(separator: ", ")))")
        if !summary.leftOutLocales.isEmpty {
            print(
                "  left out of the matrix: \(summary.leftOutLocales.joined(separator: ", ")) (not languages an app shows: Base, mul, translator notes such as qqq, pseudo-locales); add them to `matrix: locales:` to render them")
        }
        if !summary.skippedSets.isEmpty {
            print("  skipped \(summary.skippedSets.count) asset set(s) that cannot be read (warnings above); `stateboard lint` lists them")
        }
        if let accent = summary.accent { print("  accent: asset(\(PrintableText.escaped(accent)))") }
        if summary.scanStopped {
            FileHandle.standardError.write(
                Data(
                    "warning: the scan of \(app) stopped after \(XcodeThemeScaffold.scanEntryLimit) entries; catalogs and string files past them were not looked for\n"
                        .utf8))
        }
        print("  screens: \(summary.screens.isEmpty ? "home (no key prefix named a screen's placeholder)" : summary.screens.joined(separator: ", "))")
        print("Next: stateboard validate \(path) && stateboard render \(path)")
    }
}
