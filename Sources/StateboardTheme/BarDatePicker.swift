import StateboardCore

/// A compact date picker as a theme writes it: a fixed date (so renders are reproducible) and
/// what it shows of it, formatted per locale when the screen is resolved.
struct BarDatePicker: Sendable {
    /// `UIDatePicker.Mode`: the date, the time, or both side by side.
    enum Mode: String, Sendable, CaseIterable {
        case date, time, dateAndTime
    }

    var year: Int
    var month: Int
    var day: Int
    var hour: Int?
    var minute: Int?
    var mode = Mode.date

    /// `2024-06-01` or `2024-06-01T09:41`: a day of the Gregorian calendar in years 1 to 9999,
    /// a time on the 24-hour clock; `nil` for anything else.
    init?(iso text: String) {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count <= 2, text.utf8.count <= 16 else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        guard date.count == 3, date[0].count == 4, date[1].count == 2, date[2].count == 2,
            let year = Self.digits(date[0]), let month = Self.digits(date[1]), let day = Self.digits(date[2]),
            (1...9999).contains(year), (1...12).contains(month), (1...Self.days(in: month, year: year)).contains(day)
        else { return nil }
        self.year = year; self.month = month; self.day = day
        if parts.count == 2 {
            let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
            guard time.count == 2, time[0].count == 2, time[1].count == 2, let hour = Self.digits(time[0]), let minute = Self.digits(time[1]),
                (0...23).contains(hour), (0...59).contains(minute)
            else { return nil }
            self.hour = hour; self.minute = minute
        }
    }

    private static func digits(_ text: Substring) -> Int? {
        text.allSatisfy { $0.isASCII && $0.isNumber } ? Int(text) : nil
    }

    private static func days(in month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// What the picker shows in `locale`: one text per rounded rectangle (the date, the time, or
    /// both), in the locale's medium date and short time styles and its digits.
    func texts(locale identifier: String) -> [String] {
        let locale = LocaleInfo(identifier)
        let format = Self.format(for: locale)
        // Thai's default calendar is the Buddhist one: the same days, years 543 later.
        let shownYear = locale.pseudo == nil && locale.language == "th" ? year + 543 : year
        let date = render(format.date, format: format, year: shownYear)
        let time = render(format.time, format: format, year: shownYear)
        let texts: [String]
        switch mode {
        case .date: texts = [date]
        case .time: texts = [time]
        case .dateAndTime: texts = [date, time]
        }
        return texts.map(locale.withNativeDigits)
    }

    private static func format(for locale: LocaleInfo) -> LocaleDateFormat {
        let english = LocaleDateFormat.table["en"]!
        guard locale.pseudo == nil else { return english }
        return LocaleFallback.chain(for: locale.identifier).lazy.compactMap { LocaleDateFormat.table[$0] }.first ?? english
    }

    /// `pattern` with its fields filled: `y`, `M` (`MM` padded, `MMM` the month's name), `d`,
    /// `h`/`H` (12- and 24-hour), `m`, `a`/`B` (the day period); quoted text as it is.
    private func render(_ pattern: String, format: LocaleDateFormat, year: Int) -> String {
        let months = format.months.split(separator: ",").map(String.init)
        let periods = format.dayPeriods.split(separator: ",").map(String.init)
        let hour = self.hour ?? 0, minute = self.minute ?? 0
        var output = "", characters = Array(pattern), index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                let end = characters[(index + 1)...].firstIndex(of: "'") ?? characters.count
                output += String(characters[(index + 1)..<end])
                index = end + 1
                continue
            }
            guard character.isASCII, character.isLetter else {
                output.append(character)
                index += 1
                continue
            }
            var count = 1
            while index + count < characters.count, characters[index + count] == character { count += 1 }
            index += count
            func padded(_ value: Int) -> String { count >= 2 && value < 10 ? "0\(value)" : "\(value)" }
            switch character {
            case "y": output += "\(year)"
            case "M": output += count >= 3 && months.count == 12 ? months[month - 1] : padded(month)
            case "d": output += padded(day)
            case "H": output += padded(hour)
            case "h": output += padded(hour % 12 == 0 ? 12 : hour % 12)
            case "m": output += padded(minute)
            case "a", "B": output += periods.count == 2 ? periods[hour < 12 ? 0 : 1] : ""
            default: break
            }
        }
        return output
    }
}
