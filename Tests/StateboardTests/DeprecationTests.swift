import Stateboard
import Testing

/// The old spellings of the public API (Sources/Stateboard/Deprecations.swift) compile for one
/// minor version and mean what the new ones mean. Each test is deprecated itself, so that using
/// deprecated API inside it does not warn: the build stays free of warnings, and removing a shim
/// breaks the build of this file.
@Suite struct DeprecationTests {
    /// An app's own node as 0.1.0's users wrote one, before `CustomPlaceholder`.
    struct Ring: PlaceholderConvertible {
        struct Value: CustomNodeContent { var progress: Double }
        var placeholderNode: PlaceholderNode { .custom("progressRing", Value(progress: 0.4)) }
    }

    #if !canImport(Darwin)
        @available(*, deprecated)
        @Test func renamedGeometryTypesAreTheNewOnes() {
            let point: Point = LayoutPoint(x: 1, y: 2)
            let size: Size = LayoutSize(width: 3, height: 4)
            let rect: Rect = Rect(origin: point, size: size)
            #expect(rect == LayoutRect(x: 1, y: 2, width: 3, height: 4))
        }
    #endif

    @available(*, deprecated)
    @Test func anAppsOwnNodeStillTakesTheAnyNodeModifiers() {
        let node = Ring().id("ring").frame(width: 20, height: 24).hidden()
        #expect(node.id == "ring" && node.width == 20 && node.height == 24 && node.isHidden)
    }

    @available(*, deprecated)
    @Test func aNodeStillTakesATintWhereItsKindHasOne() {
        guard let image = PlaceholderNode.image("icon.svg").tint(.systemRed).content.value(as: ImageNode.self) else {
            Issue.record("the tint changed the node's kind")
            return
        }
        #expect(image.tint == SystemColor.systemRed.color)
        guard let progress = ProgressBar(0.5).placeholderNode.tint(DynamicColor(.black)).content.value(as: ProgressNode.self) else {
            Issue.record("the tint changed the node's kind")
            return
        }
        #expect(progress.tint == DynamicColor(.black))
    }

    /// Rule (one name per concept): `Row`, `Column` and `ListCell`, 0.2.0's words, build what
    /// `HorizontalStack`, `VerticalStack` and `ListRow` build.
    @available(*, deprecated)
    @Test func theRenamedWordsBuildWhatTheNewOnesBuild() throws {
        let old = Column(spacing: 4) {
            Row(alignment: .top) { Paragraph("a") }
            ListCell("b", accessory: .disclosure)
        }
        let new = VerticalStack(spacing: 4) {
            HorizontalStack(alignment: .top) { Paragraph("a") }
            ListRow("b", accessory: .disclosure)
        }
        let oldLayout = try PlaceholderRenderer.render(old, on: .iPhone15).layout, newLayout = try PlaceholderRenderer.render(new, on: .iPhone15).layout
        #expect(oldLayout.jsonDump() == newLayout.jsonDump())
    }

    /// Rule: 0.2.0's `KeyboardFamily.of(canvas:safeArea:)`, which guessed the idiom from the width,
    /// still answers as it did (a screen 700 pt wide or wider is an iPad's).
    @available(*, deprecated)
    @Test func theKeyboardFamilyByWidthAnswersAsBefore() {
        let pad = KeyboardFamily.of(canvas: LayoutSize(width: 820, height: 1180), safeArea: Insets(top: 24, bottom: 20))
        let phone = KeyboardFamily.of(canvas: LayoutSize(width: 393, height: 852), safeArea: Insets(top: 59, bottom: 34))
        let homeButton = KeyboardFamily.of(canvas: LayoutSize(width: 375, height: 667), safeArea: Insets(top: 20))
        #expect(pad == .pad && phone == .faceIDPhone && homeButton == .homeButtonPhone)
    }

    /// Rule: 0.2.0's `StatusBarFamily.of(canvas:safeArea:)`, which guessed the idiom from the
    /// width, still answers as it did (a screen 700 pt wide or wider is an iPad's).
    @available(*, deprecated)
    @Test func theStatusBarFamilyByWidthAnswersAsBefore() {
        let pad = StatusBarFamily.of(canvas: LayoutSize(width: 820, height: 1180), safeArea: Insets(top: 24, bottom: 20))
        let phone = StatusBarFamily.of(canvas: LayoutSize(width: 393, height: 852), safeArea: Insets(top: 59, bottom: 34))
        let homeButton = StatusBarFamily.of(canvas: LayoutSize(width: 375, height: 667), safeArea: Insets(top: 20))
        let landscape = StatusBarFamily.of(canvas: LayoutSize(width: 852, height: 393), safeArea: Insets(top: 0, bottom: 21))
        #expect(pad == .pad && phone == .ears && homeButton == .homeButton && landscape == .pad)
    }
}
