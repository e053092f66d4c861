extension YAMLReader {
    /// Reports a theme or scene file (`what`: "theme file") that does not say `stateboard: 1`,
    /// the one version of the format this tool reads: at the version written, or at the
    /// document when there is none.
    func checkFormatVersion(_ version: YAMLValue?, of what: String, document: YAMLValue) {
        if let version, version.text != "1" {
            error(
                "this is a version \(describe(version)) \(what); this stateboard reads version 1", at: version,
                hint: "write `stateboard: 1`")
        } else if version == nil {
            error("a \(what) starts with `stateboard: 1`", at: document, hint: "add `stateboard: 1` as its first line")
        }
    }
}
