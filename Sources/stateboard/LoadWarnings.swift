import Foundation
import Stateboard

/// Prints what loading a theme found that does not stop it (`Theme.warnings`: the app's asset
/// sets nothing uses that cannot be read), each as `file:line:column: warning: …` on stderr.
func printLoadWarnings(_ themes: [Theme]) { printLoadWarnings(themes.flatMap(\.warnings)) }

/// Prints `warnings`, each once.
func printLoadWarnings(_ warnings: [Diagnostic]) {
    var seen = Set<String>()
    for warning in warnings where seen.insert(warning.description).inserted {
        FileHandle.standardError.write(Data((warning.description + "\n").utf8))
    }
}
