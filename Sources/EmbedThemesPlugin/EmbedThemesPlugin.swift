import Foundation
import PackagePlugin

/// Embeds the package's `Themes/` folder into the `Stateboard` module as Swift source, so the
/// bundled themes travel inside every binary that links it (no resource bundle to lose when the
/// `stateboard` executable is copied elsewhere).
@main
struct EmbedThemesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let themes = context.package.directoryURL.appending(path: "Themes")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedThemeFiles.swift")
        var inputs: [URL] = []
        if let files = FileManager.default.enumerator(at: themes, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let file as URL in files where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                inputs.append(file)
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding the bundled themes (\(inputs.count) files)",
                executable: try context.tool(named: "stateboard-embed-themes").url,
                arguments: [themes.path, output.path],
                inputFiles: inputs.sorted { $0.path < $1.path }, outputFiles: [output])
        ]
    }
}
