import ArgumentParser
import Foundation
import Stateboard

/// `stateboard prune`: finds references no theme produces any more.
struct PruneCommand: ParsableCommand, DrawsGlyphs {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List (or, with --delete, remove) references that no theme produces any more.",
        discussion: """
            A reference is stale when its screen, state or variant left the theme's reference matrix \
            (its `snapshots:` section, else its `matrix:`). Only the named themes' folders are looked \
            at, so other files under Snapshots/ are never touched.

            Examples:
              stateboard prune                # list stale references, every bundled theme
              stateboard prune ios --delete   # remove them and their fingerprint entries
            """
    )

    @Argument(help: "Theme folders or bundled theme names. Default: every theme in ./Themes, else every bundled theme.")
    var themes: [String] = []

    @Option(help: "The references folder.")
    var snapshots = ReferenceStore.defaultFolder

    @Flag(help: "Remove the stale references (default: only list them).")
    var delete = false

    /// Which references: `--glyphs apple` prunes the Apple-glyph ones (`Snapshots-apple/`).
    @OptionGroup var glyphOptions: GlyphOptions

    func run() throws {
        let themes = try loadNamedThemes(self.themes).map(\.theme)
        let stale = try PruneRun(themes: themes, store: ReferenceStore(folder: snapshots), delete: delete).run()
        for path in stale { print(path) }
        if stale.isEmpty {
            print("No stale references.")
        } else {
            print(delete ? "Removed \(stale.count) stale references." : "\(stale.count) stale references; remove them with --delete.")
        }
    }
}
