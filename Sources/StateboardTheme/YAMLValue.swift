import StateboardCore
import Yams

/// A YAML value that remembers where it was written, file included, so that values copied
/// between files (a parent theme's component in a child theme's screen) still report their
/// own file:line:column.
indirect enum YAMLValue: Sendable {
    case scalar(YAMLScalar)
    case mapping([YAMLEntry], FileLocation)
    case sequence([YAMLValue], FileLocation)

    /// Where the value starts.
    var location: FileLocation {
        switch self {
        case .scalar(let scalar): scalar.location
        case .mapping(_, let location), .sequence(_, let location): location
        }
    }

    /// The text of a scalar; `nil` for a mapping or a sequence.
    var text: String? {
        if case .scalar(let scalar) = self { return scalar.text }
        return nil
    }

    /// Whether this is `~`, `null` or nothing at all.
    var isNull: Bool {
        if case .scalar(let scalar) = self { return scalar.isNull }
        return false
    }

    /// A mapping's entries; `nil` for other values.
    var entries: [YAMLEntry]? {
        if case .mapping(let entries, _) = self { return entries }
        return nil
    }

    /// The value of `key` in a mapping.
    subscript(key: String) -> YAMLValue? {
        entries?.first { $0.key.text == key }?.value
    }

    /// The same value at another place (for text made from a template, reported where it is used).
    func relocated(text: String) -> YAMLValue {
        .scalar(YAMLScalar(text: text, isNull: false, isQuoted: true, location: location))
    }
}

/// A scalar: its text as written, and whether it was quoted (quoted text is never a reference).
struct YAMLScalar: Sendable {
    var text: String
    var isNull: Bool
    var isQuoted: Bool
    var location: FileLocation
}

/// One `key: value` of a mapping.
struct YAMLEntry: Sendable {
    var key: YAMLValue
    var value: YAMLValue
}

extension YAMLValue {
    /// Converts a composed Yams node, stamping every value with `file` and its line and column.
    init(_ node: Yams.Node, file: String) {
        let location = FileLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        switch node {
        case .scalar(let scalar):
            let plain = scalar.style == .plain || scalar.style == .any
            let null = plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
            self = .scalar(YAMLScalar(text: scalar.string, isNull: null, isQuoted: !plain, location: location))
        case .mapping(let mapping):
            self = .mapping(mapping.map { YAMLEntry(key: YAMLValue($0.key, file: file), value: YAMLValue($0.value, file: file)) }, location)
        case .sequence(let sequence):
            self = .sequence(sequence.map { YAMLValue($0, file: file) }, location)
        case .alias:
            self = .scalar(YAMLScalar(text: "", isNull: true, isQuoted: false, location: location))
        }
    }
}
