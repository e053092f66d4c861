import StateboardCore
import Testing

@testable import StateboardAppFiles

/// A string catalog or asset `Contents.json` that starts with a UTF-8 byte order mark (some
/// editors and localisation services write one; Xcode's JSON reader skips it) is read as without.
@Suite struct JSONByteOrderMarkTests {
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    @Test func aCatalogWithAByteOrderMarkIsRead() {
        let catalog = #"{ "sourceLanguage" : "en", "strings" : { "a" : { "localizations" : { "en" : { "stringUnit" : { "value" : "Empty" } } } } } }"#
        var found: [Diagnostic] = []
        let strings = StringCatalogReader(file: "Localizable.xcstrings", report: { found.append($0) }).read(Self.bom + Array(catalog.utf8))
        #expect(found.isEmpty, "\(found)")
        #expect(strings.entries["a"] != nil)
    }

    /// Columns are counted from after the mark, as an editor shows them.
    @Test func anErrorAfterTheMarkIsLocatedWithoutIt() throws {
        let json = Self.bom + Array(#"{ "a" : tru }"#.utf8)
        guard case .failure(let error) = LocatedJSON.parse(json, file: "Contents.json", depth: 10) else {
            Issue.record("`tru` parsed")
            return
        }
        #expect(error.location == FileLocation(file: "Contents.json", line: 1, column: 9))
    }

    @Test func aMarkAnywhereElseIsStillAnError() {
        guard case .failure = LocatedJSON.parse(Array(#"{ "a" : 1 }"#.utf8) + Self.bom, file: "Contents.json", depth: 10) else {
            Issue.record("a byte order mark after the value was taken")
            return
        }
    }
}
