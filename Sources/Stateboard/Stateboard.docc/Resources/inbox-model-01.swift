import Foundation
import Stateboard

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The inbox screen's model: it loads messages and says which state the screen is in.
///
/// Loading goes through `fetch`, so tests can point it at any URL; a failure becomes a
/// placeholder state through Stateboard's error classification (no connection →
/// `error.networkUnreachable`, a timeout → `error.timeout`, anything else → `error.failed`).
public struct InboxModel: Sendable {
    public private(set) var messages: [String] = []
    public private(set) var state: ViewState = .loading

    public init() {}

    /// Sets the state from what loading returned.
    public mutating func finish(with result: Result<[String], any Error>) {
        switch result {
        case .success(let loaded):
            messages = loaded
            state = loaded.isEmpty ? .empty : .content
        case .failure(let error):
            state = ViewState(failure: error)
        }
    }
}
