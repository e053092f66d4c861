import Foundation
import StateboardCore
import StateboardTestSupport
import StateboardTheme
import Testing

/// The built-in loading state, as `UIContentUnavailableConfiguration.loading()` draws it.
@Suite struct BuiltInLoadingTests {
    static func spinners(_ node: PlaceholderNode) -> [SpinnerStyle] {
        var result: [SpinnerStyle] = []
        if let spinner = node.content.value(as: SpinnerNode.self) { result.append(spinner.style) }
        for child in node.children { result += spinners(child) }
        return result
    }

    /// Rule (issue #24, UIContentUnavailableConfiguration.loading()): the built-in loading state
    /// shows the medium (20 pt) activity indicator over “Loading…”, not the large one.
    @Test func builtInLoadingUsesTheMediumSpinner() throws {
        let (loaded, diagnostics) = try ThrowawayTheme.load("stateboard: 1\nscreens:\n  home: {}\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let scene = try ThemeResolver(theme: try #require(loaded)).scene(screen: "home", state: .loading, variant: Variant(device: .iPhone15))
        #expect(Self.spinners(scene.root) == [.medium])
    }
}
