import Foundation
import StateboardCore
import StateboardLayout
import StateboardRender
import StateboardTheme

/// `unreplacedPlaceholder` in the bars: a title or item showing `{name}` literally.
extension ImageLinter {
    func checkBars(_ context: inout Context) {
        for bar in context.scene.scene.screen.chrome {
            for text in [bar.title].compactMap({ $0 }) + bar.items {
                for name in Self.placeholders(in: text) {
                    context.add(
                        .unreplacedPlaceholder, "the \(Self.barName(bar.kind)) shows `{\(name)}` literally", detail: "“\(Self.snippet(text))”",
                        hint: "give the screen a `\(name)` parameter, or take `{\(name)}` out of the string",
                        at: context.locator.screenLocation)
                }
            }
        }
    }
}
