import ArgumentParser
import Foundation
import Stateboard

/// `stateboard themes`: the themes a name can refer to, and where each comes from.
struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "List the themes you can name: ./Themes first, then the ones bundled in stateboard.",
        discussion: """
            A folder Themes/<name> in the current directory wins over the bundled theme of the same \
            name. Any command also takes a theme folder's path.

            Examples:
              stateboard themes
              stateboard render listapp          # a bundled theme, from any folder
            """
    )

    func run() throws {
        for entry in try ThemeCatalog().entries() {
            let origin = entry.origin == .bundled ? "bundled" : "local   " + entry.path
            print(entry.name.padding(toLength: 18, withPad: " ", startingAt: 0) + origin)
        }
    }
}
