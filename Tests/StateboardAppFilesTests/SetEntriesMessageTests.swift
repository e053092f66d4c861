import Foundation
import StateboardCore
import StateboardTestSupport
import Testing

@testable import StateboardAppFiles

/// A color, image or symbol set whose Contents.json lacks its list is unreadable with the
/// problem at the list's place and the entry Xcode writes as the hint: one check for the three
/// kinds of set, worded for each.
@Suite struct SetEntriesMessageTests {
    /// Rule: each set without its list is kept aside as unreadable, saying which list it needs
    /// (with its article: "an `images` list") and what Xcode writes there.
    @Test func aSetWithoutItsListSaysWhichListAndWhatXcodeWrites() throws {
        try TestPaths.withTemporaryFolder("set-entries") { folder in
            let catalog = folder.appendingPathComponent("Assets.xcassets")
            for set in ["Brand.colorset", "Logo.imageset", "Mark.symbolset"] {
                let setFolder = catalog.appendingPathComponent(set)
                try FileManager.default.createDirectory(at: setFolder, withIntermediateDirectories: true)
                try #"{ "info": { "author": "xcode", "version": 1 } }"#.write(
                    to: setFolder.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
            }
            let read = AssetCatalogReader(
                root: catalog.resolvingSymlinksInPath().path, report: { Issue.record("reported at once: \($0)") },
                declaredAt: FileLocation(file: "theme.yaml", line: 1, column: 1)
            ).read()
            let problems = read.unreadable.mapValues { $0.problems.map { "\($0.message) | \($0.hint ?? "")" } }
            #expect(
                problems["Brand"]
                    == [#"a color set's Contents.json needs a `colors` list | Xcode writes `"colors": [{ "idiom": "universal", "color": { … } }]`"#])
            #expect(
                problems["Logo"]
                    == [
                        #"an image set's Contents.json needs an `images` list | Xcode writes `"images": [{ "idiom": "universal", "filename": "inbox.png", "scale": "1x" }]`"#
                    ])
            #expect(
                problems["Mark"]
                    == [
                        #"a symbol set's Contents.json needs a `symbols` list | Xcode writes `"symbols": [{ "idiom": "universal", "filename": "custom.svg" }]`"#
                    ])
            #expect(read.unreadable["Logo"]?.problems.first?.location.line == 1)
        }
    }
}
