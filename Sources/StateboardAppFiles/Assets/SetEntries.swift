import StateboardCore

extension LocatedJSON {
    /// The list under `key` in a set's Contents.json (`colors`, `images`, `symbols`), or `nil`,
    /// reported with the entry Xcode writes (`example`), when it is missing or not a list.
    func setEntries(_ key: String, of set: String, example: String, report: (Diagnostic) -> Void) -> [LocatedJSON]? {
        guard case .array(let entries, _)? = self[key] else {
            let article = key.hasPrefix("i") ? "an" : "a"  // an `images` list
            report(
                Diagnostic(
                    "\(set)'s Contents.json needs \(article) `\(key)` list", at: (self[key] ?? self).location,
                    hint: "Xcode writes `\"\(key)\": [\(example)]`"))
            return nil
        }
        return entries
    }
}
