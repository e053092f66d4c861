import StateboardCore

/// Reads a String Catalog (`Localizable.xcstrings`, JSON): `sourceLanguage`, then `strings` →
/// key → `localizations` → locale → a `stringUnit` (`state`, `value`) or `variations` (`plural`
/// by CLDR category, `device` by idiom, nested), and `substitutions` (`%#@name@`: `argNum`,
/// `formatSpecifier`, plural `variations`). Problems are reported at their line and column in
/// the catalog.
package struct StringCatalogReader {
    let file: String
    var report: (Diagnostic) -> Void
    var limits = InputLimits.current

    package init(file: String, report: @escaping (Diagnostic) -> Void, limits: InputLimits = .current) {
        self.file = file; self.report = report; self.limits = limits
    }

    private func error(_ message: String, at location: FileLocation, hint: String) {
        report(Diagnostic(message, at: location, hint: hint))
    }

    /// The catalog's strings, from its bytes.
    package func read(_ bytes: [UInt8]) -> AppStrings {
        var result = AppStrings()
        result.files = [file]
        if let offset = Self.invalidUTF8Offset(bytes) {
            error(
                "the String Catalog is not UTF-8 text", at: FileLocation(ofByte: offset, in: bytes, file: file),
                hint: "save it from Xcode again; a String Catalog is UTF-8 JSON")
            return result
        }
        let document: LocatedJSON
        switch LocatedJSON.parse(bytes, file: file, depth: limits.depth) {
        case .success(let value): document = value
        case .failure(let syntax):
            error(
                "invalid JSON: \(syntax.message)", at: syntax.location,
                hint: "a String Catalog is JSON written by Xcode; check the quotes, commas and brackets near here (or restore it from version control)")
            return result
        }
        guard document.entries != nil else {
            error("a String Catalog is a JSON object, not \(document.kindDescription)", at: document.location, hint: "open and save it in Xcode")
            return result
        }
        guard let sourceLanguage = document["sourceLanguage"]?.text else {
            error("the String Catalog has no `sourceLanguage`", at: document.location, hint: "add `\"sourceLanguage\" : \"en\"` (Xcode writes it)")
            return result
        }
        guard let strings = document["strings"] else { return result }
        guard let keys = strings.entries else {
            error("`strings` must be an object of keys, not \(strings.kindDescription)", at: strings.location, hint: "open and save it in Xcode")
            return result
        }
        for (key, keyLocation, value) in keys {
            result.addKey(key, file: file, locale: nil, report: report) { keyReport in
                var keyReader = self
                keyReader.report = keyReport
                return keyReader.entry(key, at: keyLocation, value, sourceLanguage: sourceLanguage)
            }
        }
        return result
    }

    private func entry(_ key: String, at location: FileLocation, _ value: LocatedJSON, sourceLanguage: String) -> AppStringEntry? {
        guard value.entries != nil else {
            error(
                "string `\(PrintableText.escaped(key))` must be an object, not \(value.kindDescription)", at: value.location, hint: "open and save it in Xcode")
            return nil
        }
        var entry = AppStringEntry(key: key, location: location, sourceLanguage: sourceLanguage, localizations: [:])
        if case .bool(false, _)? = value["shouldTranslate"] { entry.shouldTranslate = false }
        if let localizations = value["localizations"] {
            guard let locales = localizations.entries else {
                error(
                    "`localizations` of `\(PrintableText.escaped(key))` must be an object of locales", at: localizations.location,
                    hint: "open and save it in Xcode")
                return nil
            }
            for (locale, _, body) in locales where !ThemeConfinement.isNotesOrPseudoLocale(locale) {
                if let localization = self.localization(body, key: key) { entry.localizations[locale] = localization }
            }
        }
        // A key with no source-language text shows the key itself, as Xcode's catalogs do.
        if entry.localizations[sourceLanguage] == nil {
            entry.localizations[sourceLanguage] = AppLocalization(state: nil, location: location, value: .text(key))
        }
        return entry
    }

    private func localization(_ body: LocatedJSON, key: String) -> AppLocalization? {
        var states: [String] = []
        guard let value = self.value(body, key: key, states: &states, depth: 0) else { return nil }
        let state = states.first { $0 == "needs_review" } ?? states.first { $0 == "new" } ?? states.first
        var localization = AppLocalization(state: state, location: body.location, value: value)
        if let substitutions = body["substitutions"] {
            for (name, _, substitution) in substitutions.entries ?? [] {
                if let parsed = self.substitution(name, substitution, key: key) { localization.substitutions[name] = parsed }
            }
        }
        return localization
    }

    /// A `stringUnit`, `stringSet` or `variations` object.
    private func value(_ body: LocatedJSON, key: String, states: inout [String], depth: Int) -> AppStringValue? {
        // An App Shortcuts catalog's phrases (`AppShortcuts.xcstrings`): a `stringSet` of texts
        // Siri matches, not one the app draws; a theme that names one shows the first.
        if let set = body["stringSet"], body["stringUnit"] == nil {
            guard case .array(let values, _)? = set["values"], let first = values.first?.text else {
                error(
                    "the `stringSet` of `\(PrintableText.escaped(key))` has no `values` texts", at: set.location,
                    hint: "add `\"values\" : [\"…\"]` (or open and save the catalog in Xcode)")
                return nil
            }
            if let state = set["state"]?.text { states.append(state) }
            return text(first, of: key, at: set.location)
        }
        if let unit = body["stringUnit"] {
            guard let text = unit["value"]?.text else {
                error("the `stringUnit` of `\(PrintableText.escaped(key))` has no `value` text", at: unit.location, hint: "add `\"value\" : \"…\"`")
                return nil
            }
            if let state = unit["state"]?.text { states.append(state) }
            return self.text(text, of: key, at: unit.location)
        }
        guard let variations = body["variations"], depth < 4 else {
            error(
                "`\(PrintableText.escaped(key))` has neither a `stringUnit` nor `variations` here", at: body.location,
                hint: "each locale of a string has a `stringUnit` { state, value }, `variations` (plural, device) or an App Shortcut's `stringSet`")
            return nil
        }
        for kind in ["plural", "device"] {
            guard let forms = variations[kind] else { continue }
            var result: [String: AppStringValue] = [:]
            for (name, _, form) in forms.entries ?? [] {
                if let value = self.value(form, key: key, states: &states, depth: depth + 1) { result[name] = value }
            }
            // A plural without `other` is read (a number that needs it is an error where drawn), one
            // without any form is not.
            if result.isEmpty {
                error(
                    "the \(kind) variations of `\(PrintableText.escaped(key))` have no forms", at: forms.location,
                    hint: kind == "plural" ? "give it `one`, `other` and the other forms its language uses" : "give it an `other` form")
                return nil
            }
            return kind == "plural" ? .plural(result) : .device(result)
        }
        error(
            "`\(PrintableText.escaped(key))` varies by something Stateboard does not know", at: variations.location,
            hint: "variations are `plural` or `device`")
        return nil
    }

    /// A form's text, within `stringLength`.
    private func text(_ text: String, of key: String, at location: FileLocation) -> AppStringValue? {
        guard text.unicodeScalars.count <= limits.stringLength else {
            error(
                "the text of `\(PrintableText.escaped(key))` is \(text.unicodeScalars.count) characters, over the limit of \(limits.stringLength) (`stringLength`)",
                at: location, hint: InputLimits.hint(raising: "stringLength"))
            return nil
        }
        return .text(text)
    }

    private func substitution(_ name: String, _ body: LocatedJSON, key: String) -> AppSubstitution? {
        var states: [String] = []
        guard let variations = body["variations"], case .plural(let forms)? = value(body, key: key, states: &states, depth: 0) else {
            if body["variations"] == nil {
                error(
                    "substitution `\(PrintableText.escaped(name))` of `\(PrintableText.escaped(key))` has no plural `variations`", at: body.location,
                    hint: "a substitution varies by plural")
            }
            return nil
        }
        _ = variations
        var texts: [String: String] = [:]
        for (category, form) in forms { if case .text(let text) = form { texts[category] = text } }
        var argument: Int?
        if case .number(let number, _)? = body["argNum"], number >= 1, number <= 100 { argument = Int(number) }
        return AppSubstitution(argument: argument, formatSpecifier: body["formatSpecifier"]?.text ?? "lld", forms: texts, location: body.location)
    }

    /// The offset of the first byte that is not valid UTF-8, if any.
    static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

extension FileLocation {
    /// Line and column of byte `offset` in UTF-8 `bytes` (columns count Unicode scalars).
    init(ofByte offset: Int, in bytes: [UInt8], file: String) {
        var line = 1, column = 1
        for byte in bytes.prefix(offset) {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        self.init(file: file, line: line, column: column)
    }
}
