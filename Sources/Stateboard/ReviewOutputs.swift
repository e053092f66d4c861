import Foundation
import StateboardCore
import StateboardRender
import StateboardTheme

/// What a render leaves for review beside the images: `index.html`, and a contact sheet per
/// theme and screen.
public struct ReviewOutputs: Sendable {
    public let out: String
    public let format: OutputFormat

    public init(out: String, format: OutputFormat) { self.out = out; self.format = format }

    /// Writes the gallery and, for PNG runs, the contact sheets of what `results` holds.
    /// `findings` marks images in the gallery (by job path, as `LintReport.findingsByImage`).
    /// A file that would not change is not written; after an incremental run (`results.digests`)
    /// a contact sheet whose pictures all kept their digest is not even drawn.
    public func write(results: MatrixRenderer.Results, themes: [Theme], renderer: ImageRenderer, findings: [String: [String]] = [:]) throws {
        // The images in plan order, whether the run kept `written` or not (`keepsWritten`).
        let images = results.images
        guard !images.isEmpty else { return }
        // Both say whose glyphs drew them: pinned stand-ins and Apple's fonts look alike at a glance.
        let glyphs = GlyphSettings.label((try? GlyphSettings.current.source(for: themes)) ?? renderer.glyphSource)
        let title = themes.map(\.name).joined(separator: ", ") + " · " + glyphs
        // Written as it is made: the page of a large matrix never stands whole in memory.
        let page = try StreamedFile(path: (out as NSString).appendingPathComponent("index.html"))
        try GalleryPage.write(images: images, title: title, findings: findings, to: page.write)
        try page.publish(onlyIfChanged: true)
        guard format == .png else { return }
        try writeContactSheets(results: results, themes: themes, renderer: renderer, glyphs: glyphs)
    }

    /// Draws each contact sheet whose pictures or captions changed, and keeps the sheets'
    /// digests in the folder's digest file.
    private func writeContactSheets(results: MatrixRenderer.Results, themes: [Theme], renderer: ImageRenderer, glyphs: String) throws {
        let images = results.images
        let sheets = Self.picks(images.lazy.map(\.job), themes: themes)
        let relatives = sheets.map { "\($0.key)/contact-sheet.png" }
        // The sheets' digests of the folder's file, read in place (only these few are kept).
        let before = DigestFile.open(in: out)
        let known = Self.sheetDigests(of: Set(relatives), in: before)
        var updates: [(key: String, update: DigestFile.Update)] = []
        // A picture's digest: the run's list of them when it kept one, else what the run wrote
        // into the folder's file (the same, for every image the run wrote or reused).
        let folder = results.digests.isEmpty ? results.folderDigests : nil
        for ((key, picks), relative) in zip(sheets, relatives) {
            let captions = picks.map { "\(images[$0].job.state.key)\n\(images[$0].job.variant.fileStem)" }
            let sheetTitle = key + " · " + glyphs
            let pictures = picks.map { folder?.digest(ofJob: images.planIndex(at: $0)) ?? results.digests[images.path(at: $0)] }
            let digest = Self.sheetDigest(key: sheetTitle, captions: captions, pictures: pictures)
            if let digest, known[relative] == digest,
                FileManager.default.fileExists(atPath: (out as NSString).appendingPathComponent(relative))
            {
                continue
            }
            // One sheet's thumbnails at a time come back from the spool.
            let items = try zip(picks, captions).map { index, caption -> ContactSheet.Item in
                let image = images[index]
                if let thumbnail = image.thumbnail { return ContactSheet.Item(caption: caption, bitmap: try thumbnail.load()) }
                return ContactSheet.Item(caption: caption, path: (out as NSString).appendingPathComponent(image.path))
            }
            let sheet = ContactSheet(title: sheetTitle, items: items)
            try Self.writeIfChanged(try sheet.render(with: renderer), to: OutputPath.inside(out, relative: relative))
            updates.append((relative, digest.map { DigestFile.Update.set($0) } ?? .remove))
        }
        if FileManager.default.fileExists(atPath: (out as NSString).appendingPathComponent(RenderDigests.fileName)) || !results.digests.isEmpty {
            try DigestFile.write(
                in: out, old: before, images: DigestFile.unchanged, inputs: DigestFile.unchanged, writesInputs: false,
                sheets: DigestFile.updates(updates))
        }
    }

    /// What the folder's digest file says of the contact sheets at `relatives`.
    private static func sheetDigests(of relatives: Set<String>, in file: DigestFile?) -> [String: String] {
        var known: [String: String] = [:]
        var entries = file?.entries(.sheets)
        while let entry = try? entries?.next() {
            if relatives.contains(entry.key) { known[entry.key] = entry.value }
        }
        return known
    }

    /// A contact sheet's digest: its title, captions and pictures' digests; `nil` when a
    /// picture has none (a run that did not digest its images).
    static func sheetDigest(key: String, captions: [String], pictures: [String?]) -> String? {
        var hash = StableHash()
        hash.add("sheet-1")
        hash.add(key)
        for (caption, picture) in zip(captions, pictures) {
            guard let picture else { return nil }
            hash.add(caption)
            hash.add(picture)
        }
        return String(format: "%016llx", hash.value)
    }

    /// Writes `data` to `path` unless the file already holds it.
    static func writeIfChanged(_ data: Data, to path: String) throws {
        guard FileManager.default.contents(atPath: path) != data else { return }
        try AtomicFile.write(data, to: path)
    }

    /// The width in pixels of a contact sheet's pictures.
    public static let thumbnailWidth = 240

    /// Which jobs the contact sheets show, by `<theme>/<screen>` in key order: one variant per
    /// state (light mode at the default text size in the matrix's first locale, preferably),
    /// states in their usual order. Indices are into `jobs`. Known before rendering, so the
    /// renderer keeps a thumbnail of exactly these and no PNG is read back.
    public static func contactSheetPicks(_ jobs: [RenderJob], themes: [Theme]) -> [(key: String, picks: [Int])] {
        picks(jobs, themes: themes)
    }

    /// `contactSheetPicks(_:themes:)` of any collection of jobs indexed from zero (a run's
    /// results' jobs read in place).
    static func picks<Jobs: RandomAccessCollection<RenderJob>>(_ jobs: Jobs, themes: [Theme]) -> [(key: String, picks: [Int])]
    where Jobs.Index == Int {
        let byScreen = Dictionary(grouping: jobs.indices) { "\(jobs[$0].theme)/\(jobs[$0].screen)" }
        return byScreen.sorted(by: { $0.key < $1.key }).map { key, indices in
            let locales = themes.first { $0.name == jobs[indices[0]].theme }?.matrix.locales ?? []
            func rank(_ index: Int) -> (Int, Int, Int, Int, String) {
                let variant = jobs[index].variant
                return (
                    variant.textSize == .large ? 0 : 1, variant.appearance == .light ? 0 : 1, variant.contrast == .standard ? 0 : 1,
                    locales.firstIndex(of: variant.locale.identifier) ?? locales.count, jobs[index].relativePath
                )
            }
            let chosen = Dictionary(grouping: indices) { jobs[$0].state.key }.compactMap { $0.value.min { rank($0) < rank($1) } }
            // Custom states share one place in the usual order: among them the plan's (the
            // matrix's) order decides, never the dictionary's, which changes from run to run.
            return (key, chosen.sorted { (stateOrder(jobs[$0].state), $0) < (stateOrder(jobs[$1].state), $1) })
        }
    }

    private static func stateOrder(_ state: ViewState) -> Int { ViewState.builtIn.firstIndex(of: state) ?? ViewState.builtIn.count }
}
