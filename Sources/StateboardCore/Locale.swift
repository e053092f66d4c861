/// What Stateboard needs to know of a locale: its direction, and whether it is a pseudo-locale
/// generated from English to test layouts.
public struct LocaleInfo: Hashable, Sendable {
    /// A BCP 47 identifier: `en`, `zh-Hans`, `ar`, `en-XA`.
    public var identifier: String

    public init(_ identifier: String) { self.identifier = identifier }

    /// The language part: `zh` for `zh-Hans`.
    public var language: String { String(identifier.split(separator: "-").first ?? "") }

    /// Right-to-left scripts: Arabic, Hebrew, Persian, Urdu, and the mirrored pseudo-locale.
    public var direction: InterfaceDirection {
        Self.rightToLeftLanguages.contains(language) || identifier == PseudoLocale.mirrored.rawValue
            ? .rightToLeft : .leftToRight
    }

    /// The pseudo-locale this is, if any.
    public var pseudo: PseudoLocale? { PseudoLocale(rawValue: identifier) }

    /// The language the locale's text is written in, which chooses its glyph forms and fonts:
    /// the identifier, `en` for the pseudo-locales (English made longer or mirrored).
    public var textLanguage: String { pseudo == nil ? identifier : "en" }

    /// The date beside an iPad status bar's time (Apple's Tuesday, January 9) as iPadOS writes it
    /// in the locale: “Tue Jan 9”, “Di. 9. Jan.”, “1月9日周二”, “الثلاثاء ٩ يناير” (`StatusDate`).
    public var statusDate: String { StatusDate.text(for: self) }

    /// The status bar's 9:41 in the digits iOS uses for the language: Arabic-Indic for Arabic,
    /// Extended Arabic-Indic for Persian and Urdu, Western elsewhere (pseudo-locales included).
    public var clock: String { withNativeDigits("9:41") }

    /// The time as a Home-button iPhone's status bar shows it, with the day period where the
    /// language's default clock has one (“9:41 AM”, “上午9:41”, “٩:٤١ ص”, “오전 9:41”); languages
    /// that default to a 24-hour clock show the time alone.
    public var clockWithPeriod: String {
        guard pseudo == nil else { return "9:41 AM" }
        guard let period = dayPeriod else { return clock }
        return ["zh", "ko"].contains(language) ? period + (language == "ko" ? " " : "") + clock : clock + " " + period
    }

    /// The morning's day period as the locale's default (12-hour) clock writes it, CLDR's
    /// abbreviated `am` (“AM”, “am” in Australia and India, “a.m.” in Latin America, “π.μ.”,
    /// “PG”, “上午”, “오전”, “ص”); `nil` where the default clock is 24-hour (British English,
    /// most of Europe, Japanese, Thai, …).
    public var dayPeriod: String? {
        guard pseudo == nil else { return "AM" }
        let region = LocaleFallback.canonical(identifier).split(separator: "-").last.map(String.init) ?? ""
        switch language {
        case "en":
            if ["GB", "IE", "150", "001"].contains(region) { return nil }
            return ["AU", "IN", "NZ"].contains(region) ? "am" : "AM"
        case "es": return region == "419" || LocaleFallback.chain(for: identifier).contains("es-419") ? "a.m." : nil
        case "hi": return "am"
        case "bn", "ta", "te", "mr", "ur", "fil", "tl", "sw": return "AM"
        case "ms": return "PG"
        case "el": return "π.μ."
        case "zh": return "上午"
        case "ko": return "오전"
        case "ar": return "ص"
        default: return nil
        }
    }

    /// The digits iOS writes numbers with in the language (0 to 9), when they are not ASCII's:
    /// Arabic-Indic for Arabic, Extended Arabic-Indic for Persian and Urdu.
    public var nativeDigits: [Character]? {
        guard pseudo == nil else { return nil }
        switch language {
        case "ar": return Array("٠١٢٣٤٥٦٧٨٩")
        case "fa", "ur": return Array("۰۱۲۳۴۵۶۷۸۹")
        default: return nil
        }
    }

    /// A full battery's charge as an iPad's status bar writes it beside the battery (CLDR's percent
    /// format, read through ICU: a no-break space before the sign in most of Europe, the sign first
    /// in Turkish, Arabic's own sign), in the language's digits.
    public var batteryPercentage: String {
        guard pseudo == nil else { return "100%" }
        let chain = LocaleFallback.chain(for: identifier)
        switch language {
        case "fr", "de", "sv", "da", "nb", "no", "fi", "cs", "ru", "ro", "ca", "hr", "sk": return "100\u{00A0}%"
        case "es": return chain.contains("es-419") ? "100%" : "100\u{00A0}%"
        case "tr": return "%100"
        case "ar": return withNativeDigits("100") + "\u{066A}\u{061C}"
        case "fa": return withNativeDigits("100") + "\u{066A}"
        default: return withNativeDigits("100") + "%"
        }
    }

    /// `text` with its ASCII digits written in the language's own (`nativeDigits`).
    public func withNativeDigits(_ text: String) -> String {
        guard let digits = nativeDigits else { return text }
        return String(
            text.map { character -> Character in
                if let value = character.asciiValue, (48...57).contains(value) { return digits[Int(value - 48)] }
                return character
            })
    }

    static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "iw", "ps", "yi"]
}

/// Locales made from English strings to find layout problems before translation, as Android and
/// Xcode do.
public enum PseudoLocale: String, Hashable, Sendable, CaseIterable {
    /// Accented and about 40 % longer: finds truncation and hard-coded widths.
    case accented = "en-XA"
    /// English laid out right-to-left: finds layouts that do not mirror.
    case mirrored = "ar-XB"

    /// The pseudo-translation of an English string. Placeholders in braces and printf-style
    /// format specifiers (`%lld`, `%1$@`, `%#@name@`) are kept as they are.
    public func transform(_ english: String) -> String {
        switch self {
        case .accented:
            var result = ""
            var inPlaceholder = false
            var letters = 0
            var specifier = FormatSpecifierScan()
            for character in english {
                if specifier.keeps(character) { result.append(character); continue }
                if character == "{" { inPlaceholder = true }
                if !inPlaceholder, let accented = Self.accents[character] {
                    result.append(accented)
                    letters += 1
                } else {
                    if !inPlaceholder, character.isLetter { letters += 1 }
                    result.append(character)
                }
                if character == "}" { inPlaceholder = false }
            }
            // Pad to about 140 % with a recognisable tail, so clipped text shows.
            let padding = Int((Double(letters) * 0.4).rounded(.up))
            return "[" + result + " " + String(repeating: "·", count: max(1, padding)) + "]"
        case .mirrored:
            // Right-to-left embedding marks make the English text run right-to-left.
            return "\u{202E}" + english + "\u{202C}"
        }
    }

    private static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "í", "j": "ĵ",
        "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ó", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ",
        "u": "ú", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Á", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Í", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ó", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ",
        "U": "Ú", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
}

/// One rendering of a screen: device, orientation, appearance, contrast, locale and text size.
public struct Variant: Hashable, Sendable {
    public var device: Device
    public var orientation: Orientation
    public var appearance: Appearance
    /// The Increase Contrast setting.
    public var contrast: DisplayContrast
    public var locale: LocaleInfo
    public var textSize: TextSizeCategory
    /// Pixels per point; the device's own scale unless overridden.
    public var scale: Double

    public init(
        device: Device, orientation: Orientation = .portrait, appearance: Appearance = .light,
        contrast: DisplayContrast = .standard, locale: LocaleInfo = LocaleInfo("en"),
        textSize: TextSizeCategory = .large, scale: Double? = nil
    ) {
        self.device = device; self.orientation = orientation; self.appearance = appearance; self.contrast = contrast
        self.locale = locale; self.textSize = textSize; self.scale = scale ?? device.scale
    }

    /// `iphone-15-dark-zh-Hans-accessibility3@2x`: the snapshot file name's stem
    /// (`<device>[-landscape]-<appearance>[-increased-contrast]-<locale>[-<textsize>]@<scale>x`; the
    /// standard contrast and the default text size are left out).
    public var fileStem: String {
        var parts = [device.id]
        if orientation == .landscape { parts.append("landscape") }
        parts.append(appearance.rawValue)
        if contrast == .increased { parts.append("increased-contrast") }
        parts.append(locale.identifier)
        if textSize != .large { parts.append(textSize.rawValue) }
        let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return parts.joined(separator: "-") + "@\(scaleText)x"
    }
}

/// Follows a printf-style format specifier through a string, character by character, so a
/// pseudo-translation leaves it as it is.
struct FormatSpecifierScan {
    private enum Position { case text, afterPercent, inSpecifier, inName }
    private var position = Position.text
    private static let conversions = Set("@dDiuUxXoOfFeEgGcCsSpaA%")

    /// Whether `character` belongs to a specifier (its `%` included).
    mutating func keeps(_ character: Character) -> Bool {
        switch position {
        case .text:
            if character == "%" { position = .afterPercent; return true }
            return false
        case .afterPercent, .inSpecifier:
            if character == "@", position == .inSpecifier, previousWasHash { position = .inName; previousWasHash = false; return true }
            previousWasHash = character == "#"
            if Self.conversions.contains(character) { position = .text; return true }
            if character.isNumber || "$#.-+ 'hlqLztj".contains(character) { position = .inSpecifier; return true }
            position = .text
            return false
        case .inName:
            if character == "@" { position = .text }
            return true
        }
    }

    private var previousWasHash = false
}
