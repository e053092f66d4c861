import Foundation
import Testing

/// Rule: a `--locale` value is a locale identifier (or, for the matrix filters, a glob); anything
/// else exits 2 saying so before a file is written. `--locale ja,th` drew English into files named
/// `…-ja,th@2x.png`, with no word.
@Suite struct LocaleArgumentTests {
    @Test func aCommaSeparatedListIsRefusedWithTheFlagsToGiveInstead() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["render", "ios", "--screen", "inbox", "--locale", "ja,th", "-o", folder.path, "-q"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("`ja,th` is not a locale identifier") && result.stderr.contains("--locale ja --locale th"), "\(result.stderr)")
        let written = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        #expect(!written.contains { $0.hasSuffix(".png") }, "nothing drawn: \(written.prefix(3))")
    }

    @Test func identifiersAndGlobsPassAndOneVariantsLocaleIsCheckedToo() throws {
        for value in ["en", "zh-Hans", "pt_BR", "en-XA", "sr-Latn-RS", "zh*"] {
            let result = try CommandRunner.run(["render", "ios", "--screen", "inbox", "--state", "empty", "--device", "iphone-se", "--appearance", "light", "--text-size", "large", "--locale", value, "-o", "/dev/null/none", "-q"])
            #expect(!result.stderr.contains("is not a locale identifier"), "\(value): \(result.stderr)")
        }
        let explain = try CommandRunner.run(["explain", "ios", "--screen", "inbox", "--state", "empty", "--locale", "en US"])
        #expect(explain.status == 2 && explain.stderr.contains("`en US` is not a locale identifier"), "\(explain.stderr)")
    }
}
