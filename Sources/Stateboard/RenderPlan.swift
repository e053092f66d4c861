import Foundation
import StateboardCore

/// One image to render: a theme's screen in a state and a variant.
public struct RenderJob: Hashable, Sendable {
    public var theme: String
    public var screen: String
    public var state: ViewState
    public var variant: Variant

    /// `<theme>/<screen>/<state>/<device>-<appearance>[-increased-contrast]-<locale>[-<textsize>]@<scale>x`, the path
    /// (without extension) under an output or `Snapshots/` folder.
    public var relativePath: String { "\(theme)/\(screen)/\(state.key)/\(variant.fileStem)" }

    /// Which of `count` shards renders this job: a hash of its path, so a job keeps its shard
    /// however the rest of the matrix grows or shrinks.
    public func shard(of count: Int) -> Int {
        var hash = StableHash()
        hash.add(bytes: relativePath.utf8)
        return Int(hash.value % UInt64(count))
    }
}

/// Narrows a matrix: each list holds glob patterns (`*`, `?`, `[…]`); an empty list keeps all.
public struct RenderFilter: Sendable {
    public var screens: [String] = []
    public var states: [String] = []
    public var devices: [String] = []
    public var appearances: [Appearance] = []
    /// Replaces the matrix's contrasts when not empty.
    public var contrasts: [DisplayContrast] = []
    public var locales: [String] = []
    public var textSizes: [String] = []
    /// Replaces every variant's scale.
    public var scale: Double?
    /// `(index, count)`: keep only shard `index` (0-based) of `count`.
    public var shard: (index: Int, count: Int)?

    public init() {}

    static func matches(_ value: String, _ patterns: [String]) -> Bool {
        patterns.isEmpty || patterns.contains { fnmatch($0, value, 0) == 0 }
    }
}

/// Expands themes' matrices into render jobs, in a stable order.
public enum RenderPlan {
    /// Every job of `theme`'s matrix that passes `filter`. Filters may name values outside the
    /// matrix (a device preset, a locale, a text size), which then replace the matrix's.
    public static func jobs(for theme: Theme, filter: RenderFilter = RenderFilter()) -> [RenderJob] {
        jobs(for: theme, matrix: theme.matrix, filter: filter)
    }

    /// The jobs of the theme's snapshot references: its `snapshots` section, or its matrix.
    public static func referenceJobs(for theme: Theme, filter: RenderFilter = RenderFilter()) -> [RenderJob] {
        jobs(for: theme, matrix: theme.snapshots ?? theme.matrix, filter: filter)
    }

    /// Every job of `matrix` (one of `theme`'s) that passes `filter`.
    public static func jobs(for theme: Theme, matrix: Matrix, filter: RenderFilter) -> [RenderJob] {
        Array(plan(for: theme, matrix: matrix, filter: filter))
    }

    /// Every job of `matrix` (one of `theme`'s) that passes `filter`, in the order of `jobs`,
    /// computed when read: the plan holds the theme's screens, states and variants, not a job
    /// per image.
    public static func plan(for theme: Theme, matrix: Matrix, filter: RenderFilter) -> RenderJobs {
        RenderJobs(blocks: blocks(for: theme, matrix: matrix, filter: filter), shard: filter.shard)
    }

    /// The jobs of `theme`'s matrix (`.matrix`) or its references (`.references`) through `filter`.
    public static func plan(for theme: Theme, source: Source, filter: RenderFilter = RenderFilter()) -> RenderJobs {
        plan(for: theme, matrix: source == .matrix ? theme.matrix : theme.snapshots ?? theme.matrix, filter: filter)
    }

    /// The screens of `matrix` through `filter` (shards aside), each with its states and the variants.
    private static func blocks(for theme: Theme, matrix: Matrix, filter: RenderFilter) -> [RenderJobs.Block] {
        let variants = self.variants(for: theme, matrix: matrix, filter: filter)
        let variantGroups = LayoutGroups.of(variants: variants)
        var blocks: [RenderJobs.Block] = []
        for screen in theme.screens where RenderFilter.matches(screen.name, filter.screens) {
            var states = ThemeValidator.states(of: theme, screen: screen, matrix: matrix)
            if !filter.states.isEmpty {
                // A state filter reaches the screen's custom states whether or not the matrix lists them.
                states += ThemeValidator.customStates(of: theme, screen: screen).filter { !states.contains($0) }
            }
            states = states.filter { RenderFilter.matches($0.key, filter.states) }
            blocks.append(
                RenderJobs.Block(theme: theme.name, screen: screen.name, states: states, variants: variants, variantGroups: variantGroups))
        }
        return blocks
    }

    /// Each variant of `matrix` through `filter`, in the plan's order: device, orientation,
    /// appearance, contrast, locale, text size.
    private static func variants(for theme: Theme, matrix: Matrix, filter: RenderFilter) -> [Variant] {
        let deviceIDs = expand(matrix.devices, filter.devices, universe: (theme.devices + Device.presets).map(\.id))
        let locales = expand(matrix.locales, filter.locales, universe: [])
        let textSizes = expand(matrix.textSizes.map(\.rawValue), filter.textSizes, universe: TextSizeCategory.allCases.map(\.rawValue))
            .compactMap(TextSizeCategory.init(rawValue:))
        let appearances = filter.appearances.isEmpty ? matrix.appearances : filter.appearances
        let contrasts = filter.contrasts.isEmpty ? matrix.contrasts : filter.contrasts
        var variants: [Variant] = []
        for device in deviceIDs.compactMap(theme.device) {
            for orientation in matrix.orientations {
                for appearance in appearances {
                    for contrast in contrasts {
                        for locale in locales {
                            for textSize in textSizes {
                                variants.append(
                                    Variant(
                                        device: device, orientation: orientation, appearance: appearance, contrast: contrast,
                                        locale: LocaleInfo(locale), textSize: textSize, scale: filter.scale ?? matrix.scale))
                            }
                        }
                    }
                }
            }
        }
        return variants
    }

    /// The matrix's values that match the patterns; a pattern without wildcards that the matrix
    /// lacks is taken as a value of its own (so `--device iphone-se` works on any theme).
    static func expand(_ values: [String], _ patterns: [String], universe: [String]) -> [String] {
        guard !patterns.isEmpty else { return values }
        var result = values.filter { RenderFilter.matches($0, patterns) }
        for pattern in patterns where !pattern.contains(where: { "*?[".contains($0) }) && !result.contains(pattern) {
            if universe.isEmpty || universe.contains(pattern) { result.append(pattern) }
        }
        if result.isEmpty { result = universe.filter { RenderFilter.matches($0, patterns) } }
        return result
    }
}

extension RenderPlan {
    /// Which variants a plan takes from each theme.
    public enum Source: Sendable {
        /// The theme's `matrix` (what `render` draws).
        case matrix
        /// The theme's `snapshots` section, else its matrix (what `record` and `verify` use).
        case references
    }

    /// The jobs for `themes` through `filter`, checked as a person expects: a screen or device
    /// named without wildcards must exist, and a plan that matches nothing (outside a shard,
    /// which may legitimately be empty) is an error.
    public static func checkedJobs(for themes: [Theme], filter: RenderFilter, source: Source = .matrix) throws(PipelineError) -> [RenderJob] {
        Array(try checkedPlan(for: themes, filter: filter, source: source))
    }

    /// `checkedJobs(for:filter:source:)` computed when read (`RenderJobs`): what the commands
    /// run, so a plan's memory does not grow with its number of images.
    public static func checkedPlan(for themes: [Theme], filter: RenderFilter, source: Source = .matrix) throws(PipelineError) -> RenderJobs {
        try filter.check()
        try checkNames(filter, in: themes)
        try checkContentRequests(filter, in: themes, source: source)
        var unsharded = filter
        unsharded.shard = nil
        let plans = themes.map { plan(for: $0, source: source, filter: unsharded) }
        let checked = RenderJobs(concatenating: plans, shard: filter.shard)
        if checked.isEmpty && filter.shard == nil {
            throw .badInput(source == .matrix ? "the filters match no screen state to render" : "the filters match no reference")
        }
        return checked
    }

    private static func checkNames(_ filter: RenderFilter, in themes: [Theme]) throws(PipelineError) {
        for id in filter.devices where !isPattern(id) {
            let known = themes.flatMap { $0.devices.map(\.id) } + Device.presets.map(\.id)
            if !known.contains(id) {
                throw .badInput("unknown device `\(id)`" + (nearestMatch(to: id, in: known).map { "; did you mean `\($0)`?" } ?? "; see `stateboard devices`"))
            }
        }
        for name in filter.screens where !isPattern(name) {
            let known = themes.flatMap { $0.screens.map(\.name) }
            if !known.contains(name) {
                throw .badInput(
                    "unknown screen `\(name)`"
                        + (nearestMatch(to: name, in: known).map { "; did you mean `\($0)`?" } ?? "; screens: \(known.joined(separator: ", "))"))
            }
        }
    }

    /// Whether a filter value is a glob rather than a name.
    public static func isPattern(_ value: String) -> Bool { value.contains(where: { "*?[".contains($0) }) }
}
