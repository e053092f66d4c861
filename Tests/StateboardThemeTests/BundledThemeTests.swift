import Foundation
import Testing

@testable import StateboardCore
@testable import StateboardLayout
@testable import StateboardTheme

/// Every bundled theme loads and resolves every screen × state × locale of its matrix.
@Suite struct BundledThemeTests {
    static let themesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Themes")
    static let themeNames: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: themesFolder.path)) ?? [])
        .filter { FileManager.default.fileExists(atPath: themesFolder.appendingPathComponent("\($0)/theme.yaml").path) }.sorted()

    @Test func theDefaultThemeIsBundled() { #expect(Self.themeNames.contains("ios")) }

    @Test(arguments: themeNames)
    func resolvesItsWholeMatrix(name: String) throws {
        let theme = try ThemeLoader.load(path: Self.themesFolder.appendingPathComponent(name).path)
        let resolver = ThemeResolver(theme: theme)
        let engine = LayoutEngine(text: FixedAdvanceTextMeasurer())
        let states = (theme.matrix.states ?? ViewState.builtIn.map(\.key)).compactMap(ViewState.init(key:))
        #expect(!theme.screens.isEmpty)
        for screen in theme.screens {
            for state in states {
                for locale in theme.matrix.locales {
                    for deviceID in theme.matrix.devices {
                        let device = try #require(theme.device(deviceID))
                        let variant = Variant(device: device, locale: LocaleInfo(locale), textSize: theme.matrix.textSizes.last ?? .large)
                        let scene = try resolver.scene(screen: screen.name, state: state, variant: variant)
                        let laidOut = engine.layout(scene)
                        // The placeholder stays inside the content area horizontally.
                        if scene.showsPlaceholder {
                            #expect(laidOut.root.frame.minX >= laidOut.contentArea.minX - 1e-9, "\(name)/\(screen.name)/\(state.key)/\(locale)")
                            #expect(laidOut.root.frame.maxX <= laidOut.contentArea.maxX + 1e-9, "\(name)/\(screen.name)/\(state.key)/\(locale)")
                        }
                    }
                }
            }
        }
    }

    /// Rule: every screen of a bundled theme resolves every custom state it can show in every
    /// matrix locale (`render --state 'custom.*'` reaches them whether or not the matrix lists
    /// them): the ios theme's no-results state, which names the search query, is the search
    /// screen's own.
    @Test(arguments: themeNames)
    func everyScreenResolvesItsCustomStates(name: String) throws {
        let theme = try ThemeLoader.load(path: Self.themesFolder.appendingPathComponent(name).path)
        let resolver = ThemeResolver(theme: theme)
        let device = try #require(theme.device(theme.matrix.devices.first ?? "iphone-15"))
        for screen in theme.screens {
            for state in ThemeValidator.customStates(of: theme, screen: screen) {
                for locale in theme.matrix.locales {
                    #expect(throws: Never.self, "\(name)/\(screen.name)/\(state.key)/\(locale)") {
                        _ = try resolver.scene(screen: screen.name, state: state, variant: Variant(device: device, locale: LocaleInfo(locale)))
                    }
                }
            }
        }
    }
}
