/// Placeholder texts `init --from-xcode` finds by what they say, in the development language,
/// when their keys name no state: an English sentence used as its own key (SwiftUI's
/// `Text("Nothing here yet")`) or a key such as `favorites.placeholder` whose text reads
/// "No favorites yet". Only English is read: the words are English ones.
package enum XcodeTextGuess {
    /// Phrases that start or make an empty state's text.
    static let emptyStarts = ["no ", "nothing", "there are no", "there is nothing", "you have no", "you don't have any", "you haven't", "you have not"]
    static let emptyPhrases = [" is empty", " are empty", "no results", "no items", "nothing here", "nothing to show", "nothing yet", "not found any", " yet."]
    static let errorPhrases = [
        "something went wrong", "went wrong", "failed to", "couldn't", "could not", "unable to", "an error", "error occurred",
        "no internet", "you're offline", "you are offline", "check your connection", "try again",
    ]
    static let loadingStarts = ["loading", "fetching", "please wait", "syncing", "refreshing"]

    /// The state an English text is the placeholder text of, and the parameter it fills: a short
    /// text without a closing period is a title, a sentence a message. `nil` for other texts.
    static func classify(_ text: String) -> (state: String, param: String)? {
        let lowered = text.lowercased().trimmingCharacters(in: .whitespaces)
        guard (4...160).contains(lowered.count), !lowered.contains("%"), !lowered.contains("\n") else { return nil }
        let words = lowered.split(separator: " ").count
        let param = words <= 6 && !lowered.hasSuffix(".") ? "title" : "message"
        if loadingStarts.contains(where: lowered.hasPrefix), words <= 4 { return ("loading", "message") }
        if errorPhrases.contains(where: lowered.contains) { return ("error", param) }
        if emptyStarts.contains(where: lowered.hasPrefix) || emptyPhrases.contains(where: lowered.contains) { return ("empty", param) }
        return nil
    }

    /// A screen name for a text that has no screen in its key: its first words, lowercased and
    /// joined by `-` (`Your list is empty.` → `your-list-is-empty`).
    static func screenName(for text: String) -> String? {
        let words = text.lowercased().split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }).prefix(4)
        let name = words.joined(separator: "-")
        return name.isEmpty || !OutputNames.isIdentifier(name) ? nil : name
    }

    /// What a key whose shape names no state fills, read from its development-language `text`.
    /// A sentence used as its key is an empty state's text (an error sentence is an alert's more
    /// often than a screen's, a "Refreshing…" a status line's); a key naming an alert, toast or button, or whose
    /// segments name a state its shape did not make a placeholder of, is none.
    package static func stateKey(_ key: String, text: String) -> XcodeScreenGuess.StateKey? {
        guard let (state, param) = classify(text) else { return nil }
        // A key that is not dotted identifiers (`favorites.placeholder`) is text used as its key.
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        let sentence = parts.count < 2 || !parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } }
        if sentence, state != "empty" { return nil }
        if !sentence {
            let segments = key.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" })
            if segments.contains(where: { XcodeScreenGuess.notScreens.contains(XcodeScreenGuess.normalized($0)) || XcodeScreenGuess.stateWords[XcodeScreenGuess.normalized($0)] != nil }) {
                return nil
            }
        }
        guard let screen = screen(forKey: key, text: key.contains(" ") ? key : text) else { return nil }
        return XcodeScreenGuess.StateKey(screen: screen, state: state, param: param)
    }

    /// The screen a key found by its text belongs to: a dotted identifier key's prefix
    /// (`favorites.placeholder` → `favorites`), else a name made of the text's first words.
    static func screen(forKey key: String, text: String) -> String? {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count >= 2, !key.contains(" "), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } }) {
            let prefix = parts.dropLast().joined(separator: ".")
            if OutputNames.isIdentifier(prefix) { return prefix }
        }
        return screenName(for: text)
    }
}
