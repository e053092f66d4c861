extension AppStrings {
    /// The language `key`'s file says the app is developed in (a String Catalog's
    /// `sourceLanguage`, else the theme's base locale); `nil` when no file has the key.
    /// Its text is the one the app falls back to, so it is never a missing translation.
    public func sourceLanguage(of key: String) -> String? { entries[key]?.sourceLanguage }
}
