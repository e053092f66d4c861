import Foundation
import StateboardCore
import StateboardTestSupport
import StateboardTheme
import Testing

/// What grows with Dynamic Type besides text: ContentUnavailableView's image at accessibility
/// sizes, a declared size `scalesWith` a text style (UIFontMetrics.scaledValue(for:)), and a
/// configuration button's `dynamic` corner radius. Figures: docs/iOSMetrics.md.
@Suite struct DynamicTypeScalingTests {
    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>"#

    static func scene(_ yaml: String, textSize: TextSizeCategory, files: [String: String] = [:]) throws -> PlaceholderScene {
        // The folder stays until the scene is resolved: image paths are checked then.
        let folder = try TestFolder(yaml)
        defer { folder.remove() }
        for (name, text) in files { try text.write(to: folder.url.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let (loaded, diagnostics) = ThemeLoader.loadCollecting(path: folder.url.path)
        let theme = try #require(loaded, "\(diagnostics)")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try ThemeResolver(theme: theme).scene(
            screen: "home", state: .empty,
            variant: Variant(device: Device.preset("iphone-15")!, textSize: textSize))
    }

    static func radius(_ corner: CornerStyle?) -> Double? {
        if case .fixed(let radius)? = corner { return radius }
        return nil
    }

    static func all(_ node: PlaceholderNode) -> [PlaceholderNode] { [node] + node.children.flatMap(all) }

    static func stateTheme(_ node: String) -> String {
        "stateboard: 1\nscreens:\n  home:\n    states:\n      empty:\n        node: \(node)\n"
    }

    // MARK: ContentUnavailableView at accessibility sizes

    /// Rule (issue #24's captures; HIG Dynamic Type table): the built-in placeholder keeps its
    /// symbol at AX3, drawn at largeTitle's 52 pt.
    @Test func thePlaceholderKeepsItsSymbolAtAccessibilitySizes() throws {
        let yaml = "stateboard: 1\nscreens:\n  home:\n    states:\n      empty:\n        params: { symbol: tray }\n"
        for (size, points) in [(TextSizeCategory.large, 34.0), (.accessibility3, 52), (.accessibility5, 60)] {
            let symbols = Self.all(try Self.scene(yaml, textSize: size).root).compactMap { node -> SymbolImage? in
                if let image = node.content.value(as: ImageNode.self) { return image.symbol }
                return nil
            }
            #expect(symbols.map(\.pointSize) == [points], "\(size)")
        }
    }

    /// Rule (UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 64)): the built-in
    /// placeholder's 64 pt picture is 64 × 52 / 34 ≈ 97.9 pt at AX3, and stays 64 at Large.
    @Test func thePlaceholdersPictureScalesWithLargeTitle() throws {
        let yaml = "stateboard: 1\nscreens:\n  home:\n    states:\n      empty:\n        params: { image: empty.svg }\n"
        let sides: [(TextSizeCategory, Double)] = [(.large, 64), (.accessibility3, 64 * 52 / 34), (.xSmall, 64 * 31 / 34)]
        for (size, side) in sides {
            let images = Self.all(try Self.scene(yaml, textSize: size, files: ["empty.svg": Self.svg]).root).filter {
                $0.content.value is ImageNode
            }
            #expect(images.count == 1 && images[0].width == side && images[0].height == side, "\(size): \(images.map(\.width))")
        }
    }

    /// Rule (UIActivityIndicatorView.Style has fixed sizes): the loading spinner stays medium at AX3.
    @Test func theLoadingSpinnerKeepsItsSizeAtAccessibilitySizes() throws {
        let (loaded, _) = try ThrowawayTheme.load("stateboard: 1\nscreens:\n  home: {}\n")
        let scene = try ThemeResolver(theme: try #require(loaded)).scene(
            screen: "home", state: .loading, variant: Variant(device: Device.preset("iphone-15")!, textSize: .accessibility3))
        #expect(BuiltInLoadingTests.spinners(scene.root) == [.medium])
    }

    // MARK: scalesWith

    /// Rule: `scalesWith: STYLE` multiplies the declared width and height by the style's size at
    /// the text size over its size at Large (body AX3: 40 / 17); a fixed-size token does not scale.
    @Test func aDeclaredSizeScalesWithItsTextStyle() throws {
        let yaml = """
            stateboard: 1
            tokens:
              textStyles:
                fixed: { size: 20 }
            screens:
              home:
                states:
                  empty:
                    node:
                      stack: {}
                      nodes:
                        - box: { id: scaled, width: 100, height: 10, scalesWith: body }
                        - box: { id: fixed, width: 100, height: 10, scalesWith: fixed }
            """
        let nodes = Self.all(try Self.scene(yaml, textSize: .accessibility3).root)
        let scaled = try #require(nodes.first { $0.id == "scaled" }), fixed = try #require(nodes.first { $0.id == "fixed" })
        #expect(abs(scaled.width! - 100 * 40 / 17) < 1e-9 && abs(scaled.height! - 10 * 40 / 17) < 1e-9)
        #expect(fixed.width == 100 && fixed.height == 10)
    }

    @Test func anUnknownScalesWithStyleIsRefusedAtItsLine() throws {
        let (_, diagnostics) = try ThrowawayTheme.load(Self.stateTheme("{ box: { width: 10, height: 10, scalesWith: bodyy } }"))
        let problem = try #require(diagnostics.first)
        #expect(problem.location.line == 6 && problem.message.contains("bodyy"), "\(diagnostics)")
    }

    // MARK: button corner style

    static func corner(_ button: String, textSize: TextSizeCategory) throws -> CornerStyle? {
        let nodes = Self.all(try Self.scene(Self.stateTheme("{ button: \(button) }"), textSize: textSize).root)
        for node in nodes { if let button = node.content.value(as: ButtonNode.self) { return button.corner } }
        return nil
    }

    /// Rule (UIButton.Configuration.CornerStyle.dynamic, UIKit's default: "adjusts the background
    /// corner radius for dynamic type"): a medium button's 8 pt radius grows as body does.
    @Test func aSizesOwnRadiusIsDynamic() throws {
        #expect(try Self.corner("{ title: Retry }", textSize: .large) == .fixed(8))
        let ax3 = try Self.radius(Self.corner("{ title: Retry }", textSize: .accessibility3)) ?? 0
        #expect(abs(ax3 - 8 * 40 / 17.0) < 1e-9, "body 17 → 40: \(ax3)")
        let xSmall = try Self.radius(Self.corner("{ title: Retry }", textSize: .xSmall)) ?? 0
        #expect(abs(xSmall - 8 * 14 / 17.0) < 1e-9, "body 17 → 14: \(xSmall)")
        let small = try Self.radius(Self.corner("{ title: Retry, size: small }", textSize: .accessibility3)) ?? 0
        #expect(abs(small - 6 * 36 / 15.0) < 1e-9, "subheadline 15 → 36: \(small)")
    }

    /// Rule: a radius written in `corner` is fixed unless `cornerStyle: dynamic` says.
    @Test func aWrittenRadiusIsFixedUnlessDynamicIsAsked() throws {
        #expect(try Self.corner("{ title: Retry, corner: 12 }", textSize: .accessibility3) == .fixed(12))
        let asked = try Self.radius(Self.corner("{ title: Retry, corner: 12, cornerStyle: dynamic }", textSize: .accessibility3)) ?? 0
        #expect(abs(asked - 12 * 40 / 17.0) < 1e-9, "\(asked)")
        #expect(try Self.corner("{ title: Retry, cornerStyle: fixed }", textSize: .accessibility3) == .fixed(8))
        #expect(try Self.corner("{ title: Retry, corner: capsule }", textSize: .accessibility3) == .capsule)
    }

    @Test func aCornerStyleWithNothingToScaleIsRefused() throws {
        let (_, capsule) = try ThrowawayTheme.load(Self.stateTheme("{ button: { title: Retry, corner: capsule, cornerStyle: dynamic } }"))
        #expect(capsule.contains { $0.location.line == 6 && $0.message.contains("capsule") }, "\(capsule)")
        let (_, system) = try ThrowawayTheme.load(Self.stateTheme("{ button: { title: Retry, style: system, cornerStyle: dynamic } }"))
        #expect(system.contains { $0.location.line == 6 && $0.message.contains("system") }, "\(system)")
        let (_, misspelt) = try ThrowawayTheme.load(Self.stateTheme("{ button: { title: Retry, cornerStyle: dynamik } }"))
        #expect(misspelt.contains { $0.location.line == 6 && $0.message.contains("dynamik") }, "\(misspelt)")
    }
}
