import Foundation
import StateboardTestSupport
import Testing

@testable import StateboardTheme

/// `init --from-xcode` checks a screen's title on its own: the screens it writes have no
/// `content:`, so no state shows the title alone (the `content` state once did).
@Suite struct XcodeTitleLeftOutTests {
    /// Rule: a title whose translation fails in a locale is left out, and said so as the title's
    /// (not a state's texts, which stay).
    @Test func aTitleThatFailsInALocaleIsLeftOutAsTheTitle() throws {
        let (yaml, summary, errors) = try XcodeInitShapesTests.initTheme([
            "en.lproj/Localizable.strings": #""inbox.title" = "Inbox";\#n"inbox.empty.title" = "No mail";\#n"#,
            "ja.lproj/Localizable.strings": #""inbox.title" = "受信 %@";\#n"inbox.empty.title" = "メールはありません";\#n"#,
        ])
        #expect(errors.isEmpty, "\(errors)\n\(yaml)")
        #expect(summary.warnings.contains { $0.message.contains("left the app's title out of screen `inbox`: in ja,") }, "\(summary.warnings)\n\(yaml)")
        #expect(!yaml.contains("@inbox.title") && yaml.contains(#""@inbox.empty.title""#), "\(yaml)")
    }
}
