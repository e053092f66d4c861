import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory stateboard record|verify|review …`: runs
/// the `stateboard` command line in the package's folder, so a package that depends on
/// Stateboard records, verifies and reviews its references (`Themes/`, `Snapshots/`) as teams
/// run swift-format or DocC, without installing the tool.
@main
struct StateboardCommandPlugin: CommandPlugin {
    /// The subcommands the plugin runs: those that work on a package's references. The others
    /// (`render`, `serve`, …) are the installed tool's.
    static let subcommands: Set<String> = ["record", "verify", "review", "prune", "merge-reports"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let subcommand = arguments.first, Self.subcommands.contains(subcommand) else {
            throw PluginFailure(
                "give a subcommand: \(Self.subcommands.sorted().joined(separator: ", ")); e.g. `swift package --allow-writing-to-package-directory stateboard verify --report verify-report`"
            )
        }
        let tool = try context.tool(named: "stateboard")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        // Theme names, `Snapshots/` and report folders are relative to the package, as in a terminal there.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure("stateboard \(subcommand) exited with status \(process.terminationStatus)")
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
