import Foundation

/// Decides which error placeholder a failure shows, the way an app would: a value holding
/// classifiers tried in order, the first that recognises an error winning, then the standard
/// rules for `URLError` and POSIX codes. An app adds one for its networking library's error
/// type (`.adding { (error: APIError) in error.status == 401 ? "unauthorized" : nil }`).
public struct ErrorClassifier: Sendable {
    /// One rule: a kind for an error it recognises, `nil` to pass.
    public typealias Rule = @Sendable (any Error) -> ErrorKind?

    private var rules: [Rule]

    /// The standard rules only: URL and POSIX errors (also when wrapped as an underlying error).
    public static let standard = ErrorClassifier(rules: [])

    private init(rules: [Rule]) { self.rules = rules }

    /// This classifier with `rule` tried first.
    public func adding(_ rule: @escaping Rule) -> ErrorClassifier { ErrorClassifier(rules: [rule] + rules) }

    /// This classifier with a rule for errors of type `E` tried first.
    public func adding<E: Error>(_ rule: @escaping @Sendable (E) -> ErrorKind?) -> ErrorClassifier {
        adding { error in (error as? E).flatMap(rule) }
    }

    /// The kind of `error`: the first rule that recognises it, else the standard rules, else `failed`.
    public func kind(of error: any Error) -> ErrorKind {
        for rule in rules { if let kind = rule(error) { return kind } }
        return Self.standardKind(of: error as NSError, depth: 0) ?? .failed
    }

    /// URL and POSIX errors; an error wrapping one (`NSUnderlyingErrorKey`) is classified by it.
    private static func standardKind(of error: NSError, depth: Int) -> ErrorKind? {
        switch error.domain {
        case NSURLErrorDomain:
            if error.code == URLError.timedOut.rawValue { return .timeout }
            if unreachableURLCodes.contains(error.code) { return .networkUnreachable }
        case NSPOSIXErrorDomain:
            if error.code == Int(ETIMEDOUT) { return .timeout }
            if unreachablePOSIXCodes.contains(Int32(error.code)) { return .networkUnreachable }
        default: break
        }
        guard depth < 8, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return nil }
        return standardKind(of: underlying, depth: depth + 1)
    }

    /// URL errors that mean the network or the host cannot be reached.
    public static let unreachableURLCodes: Set<Int> = [
        URLError.notConnectedToInternet.rawValue, URLError.networkConnectionLost.rawValue,
        URLError.cannotFindHost.rawValue, URLError.cannotConnectToHost.rawValue,
        URLError.dnsLookupFailed.rawValue, URLError.internationalRoamingOff.rawValue,
        URLError.dataNotAllowed.rawValue, URLError.callIsActive.rawValue,
    ]
    /// POSIX errors that mean the network or the host cannot be reached.
    public static let unreachablePOSIXCodes: Set<Int32> = [ENETUNREACH, EHOSTUNREACH, ENETDOWN, ECONNREFUSED, ENOTCONN, ECONNRESET, EHOSTDOWN]
}

extension ErrorKind {
    /// Classifies an error with the standard rules: no connection → `networkUnreachable`, timed
    /// out → `timeout`, anything else → `failed`. Works on `URLError` and on any `NSError` in
    /// the URL or POSIX error domains, also wrapped as an underlying error.
    public init(classifying error: any Error) { self = ErrorClassifier.standard.kind(of: error) }

    /// Classifies an error with an app's classifier.
    public init(classifying error: any Error, with classifier: ErrorClassifier) { self = classifier.kind(of: error) }
}

extension ViewState {
    /// The state for a failed load, its kind classified by `classifier`.
    public init(failure: any Error, classifier: ErrorClassifier) { self = .error(classifier.kind(of: failure)) }
}
