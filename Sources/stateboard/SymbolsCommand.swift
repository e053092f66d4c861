import ArgumentParser
import Foundation
import Stateboard

/// `stateboard symbols`: the SF Symbols names images and bars can use, and where the symbol set is.
struct SymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "List the SF Symbols names Stateboard draws (each also as NAME.fill): its own drawings, else the fallback set's icon.",
        discussion: """
            Examples:
              stateboard symbols
              stateboard symbols wifi        # names containing "wifi"
            In a theme: image: { symbol: wifi.slash, style: body, scale: large }
            """
    )

    @Argument(help: "Show only names containing this text.")
    var filter: String?

    @Flag(name: .customLong("sheet-scene"), help: "Print the scene file of the symbol sheet (make symbol-sheet renders it into docs/images/symbols.png).")
    var sheetScene = false

    func run() throws {
        if sheetScene { return print(SymbolSheetScene.yaml(), terminator: "") }
        let names = SymbolNames.all.filter { filter.map($0.contains) ?? true }
        // Which names Stateboard draws itself and which come from the installed set's icon.
        for name in names {
            let icon = SymbolNames.icon(for: name).map { "lucide " + $0.file } ?? ""
            let source = DrawnSymbols.symbol(named: name) != nil ? "drawn (fallback: \(icon))" : icon
            print(name.padding(toLength: 40, withPad: " ", startingAt: 0) + source)
        }
        let place =
            SymbolLibrary.shared.folder.map { "installed in \($0)" }
            ?? "not installed (run `make deps`; searched \(SymbolLibrary.searchFolders.joined(separator: ", ")))"
        let drawn = names.filter { DrawnSymbols.symbol(named: $0) != nil }.count
        FileHandle.standardError.write(
            Data(
                "\(names.count) of \(SymbolNames.all.count) names, \(drawn) drawn by Stateboard; the fallback set \(SymbolNames.setVersion) is \(place)\n".utf8)
        )
        if names.isEmpty, let filter { throw ValidationError("no symbol name contains `\(filter)`") }
    }
}
