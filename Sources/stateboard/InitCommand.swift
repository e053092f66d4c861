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
            """
    )

    @Argument(help: "The theme's name (letters, digits, - and _).")
    var name: String

    @Option(help: "The folder that holds themes.")
    var folder = "Themes"

    func validate() throws {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw ValidationError("a theme name uses letters, digits, - and _ only: `\(name)`")
        }
    }

    func run() throws {
        let path = (folder as NSString).appendingPathComponent(name)
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
}
