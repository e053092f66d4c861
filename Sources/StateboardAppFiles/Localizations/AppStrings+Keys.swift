import StateboardCore

extension AppStrings {
    /// Adds the entry `read` makes of `key` from a string file. A key with a problem is left out
    /// and kept aside with it (`unreadable`): an error only where a drawn string needs it
    /// (`UnreadableStringTable`). `read` reports the key's problems to the function it is given;
    /// they go to `report` as well.
    mutating func addKey(
        _ key: String, file: String, locale: String?, report: (Diagnostic) -> Void,
        read: (_ report: @escaping (Diagnostic) -> Void) -> AppStringEntry?
    ) {
        var problems: [Diagnostic] = []
        let entry = read { problems.append($0) }
        problems.forEach(report)
        if let entry, problems.isEmpty { entries[key] = entry }
        if !problems.isEmpty { unreadable.append(UnreadableStringTable(file: file, locale: locale, keys: [key], problems: problems)) }
    }
}
