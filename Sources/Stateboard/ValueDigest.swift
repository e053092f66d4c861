import Foundation
import StateboardCore
// `_forEachField`: a struct type's stored properties, their names, offsets and types, read once
// per type from the runtime's metadata (what `Mirror` reads again for every value).
@_spi(Reflection) import Swift

/// A stable digest of a value and everything it holds, by reflection: every stored property,
/// enum case and payload, in declaration order (dictionaries and sets in an order of their own,
/// since theirs changes from process to process), plus the size and modification time of any
/// file an absolute path in it names. Where a value was written (`NodeOrigin`, `FileLocation`)
/// is left out: moving a line in a theme draws no pixel differently.
///
/// A plain struct's stored properties are read at their offsets (`StructFields`), found once per
/// type, instead of through a `Mirror` of each value: the same properties, names and order, so
/// the same digest, at a fraction of the cost (a first render digests every scene it draws).
///
/// Incremental rendering digests each resolved scene with it; two scenes with equal digests
/// draw the same pixels in the same environment.
enum ValueDigest {
    /// The digest of `value`, 16 hex digits. `readsFields` off: structs through a `Mirror` of
    /// each value too, as the digest was first made (for the test that the two agree).
    static func of(_ value: Any, readsFields: Bool = true) -> String {
        var hash = StableHash()
        add(value, to: &hash, depth: 0, readsFields: readsFields)
        return String(format: "%016llx", hash.value)
    }

    static func add(_ value: Any, to hash: inout StableHash, depth: Int, readsFields: Bool = true) {
        // The common leaves first: reflecting them costs more than the rest of the walk. They are
        // told by their type, compared as a pointer: a cast of each value to each leaf type, which
        // fails for most, cost more than half the walk.
        let type = Swift.type(of: value)
        if type == String.self { addText(value as! String, to: &hash); return }
        if type == Double.self { hash.add(word: (value as! Double).bitPattern, tag: 1); return }
        if type == Int.self { hash.add(word: UInt64(bitPattern: Int64(value as! Int)), tag: 2); return }
        if type == Bool.self { hash.add(word: (value as! Bool) ? 1 : 0, tag: 3); return }
        if type == Data.self {
            let data = value as! Data
            hash.add("data\(data.count)")
            hash.add(bytes: data)
            return
        }
        if type == NodeOrigin.self || type == FileLocation.self { hash.add("@"); return }
        guard depth < 256 else { hash.add("…"); return }
        // Optionals and arrays, most of the walk's values, are opened without reflecting them.
        switch kind(of: value, type: type) {
        case .optional(let optional, let name):
            hash.add(name)
            guard let wrapped = optional.wrapped(in: value) else { hash.add("nil"); return }
            hash.add("some")
            add(wrapped, to: &hash, depth: depth + 1, readsFields: readsFields)
        case .array(let array, let name):
            hash.add(name)
            let elements = array.elements(in: value)
            hash.add(word: UInt64(elements.count), tag: 5)
            for element in elements { add(element, to: &hash, depth: depth + 1, readsFields: readsFields) }
        case .reflected(let name, let fields):
            hash.add(name)
            if readsFields, let children = fields?.values(in: value) {
                for (label, child) in children {
                    hash.add(label)
                    add(child, to: &hash, depth: depth + 1)
                }
                return
            }
            addReflecting(value, to: &hash, depth: depth, readsFields: readsFields)
        }
    }

    /// A value of any other type, by reflection: its stored properties, or its enum case and
    /// payload, or a dictionary's or set's members in an order of their own.
    private static func addReflecting(_ value: Any, to hash: inout StableHash, depth: Int, readsFields: Bool) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary?, .set?:
            let parts = mirror.children.map { child -> UInt64 in
                var part = StableHash()
                add(child.value, to: &part, depth: depth + 1, readsFields: readsFields)
                return part.value
            }.sorted()
            for part in parts { hash.add(String(part, radix: 16)) }
        default:
            if mirror.children.isEmpty {
                hash.add(String(describing: value))  // an enum case without payload, a number of another type
                return
            }
            for child in mirror.children {
                hash.add(child.label ?? "-")
                add(child.value, to: &hash, depth: depth + 1, readsFields: readsFields)
            }
        }
    }

    /// How the walk opens a value of a type, with the type's fully qualified name (the same in
    /// every process).
    private enum Kind: Sendable {
        case optional(any DigestedOptional.Type, name: String)
        case array(any DigestedArray.Type, name: String)
        /// With its stored properties when it is a struct read by them (`StructFields`).
        case reflected(name: String, fields: StructFields?)
    }

    /// Kinds by type, worked out once per type (a type's name is the walk's dearest step), from
    /// the first value of it met (`value`, of `type`).
    private static let kinds = Locked<[ObjectIdentifier: Kind]>([:])

    private static func kind(of value: Any, type: Any.Type) -> Kind {
        let id = ObjectIdentifier(type)
        if let kind = kinds.withLock({ $0[id] }) { return kind }
        let name = String(reflecting: type)
        let kind: Kind
        if let optional = type as? any DigestedOptional.Type {
            kind = .optional(optional, name: name)
        } else if let array = type as? any DigestedArray.Type {
            kind = .array(array, name: name)
        } else {
            kind = .reflected(name: name, fields: StructFields.of(value))
        }
        kinds.withLock { $0[id] = kind }
        return kind
    }

    /// A string, and when it is an absolute path to a file, that file's size and modification
    /// time (an image or SVG the scene draws, changed without its name changing).
    private static func addText(_ text: String, to hash: inout StableHash) {
        hash.add("s" + text)
        guard text.hasPrefix("/"), text.utf8.count < 4096 else { return }
        var info = stat()
        guard stat(text, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return }
        hash.add(fileStamp(info))
    }

    /// A file's size and modification time, to the nanosecond.
    static func fileStamp(_ info: stat) -> String { "file" + FileChangeStamp.of(info) }

    /// `fileStamp` of the file at `path`, or `none`.
    static func fileStamp(at path: String) -> String {
        var info = stat()
        return stat(path, &info) == 0 ? fileStamp(info) : "none"
    }
}

/// An optional type the digest unwraps without reflecting it.
private protocol DigestedOptional: SendableMetatype {
    /// `value`, a value of this type, unwrapped (`nil` for `none`).
    static func wrapped(in value: Any) -> Any?
}

extension Optional: DigestedOptional {
    fileprivate static func wrapped(in value: Any) -> Any? {
        guard case .some(.some(let wrapped)) = value as? Self else { return nil }
        return wrapped
    }
}

/// An array type the digest walks without reflecting it.
private protocol DigestedArray: SendableMetatype {
    /// The elements of `value`, a value of this type, in order.
    static func elements(in value: Any) -> [Any]
}

extension Array: DigestedArray {
    fileprivate static func elements(in value: Any) -> [Any] { (value as? Self)?.map { $0 } ?? [] }
}

/// A plain struct type's stored properties, read from a value at their offsets: what a `Mirror`
/// of the value lists as its children, without making one per value.
struct StructFields: Sendable {
    /// A stored property: its name, its offset in the struct and how to copy it out as `Any`.
    struct Field: Sendable {
        let label: String
        let offset: Int
        let load: @Sendable (UnsafeRawPointer) -> Any
    }

    /// The struct type the fields are of.
    let type: Any.Type
    let fields: [Field]

    /// The properties of `value`'s type when it is a plain struct of Stateboard's own modules
    /// whose `Mirror` lists exactly its stored properties (not `CustomReflectable`) and has some;
    /// nil for any other type, which the digest reflects. Checked against a `Mirror` of `value`
    /// (the digest asks once per type: `ValueDigest.kind`). Only Stateboard's types:
    /// `_forEachField` does not tell a `weak` property from a strong one, whose storage differs,
    /// and those modules declare none (a test reads their sources); an app's types are reflected.
    static func of(_ value: Any) -> StructFields? {
        let type = Swift.type(of: value)
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct, !(type is any CustomReflectable.Type), !mirror.children.isEmpty,
            ownModules.contains(where: String(reflecting: type).hasPrefix)
        else { return nil }
        var fields: [Field] = []
        let complete = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            fields.append(Field(label: String(cString: name), offset: offset, load: loader(for: fieldType)))
            return true
        }
        // The same properties as the mirror's, or the mirror it is.
        guard complete, fields.map(\.label) == mirror.children.map({ $0.label ?? "" }) else { return nil }
        return StructFields(type: type, fields: fields)
    }

    /// Each property's name and value, in declaration order; nil when `value` holds the struct
    /// inside another existential (an `any P` element or payload handed over as `Any`), whose
    /// bytes are not the struct's: the digest reflects that value.
    func values(in value: Any) -> [(String, Any)]? {
        func open<T>(_ value: T) -> [(String, Any)]? {
            guard T.self == type else { return nil }
            return withUnsafeBytes(of: value) { raw in fields.map { ($0.label, $0.load(raw.baseAddress! + $0.offset)) } }
        }
        return _openExistential(value, do: open)
    }

    /// The modules whose structs are read by their fields (a type's qualified name begins so).
    static let ownModules = ["Stateboard.", "StateboardCore.", "StateboardLayout.", "StateboardTheme."]

    /// Copies a `fieldType` out of memory, as `Any`.
    private static func loader(for fieldType: Any.Type) -> @Sendable (UnsafeRawPointer) -> Any {
        func make<F>(_: F.Type) -> @Sendable (UnsafeRawPointer) -> Any { { $0.load(as: F.self) } }
        return _openExistential(fieldType, do: make)
    }
}
