import Foundation
import StateboardCore
import Testing

@testable import StateboardTheme

/// Rule: the built-in `placeholder` component draws an image set of the app's catalogs given as
/// its `asset` param, at the set's own size, as DZNEmptyDataSet's `imageForEmptyDataSet` returns
/// `UIImage(named:)`; a state that inherits an `image` clears it as for `symbol` (`image: ~`).
@Suite struct PlaceholderAssetParamTests {
    /// The image nodes of the `empty` state of a theme whose `empty` takes `params`, with the
    /// fixture app's `Photo` image set and an `icon.svg` beside the theme.
    static func imageNodes(_ params: String, screen screenParams: String? = nil) throws -> [ImageNode] {
        let yaml = """
            stateboard: 1
            assets: [../App/Assets.xcassets]
            states:
              empty:
                params: \(params)
            screens:
              home: \(screenParams.map { "{ states: { empty: { params: \($0) } } }" } ?? "{}")
            """
        let photo = AssetCatalogTests.fixture.appendingPathComponent("Assets.xcassets/Photo.imageset")
        let files = [
            "App/Assets.xcassets/Contents.json": Data("{}".utf8),
            "App/Assets.xcassets/Photo.imageset/Contents.json": try Data(contentsOf: photo.appendingPathComponent("Contents.json")),
            "App/Assets.xcassets/Photo.imageset/photo.jpg": try Data(contentsOf: photo.appendingPathComponent("photo.jpg")),
            "Theme/icon.svg": Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"/>"#.utf8),
        ]
        let (theme, diagnostics, folder) = try AppStringsTests.load(yaml, files: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let scene = try ThemeResolver(theme: #require(theme)).scene(
            screen: "home", state: .empty, variant: Variant(device: Device.presets[3], locale: LocaleInfo("en")))
        var images: [ImageNode] = []
        func visit(_ node: PlaceholderNode) {
            if let image = node.content.value(as: ImageNode.self) { images.append(image) }
            node.children.forEach(visit)
        }
        visit(scene.root)
        return images
    }

    @Test func theAssetParamDrawsTheImageSet() throws {
        let images = try Self.imageNodes("{ asset: Photo, title: Nothing }")
        #expect(images.count == 1, "\(images)")
        #expect(images.first?.path.hasSuffix("Photo.imageset/photo.jpg") == true, "\(images)")
    }

    /// Rule: `image`, `asset` and `symbol` name one picture: a level that gives one drops the
    /// others it inherits (a theme extending `ios`, whose states show symbols, gives its own image).
    @Test func aLevelsOwnPictureReplacesTheOnesItInherits() throws {
        let names = { (images: [ImageNode]) in images.map { $0.symbol?.name ?? URL(fileURLWithPath: $0.path).lastPathComponent } }
        #expect(try names(Self.imageNodes("{ symbol: tray, title: Nothing }", screen: "{ image: icon.svg }")) == ["icon.svg"])
        #expect(try names(Self.imageNodes("{ image: icon.svg, title: Nothing }", screen: "{ asset: Photo }")) == ["photo.jpg"])
        #expect(try names(Self.imageNodes("{ asset: Photo, title: Nothing }", screen: "{ symbol: heart }")) == ["heart"])
        // Clearing one, or giving none, leaves the inherited picture.
        #expect(try names(Self.imageNodes("{ symbol: tray, title: Nothing }", screen: "{ image: ~ }")) == ["tray"])
        #expect(try names(Self.imageNodes("{ symbol: tray, title: Nothing }", screen: "{ title: Other }")) == ["tray"])
    }

    @Test func anInheritedIconStaysUntilCleared() throws {
        let both = try Self.imageNodes("{ image: icon.svg, asset: Photo, title: Nothing }")
        #expect(both.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["icon.svg", "photo.jpg"])
        let cleared = try Self.imageNodes("{ image: ~, asset: Photo, title: Nothing }")
        #expect(cleared.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["photo.jpg"])
        let iconAlone = try Self.imageNodes("{ image: icon.svg, title: Nothing }")
        #expect(iconAlone.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["icon.svg"])
    }
}
