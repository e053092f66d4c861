import ArgumentParser
import Stateboard

/// `stateboard schema`: a JSON Schema for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a JSON Schema of theme (or scene) files, for editor completion and checking.",
        discussion: """
            Examples:
              stateboard schema > .vscode/stateboard-theme.schema.json
              stateboard schema --format scene > scene.schema.json
            With the YAML extension in VS Code, add to settings.json:
              "yaml.schemas": { ".vscode/stateboard-theme.schema.json": "Themes/*/theme.yaml" }
            """
    )

    @Option(help: "Which files: theme or scene.")
    var format: ThemeSchema.Format = .theme

    func run() { print(ThemeSchema.json(for: format)) }
}
