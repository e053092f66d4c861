import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTestSupport
import Testing

@testable import StateboardSnapshot

@Suite struct FingerprintTests {
    static func scene(_ title: String = "Retry", tint: String = "#007AFF", alpha: Bool = false) throws -> PlaceholderScene {
        var scene = Build.scene(
            width: 160, height: 100,
            Build.stack(
                spacing: 8,
                [
                    Build.label("Nothing here", id: "title"), Build.button(title, id: "retry", tint: Build.color(tint)),
                ]))
        if alpha { scene.background = Build.color("#FF000080") }
        return scene
    }

    @Test func theDigestOfASurfaceEqualsTheDigestOfItsDecodedPNG() throws {
        let renderer = try ImageRenderer()
        for alpha in [false, true] {
            let bitmap = try renderer.draw(renderer.layout(Self.scene(alpha: alpha)), appearance: .light, scale: 2)
            let decoded = try RGBAImage(png: bitmap.png(compression: .compact))
            #expect(bitmap.rgba() == decoded)
            #expect(bitmap.pixelDigest() == PixelDigest(decoded))
            #expect(PixelDigest(hex: bitmap.pixelDigest().description) == bitmap.pixelDigest())
        }
    }

    @Test func theDigestChangesWithOneLevelOfOneChannel() throws {
        var image = RGBAImage(width: 33, height: 7, pixels: [UInt8](repeating: 200, count: 33 * 7 * 4))
        let before = PixelDigest(image)
        for index in [0, 131, 3 * 132 + 17, image.pixels.count - 1] {
            image.pixels[index] &+= 1
            #expect(PixelDigest(image) != before)
            image.pixels[index] &-= 1
        }
        #expect(PixelDigest(image) == before)
        // Same bytes, other shape.
        #expect(PixelDigest(RGBAImage(width: 7, height: 33, pixels: image.pixels)) != before)
    }

    /// Rule: premultiplying a pixel as the PNG writer un-premultiplied it gives back the
    /// surface's word, for every alpha and channel value a surface can hold.
    @Test func premultiplyingWhatThePNGWriterWroteGivesBackTheSurfaceWord() {
        var mismatches = 0
        for alpha in UInt32(0)...255 {
            for channel in UInt32(0)...alpha {
                let word = alpha << 24 | channel << 16 | (alpha - channel) << 8 | channel / 2
                let straight = PNGEncoder.straightRGBA(word)
                let back = PixelDigest.premultipliedWord(
                    red: UInt8(straight & 0xFF), green: UInt8(straight >> 8 & 0xFF), blue: UInt8(straight >> 16 & 0xFF), alpha: UInt8(straight >> 24))
                if back != word { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    /// Rule: a row equal to the row above is digested as a marker, yet which rows repeat still
    /// counts: moving a changed row, or changing a repeated one, changes the digest.
    @Test func repeatedRowsStillTellWhereTheyRepeat() {
        func image(changedRow: Int?) -> RGBAImage {
            var image = RGBAImage(width: 9, height: 12, pixels: [UInt8](repeating: 255, count: 9 * 12 * 4))
            if let changedRow { image.pixels[changedRow * 36 + 5] = 0 }
            return image
        }
        let digests = [nil, 0, 3, 4, 11].map { PixelDigest(image(changedRow: $0)) }
        #expect(Set(digests).count == digests.count)
    }

    @Test func theEnvironmentNamesEveryLibraryAndPinnedFont() {
        let environment = RenderEnvironment.current()
        for library in ["cairo", "pango", "harfbuzz", "freetype", "fontconfig", "librsvg", "libpng"] {
            #expect(environment.libraries[library]?.first?.isNumber == true, "\(library): \(environment.libraries[library] ?? "none")")
        }
        #expect(environment.fonts.keys.contains { $0.hasPrefix("Inter") })
        #expect(environment.changes(since: environment).isEmpty)
    }

    @Test func environmentChangesAreNamedLibrariesFirst() {
        let now = RenderEnvironment(libraries: ["pango": "1.52.1", "cairo": "1.18.0"], fonts: ["Inter.ttc": "b"], settings: ["hinting": "none"])
        let then = RenderEnvironment(
            libraries: ["pango": "1.50.12", "cairo": "1.18.0"], fonts: ["Inter.ttc": "a", "Old.ttf": "c"],
            settings: ["hinting": "slight"])
        #expect(
            now.changes(since: then) == [
                "pango 1.50.12 → 1.52.1", "font Old.ttf is gone", "font Inter.ttc changed",
                "setting hinting slight → none",
            ])
        let many = RenderEnvironment(libraries: [:], fonts: Dictionary(uniqueKeysWithValues: (1...5).map { ("F\($0).otf", "x") }), settings: [:])
        #expect(
            many.changes(since: RenderEnvironment(libraries: ["cairo": "1.16.0"], fonts: [:], settings: [:]))
                == ["cairo 1.16.0 → none", "5 fonts are new: F1.otf, F2.otf, F3.otf and 2 more"])
    }

    @Test func aFingerprintRoundTripsThroughStableJSON() throws {
        let renderer = try ImageRenderer()
        let layout = renderer.layout(try Self.scene())
        let bitmap = try renderer.draw(layout, appearance: .dark, scale: 2)
        let fingerprint = Fingerprint(environment: .current(), references: ["screen/empty/a@2x": ReferenceRecord(bitmap: bitmap, layout: layout)])
        let data = try fingerprint.encoded()
        #expect(try fingerprint.encoded() == data)
        let path = NSTemporaryDirectory() + "fingerprint-\(UUID().uuidString).json"
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try Fingerprint.read(path) == fingerprint)
        let record = try #require(fingerprint.references["screen/empty/a@2x"])
        #expect(record.nodes.map(\.path) == ["0", "0.0", "0.1"])
        #expect(record.nodes[1].id == "title" && record.nodes[1].text == "Nothing here")
        #expect(try Fingerprint.read(path + ".none") == nil)
    }

    @Test func aCorruptFingerprintIsAnErrorThatSaysWhatToDo() throws {
        let path = NSTemporaryDirectory() + "fingerprint-\(UUID().uuidString).json"
        try Data("{".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect { try Fingerprint.read(path) } throws: { "\($0)".contains("stateboard record") }
    }
}

/// Rule: fingerprints record the nodes a bar was laid out into (`chrome.<n>.<i>`), its title's
/// text and its items, so a changed bar title is named like a changed label.
@Suite struct ChromeFingerprintTests {
    @Test func aBarsTitleAndItemsAreRecordedAsNodes() throws {
        var scene = Build.scene(width: 393, height: 852, Build.stack(spacing: 8, [Build.label("Nothing here", id: "title")]))
        var bar = ChromeBar(.navigationBar, title: "Settings")
        bar.trailingItems = [BarItem(.symbol("plus"))]
        scene.screen = ScreenFrame(safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0), chrome: [bar, ChromeBar(.tabBar)])
        let records = NodeRecord.records(of: try ImageRenderer().layout(scene))
        let chrome = records.filter { $0.path.hasPrefix("chrome.0.") }
        #expect(chrome.contains { $0.kind == "label" && $0.text == "Settings" && $0.id == "title" })
        #expect(chrome.contains { $0.kind == "barSymbol" && $0.id == "trailingItem.0" })
        #expect(records.contains { $0.path.hasPrefix("chrome.1.") && $0.text == "Saved" })
    }

    /// Rule: a toolbar's items are recorded as a navigation bar's are: a text item's title, a
    /// symbol with its tint in its style, so a changed toolbar item is named.
    @Test func aToolbarsItemsAreRecordedAsNodes() throws {
        var scene = Build.scene(width: 393, height: 852, Build.stack(spacing: 8, [Build.label("Nothing here", id: "title")]))
        var bar = ChromeBar(.toolbar)
        bar.toolbarItems = [BarItem(.text("Select")), BarItem(.flexibleSpace), BarItem(.symbol("trash"), tint: SystemColor.systemRed.color)]
        scene.screen = ScreenFrame(safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0), chrome: [bar])
        let records = NodeRecord.records(of: try ImageRenderer().layout(scene)).filter { $0.path.hasPrefix("chrome.0.") }
        #expect(records.contains { $0.kind == "label" && $0.text == "Select" && $0.id == "item.0" })
        let trash = try #require(records.first { $0.id == "item.2" })
        bar.toolbarItems[2].tint = nil
        scene.screen.chrome = [bar]
        let untinted = NodeRecord.records(of: try ImageRenderer().layout(scene)).first { $0.id == "item.2" }
        #expect(trash.kind == "barSymbol" && untinted?.style != trash.style, "the tint is in the style")
    }
}
