import StateboardCore
import Testing

@testable import StateboardAppFiles
@testable import StateboardTheme

/// Every name Xcode's color-set editor offers in its iOS *System Colors* menu is a color
/// Stateboard draws, the deprecated UIKit names Xcode still writes among them:
/// `groupTableViewBackgroundColor` is, since iOS 13, UIKit's `systemGroupedBackgroundColor`
/// (its documentation: "Use systemGroupedBackgroundColor instead").
@Suite struct XcodeSystemColorMenuTests {
    static let menu = [
        "darkTextColor", "groupTableViewBackgroundColor", "labelColor", "lightTextColor", "linkColor", "opaqueSeparatorColor",
        "placeholderTextColor", "quaternaryLabelColor", "quaternarySystemFillColor", "secondaryLabelColor",
        "secondarySystemBackgroundColor", "secondarySystemFillColor", "secondarySystemGroupedBackgroundColor", "separatorColor",
        "systemBackgroundColor", "systemBlueColor", "systemBrownColor", "systemCyanColor", "systemFillColor", "systemGray2Color",
        "systemGray3Color", "systemGray4Color", "systemGray5Color", "systemGray6Color", "systemGrayColor", "systemGreenColor",
        "systemGroupedBackgroundColor", "systemIndigoColor", "systemMintColor", "systemOrangeColor", "systemPinkColor",
        "systemPurpleColor", "systemRedColor", "systemTealColor", "systemYellowColor", "tertiaryLabelColor",
        "tertiarySystemBackgroundColor", "tertiarySystemFillColor", "tertiarySystemGroupedBackgroundColor",
    ]

    @Test(arguments: menu) func everyNameOfXcodesMenuIsKnown(_ name: String) {
        #expect(SystemColorReference.color(named: name) != nil, "\(name)")
    }

    @Test func groupTableViewBackgroundIsSystemGroupedBackground() {
        #expect(SystemColorReference.color(named: "groupTableViewBackgroundColor") == SystemColor.systemGroupedBackground.color)
        #expect(SystemColor.systemGroupedBackground.color.light == SystemColor.secondarySystemBackground.color.light, "#F2F2F7 in light")
    }

    /// KeePassium's set, as Xcode writes it: loads with no diagnostic.
    @Test func aSetReferringToTheDeprecatedNameLoads() throws {
        typealias T = AssetCatalogAsXcodeTests
        let contents = T.color(T.reference("groupTableViewBackgroundColor") + "," + T.reference("groupTableViewBackgroundColor", dark: true))
        let (theme, diagnostics) = try T.load(AssetCatalogTests.colorTheme("asset(Ref)"), ["Ref.colorset/Contents.json": contents])
        #expect(diagnostics.isEmpty && theme?.warnings.isEmpty == true, "\(diagnostics.map(\.description))")
        #expect(theme?.tokens.colors["accent"] == SystemColor.systemGroupedBackground.color)
    }
}
