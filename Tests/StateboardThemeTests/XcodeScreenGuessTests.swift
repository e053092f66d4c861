import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme

/// The screens `init --from-xcode` reads off an app's string keys.
@Suite struct XcodeScreenGuessTests {
    /// Rule: the state segment may sit anywhere before the text segment, in any spelling.
    @Test(arguments: [
        ("inbox.empty.title", "inbox", "empty", "title"),
        ("explore.search.empty.title", "explore.search", "empty", "title"),
        ("web_view.empty_state.title", "web_view", "empty", "title"),
        ("Scene.ServerPicker.EmptyState.NoResults", "Scene.ServerPicker", "empty", "title"),
        ("Scene.HomeTimeline.EmptyState.ListEmptyMessageTitle", "Scene.HomeTimeline", "empty", "title"),
        ("Scene.Search.EmptyState", "Scene.Search", "empty", "title"),
        ("conversations.error.button", "conversations", "error", "action"),
        ("feed.errorState.subtitle", "feed", "error", "message"),
        ("profile.no-results.description", "profile", "empty", "message"),
    ])
    func aPlaceholderKeyNamesItsScreenStateAndParameter(_ key: String, _ screen: String, _ state: String, _ param: String) {
        #expect(XcodeScreenGuess.stateKey(key) == .init(screen: screen, state: state, param: param))
    }

    /// Rule: alerts, toasts and buttons, a bare `error` at the end, and a state followed by more
    /// than one segment name no screen.
    @Test(arguments: [
        "alert.error.title", "toast.status.delete.failure.title", "action.view.error", "alert.error",
        "account.edit.error.save.title", "status.error.loading.message", "empty.title", "inbox.empty.whatever",
    ])
    func otherKeysNameNoScreen(_ key: String) {
        #expect(XcodeScreenGuess.stateKey(key) == nil)
    }

    /// Rule: a screen's `<screen>.retry` is its error's action, `<screen>.title` its title.
    @Test func retryAndTitleJoinTheirScreen() {
        let screens = XcodeScreenGuess.screens(in: ["inbox.error.title", "inbox.retry", "inbox.title", "inbox.empty.title"], isUsable: { _ in true }, limit: 5)
        #expect(screens.count == 1 && screens[0].name == "inbox" && screens[0].title == "inbox.title")
        #expect(screens[0].params["error"]?.map(\.key) == ["inbox.retry", "inbox.error.title"])
    }

    /// Rule: every language that is a locale name goes in the matrix; `Base` and `mul` do not.
    @Test func localeNames() {
        for name in ["en", "pt-BR", "zh-Hans", "es-419", "zh-Hant-HK", "ckb", "en_GB"] { #expect(XcodeThemeScaffold.AppContents.isLocaleName(name), "\(name)") }
        for name in ["Base", "mul", "x", "english-language-name", "1x"] { #expect(!XcodeThemeScaffold.AppContents.isLocaleName(name), "\(name)") }
    }
}
