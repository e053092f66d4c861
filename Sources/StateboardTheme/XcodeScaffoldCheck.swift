import Foundation
import StateboardAppFiles
import StateboardCore

extension XcodeThemeScaffold.AppContents {
    /// Writes the theme into `stage`, leaves out (and says) what `validate` would refuse,
    /// writes it again, and checks it as `validate` does: the theme init writes validates.
    mutating func write(
        name: String, roots: XcodeThemeScaffold.Roots, to stage: String, parentFolders: [String],
        refusal: ([Diagnostic]) -> XcodeThemeScaffold.ImportError
    ) throws -> (Theme, [Diagnostic]) {
        let file = (stage as NSString).appendingPathComponent("theme.yaml")
        try themeYAML(name: name, roots: roots).write(toFile: file, atomically: true, encoding: .utf8)
        var (theme, diagnostics) = ThemeLoader.loadCollecting(path: stage, parentFolders: parentFolders)
        guard let written = theme, diagnostics.isEmpty else { throw refusal(diagnostics) }
        // Resolving every screen state is what `validate` does: when nothing fails, it is valid.
        let leftOut = leaveOutFailures(in: written)
        guard !leftOut.isEmpty else { return (written, []) }
        try themeYAML(name: name, roots: roots).write(toFile: file, atomically: true, encoding: .utf8)
        (theme, diagnostics) = ThemeLoader.loadCollecting(path: stage, parentFolders: parentFolders)
        guard theme != nil, diagnostics.isEmpty else { throw refusal(diagnostics) }
        let check = ThemeValidator.validate(path: stage, parentFolders: parentFolders)
        guard let final = theme, check.diagnostics.allSatisfy(\.isWarning) else { throw refusal(check.diagnostics.filter { !$0.isWarning }) }
        return (final, leftOut)
    }

    /// Resolves every screen of `theme` (the one just written from these contents) in every
    /// state and locale of its matrix, as `validate` does, and leaves out the app texts that
    /// fail somewhere: a state's texts (a translation that drops or adds an argument, a
    /// placeholder with no development-language text), or a screen's title. Returns a warning
    /// for each left out, naming the screen, state and locale, at the problem's place.
    mutating func leaveOutFailures(in theme: Theme) -> [Diagnostic] {
        let resolver = ThemeResolver(theme: theme)
        let device = theme.matrix.devices.first.flatMap(theme.device) ?? Device.presets[3]
        var warnings: [Diagnostic] = []
        var failed = Set<String>()
        for written in theme.screens {
            guard let index = screens.firstIndex(where: { $0.name == written.name }) else { continue }
            var screen = written
            // The title first (`nil`), on its own: the screens written here have no content, so
            // no state shows the title without a state's texts beside it. A title left out is
            // left out of the states checked next, which would all fail for it.
            let states: [ViewState?] = [nil] + ThemeValidator.reachableStates(of: theme, screen: screen)
            for state in states {
                let group = state.map { String($0.key.split(separator: ".").first ?? "") } ?? "title"
                if state != nil, failed.contains("\(screen.name) title") { screen.title = nil }
                guard !failed.contains("\(screen.name) \(group)") else { continue }
                for locale in theme.matrix.locales {
                    let variant = Variant(device: device, locale: LocaleInfo(locale))
                    do {
                        if let state {
                            _ = try resolver.resolve(screen, state: state, variant: variant)
                        } else {
                            _ = try resolver.title(of: screen, variant: variant)
                        }
                    } catch {
                        failed.insert("\(screen.name) \(group)")
                        if group == "title" { screens[index].title = nil } else { screens[index].params[group] = nil }
                        let first = error.diagnostics.first
                        var warning = Diagnostic(
                            "left the app's \(group == "title" ? "title" : "\(group) texts") out of screen `\(screen.name)`: in \(locale)\(state.map { " (\($0.key))" } ?? ""), "
                                + (first?.message ?? "it does not resolve"),
                            at: first?.location ?? FileLocation(file: theme.files.first ?? "theme.yaml", line: 1, column: 1),
                            hint: "the screen shows the built-in text instead; fix the app's string, then add it to the theme")
                        warning.isWarning = true
                        warnings.append(warning)
                        break
                    }
                }
            }
        }
        return warnings
    }
}
