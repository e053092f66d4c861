import Foundation
import StateboardCore
import StateboardLayout
import StateboardTheme
import Testing

@testable import StateboardRender

/// A configuration button's subtitle and icon placement (`UIButton.Configuration.subtitle`,
/// `imagePlacement`): frames worked out from the parts' sizes.
@Suite struct ButtonContentTests {
    static func layout(_ button: String, direction: String = "ltr") throws -> (frame: LayoutRect, layout: ButtonLayout) {
        let (scene, folder) = try RenderTestSupport.laidOutSceneFile(
            """
            stateboard: 1
            canvas: { width: 300, height: 200 }
            direction: \(direction)
            root:
              stack: { axis: vertical, alignment: center }
              nodes:
                - button: { id: b, \(button) }
                - spacer: {}
            """
        ) { folder in
            try FileManager.default.copyItem(
                at: RenderTestSupport.scenesFolder.appendingPathComponent("assets/heart.svg"),
                to: folder.appendingPathComponent("heart.svg"))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let placed = try #require(scene.placedNodes().first { $0.node.id == "b" })
        return (placed.frame, try #require(placed.laidOut.detail as? ButtonLayout))
    }

    /// Rule: a subtitle sits 2 pt under the title, in subheadline for a medium button, and the
    /// button is as tall as both plus the insets; the first baseline is the title's.
    @Test func subtitleUnderTheTitle() throws {
        let (frame, layout) = try Self.layout("title: Retry, subtitle: \"Last tried 2 min ago\"")
        let subtitle = try #require(layout.subtitle)
        #expect(subtitle.content.font.size == 15)
        let title = layout.title.metrics.size.height, sub = subtitle.metrics.size.height
        #expect(abs(frame.height - (title + 2 + sub + 14)) < 0.01)
        let placed = layout.placed(in: frame, direction: .leftToRight)
        #expect(abs(placed.titleOrigin.y - (frame.minY + 7)) < 0.01)
        #expect(abs(try #require(placed.subtitleOrigin).y - (frame.minY + 7 + title + 2)) < 0.01)
        #expect(abs(frame.width - (subtitle.metrics.size.width + 24)) < 0.01, "the wider subtitle sets the width")
    }

    /// Rule: an icon on top sits centred above the title, `iconPadding` (6 pt) apart; the button's
    /// height adds the icon's side.
    @Test func iconOnTop() throws {
        let (frame, layout) = try Self.layout("title: Like, icon: heart.svg, iconPlacement: top")
        let placed = layout.placed(in: frame, direction: .leftToRight)
        let icon = try #require(placed.icon)
        #expect(abs(icon.midX - frame.midX) < 0.01 && abs(icon.minY - (frame.minY + 7)) < 0.01)
        #expect(abs(placed.titleOrigin.y - (icon.maxY + 6)) < 0.01)
        #expect(abs(frame.height - (layout.iconSide + 6 + layout.title.metrics.size.height + 14)) < 0.01)
    }

    /// Rule: a trailing icon follows the title (on the right left to right, on the left right to left).
    @Test(arguments: ["ltr", "rtl"])
    func trailingIconFollowsTheTitle(direction: String) throws {
        let (frame, layout) = try Self.layout("title: Like, icon: heart.svg, iconPlacement: trailing", direction: direction)
        let icon = try #require(layout.placed(in: frame, direction: direction == "rtl" ? .rightToLeft : .leftToRight).icon)
        if direction == "ltr" {
            #expect(abs(icon.maxX - (frame.maxX - 12)) < 0.01)
        } else {
            #expect(abs(icon.minX - (frame.minX + 12)) < 0.01)
        }
    }
}
