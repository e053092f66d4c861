import StateboardCore
import StateboardTheme

extension ThemeLinter {
    /// The app's strings (`localizations`) the theme uses that a rendered locale has no
    /// translation of (the app, and the image, show the source language instead) or whose
    /// translation is marked `new` or `needs_review`, at the key or translation in the app's
    /// file. The source language is never missing, whatever state its entries carry. Keys the
    /// theme does not use belong to the app and are not reported; a key the theme
    /// defines itself for the locale is the theme's business (`missingTranslation` of its own).
    func appStringTranslations() -> [LintFinding] {
        guard !theme.appStrings.files.isEmpty else { return [] }
        let used = TemplateUses(theme: theme).strings.filter(theme.appStrings.contains).sorted()
        var findings: [LintFinding] = []
        for key in used {
            for locale in locales where LocaleInfo(locale).pseudo == nil {
                let ownText = theme.translatesString(key, into: locale) || theme.screens.contains { theme.translatesString(key, into: locale, screen: $0) }
                guard !ownText, let problem = theme.appStrings.translationProblem(key, in: locale) else { continue }
                // The source language is what the others are translated from: Xcode marks its
                // entries `new` until a string is reviewed, and never lists it as untranslated.
                let source = theme.appStrings.sourceLanguage(of: key)
                guard locale != source, problem.locale != source else { continue }
                findings.append(
                    LintFinding(
                        rule: .missingTranslation, message: "app string `\(PrintableText.escaped(key))` \(problem.message)",
                        hint: problem.hint, location: problem.location))
            }
        }
        return findings
    }
}
