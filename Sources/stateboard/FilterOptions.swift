import ArgumentParser
import Foundation
import Stateboard

/// The matrix filters shared by render, watch, record and verify.
struct FilterOptions: ParsableArguments {
    @Option(help: "Screens to render (globs).") var screen: [String] = []
    @Option(help: "States to render (globs): loading, empty, 'error.*', …") var state: [String] = []
    @Option(help: "Devices (globs or preset ids, see `stateboard devices`).") var device: [String] = []
    @Option(help: "light or dark.") var appearance: [Appearance] = []
    @Option(help: "standard or increased (the Increase Contrast setting).") var contrast: [DisplayContrast] = []
    @Option(help: "Locales (globs or identifiers: en, zh-Hans, ar, en-XA, …).") var locale: [String] = []
    @Option(help: "Dynamic Type sizes (globs or names: large, accessibility3, …).") var textSize: [String] = []
    @Option(help: "Pixels per point, overriding the devices'.") var scale: Double?
    @Option(help: "Render only shard I of N (1-based), e.g. 2/4. The split is stable as the matrix grows.") var shard: String?

    func check() throws {
        if let scale, !(0.5...4).contains(scale) { throw ValidationError("--scale must be between 0.5 and 4, not \(scale)") }
        _ = try parsedShard()
        for value in locale { try LocaleArgument.check(value, allowsPattern: true) }
        for size in textSize where !RenderPlan.isPattern(size) && TextSizeCategory(rawValue: size) == nil {
            let names = TextSizeCategory.allCases.map(\.rawValue)
            throw ValidationError("unknown text size `\(size)`" + (nearestMatch(to: size, in: names).map { "; did you mean `\($0)`?" } ?? ""))
        }
    }

    func parsedShard() throws -> (index: Int, count: Int)? {
        guard let shard else { return nil }
        let parts = shard.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N, like 2/4; not `\(shard)`")
        }
        return (index - 1, count)
    }

    /// A run over whole matrices (sharded or not) can tell which references are no longer drawn.
    func removedReferenceScope() throws -> RemovedReferenceScope {
        let narrowed =
            !(screen.isEmpty && state.isEmpty && device.isEmpty && appearance.isEmpty && contrast.isEmpty)
            || !(locale.isEmpty && textSize.isEmpty) || scale != nil
        if narrowed { return .none }
        return try parsedShard().map { .shard(index: $0.index, count: $0.count) } ?? .all
    }

    func filter() throws -> RenderFilter {
        var filter = RenderFilter()
        filter.screens = screen
        filter.states = state
        filter.devices = device
        filter.appearances = appearance
        filter.contrasts = contrast
        filter.locales = locale
        filter.textSizes = textSize
        filter.scale = scale
        filter.shard = try parsedShard()
        return filter
    }
}

/// Options shared by `record`, `verify` and `prune`: which themes, which references, where.
struct SnapshotOptions: ParsableArguments {
    @Argument(help: "Theme folders or theme names. Default: every theme in ./Themes, else every bundled theme.")
    var themes: [String] = []

    @Option(help: "The references folder.")
    var snapshots = ReferenceStore.defaultFolder

    @OptionGroup var filters: FilterOptions

    @Option(help: "Parallel workers. Default: every core.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func check() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        try filters.check()
    }

    var store: ReferenceStore { ReferenceStore(folder: snapshots) }

    /// The themes named (or the default ones), with the words that named them.
    func loadThemes() throws -> [NamedTheme] { try loadNamedThemes(themes) }

    /// The reference jobs of the themes that pass the filters.
    func plan(for themes: [Theme]) throws -> RenderJobs {
        try RenderPlan.checkedPlan(for: themes, filter: filters.filter(), source: .references)
    }
}

/// Loads themes named on the command line (folders or names); none named: ./Themes, else the bundled ones.
func loadNamedThemes(_ arguments: [String]) throws -> [NamedTheme] {
    let catalog = ThemeCatalog()
    let names = arguments.isEmpty ? try catalog.defaultEntries().map(\.name) : arguments
    return try names.map { NamedTheme(argument: $0, theme: try catalog.load($0)) }
}

extension Orientation: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension DisplayContrast: ExpressibleByArgument {}
extension TextSizeCategory: ExpressibleByArgument {}
extension OutputFormat: ExpressibleByArgument {}
extension InterfaceDirection: ExpressibleByArgument {}
extension TextMeasurement: ExpressibleByArgument {}
extension ThemeSchema.Format: ExpressibleByArgument {}
