import Foundation

extension ErrorKind {
    /// Classifies an error the way an app decides which error placeholder to show: no
    /// connection → `networkUnreachable`, timed out → `timeout`, anything else → `failed`.
    /// Works on `URLError` and on any `NSError` in the URL or POSIX error domains.
    public init(classifying error: any Error) {
        let nsError = error as NSError
        let unreachableURLCodes: Set<Int> = [
            URLError.notConnectedToInternet.rawValue, URLError.networkConnectionLost.rawValue,
            URLError.cannotFindHost.rawValue, URLError.cannotConnectToHost.rawValue,
            URLError.dnsLookupFailed.rawValue, URLError.internationalRoamingOff.rawValue,
            URLError.dataNotAllowed.rawValue,
        ]
        let unreachablePOSIX: Set<Int32> = [ENETUNREACH, EHOSTUNREACH, ENETDOWN, ECONNREFUSED, ENOTCONN]
        if nsError.domain == NSURLErrorDomain {
            if nsError.code == URLError.timedOut.rawValue { self = .timeout; return }
            if unreachableURLCodes.contains(nsError.code) { self = .networkUnreachable; return }
        } else if nsError.domain == NSPOSIXErrorDomain {
            if nsError.code == Int(ETIMEDOUT) { self = .timeout; return }
            if unreachablePOSIX.contains(Int32(nsError.code)) { self = .networkUnreachable; return }
        }
        self = .failed
    }
}
