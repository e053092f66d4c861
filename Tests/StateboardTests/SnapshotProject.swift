import Foundation
import Stateboard
import StateboardTestSupport

/// A throwaway project folder with `Themes/probe/theme.yaml` and its `Snapshots/`, driven
/// through the library's runs in process (the command line's tests keep a few end to end).
struct SnapshotProject {
    let root: URL

    init() throws { root = try TestPaths.temporaryFolder("snapshot-run") }
    func remove() { try? FileManager.default.removeItem(at: root) }

    /// The probe theme (see `TestThemes.probe`).
    static func theme(
        accent: String = "#007AFF", title: String = "No Messages", gap: Int = 12, states: String = "[empty]",
        snapshots: String = "scale: 1"
    ) -> String {
        TestThemes.probe(accent: accent, title: title, gap: gap, states: states, snapshots: snapshots)
    }

    func write(_ yaml: String) throws {
        let folder = root.appendingPathComponent("Themes/probe")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try yaml.write(to: folder.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
    }

    var store: ReferenceStore { ReferenceStore(folder: root.appendingPathComponent("Snapshots").path) }
    var reference: String { root.appendingPathComponent("Snapshots/probe/inbox/empty/iphone-15-light-en@1x.png").path }

    func theme() throws -> Theme { try ThemeLoader.load(path: root.appendingPathComponent("Themes/probe").path) }

    func plan(_ filter: RenderFilter = RenderFilter()) throws -> [RenderJob] {
        try RenderPlan.checkedJobs(for: [theme()], filter: filter, source: .references)
    }

    @discardableResult
    func record(missingOnly: Bool = false, _ filter: RenderFilter = RenderFilter()) throws -> RecordRun.Summary {
        var run = RecordRun(themes: [try theme()], store: store, jobs: 2)
        run.missingOnly = missingOnly
        return try run.run(plan(filter))
    }

    func verify(
        tolerance: Tolerance = Tolerance(), full: Bool = false, report: String? = nil, _ filter: RenderFilter = RenderFilter(),
        environmentChanged: (String, String, [String]) -> Void = { _, _, _ in }
    ) throws -> VerifyRun.Outcome {
        var run = VerifyRun(themes: [NamedTheme(argument: "probe", theme: try theme())], store: store, jobs: 2)
        run.tolerance = tolerance
        run.full = full
        run.reportFolder = report
        return try run.run(plan(filter), environmentChanged: environmentChanged)
    }
}
