import StateboardAppFiles
import StateboardCore

/// The theme's side of `OutputNames` (StateboardAppFiles holds the rule itself, which `init`'s
/// guesses and the confinement of `extends` also keep).
extension OutputNames {
    /// Reports every name in a theme file's top-level `values` that is not an identifier.
    static func check(_ values: [String: YAMLValue], folderName: String, document: YAMLValue, reader: YAMLReader) {
        if let name = values["name"] {
            check(name, what: "the theme's `name`", reader: reader)
        } else if !isIdentifier(folderName) {
            reader.error(
                "the theme's folder name `\(folderName)` cannot be used in output paths", at: document,
                hint: "rename the folder, or give the theme a `name:` of letters, digits, `-`, `_` and `.`")
        }
        for screen in keys(values["screens"]) {
            check(screen.key, what: "screen name", reader: reader)
            for state in keys(screen.value["states"]) { check(state.key, what: "state name", reader: reader) }
        }
        for state in keys(values["states"]) { check(state.key, what: "state name", reader: reader) }
        for trait in keys(values["traits"]) {
            for state in keys(trait.value["states"]) { check(state.key, what: "state name", reader: reader) }
        }
        for section in ["matrix", "snapshots"] {
            for (key, what) in [("devices", "device"), ("locales", "locale"), ("states", "state name")] {
                if case .sequence(let items, _)? = values[section]?[key] {
                    for item in items { check(item, what: what, reader: reader) }
                }
            }
        }
        if case .sequence(let devices, _)? = values["devices"] {
            for device in devices { if let id = device["id"] { check(id, what: "device `id`", reader: reader) } }
        }
    }

    private static func keys(_ value: YAMLValue?) -> [YAMLEntry] {
        value?.entries ?? []
    }

    private static func check(_ node: YAMLValue, what: String, reader: YAMLReader) {
        guard let text = node.text, !node.isNull else { return }  // a missing or non-text value is reported where it is decoded
        guard !isIdentifier(text) else { return }
        reader.error(
            "\(what) `\(text)` cannot be used in output paths", at: node,
            hint:
                "names become folder and file names: use letters, digits, `-`, `_`, `+` and single dots (no `/`, no `..`, not empty, at most \(maximumLength) characters)"
        )
    }
}
