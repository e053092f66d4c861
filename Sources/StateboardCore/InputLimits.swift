import Foundation

/// The bounds a theme or scene file must keep so that, whoever wrote it, the tool never crashes,
/// hangs or runs out of memory on it. Every limit has a name; an input over one is reported with
/// the limit's name, the value and how to raise it.
///
/// The limits in force are a task-local value, as swift-snapshot-testing scopes its settings:
/// the defaults unless a caller binds others for the work it starts —
/// `InputLimits.$current.withValue(limits) { try ThemeLoader.load(path: …) }` — so two loads
/// (or two tests) at once may each have their own. The command line binds the limits it reads
/// from `--limit` and `STATEBOARD_LIMITS`; the job runner and the theme watcher carry the bound
/// value onto the threads they start.
public struct InputLimits: Sendable, Equatable {
    /// Bytes of one YAML file (theme or scene).
    public var documentBytes = 4_000_000
    /// YAML values in one file once aliases are expanded (an alias bomb stops here).
    public var yamlNodes = 200_000
    /// Nesting depth of YAML values (and so of nodes and components).
    public var depth = 200
    /// Characters in one YAML scalar (a label's text, a string).
    public var stringLength = 100_000
    /// Largest magnitude of a number in a theme or scene file (points, sizes, spacings).
    public var numberMagnitude = 100_000.0
    /// Largest whole number (`lines`, a skeleton's `count`, a tab bar's `selected`).
    public var wholeNumber = 10_000
    /// Images a render plan may expand to (devices × appearances × locales × text sizes × states × screens).
    public var variants = 100_000
    /// Pixels of a rendered canvas once scaled (width × height × scale²).
    public var canvasPixels = 50_000_000
    /// Nodes in one tree after components are expanded.
    public var nodes = 20_000
    /// Component uses expanded inside one another.
    public var componentDepth = 32
    /// Pixels of a PNG, read from its header before it is decoded.
    public var imagePixels = 40_000_000
    /// Width and height of an SVG (its `width`, `height` and `viewBox`), in its own units.
    public var svgSize = 10_000.0
    /// Bytes of an image, SVG or font file a theme uses.
    public var assetBytes = 20_000_000
    /// Runs in one label's or button's rich text (markup or a list of runs).
    public var textRuns = 1_000
    /// Operators drawing a PDF image's first page runs, a form XObject counted each time it is
    /// drawn (checked from the PDF's content before poppler draws it).
    public var pdfOperations = 1_000_000
    /// Seconds one image may take to lay out and draw before it is abandoned.
    public var renderSeconds = 60.0

    /// The defaults.
    public init() {}

    /// The limits in force for the current task (or thread, inside `$current.withValue`).
    @TaskLocal public static var current = InputLimits()

    /// The defaults changed by `STATEBOARD_LIMITS` in `environment`, as the command line reads
    /// them (check the variable with `problems(in:)` first).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> InputLimits {
        var limits = InputLimits()
        if let text = environment[environmentVariable] { limits.apply(text) }
        return limits
    }

    /// The environment variable that raises (or lowers) limits: `name=value` pairs, comma-separated.
    public static let environmentVariable = "STATEBOARD_LIMITS"

    /// A hint that says how to raise the limit `name`.
    public static func hint(raising name: String) -> String {
        "the limit `\(name)` protects against runaway input; to raise it pass --limit \(name)=<value> (or set \(environmentVariable)=\(name)=<value>)"
    }

    /// Every limit's name, as `--limit` and `STATEBOARD_LIMITS` write it.
    public static let names = [
        "documentBytes", "yamlNodes", "depth", "stringLength", "numberMagnitude", "wholeNumber", "variants",
        "canvasPixels", "nodes", "componentDepth", "imagePixels", "assetBytes", "svgSize", "renderSeconds", "textRuns",
        "pdfOperations",
    ]

    /// What is wrong with `name=value` pairs (comma-separated), one message each: an unknown
    /// name (with the nearest one), a value that is not a positive finite number.
    public static func problems(in text: String) -> [String] {
        text.split(separator: ",").compactMap { pair -> String? in
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { return "`\(PrintableText.escaped(String(pair)))` is not name=value (for example nodes=50000)" }
            guard names.contains(parts[0]) else {
                let nearest = nearestMatch(to: parts[0], in: names)
                return "no limit named `\(PrintableText.escaped(parts[0]))`" + (nearest.map { "; did you mean `\($0)`?" } ?? "")
                    + " (limits: \(names.joined(separator: ", ")))"
            }
            guard let value = Double(parts[1]), value.isFinite, value > 0 else {
                return "limit `\(parts[0])` takes a positive number, not `\(PrintableText.escaped(parts[1]))`"
            }
            return nil
        }
    }

    /// Applies `name=value` pairs; check them with `problems(in:)` first (the command line
    /// refuses bad ones with exit 2), since unknown names and unreadable values are skipped here.
    public mutating func apply(_ text: String) {
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite, value > 0 else { continue }
            let whole = value >= Double(Int.max) ? Int.max : Int(value)
            switch parts[0] {
            case "documentBytes": documentBytes = whole
            case "yamlNodes": yamlNodes = whole
            case "depth": depth = whole
            case "stringLength": stringLength = whole
            case "numberMagnitude": numberMagnitude = value
            case "wholeNumber": wholeNumber = whole
            case "variants": variants = whole
            case "canvasPixels": canvasPixels = whole
            case "nodes": nodes = whole
            case "componentDepth": componentDepth = whole
            case "imagePixels": imagePixels = whole
            case "assetBytes": assetBytes = whole
            case "svgSize": svgSize = value
            case "renderSeconds": renderSeconds = value
            case "textRuns": textRuns = whole
            case "pdfOperations": pdfOperations = whole
            default: continue
            }
        }
    }
}

/// Text from an input file made safe to print: control characters (terminal escapes, newlines,
/// tabs, NUL, NEL), line and paragraph separators and bidi controls become visible escapes, and
/// very long text is shortened. Every message that quotes input (a theme's or an app's text)
/// goes through it, so a terminal never acts on what it prints.
package enum PrintableText {
    /// `text` escaped and between curly quotes: “…”.
    package static func quoted(_ text: String, limit: Int = 500) -> String { "“" + escaped(text, limit: limit) + "”" }

    /// `text` with every control character written as `\n`, `\t` or `\u{1B}`, at most `limit` characters.
    package static func escaped(_ text: String, limit: Int = 500) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= limit { result += "…"; break }
            count += 1
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.properties.generalCategory == .control
                    || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator
                    || scalar.properties.generalCategory == .format
                        && scalar.value < 0x2000
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
