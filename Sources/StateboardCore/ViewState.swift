/// Why data failed to load; decides which error placeholder a screen shows.
public enum ErrorKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// The device is offline or the host cannot be reached.
    case networkUnreachable
    /// The request took too long.
    case timeout
    /// Anything else: a server error, a decoding failure.
    case failed
}

/// What a data-backed screen is showing, and so which placeholder (if any) covers it.
public enum ViewState: Hashable, Sendable {
    /// Data is shown; no placeholder.
    case content
    /// Data is shown with a loading indicator over it (a refresh).
    case updating
    /// Nothing to show yet; a loading placeholder.
    case loading
    /// Loaded, and there is nothing.
    case empty
    /// Loading failed.
    case error(ErrorKind)
    /// An app-specific state, such as `noResults` or `locationDenied`.
    case custom(String)

    /// The state a screen is in from whether it has data and whether it is loading, the table
    /// DataViewable popularised: data and loading → updating, data → content, loading → loading,
    /// neither → empty.
    public init(hasData: Bool, isLoading: Bool) {
        switch (hasData, isLoading) {
        case (true, true): self = .updating
        case (true, false): self = .content
        case (false, true): self = .loading
        case (false, false): self = .empty
        }
    }

    /// The state for a failed load, its kind classified from the error.
    public init(failure: any Error) { self = .error(ErrorKind(classifying: failure)) }

    /// The state's name in theme files: `loading`, `error.timeout`, `custom.noResults`.
    public var key: String {
        switch self {
        case .content: "content"
        case .updating: "updating"
        case .loading: "loading"
        case .empty: "empty"
        case .error(let kind): "error.\(kind.rawValue)"
        case .custom(let name): "custom.\(name)"
        }
    }

    /// Parses a state's name: `content`, `updating`, `loading`, `empty`, `error` (meaning
    /// `error.failed`), `error.<kind>`, or `custom.<name>` (a bare unknown name is not accepted).
    public init?(key: String) {
        switch key {
        case "content": self = .content
        case "updating": self = .updating
        case "loading": self = .loading
        case "empty": self = .empty
        case "error": self = .error(.failed)
        default:
            if key.hasPrefix("error."), let kind = ErrorKind(rawValue: String(key.dropFirst(6))) {
                self = .error(kind)
            } else if key.hasPrefix("custom."), key.count > 7 {
                self = .custom(String(key.dropFirst(7)))
            } else {
                return nil
            }
        }
    }

    /// The keys to look this state up by in a theme, most specific first: `error.timeout`
    /// falls back to `error`; `updating` falls back to `loading` for its indicator.
    public var fallbackKeys: [String] {
        switch self {
        case .error(let kind): ["error.\(kind.rawValue)", "error"]
        case .updating: ["updating", "loading"]
        default: [key]
        }
    }

    /// Whether a placeholder covers the screen's content (false for `content` and `updating`,
    /// which show the content, `updating` with an indicator over it).
    public var hidesContent: Bool {
        switch self {
        case .content, .updating: false
        default: true
        }
    }

    /// The built-in states, in the order a gallery shows them.
    public static let builtIn: [ViewState] = [
        .content, .loading, .updating, .empty,
        .error(.networkUnreachable), .error(.timeout), .error(.failed),
    ]
}
