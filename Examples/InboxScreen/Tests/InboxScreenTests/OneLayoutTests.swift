import Foundation
import InboxScreen
import StateboardSnapshotTesting
import Testing

/// One layout whatever draws a node: `PlaceholderRenderer` and the snapshot strategies put it in
/// the same screen (centred, inside the 16 pt layout margins of an iPhone), in any locale.
@Suite struct OneLayoutTests {
    static let mailboxFull = InboxPlaceholder.mailboxFull(used: 0.98, usage: "4.9 GB of 5 GB used")

    @Test func theRendererDrawsThePictureTheSnapshotStrategyRecorded() throws {
        let offline = try #require(InboxPlaceholder.placeholder.node(for: .error(.networkUnreachable)))
        // Recorded by `theOfflinePlaceholderFromSwift` with `.stateboard(device: .iPhone15)`.
        let reference = InboxScreenTests.snapshots.appendingPathComponent("InboxScreenTests/theOfflinePlaceholderFromSwift-appearance.light.png")
        #expect(try PlaceholderRenderer.pixels(offline, on: .iPhone15) == RGBAImage(png: Data(contentsOf: reference)))
    }

    @Test func aLongMessageWrapsAtTheSameWidthInEach() throws {
        let output = try PlaceholderRenderer.render(Self.mailboxFull, on: .iPhone15, kinds: .inbox)
        let message = try #require(output.frames["message"])
        #expect(message.width == 393 - 2 * 16)
        // The layout strategy recorded the same frame: "message" … "x": 16, … "width": 361.
        assertStateboardSnapshot(of: Self.mailboxFull, as: .stateboardLayout(device: .iPhone15, kinds: .inbox), named: "iphone15")
    }

    @Test func anArabicLocaleLaysTheRowOutRightToLeft() throws {
        let arabic = InboxPlaceholder.mailboxFull(
            used: 0.6, usage: "٣ غيغابايت من ٥ مستخدمة", title: "صندوق البريد ممتلئ",
            message: "احذف بعض الرسائل أو أفرغ سلة المهملات لتلقي بريد جديد.")
        let output = try PlaceholderRenderer.render(arabic, on: .iPhone15, locale: "ar", kinds: .inbox)
        let drive = try #require(output.frames["drive"]), usage = try #require(output.frames["usage"])
        #expect(drive.minX > usage.maxX, "the symbol leads, on the right")
        assertStateboardSnapshot(of: arabic, as: .stateboard(device: .iPhone15, locale: "ar", kinds: .inbox), named: "ar")
    }
}
