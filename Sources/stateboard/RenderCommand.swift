import ArgumentParser
import Dispatch
import Foundation
import StateboardCore
import StateboardRender
import StateboardTheme

/// `stateboard render`: every screen × state × variant of themes, to images and a gallery.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render every screen × state × variant of themes, with a gallery to review them.",
        discussion: """
            With no arguments, renders the bundled default theme into ./stateboard-out. Filters take \
            globs (quote them); a device, locale or text size outside the theme's matrix is rendered too.

            Examples:
              stateboard render
              stateboard render listapp --locale zh-Hans --appearance dark
              stateboard render ios --screen 'fav*' --state 'error.*' --device iphone-se --scale 2
              stateboard render ios --shard 1/4 --jobs 2          # one of four CI machines
            Output, one image a file:
              <out>/<theme>/<screen>/<state>/<device>-<appearance>-<locale>[-<size>]@<n>x.png
            """
    )

    @Argument(help: "Theme folders or bundled theme names. Default: ios.")
    var themes: [String] = []

    @Option(name: .shortAndLong, help: "The output folder.")
    var out = "stateboard-out"

    @OptionGroup var filters: FilterOptions

    @Option(help: "png, pdf or svg.")
    var format: OutputFormat = .png

    @Option(help: "Parallel workers. Default: every core.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print every image written.")
    var verbose = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        try filters.check()
    }

    func run() throws {
        let loaded = try themes.isEmpty ? [loadTheme(nil)] : themes.map { try loadTheme($0) }
        let plan = try filters.plan(for: loaded)
        try FolderCheck.ensureWritable(out)
        let progress = Progress(total: plan.count, quiet: quiet, verbose: verbose)
        let results = try MatrixRenderer(themes: loaded, format: format, jobs: jobs).render(plan, into: out, progress: progress)
        try ReviewOutputs(out: out, format: format).write(results: results, themes: loaded, renderer: try SharedRenderer.make())
        progress.finish(results: results, out: out)
        if !results.failures.isEmpty {
            for failure in results.failures { FileHandle.standardError.write(Data("error: \(failure)\n".utf8)) }
            throw ExitCode(ExitCodes.badInput)
        }
    }
}

/// The matrix filters shared by render, record and verify.
struct FilterOptions: ParsableArguments {
    @Option(help: "Screens to render (globs).") var screen: [String] = []
    @Option(help: "States to render (globs): loading, empty, 'error.*', …") var state: [String] = []
    @Option(help: "Devices (globs or preset ids, see `stateboard devices`).") var device: [String] = []
    @Option(help: "light or dark.") var appearance: [Appearance] = []
    @Option(help: "Locales (globs or identifiers: en, zh-Hans, ar, en-XA, …).") var locale: [String] = []
    @Option(help: "Dynamic Type sizes (globs or names: large, accessibility3, …).") var textSize: [String] = []
    @Option(help: "Pixels per point, overriding the devices'.") var scale: Double?
    @Option(help: "Render only shard I of N (1-based), e.g. 2/4. The split is stable as the matrix grows.") var shard: String?

    func check() throws {
        if let scale, !(0.5...4).contains(scale) { throw ValidationError("--scale must be between 0.5 and 4, not \(scale)") }
        _ = try parsedShard()
        for size in textSize where !size.contains(where: { "*?[".contains($0) }) && TextSizeCategory(rawValue: size) == nil {
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

    func filter() throws -> RenderFilter {
        var filter = RenderFilter()
        filter.screens = screen
        filter.states = state
        filter.devices = device
        filter.appearances = appearance
        filter.locales = locale
        filter.textSizes = textSize
        filter.scale = scale
        filter.shard = try parsedShard()
        return filter
    }

    /// The jobs for these themes (`jobs` expands one theme: its matrix, or its references); a
    /// named screen or device that matches nothing is an error, and so is an empty plan.
    func plan(for themes: [Theme], jobs: (Theme, RenderFilter) -> [RenderJob] = { RenderPlan.jobs(for: $0, filter: $1) },
              whenEmpty: String = "the filters match no screen state to render") throws -> [RenderJob] {
        let filter = try self.filter()
        try checkNames(in: themes)
        let plan = themes.flatMap { jobs($0, filter) }
        if plan.isEmpty && filter.shard == nil { throw CommandFailure.badInput(whenEmpty) }
        return plan
    }

    /// A device or screen named without wildcards must exist.
    private func checkNames(in themes: [Theme]) throws {
        for id in device where !id.contains(where: { "*?[".contains($0) }) {
            let known = themes.flatMap { $0.devices.map(\.id) } + Device.presets.map(\.id)
            if !known.contains(id) {
                throw CommandFailure.badInput("unknown device `\(id)`" + (nearestMatch(to: id, in: known).map { "; did you mean `\($0)`?" } ?? "; see `stateboard devices`"))
            }
        }
        for name in screen where !name.contains(where: { "*?[".contains($0) }) {
            let known = themes.flatMap { $0.screens.map(\.name) }
            if !known.contains(name) {
                throw CommandFailure.badInput("unknown screen `\(name)`" + (nearestMatch(to: name, in: known).map { "; did you mean `\($0)`?" } ?? "; screens: \(known.joined(separator: ", "))"))
            }
        }
    }
}

/// Checks an output folder can be written before any work starts.
enum FolderCheck {
    static func ensureWritable(_ folder: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.badInput("cannot create the output folder \(folder): \(error.localizedDescription)")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw CommandFailure.badInput("the output folder \(folder) is not writable")
        }
    }
}
