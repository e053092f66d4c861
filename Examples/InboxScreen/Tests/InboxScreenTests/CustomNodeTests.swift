import Foundation
import InboxScreen
import StateboardSnapshotTesting
import Testing

/// The storage meter is a node of the app's own kind: it measures and draws with its kind
/// registered (`kinds: .inbox`), and without it is an error naming the kind, never a blank.
@Suite struct CustomNodeTests {
    static let nearlyFull = InboxPlaceholder.mailboxFull(used: 0.98, usage: "4.9 GB of 5 GB used")

    @Test(arguments: [Appearance.light, .dark])
    func theMeterMeasuresAndDraws(appearance: Appearance) throws {
        let output = try PlaceholderRenderer.render(Self.nearlyFull, on: .iPhone15, appearance: appearance, kinds: .inbox)
        let meter = try #require(output.frames["meter"])
        #expect(meter.width == 240 && meter.height == 8)
        let pixel = try RGBAImage(png: output.data)[Int(meter.midX * 3), Int(meter.midY * 3)]
        #expect(pixel.r > 200 && pixel.g < 80, "98 % used: filled in red")
        assertStateboardSnapshot(
            of: Self.nearlyFull, as: .stateboard(device: .iPhone15, appearance: appearance, kinds: .inbox),
            named: "\(appearance)")
    }

    @Test func withoutItsKindTheMeterIsAnErrorNamingIt() {
        #expect {
            try PlaceholderRenderer.render(Self.nearlyFull, on: .iPhone15)
        } throws: { error in
            (error as? UnregisteredNodeKindError)?.kind == "storageMeter"
        }
        let message = verifyStateboardSnapshot(of: Self.nearlyFull, as: .stateboard(device: .iPhone15), named: "unregistered")
        #expect(message?.contains("no node kind `storageMeter` is registered") == true, "nothing recorded: \(message ?? "")")
    }
}
