import StateboardCore

/// Reads a legacy `Localizable.stringsdict` (an XML or binary property list): per key, an
/// `NSStringLocalizedFormatKey` whose `%#@name@` variables each name a dictionary with
/// `NSStringFormatSpecTypeKey` `NSStringPluralRuleType`, an `NSStringFormatValueTypeKey`
/// (`d`, `lld`, `@`, …) and the plural forms (`zero`, `one`, `two`, `few`, `many`, `other`);
/// or an `NSStringDeviceSpecificRuleType` of a text per device. Width variants
/// (`NSStringVariableWidthRuleType`), which UIKit picks among by the screen's width, are refused
/// with their key named.
package struct StringsDictReader {
    let file: String
    var report: (Diagnostic) -> Void

    package init(file: String, report: @escaping (Diagnostic) -> Void) { self.file = file; self.report = report }

    private func error(_ message: String, at location: FileLocation, hint: String) {
        report(Diagnostic(message, at: location, hint: hint))
    }

    package func read(_ bytes: [UInt8], locale: String, sourceLanguage: String, limits: InputLimits = .current) -> AppStrings {
        var result = AppStrings()
        result.files = [file]
        guard let root = PlistValue.read(bytes, file: file, limits: limits, reporting: report) else { return result }
        guard let keys = root.entries else {
            error("a stringsdict's root is a `<dict>` of keys", at: root.location, hint: "wrap the keys in `<dict>…</dict>`")
            return result
        }
        for (key, keyLocation, body) in keys {
            result.addKey(key, file: file, locale: locale, report: report) { keyReport in
                var keyReader = self
                keyReader.report = keyReport
                return keyReader.entry(key, at: keyLocation, body, locale: locale, sourceLanguage: sourceLanguage, limits: limits)
            }
        }
        return result
    }

    /// One key's rule, or `nil` (its problems reported).
    private func entry(
        _ key: String, at keyLocation: FileLocation, _ body: PlistValue, locale: String, sourceLanguage: String, limits: InputLimits
    ) -> AppStringEntry? {
        guard body.entries != nil else {
            error(
                "`\(PrintableText.escaped(key))` must be a `<dict>`", at: body.location, hint: "each key is a `<dict>` with an `NSStringLocalizedFormatKey`"
            )
            return nil
        }
        if let rule = body["NSStringDeviceSpecificRuleType"] {
            if let variants = deviceVariants(rule, key: key, limits: limits) {
                let localization = AppLocalization(state: nil, location: body.location, value: .device(variants))
                return AppStringEntry(key: key, location: keyLocation, sourceLanguage: sourceLanguage, localizations: [locale: localization])
            }
            return nil
        }
        if body["NSStringVariableWidthRuleType"] != nil {
            error(
                "`\(PrintableText.escaped(key))` has width variants (`NSStringVariableWidthRuleType`), which UIKit picks among by the screen's width at run time",
                at: keyLocation,
                hint:
                    "give the theme its own string for `\(PrintableText.escaped(key))` under `strings:`, or one text for the key (Xcode 15 replaced width variants with Dynamic Type)"
            )
            return nil
        }
        if let present = body["NSStringLocalizedFormatKey"], present.text == nil {
            error(
                "the `NSStringLocalizedFormatKey` of `\(PrintableText.escaped(key))` must be a `<string>`", at: present.location,
                hint: "write the format as `<string>%#@count@</string>` naming its variables")
            return nil
        }
        guard let format = body["NSStringLocalizedFormatKey"]?.text else {
            error(
                "`\(PrintableText.escaped(key))` has no `NSStringLocalizedFormatKey`", at: keyLocation,
                hint: "add `<key>NSStringLocalizedFormatKey</key><string>%#@count@</string>` naming its variables")
            return nil
        }
        guard withinLimit(format, of: key, at: body["NSStringLocalizedFormatKey"]?.location ?? keyLocation, limits: limits) else { return nil }
        var localization = AppLocalization(state: nil, location: body.location, value: .text(format))
        for (name, nameLocation, variable) in body.entries ?? [] where name != "NSStringLocalizedFormatKey" {
            if let substitution = self.variable(name, at: nameLocation, variable, key: key, limits: limits) {
                localization.substitutions[name] = substitution
            }
        }
        return AppStringEntry(key: key, location: keyLocation, sourceLanguage: sourceLanguage, localizations: [locale: localization])
    }

    /// Whether a text is within `stringLength`, as the `.strings` and String Catalog readers hold theirs.
    private func withinLimit(_ text: String, of key: String, at location: FileLocation, limits: InputLimits) -> Bool {
        let count = text.unicodeScalars.count
        guard count > limits.stringLength else { return true }
        error(
            "the text of `\(PrintableText.escaped(String(key.prefix(100))))` is \(count) characters, over the limit of \(limits.stringLength) (`stringLength`)",
            at: location, hint: InputLimits.hint(raising: "stringLength"))
        return false
    }

    /// `NSStringDeviceSpecificRuleType`: a text per device (`iphone`, `ipad`, `mac`, …, `other`),
    /// shown as a String Catalog's device variations are.
    private func deviceVariants(_ rule: PlistValue, key: String, limits: InputLimits) -> [String: AppStringValue]? {
        var variants: [String: AppStringValue] = [:]
        for (device, deviceLocation, value) in rule.entries ?? [] {
            guard let text = value.text else {
                error(
                    "the `\(PrintableText.escaped(device))` variant of `\(PrintableText.escaped(key))` must be a `<string>`", at: deviceLocation,
                    hint: "each device (`iphone`, `ipad`, `mac`, …, `other`) names a `<string>`")
                return nil
            }
            guard withinLimit(text, of: key, at: value.location, limits: limits) else { return nil }
            variants[device] = .text(text)
        }
        guard !variants.isEmpty else {
            error(
                "`\(PrintableText.escaped(key))` has no device variants", at: rule.location,
                hint: "give `NSStringDeviceSpecificRuleType` a `<dict>` of `<key>iphone</key><string>…</string>` and the like")
            return nil
        }
        return variants
    }

    private func variable(_ name: String, at location: FileLocation, _ body: PlistValue, key: String, limits: InputLimits) -> AppSubstitution? {
        guard body.entries != nil else {
            error(
                "variable `\(PrintableText.escaped(name))` of `\(PrintableText.escaped(key))` must be a `<dict>`", at: body.location,
                hint: "a variable is a `<dict>` with `NSStringFormatSpecTypeKey`, `NSStringFormatValueTypeKey` and the plural forms")
            return nil
        }
        let type = body["NSStringFormatSpecTypeKey"]?.text
        guard type == "NSStringPluralRuleType" else {
            error(
                "variable `\(PrintableText.escaped(name))` of `\(PrintableText.escaped(key))` is not a plural (`NSStringFormatSpecTypeKey` is \(type.map { "`\(PrintableText.escaped($0))`" } ?? "missing"))",
                at: location, hint: "Stateboard reads `NSStringPluralRuleType` variables; use a String Catalog for device variations")
            return nil
        }
        var forms: [String: String] = [:]
        for category in ["zero", "one", "two", "few", "many", "other"] {
            guard let form = body[category], let text = form.text else { continue }
            guard withinLimit(text, of: key, at: form.location, limits: limits) else { return nil }
            forms[category] = text
        }
        // No `other` is how apps write a language whose whole numbers need no `other` (Russian:
        // `one`, `few`, `many`), and iOS shows them; a number that needs the missing form is an
        // error where the text is drawn.
        guard !forms.isEmpty else {
            error(
                "variable `\(PrintableText.escaped(name))` of `\(PrintableText.escaped(key))` has no plural forms", at: location,
                hint: "give it `<key>one</key>`, `<key>other</key>` and the other forms its language uses")
            return nil
        }
        return AppSubstitution(argument: nil, formatSpecifier: body["NSStringFormatValueTypeKey"]?.text ?? "d", forms: forms, location: location)
    }
}
