import StateboardCore

extension Theme {
    /// Whether a string written at `location` comes from what the theme inherits (the
    /// built-in strings, a theme it extends) rather than from the user's own theme: the app's
    /// strings come between the two.
    func isInherited(_ location: FileLocation) -> Bool {
        location.file == BuiltInTheme.file || files.dropFirst().contains(location.file)
    }
}
