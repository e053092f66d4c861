import StateboardCore

/// An app's string tables, as `Bundle.localizedString(forKey:value:table:)` names them: a
/// table is the name of a `.strings` / `.stringsdict` file in a `.lproj` folder or of a String
/// Catalog (`Common.strings`, `Common.xcstrings` → `Common`); `Localizable` is only the table
/// used when none is named (`NSLocalizedString(_:tableName:bundle:value:comment:)`).
///
/// A theme's `@key` finds a key in any table, `Localizable` first, then the others by name, so
/// that a key kept in `Common.strings` needs no more than the key; `@Common:key` names the
/// table, for a key two tables define differently.
extension AppStrings {
    /// The table used when none is named.
    static let defaultTable = "Localizable"

    /// The entry `@key` stands for: `key` itself in any table (`entries`), else, for
    /// `Table:key`, `key` in the table `Table`.
    public func entry(_ key: String) -> AppStringEntry? {
        if let found = entries[key] { return found }
        guard let colon = key.firstIndex(of: ":"), colon > key.startIndex else { return nil }
        let table = String(key[..<colon]), rest = String(key[key.index(after: colon)...])
        return tables[table]?[rest]
    }

    /// The names of the tables read, `Localizable` first.
    public var tableNames: [String] {
        tables.keys.sorted { (Self.rank($0), $0) < (Self.rank($1), $1) }
    }

    /// `key`'s entry in the first table that has it: `Localizable`, then the others by name.
    func preferredEntry(_ key: String) -> AppStringEntry? {
        if let found = tables[Self.defaultTable]?[key] { return found }
        return tables.keys.sorted().lazy.compactMap { tables[$0]?[key] }.first
    }

    /// A reader's entries (one file) grouped by their table.
    static func grouped(_ entries: [String: AppStringEntry]) -> [String: [String: AppStringEntry]] {
        var result: [String: [String: AppStringEntry]] = [:]
        for (key, entry) in entries { result[entry.table, default: [:]][key] = entry }
        return result
    }

    private static func rank(_ table: String) -> Int { table == defaultTable ? 0 : 1 }
}
