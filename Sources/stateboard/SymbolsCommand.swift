import ArgumentParser
import Foundation
import Stateboard

/// `stateboard symbols`: the SF Symbols names images and bars can use, and where the symbol set is.
struct SymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "List the SF Symbols names Stateboard draws (each also as NAME.fill).",
        discussion: """
            Examples:
              stateboard symbols
              stateboard symbols wifi        # names containing "wifi"
            In a theme: image: { symbol: wifi.slash, style: body, scale: large }
            """
    )

    @Argument(help: "Show only names containing this text.")
    var filter: String?

    func run() throws {
        let names = SymbolNames.all.filter { filter.map($0.contains) ?? true }
        for name in names { print(name.padding(toLength: 40, withPad: " ", startingAt: 0) + (SymbolNames.icon(for: name)?.file ?? "")) }
        let place =
            SymbolLibrary.shared.folder.map { "installed in \($0)" }
            ?? "not installed (run `make deps`; searched \(SymbolLibrary.searchFolders.joined(separator: ", ")))"
        FileHandle.standardError.write(Data("\(names.count) of \(SymbolNames.all.count) names; the set \(SymbolNames.setVersion) is \(place)\n".utf8))
        if names.isEmpty, let filter { throw ValidationError("no symbol name contains `\(filter)`") }
    }
}
