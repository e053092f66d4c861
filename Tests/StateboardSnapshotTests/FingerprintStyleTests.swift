import Foundation
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardSnapshot

/// A node's style digest is its kind's explicit style record — named fields with a fixed
/// spelling, hashed with the record's version — so renaming a Swift property or a change in how
/// the runtime prints values does not change recorded fingerprints.
@Suite struct FingerprintStyleTests {
    static let label = PlaceholderNode(
        .label(
            LabelNode(
                TextContent(text: "No data", font: FontSpec(size: 17, weight: .semibold, lineHeight: 22), lines: 2, alignment: .center),
                color: DynamicColor(light: RGBAColor(red: 0, green: 0, blue: 0), dark: RGBAColor(red: 1, green: 1, blue: 1)),
                styleName: "headline")))

    @Test func aLabelsStyleRecordIsItsNamedFields() {
        #expect(
            LabelNodeKind().styleRecord(of: Self.label) == [
                "text.font.family": "system", "text.font.size": "17.0", "text.font.weight": "semibold", "text.font.italic": "false",
                "text.font.lineHeight": "22.0", "text.font.letterSpacing": "0.0", "text.lines": "2", "text.alignment": "center",
                "color": "0.0,0.0,0.0,1.0 1.0,1.0,1.0,1.0",
            ])
    }

    @Test func aLabelsDigestIsTheHashOfItsExplicitEncoding() {
        var hasher = StableHash()
        for line in [
            "style 1", "label", "color=0.0,0.0,0.0,1.0 1.0,1.0,1.0,1.0", "text.alignment=center", "text.font.family=system",
            "text.font.italic=false", "text.font.letterSpacing=0.0", "text.font.lineHeight=22.0", "text.font.size=17.0",
            "text.font.weight=semibold", "text.lines=2",
        ] {
            hasher.add(line)
        }
        let digest = NodeRecord.style(of: Self.label, kinds: .builtIn)
        #expect(digest == hasher.hex)
        // Recorded fingerprints depend on this value: change it only with a new `StyleRecord.version`.
        #expect(digest == "c3f74ecfa5a63ee7")
    }

    @Test func theTextAndTheStyleNameAreNotPartOfTheStyle() {
        guard var label = Self.label.content.value(as: LabelNode.self) else { return }
        label.content.text = "Something else"
        label.styleName = nil
        #expect(NodeRecord.style(of: PlaceholderNode(.label(label)), kinds: .builtIn) == NodeRecord.style(of: Self.label, kinds: .builtIn))
        label.content.font.size = 18
        #expect(NodeRecord.style(of: PlaceholderNode(.label(label)), kinds: .builtIn) != NodeRecord.style(of: Self.label, kinds: .builtIn))
    }

    @Test func anImagesStyleNamesItsFileNotItsFolder() {
        let here = PlaceholderNode(.image(ImageNode(path: "/a/icons/empty.svg", tint: nil)))
        let there = PlaceholderNode(.image(ImageNode(path: "/b/c/icons/empty.svg", tint: nil)))
        #expect(NodeRecord.style(of: here, kinds: .builtIn) == NodeRecord.style(of: there, kinds: .builtIn))
    }
}
