import Foundation

/// The inline markup a label or button reads when it sets `markup: true`: the small part of
/// Markdown that `AttributedString(markdown:)` reads inline, plus inline symbols.
///
/// - `**strong**` (semibold, as iOS draws `.stronglyEmphasized` in the system font),
///   `*emphasis*` (italic), `~~strike~~`, `[text](address)` (a link);
/// - `{symbol:heart.fill}`: an SF Symbols name drawn inline;
/// - a backslash makes the next character literal (`\*`, `\[`, `\{`, `\\`).
///
/// Markup that does not close (`5 * 3`, `**bold`, `[text]`) is literal text, as Markdown reads
/// it; a `*` opens only before a non-space and closes only after one. Nesting is bounded
/// (`maximumNesting`); a delimiter past it is literal.
public enum InlineMarkup {
    /// Open delimiters at once, at most.
    public static let maximumNesting = 8

    /// The longest symbol name looked up (`{symbol:…}`, a `symbol` run): SF Symbols names are
    /// far shorter; a longer name is text (markup) or an error (a run), never searched for.
    public static let longestSymbolName = 72

    /// A problem in markup text.
    public enum Problem: DescribedError, Equatable, Sendable {
        /// `{symbol:name}` names no symbol; `nearest` is the closest name.
        case unknownSymbol(String, nearest: String?)
        /// More runs than `limit`.
        case tooManyRuns(Int, limit: Int)

        public var description: String {
            switch self {
            case .unknownSymbol(let name, let nearest):
                "unknown symbol `\(name)` in markup" + (nearest.map { " (did you mean `\($0)`?)" } ?? "")
            case .tooManyRuns(let count, let limit):
                "the markup makes \(count) runs; at most \(limit) are allowed (the `textRuns` limit)"
            }
        }
    }

    private enum Delimiter: Hashable { case strong, emphasis, strike, link }

    private enum Token {
        case text(String)
        case open(Delimiter, raw: String)
        case close(Delimiter, raw: String, link: String?)
        /// Either opens or closes (`*`, `**`, `~~`), decided by what surrounds it.
        case both(Delimiter, raw: String, canOpen: Bool, canClose: Bool)
        case symbol(String)
    }

    /// The runs `markup` describes (adjacent runs of one style merged).
    /// - Throws: `Problem` for an unknown symbol name or too many runs.
    public static func runs(_ markup: String, maximumRuns: Int = InputLimits.current.textRuns) throws -> [TextRun] {
        let tokens = tokenize(Array(markup))
        let pairs = Pairs(tokens)
        // Walk the tokens with the styles of the open pairs.
        var runs = RunBuilder()
        for (index, token) in tokens.enumerated() {
            switch token {
            case .text(let text): runs.append(.text(text))
            case .symbol(let name): runs.append(.symbol(try knownSymbol(name)))
            case .open(let kind, let raw), .close(let kind, let raw, _), .both(let kind, let raw, _, _):
                guard pairs.paired.contains(index) else { runs.append(.text(raw)); continue }
                let opening = pairs.openers.contains(index)
                if kind == .link {
                    if opening { runs.links.append(pairs.addresses[index] ?? "") } else { runs.links.removeLast() }
                } else {
                    runs.open[kind, default: 0] += opening ? 1 : -1
                }
            }
            if runs.runs.count > maximumRuns { throw Problem.tooManyRuns(runs.runs.count, limit: maximumRuns) }
        }
        return runs.runs
    }

    /// `name` when it is an SF Symbols name; a name past any SF Symbols name is neither looked up
    /// nor echoed whole.
    private static func knownSymbol(_ name: String) throws -> String {
        guard name.count <= longestSymbolName else {
            throw Problem.unknownSymbol(String(name.prefix(24)) + "… (\(name.count) characters)", nearest: nil)
        }
        guard SymbolNames.icon(for: name) != nil else {
            throw Problem.unknownSymbol(name, nearest: nearestMatch(to: name, in: SymbolNames.allWithFills))
        }
        return name
    }

    /// The delimiters that pair: a closer pairs with the nearest opener of its kind; openers above
    /// it that never closed stay literal.
    private struct Pairs {
        /// The indices of the tokens that pair, openers and closers.
        var paired = Set<Int>()
        /// Which of them open.
        var openers = Set<Int>()
        /// An opening `[` → its address.
        var addresses: [Int: String] = [:]

        init(_ tokens: [Token]) {
            var stack: [(index: Int, kind: Delimiter)] = []
            for (index, token) in tokens.enumerated() {
                var kind: Delimiter?, canOpen = false, canClose = false
                switch token {
                case .open(let k, _): kind = k; canOpen = true
                case .close(let k, _, _): kind = k; canClose = true
                case .both(let k, _, let o, let c): kind = k; canOpen = o; canClose = c
                case .text, .symbol: continue
                }
                guard let kind else { continue }
                if canClose, let at = stack.lastIndex(where: { $0.kind == kind }) {
                    paired.insert(stack[at].index)
                    openers.insert(stack[at].index)
                    paired.insert(index)
                    if case .close(.link, _, let address) = token { addresses[stack[at].index] = address ?? "" }
                    stack.removeSubrange(at...)
                } else if canOpen, stack.count < InlineMarkup.maximumNesting {
                    stack.append((index, kind))
                }
            }
        }
    }

    /// The runs so far, and the styles open where the walk is.
    private struct RunBuilder {
        var runs: [TextRun] = []
        /// How many pairs of each kind are open.
        var open: [Delimiter: Int] = [:]
        /// The addresses of the open links, innermost last.
        var links: [String] = []

        /// Appends `content` in the open styles; text in the style of the run before joins it.
        mutating func append(_ content: TextRun.Content) {
            var style = RunStyle()
            if open[.strong, default: 0] > 0 { style.weight = .semibold }
            if open[.emphasis, default: 0] > 0 { style.italic = true }
            if open[.strike, default: 0] > 0 { style.strikethrough = true }
            style.link = links.last
            if case .text(let text) = content, let last = runs.last, last.style == style, case .text(let before) = last.content {
                runs[runs.count - 1].content = .text(before + text)
            } else {
                runs.append(TextRun(content, style: style))
            }
        }
    }

    /// The name of the `{symbol:name}` starting at `start`, and the index just past its `}`.
    private static func symbolReference(in chars: [Character], at start: Int) -> (String, Int)? {
        let opener = Array("{symbol:")
        guard chars.count - start > opener.count, Array(chars[start..<start + opener.count]) == opener else { return nil }
        func isName(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "." || c == "_") }
        var i = start + opener.count
        while i < chars.count, chars[i] == " " { i += 1 }
        let nameStart = i
        while i < chars.count, isName(chars[i]) { i += 1 }
        let nameEnd = i
        while i < chars.count, chars[i] == " " { i += 1 }
        guard nameEnd > nameStart, i < chars.count, chars[i] == "}" else { return nil }
        return (String(chars[nameStart..<nameEnd]), i + 1)
    }

    private static func tokenize(_ chars: [Character]) -> [Token] {
        var tokens: [Token] = []
        var text = ""
        func flush() { if !text.isEmpty { tokens.append(.text(text)); text = "" } }
        func isSpace(_ at: Int) -> Bool { at < 0 || at >= chars.count || chars[at].isWhitespace }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            switch c {
            case "\\" where i + 1 < chars.count && chars[i + 1].isASCII && (chars[i + 1].isPunctuation || chars[i + 1].isSymbol):
                text.append(chars[i + 1]); i += 2
            case "*", "~":
                var end = i
                while end < chars.count, chars[end] == c { end += 1 }
                let count = end - i
                let raw = String(repeating: c, count: count)
                let kinds: [Delimiter]? =
                    c == "~"
                    ? (count == 2 ? [.strike] : nil)
                    : count == 1 ? [.emphasis] : count == 2 ? [.strong] : count == 3 ? [.strong, .emphasis] : nil
                guard let kinds else { text += raw; i = end; continue }
                flush()
                let canOpen = !isSpace(end), canClose = !isSpace(i - 1)
                // `***` opens strong then emphasis, and closes them in the other order.
                for kind in (canClose && !canOpen ? kinds.reversed() : kinds) {
                    tokens.append(.both(kind, raw: kind == .strong ? "**" : kind == .emphasis ? "*" : "~~", canOpen: canOpen, canClose: canClose))
                }
                i = end
            case "[":
                flush(); tokens.append(.open(.link, raw: "[")); i += 1
            case "]":
                // `](address)`: the address runs to the first `)` (no spaces, at most 2 000 characters).
                if i + 1 < chars.count, chars[i + 1] == "(", let close = chars[(i + 2)...].prefix(2000).firstIndex(of: ")"),
                    !chars[(i + 2)..<close].contains(where: \.isWhitespace)
                {
                    flush()
                    tokens.append(.close(.link, raw: String(chars[i...close]), link: String(chars[(i + 2)..<close])))
                    i = close + 1
                } else {
                    text.append(c); i += 1
                }
            case "{":
                // `{symbol:name}` or `{symbol: name}`, a name of any length (one that is too long
                // is refused, not drawn as text): the scan stops at the first character that
                // cannot be in a name, so each character is looked at once.
                if let (name, end) = symbolReference(in: chars, at: i) {
                    flush(); tokens.append(.symbol(name))
                    i = end
                    continue
                }
                text.append(c); i += 1
            default:
                text.append(c); i += 1
            }
        }
        flush()
        return tokens
    }
}
