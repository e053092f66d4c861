import Dispatch
import Foundation
import StateboardRender
import StateboardSnapshot

/// The images one or more verify reports ask a reviewer about (`stateboard review`): a local
/// `verify --report` folder, a CI artifact's copy, or `merge-reports` output, read and checked.
///
/// A report is trusted as a whole only once it is consistent: every key names a reference
/// inside the references folder, every image it points at is the one its own name says, and
/// every actual image has the pixels the report recorded for it (a swapped or edited image is
/// refused before anything is shown or written).
public struct ReviewSet: Sendable {
    /// The report folders, as given.
    public var folders: [String]
    /// Every changed, new and removed image, by group, then screen, state and variant.
    public var items: [ReviewItem]
    /// The groups, largest first.
    public var groups: [ReviewGroup]
    /// Per theme, the environment its images were drawn in.
    public var environments: [String: RenderEnvironment]
    /// How many images passed (for the summary).
    public var passed: Int

    /// Reads and checks the reports in `folders`.
    public static func load(_ folders: [String]) throws(PipelineError) -> ReviewSet {
        guard !folders.isEmpty else { throw .badInput("give at least one report folder (written by `stateboard verify --report DIR`)") }
        var items: [ReviewItem] = []
        var environments: [String: RenderEnvironment] = [:]
        var passed = 0
        var origin: [String: String] = [:]
        for (index, folder) in folders.enumerated() {
            let path = (folder as NSString).appendingPathComponent(VerificationReport.fileName)
            let report = try read(path)
            guard let drawnIn = report.environments else {
                throw .badInput(
                    "\(path): the report does not say which environment its images were drawn in (it is from an earlier Stateboard); run `stateboard verify --report` again"
                )
            }
            for (theme, environment) in drawnIn {
                if let other = environments[theme], !environment.changes(since: other).isEmpty {
                    throw .badInput(
                        "\(path): theme \(theme) was drawn in another environment than in \(origin[theme] ?? "an earlier report") (\(environment.changes(since: other).joined(separator: "; "))); review reports of one environment together"
                    )
                }
                environments[theme] = environment
                origin[theme] = origin[theme] ?? path
            }
            passed += report.passed
            for (position, entry) in report.entries.enumerated() where entry.status != .passed && entry.status != .error {
                let item = try ReviewItem(entry, index: position, report: index, path: path)
                guard environments[item.theme] != nil else {
                    throw .badInput("\(path): entries[\(position)] (\(item.key)): the report names no environment for theme \(item.theme)")
                }
                items.append(item)
            }
        }
        var seen: [String: Int] = [:]
        for item in items {
            if let earlier = seen[item.key] {
                throw .badInput(
                    "\(item.key) is in two reports (\(folders[earlier]) and \(folders[item.report])); give each shard once, or their `merge-reports` output")
            }
            seen[item.key] = item.report
        }
        try checkImages(items, folders: folders)
        let groups = ReviewGroup.grouping(&items)
        let order = Dictionary(uniqueKeysWithValues: groups.enumerated().flatMap { g, group in group.keys.enumerated().map { (k, key) in (key, (g, k)) } })
        items.sort { order[$0.key]! < order[$1.key]! }
        return ReviewSet(folders: folders, items: items, groups: groups, environments: environments, passed: passed)
    }

    /// The item with `key`, if the review has it.
    public func item(_ key: String) -> ReviewItem? { items.first { $0.key == key } }

    /// The absolute-or-relative path of one of an item's images.
    public func path(of relative: String, in item: ReviewItem) throws(PipelineError) -> String {
        try OutputPath.inside(folders[item.report], relative: relative)
    }

    private static func read(_ path: String) throws(PipelineError) -> VerificationReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .badInput("\(path) does not exist; pass a folder written by `stateboard verify --report` or `stateboard merge-reports`")
        }
        do { return try JSONDecoder().decode(VerificationReport.self, from: data) } catch let error as DecodingError {
            throw .badInput("\(path): not a Stateboard verify report (\(ReviewJSON.describe(error)))")
        } catch {
            throw .badInput("\(path): not a Stateboard verify report (\(error.localizedDescription))")
        }
    }

    /// Decodes every actual image and compares it with the pixel digest and size the report
    /// recorded; in parallel, as large reviews hold hundreds.
    private static func checkImages(_ items: [ReviewItem], folders: [String]) throws(PipelineError) {
        let failures = Locked<[Int: String]>([:])
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let item = items[index]
            guard item.kind != .removed else { return }
            do throws(PipelineError) {
                _ = try checkedActual(of: item, folder: folders[item.report])
            } catch {
                failures.withLock { $0[index] = error.description }
            }
        }
        if let first = failures.current.min(by: { $0.key < $1.key }) { throw .badInput(first.value) }
    }

    /// The item's actual image, decoded, once its pixels are shown to be the ones its report
    /// recorded.
    static func checkedActual(of item: ReviewItem, folder: String) throws(PipelineError) -> RGBAImage {
        let place = "\((folder as NSString).appendingPathComponent(VerificationReport.fileName)): \(item.key)"
        guard let relative = item.actualImage, let record = item.actualRecord else {
            throw .badInput("\(place): the report records no actual image for it; run `stateboard verify --report` again")
        }
        let path = try OutputPath.inside(folder, relative: relative)
        guard let data = FileManager.default.contents(atPath: path) else { throw .badInput("\(place): its image \(path) is missing") }
        let image: RGBAImage
        do { image = try RGBAImage(png: data) } catch { throw .badInput("\(place): its image \(path) is not a PNG Stateboard can read") }
        guard image.width == record.width, image.height == record.height, PixelDigest(image) == record.pixels else {
            throw .badInput(
                "\(place): \(path) is not the image this report drew (its pixels differ from the digest the report recorded: the folder was edited, or mixes two runs); verify again"
            )
        }
        return image
    }
}
