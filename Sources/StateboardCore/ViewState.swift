/// Why data failed to load; decides which error placeholder a screen shows (`error.<kind>` in
/// themes, falling back to `error`). Three kinds are built in; an app adds its own
/// (`ErrorKind("unauthorized")`), which a theme declares in `errorKinds:` and may style.
public struct ErrorKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The kind's name: a letter, then letters, digits, `_` or `-` (`networkUnreachable`, `maintenance`).
    public let rawValue: String

    /// A kind by name; `nil` when the name is not an identifier.
    public init?(rawValue: String) {
        guard Self.isName(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// An app's own kind. The name must be an identifier (checked: a bad literal is a programming error).
    public init(_ name: String) {
        precondition(Self.isName(name), "an error kind's name is a letter followed by letters, digits, _ or -: \(name)")
        rawValue = name
    }

    public init(stringLiteral name: String) { self.init(name) }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let kind = ErrorKind(rawValue: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "`\(name)` is not an error kind's name")
        }
        self = kind
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    /// The device is offline or the host cannot be reached.
    public static let networkUnreachable = ErrorKind("networkUnreachable")
    /// The request took too long.
    public static let timeout = ErrorKind("timeout")
    /// Anything else: a server error, a decoding failure.
    public static let failed = ErrorKind("failed")

    /// The kinds every theme knows.
    public static let builtIn: [ErrorKind] = [.networkUnreachable, .timeout, .failed]

    /// Whether `name` can name a kind (and so a state `error.<name>`).
    public static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.count <= 64, first.properties.isAlphabetic, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
    }
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
                // Any identifier parses; a theme checks app kinds against its `errorKinds`.
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
