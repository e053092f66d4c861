// swift-format-ignore-file
// (The articles' Swift blocks are matched line for line against this file's code, so it keeps
// their layout rather than the formatter's.)
import Foundation
import Stateboard
import StateboardTestSupport
import Testing

/// The DocC catalogue's samples are compiled code: every Swift block of its articles is a part of
/// this file (run below), and every code file of its tutorial is a part of the example package
/// (`Examples/InboxScreen`), which `make test` builds and tests. "A part" means the sample's
/// lines appear in that file in the same order (a tutorial step shows a file as it grows).
@Suite struct DocCSampleTests {
    static let catalogue = TestPaths.packageRoot.appendingPathComponent("Sources/Stateboard/Stateboard.docc")
    static let example = TestPaths.packageRoot.appendingPathComponent("Examples/InboxScreen")

    // MARK: The articles' samples, run

    @Test func gettingStartedSamplesRun() throws {
        let favorites = try PlaceholderRenderer.render(theme: "ios", screen: "favorites", state: .empty,
                                                       device: .iPhone15, appearance: .dark, locale: "zh-Hans")
        let title = favorites.frames["title"]
        #expect(title.map { $0.width > 0 } == true)

        let inbox = Placeholder()
            .state(.loading) { Spinner(.large) }
            .state(.empty) {
                VerticalStack(spacing: 8) {
                    Paragraph("No Messages").id("title").textStyle(.title2).bold()
                    Paragraph("New mail shows up here.").color(.secondaryLabel).lines(0).multilineAlignment(.center)
                }
            }
            .state("error") {
                VerticalStack(spacing: 20) {
                    Paragraph("Can’t Load Mail").textStyle(.title2).bold()
                    Action("Try Again").id("retry").buttonStyle(.filled)
                }
            }

        let state = ViewState(failure: URLError(.notConnectedToInternet))      // .error(.networkUnreachable)
        let output = try PlaceholderRenderer.render(inbox.node(for: state)!, on: .iPhone15, appearance: .dark)
        let retry = output.frames["retry"]                                       // where layout put the button
        #expect(state == .error(.networkUnreachable) && retry != nil)

        let empty = try PlaceholderRenderer.render(theme: "ios", screen: "inbox", state: .error(.failed))
        let heading = empty.texts["title"]                                       // “Something Went Wrong”
        let button = empty.frames["action"]                                      // where layout put “Try Again”
        #expect(heading == "Something Went Wrong" && empty.texts["action"] == "Try Again" && button != nil)

        try TestPaths.withTemporaryFolder("getting-started") { root in
            let themeFolder = root.appendingPathComponent("inbox").path
            try FileManager.default.createDirectory(atPath: themeFolder, withIntermediateDirectories: true)
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            for yaml in ["stateboard: 1\nextends: ios\n", "stateboard: 1\nextends: ios\nstates:\n  empty:\n    parms: { title: Hi }\n"] {
                try yaml.write(toFile: themeFolder + "/theme.yaml", atomically: true, encoding: .utf8)
                do {
                    let theme = try ThemeLoader.load(path: themeFolder)
                    let output = try PlaceholderRenderer.render(theme: theme, screen: "inbox", state: .empty, variant: Variant(device: .iPhone15))
                    print(output.texts["title"] ?? "")
                } catch let error as DiagnosticsError {
                    let first = error.diagnostics.first
                    print(first?.location.line ?? 0, first?.location.column ?? 0, error.localizedDescription)
                }
            }
            #expect(printed.count == 2 && printed[0] == "No Data" && printed[1].hasPrefix("5 5 "), "\(printed)")
            #expect(printed.last?.contains("theme.yaml:5:5: error:") == true, "\(printed)")
        }
    }

    @Test func customNodesSamplesRun() throws {
        let kinds = NodeKindRegistry.builtIn.registering(RatingKind())
        let node = VerticalStack(spacing: 8) {
            Paragraph("No Reviews Yet").textStyle(.title2).bold()
            CustomPlaceholder(RatingKind(), .init(value: 0, of: 5)).id("stars")
        }
        let output = try PlaceholderRenderer.render(node, on: .iPhone15, kinds: kinds)
        let stars = output.frames["stars"]
        #expect(stars?.width == 5 * 16 - 4 && stars?.height == 12)
        let pixels = try RGBAImage(png: output.data)
        let frame = try #require(stars)
        let center = pixels[Int((frame.minX + 6) * 3), Int((frame.minY + 6) * 3)]
        #expect(center.r == 0xD1 && center.g == 0xD1 && center.b == 0xD6, "no star is filled: the first dot is systemGray4, \(center)")

        try TestPaths.withTemporaryFolder("rating-theme") { root in
            let themeFolder = root.appendingPathComponent("shop").path
            try FileManager.default.createDirectory(atPath: themeFolder, withIntermediateDirectories: true)
            let yaml = "stateboard: 1\nextends: ios\nstates:\n  loading:\n    node: { stack: { axis: vertical, alignment: center }, nodes: [ { rating: { value: 3 } } ] }\n"
            try yaml.write(toFile: themeFolder + "/theme.yaml", atomically: true, encoding: .utf8)
            let theme = try ThemeLoader.load(path: themeFolder, kinds: kinds)
            let rating = try PlaceholderRenderer.render(theme: theme, screen: "inbox", state: .loading,
                                                        variant: Variant(device: .iPhone15))
            #expect(rating.layout.placedNodes().contains { $0.node.kind == "rating" && $0.frame.width == 5 * 16 - 4 })

            try (yaml.replacingOccurrences(of: "value: 3", with: "of: 3")).write(toFile: themeFolder + "/theme.yaml", atomically: true, encoding: .utf8)
            var printed = ""
            func print(_ items: String...) { printed += items.joined(separator: " ") }
            do {
                _ = try ThemeLoader.load(path: themeFolder, kinds: kinds)
            } catch let error as DiagnosticsError {
                for problem in error.diagnostics {
                    print("\(problem.location.file):\(problem.location.line):\(problem.location.column)", problem.message, problem.hint ?? "")
                }
            }
            #expect(printed.contains("theme.yaml:5:") && printed.contains("value"), "\(printed)")
        }
    }

    // MARK: The samples are these files' lines

    @Test func everySwiftBlockOfTheArticlesIsCompiledHere() throws {
        let here = try String(contentsOfFile: #filePath, encoding: .utf8)
        var checked = 0
        for article in try Self.files(in: Self.catalogue, extension: "md") {
            for block in Self.swiftBlocks(in: try String(contentsOf: article, encoding: .utf8)) {
                if block.first?.hasPrefix("// Package.swift") == true { continue }  // a manifest, not code to run
                if block.contains(where: { $0.hasPrefix("assertStateboardSnapshot") }) {
                    // Runs in a test target with StateboardSnapshotTesting: the example package's.
                    #expect(Self.isPart(block, of: try Self.exampleSources()), "\(article.lastPathComponent): \(block)")
                } else {
                    #expect(Self.isPart(block, of: here), "\(article.lastPathComponent): \(block.joined(separator: "\n"))")
                }
                checked += 1
            }
        }
        #expect(checked >= 4)
    }

    @Test func everyTutorialCodeFileIsPartOfTheExamplePackage() throws {
        let counterparts = [
            "inbox-model": "Sources/InboxScreen/InboxModel.swift",
            "inbox-placeholder": "Sources/InboxScreen/InboxPlaceholder.swift",
            "inbox-tests": "Tests/InboxScreenTests/InboxScreenTests.swift",
            "inbox-theme": "Themes/inbox/theme.yaml",
            "inbox-package": "Package.swift",
            "inbox-meter": "Sources/InboxScreen/StorageMeter.swift",
            "inbox-custom-tests": "Tests/InboxScreenTests/CustomNodeTests.swift",
        ]
        let resources = Self.catalogue.appendingPathComponent("Resources")
        let samples = try Self.files(in: resources, extension: "swift") + Self.files(in: resources, extension: "yaml")
        #expect(samples.count >= 9)
        for sample in samples {
            let name = sample.deletingPathExtension().lastPathComponent
            let key = try #require(counterparts.keys.first { name.hasPrefix($0) }, "\(name) has no counterpart in the example")
            let original = try String(contentsOf: Self.example.appendingPathComponent(counterparts[key]!), encoding: .utf8)
            let lines = Self.meaningfulLines(try String(contentsOf: sample, encoding: .utf8))
            #expect(Self.isPart(lines, of: original), "\(sample.lastPathComponent) is not a part of \(counterparts[key]!)")
        }
        let tutorial = try String(contentsOf: Self.catalogue.appendingPathComponent("Tutorials/SnapshotTestingAPlaceholder.tutorial"),
                                  encoding: .utf8)
        for sample in samples { #expect(tutorial.contains("file: \"\(sample.lastPathComponent)\""), "\(sample.lastPathComponent) unused") }
    }

    @Test func aSampleThatDriftedFromTheCodeIsCaught() {
        #expect(!Self.isPart(["let a = 1", "let b = 2"], of: "let b = 2\nlet a = 1"))   // order matters
        #expect(!Self.isPart(["let a = 1"], of: "let a = 10"))                            // whole lines
        #expect(Self.isPart(["let a = 1", "let c = 3"], of: "let a = 1\n  let b = 2\nlet c = 3"))
    }

    // MARK: The references are complete

    @Test func theThemeFormatArticleNamesEveryKeyAndEveryNodeProperty() throws {
        let article = try String(contentsOf: Self.catalogue.appendingPathComponent("ThemeFormat.md"), encoding: .utf8)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(ThemeSchema.json(for: .theme).utf8)) as? [String: Any])
        let topLevel = try #require(schema["properties"] as? [String: Any]).keys
        for key in topLevel { #expect(article.contains("| `\(key)` |"), "top-level key `\(key)` is not in the table") }
        let nodes = try #require(((schema["$defs"] as? [String: Any])?["node"] as? [String: Any])?["properties"] as? [String: Any])
        let common: Set<String> = ["id", "if", "hidden", "width", "height", "scalesWith", "spacingAfter", "hugging", "compression", "shadow", "nodes"]
        for (kind, value) in nodes {
            guard !common.contains(kind), let variants = (value as? [String: Any])?["anyOf"] as? [[String: Any]] else { continue }
            let section = try #require(Self.section(titled: "#### \(kind)", in: article), "node kind `\(kind)` has no section")
            let properties = variants.compactMap { $0["properties"] as? [String: Any] }.flatMap(\.keys)
            for property in Set(properties).subtracting(common) {
                #expect(section.contains("`\(property)`"), "`\(kind).\(property)` is not described")
            }
        }
    }

    @Test func theStackRulesArticleStatesEveryRuleOfTheRepositoryDocument() throws {
        let article = try String(contentsOf: Self.catalogue.appendingPathComponent("StackRules.md"), encoding: .utf8)
        let document = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/StackRules.md"), encoding: .utf8)
        // Rules are stated in bold (**F1, …**) or named in a heading: "… (A4)".
        let ids = Set(document.matches(of: /(?:\*\*|\()([SFEPQKA][0-9])\b/).map { String($0.1) })
        #expect(ids.count >= 20)
        for id in ids { #expect(article.contains("| \(id) |"), "rule \(id) is missing from the DocC article") }
    }

    // MARK: Helpers

    static func files(in folder: URL, extension fileExtension: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == fileExtension }.sorted { $0.path < $1.path }
    }

    static func exampleSources() throws -> String {
        let enumerator = FileManager.default.enumerator(at: example, includingPropertiesForKeys: nil)
        var text = ""
        while let url = enumerator?.nextObject() as? URL {
            if url.path.contains("/.build") { enumerator?.skipDescendants(); continue }
            if url.pathExtension == "swift" { text += try String(contentsOf: url, encoding: .utf8) + "\n" }
        }
        return text
    }

    /// The lines of each ```swift block.
    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = [], current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" { current = [] } else if current != nil, trimmed == "```" {
                blocks.append(meaningfulLines(current!.joined(separator: "\n"))); current = nil
            } else { current?.append(String(line)) }
        }
        return blocks
    }

    static func meaningfulLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether `lines` appear in `text`, each as a whole line (leading and trailing blanks
    /// aside), in the same order.
    static func isPart(_ lines: [String], of text: String) -> Bool {
        var remaining = meaningfulLines(text)[...]
        for line in lines {
            guard let index = remaining.firstIndex(of: line.trimmingCharacters(in: .whitespaces)) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }

    /// The text from a heading to the next heading of any level.
    static func section(titled heading: String, in article: String) -> String? {
        guard let start = article.range(of: heading + "\n") else { return nil }
        let rest = article[start.upperBound...]
        let end = rest.range(of: "\n#")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }
}

/// Filled and empty dots for a rating: `rating: { value: 3, of: 5 }`.
struct RatingKind: CustomNodeKind {
    struct Rating: CustomNodeContent { var value: Int; var of: Int }
    static let dot = 12.0, gap = 4.0

    var name: String { "rating" }

    func measure(_ rating: Rating, width: Double?, context: NodeMeasuringContext) -> KindMeasurement {
        KindMeasurement(width: Double(rating.of) * (Self.dot + Self.gap) - Self.gap, height: Self.dot)
    }

    func draw(_ rating: Rating, in frame: LayoutRect, on context: any NodeDrawingContext) throws {
        for index in 0..<rating.of {
            let dot = LayoutRect(x: frame.minX + Double(index) * (Self.dot + Self.gap), y: frame.minY, width: Self.dot, height: Self.dot)
            let color = index < rating.value ? SystemColor.systemYellow.color : SystemColor.systemGray4.color
            context.fill(dot, color: color, radius: Self.dot / 2)
        }
    }
}

extension RatingKind {
    var properties: [NodeKindProperty] { [NodeKindProperty("value", .integer(minimum: 0)), NodeKindProperty("of", .integer(minimum: 1))] }

    func content(from properties: any NodePropertyReader) -> Rating? {
        guard properties.required("value", example: "rating: { value: 3, of: 5 }"),
              let value = properties.integer("value", minimum: 0) else { return nil }
        let of = properties.integer("of", minimum: 1) ?? 5
        return Rating(value: min(value, of), of: of)
    }
}
