import Foundation
import Testing

@testable import StateboardCore

@Suite struct ViewStateTests {
    @Test(
        "hasData × isLoading gives content / updating / loading / empty",
        arguments: [
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
        #expect(ViewState(key: "error.unauthorized") == .error(ErrorKind("unauthorized")))  // an app's kind; themes check it
        #expect(ViewState(key: "error.no pe") == nil)
        #expect(ViewState(key: "error.") == nil)
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

/// Which error placeholder a failure shows.
@Suite struct ErrorClassificationTests {
    static let unreachableURLCodes: [URLError.Code] = [
        .notConnectedToInternet, .networkConnectionLost, .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed,
        .internationalRoamingOff, .dataNotAllowed, .callIsActive,
    ]
    static let otherURLCodes: [URLError.Code] = [
        .badServerResponse, .badURL, .cancelled, .cannotDecodeContentData, .userAuthenticationRequired, .secureConnectionFailed,
        .resourceUnavailable, .fileDoesNotExist, .zeroByteResource,
    ]

    @Test(arguments: unreachableURLCodes)
    func unreachableURLErrorsAreNetworkUnreachable(code: URLError.Code) {
        #expect(ErrorKind(classifying: URLError(code)) == .networkUnreachable)
        #expect(ViewState(failure: URLError(code)) == .error(.networkUnreachable))
    }

    @Test func aTimedOutURLErrorIsTimeout() { #expect(ErrorKind(classifying: URLError(.timedOut)) == .timeout) }

    @Test(arguments: otherURLCodes)
    func otherURLErrorsFailed(code: URLError.Code) { #expect(ErrorKind(classifying: URLError(code)) == .failed) }

    @Test(arguments: [ENETUNREACH, EHOSTUNREACH, ENETDOWN, ECONNREFUSED, ENOTCONN, ECONNRESET, EHOSTDOWN])
    func unreachablePOSIXErrorsAreNetworkUnreachable(code: Int32) {
        #expect(ErrorKind(classifying: NSError(domain: NSPOSIXErrorDomain, code: Int(code))) == .networkUnreachable)
    }

    @Test func posixTimeoutAndOthers() {
        #expect(ErrorKind(classifying: NSError(domain: NSPOSIXErrorDomain, code: Int(ETIMEDOUT))) == .timeout)
        #expect(ErrorKind(classifying: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOENT))) == .failed)
        #expect(ErrorKind(classifying: NSError(domain: "com.example", code: 1)) == .failed)
    }

    @Test func aWrappedURLErrorIsClassifiedByWhatItWraps() {
        let wrapped = NSError(domain: "com.example.api", code: 7, userInfo: [NSUnderlyingErrorKey: URLError(.timedOut) as NSError])
        #expect(ErrorKind(classifying: wrapped) == .timeout)
    }

    /// An app's networking library's error, with its own classifier and kinds.
    enum APIError: Error {
        case http(status: Int)
        case offline, decoding
    }

    @Test func anAppsClassifierComesFirstAndTheStandardRulesStay() {
        let classifier = ErrorClassifier.standard.adding { (error: APIError) -> ErrorKind? in
            switch error {
            case .http(401), .http(403): "unauthorized"
            case .http(503): "maintenance"
            case .offline: .networkUnreachable
            case .http, .decoding: nil
            }
        }
        #expect(classifier.kind(of: APIError.http(status: 401)) == ErrorKind("unauthorized"))
        #expect(classifier.kind(of: APIError.http(status: 503)) == ErrorKind("maintenance"))
        #expect(classifier.kind(of: APIError.offline) == .networkUnreachable)
        #expect(classifier.kind(of: APIError.http(status: 500)) == .failed)
        #expect(classifier.kind(of: URLError(.timedOut)) == .timeout)
        #expect(ViewState(failure: APIError.http(status: 403), classifier: classifier).key == "error.unauthorized")
        #expect(ViewState(failure: APIError.http(status: 403), classifier: classifier).fallbackKeys == ["error.unauthorized", "error"])
    }

    @Test func kindNamesAreIdentifiers() {
        #expect(ErrorKind(rawValue: "maintenance") != nil)
        for bad in ["", "9lives", "no pe", "a/b", "..", "x\n", "é"] { #expect(ErrorKind(rawValue: bad) == nil, "\(bad)") }
    }
}

@Suite struct DevicePresetTests {
    @Test func everyPresetHasAStaticMemberAndEveryMemberIsAPreset() {
        let members: [Device] = [
            .iPhoneSE, .iPhone13Mini, .iPhone14, .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPhone16,
            .iPhone16Pro, .iPhone16ProMax, .iPadMini, .iPad, .iPadPro11, .iPadPro13,
        ]
        #expect(members.map(\.id) == Device.presets.map(\.id))
        #expect(Device.iPhone15.size == LayoutSize(width: 393, height: 852) && Device.iPhoneSE.scale == 2)
    }
}
