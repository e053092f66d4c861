import Foundation
import StateboardCore
import StateboardRender
import StateboardSnapshot
import StateboardTheme

/// What the last run drew into an output folder, kept in `<out>/.stateboard-digests.json`: per
/// image the digest of its resolved scene and every input that changes its pixels, and per
/// contact sheet the digest of what it shows. A later run into the folder draws only the images
/// whose digest changed (incremental rendering: `render`, `watch`, `serve`).
package struct RenderDigests: Codable, Equatable, Sendable {
    /// The file format's version.
    package var format = 1
    /// Image path (relative to the output folder, with its extension) → digest.
    package var images: [String: String] = [:]
    /// Contact sheet path (relative) → digest of its pictures and captions.
    package var sheets: [String: String] = [:]
    /// Image path → the digest of its theme's inputs (`ThemeInputs`) when its digest was worked
    /// out: while they stay the same, the image's digest does too, and a run reuses it without
    /// resolving the scene. (Absent in folders written before it was kept.)
    package var inputs: [String: String]?

    package init() {}

    /// The file's name inside an output folder.
    package static let fileName = ".stateboard-digests.json"

    /// The digests of the last run into `out`, whole; empty when there are none or they cannot be
    /// read (then every image is drawn, which is always correct). Read through `DigestFile`, so
    /// what a run trusts and this value says are the same; runs themselves read the file in place.
    package static func read(in out: String) -> RenderDigests {
        var digests = RenderDigests()
        guard let file = DigestFile.open(in: out) else { return digests }
        func map(_ section: DigestFile.Section) -> [String: String] {
            var map: [String: String] = [:]
            var entries = file.entries(section)
            while let entry = try? entries.next() { map[entry.key] = entry.value }
            return map
        }
        digests.images = map(.images)
        digests.inputs = file.has(.inputs) ? map(.inputs) : nil
        digests.sheets = map(.sheets)
        return digests
    }

    /// Writes the digests into `out` unless the file already holds them. The file is written a
    /// map entry at a time (`JSONPieces`), the bytes `JSONEncoder` makes of the whole value
    /// (sorted keys, slashes as they are), which never stand whole in memory for a large matrix.
    package func write(in out: String) throws(PipelineError) {
        let path = (out as NSString).appendingPathComponent(Self.fileName)
        // A run that wrote nothing (a refused theme) leaves the folder as it found it.
        if images.isEmpty, sheets.isEmpty, !FileManager.default.fileExists(atPath: path) { return }
        let file = try StreamedFile(path: path)
        try write(to: file.write)
        try file.publish(onlyIfChanged: true)
    }

    /// The file's JSON, handed to `sink` a piece at a time.
    func write<Failure: Error>(to sink: (String) throws(Failure) -> Void) throws(Failure) {
        let pieces = JSONPieces()
        try sink("{\"format\":\(format),\"images\":")
        try pieces.writeMap(images, to: sink)
        if let inputs {
            try sink(",\"inputs\":")
            try pieces.writeMap(inputs, to: sink)
        }
        try sink(",\"sheets\":")
        try pieces.writeMap(sheets, to: sink)
        try sink("}")
    }
}

/// The digest of one job's image: its resolved scene, its variant, the output format, and the
/// environment that draws it (library versions and settings, the font and symbol files by size
/// and modification time, the program itself).
struct JobDigester: Sendable {
    let environment: String

    init(themes: [Theme], format: OutputFormat) {
        var hash = StableHash()
        hash.add("stateboard-digest-3")  // 3: the scene digested apart from the job, once per layout group
        hash.add(format.rawValue)
        for (name, version) in RenderEnvironment.libraryVersions.sorted(by: { $0.key < $1.key }) { hash.add(name); hash.add(version) }
        for (name, value) in RenderEnvironment.settings.sorted(by: { $0.key < $1.key }) { hash.add(name); hash.add(value) }
        // The drawing code: a rebuilt program may draw differently.
        hash.add(ValueDigest.fileStamp(at: ProcessInfo.processInfo.arguments.first.map(Self.executablePath) ?? ""))
        let fonts = FontEnvironment.pinnedFontFiles() + themes.flatMap(\.fontPaths).sorted()
        for font in fonts { hash.add(font); hash.add(Self.stamp(ofFileOrFolder: font)) }
        let symbols = SymbolLibrary.shared.folder ?? "none"
        hash.add(symbols)
        hash.add(Self.stamp(ofFileOrFolder: symbols))
        hash.add(DrawnSymbols.version)
        // Apple's glyphs draw differently from the pinned ones: their folders and the exports
        // stand in the digest (the pinned source adds nothing, so its digests stay as they were).
        let glyphs = GlyphSettings.current
        for theme in themes where glyphs.source(for: theme) == .apple {
            hash.add("glyphs apple " + theme.name)
            for folder in glyphs.appleFonts.folders { hash.add(folder); hash.add(Self.stamp(ofFileOrFolder: folder)) }
            let exports = glyphs.symbolExports ?? theme.symbolExports ?? "none"
            hash.add(exports)
            hash.add(Self.stamp(ofFileOrFolder: exports))
        }
        environment = String(format: "%016llx", hash.value)
    }

    /// The digest of `job` drawn from `scene`, as the folder's file writes it.
    func digest(_ job: RenderJob, scene: PlaceholderScene) -> String { Self.text(value(job, scene: scene)) }

    /// The digest of `job` drawn from `scene` as a number: eight bytes a run keeps per job.
    func value(_ job: RenderJob, scene: PlaceholderScene) -> UInt64 {
        value(job, sceneDigest: Self.digest(of: scene))
    }

    /// The digest of `job` drawn from a scene whose digest (`digest(of:)`) is `sceneDigest`.
    /// The jobs of a layout group draw one scene (`LayoutGroups`): it is digested once for all of
    /// them, each job's own part (its path and variant) added to that.
    func value(_ job: RenderJob, sceneDigest: UInt64) -> UInt64 {
        var hash = StableHash()
        hash.add(environment)
        hash.add(job.relativePath)
        ValueDigest.add(job.variant, to: &hash, depth: 0)
        hash.add(word: sceneDigest, tag: 4)
        return hash.value
    }

    /// The digest of a resolved scene and everything it holds (`ValueDigest`).
    static func digest(of scene: PlaceholderScene) -> UInt64 {
        var hash = StableHash()
        ValueDigest.add(scene, to: &hash, depth: 0)
        return hash.value
    }

    /// A digest as the folder's file writes it: 16 lowercase hex digits.
    static func text(_ value: UInt64) -> String { String(format: "%016llx", value) }

    /// The digest `text` writes as `text`, or `nil` when `text` is not exactly such 16 digits
    /// (`UInt64(_:radix:)` alone would take a sign, upper case or fewer digits, and a file's
    /// entry that is not what this program writes would then pass for a known digest).
    static func value(of text: String) -> UInt64? {
        let utf8 = text.utf8
        guard utf8.count == 16, utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else { return nil }
        return UInt64(text, radix: 16)
    }

    /// The running program's file, for its stamp: Linux names it in /proc, Darwin has no /proc
    /// (Foundation asks dyld there).
    private static func executablePath(_ argument: String) -> String {
        #if canImport(Darwin)
            Bundle.main.executablePath ?? argument
        #else
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? argument
        #endif
    }

    /// A file's stamp, or a folder's entries' stamps (one level: font folders and the symbol
    /// set are flat).
    private static func stamp(ofFileOrFolder path: String) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "none" }
        guard isFolder.boolValue else { return ValueDigest.fileStamp(at: path) }
        var hash = StableHash()
        hash.add(ValueDigest.fileStamp(at: path))  // entries added or removed
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() {
            hash.add(name)
            hash.add(ValueDigest.fileStamp(at: (path as NSString).appendingPathComponent(name)))
        }
        return String(hash.value, radix: 16)
    }
}
