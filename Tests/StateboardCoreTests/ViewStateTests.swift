import Foundation
import Testing
@testable import StateboardCore

@Suite struct ViewStateTests {
    @Test("hasData × isLoading gives content / updating / loading / empty", arguments: [
        (true, true, ViewState.updating), (true, false, .content), (false, true, .loading), (false, false, .empty),
    ])
    func hasDataIsLoadingTable(hasData: Bool, isLoading: Bool, expected: ViewState) {
        #expect(ViewState(hasData: hasData, isLoading: isLoading) == expected)
    }

    @Test func keysRoundTrip() {
        for state in ViewState.builtIn + [.custom("noResults")] {
            #expect(ViewState(key: state.key) == state)
        }
        #expect(ViewState(key: "error") == .error(.failed))
        #expect(ViewState(key: "error.nope") == nil)
        #expect(ViewState(key: "custom.") == nil)
        #expect(ViewState(key: "Loading") == nil)
    }

    @Test func errorStatesFallBackToError() {
        #expect(ViewState.error(.timeout).fallbackKeys == ["error.timeout", "error"])
        #expect(ViewState.updating.fallbackKeys == ["updating", "loading"])
        #expect(ViewState.empty.fallbackKeys == ["empty"])
    }

    @Test func onlyContentAndUpdatingShowContent() {
        #expect(!ViewState.content.hidesContent)
        #expect(!ViewState.updating.hidesContent)
        #expect(ViewState.loading.hidesContent)
        #expect(ViewState.error(.failed).hidesContent)
    }

    @Test func classifiesURLErrors() {
        #expect(ErrorKind(classifying: URLError(.notConnectedToInternet)) == .networkUnreachable)
        #expect(ErrorKind(classifying: URLError(.cannotFindHost)) == .networkUnreachable)
        #expect(ErrorKind(classifying: URLError(.timedOut)) == .timeout)
        #expect(ErrorKind(classifying: URLError(.badServerResponse)) == .failed)
        #expect(ErrorKind(classifying: NSError(domain: NSPOSIXErrorDomain, code: Int(ETIMEDOUT))) == .timeout)
        #expect(ViewState(failure: CocoaError(.fileReadCorruptFile)) == .error(.failed))
    }
}
