import Foundation
import StateboardCore
import StateboardLayout
import StateboardTheme

/// `stateboard explain --json`: the cascade's trail and the laid-out frames as one JSON object,
/// for tools (an editor extension, a design-review script) rather than people.
struct ExplanationDocument: Encodable {
    struct Step: Encodable {
        var value: String
        var level: String
        var stateKey: String
        var file: String
        var line: Int
        var column: Int
    }

    struct Frame: Encodable {
        var x: Double, y: Double, width: Double, height: Double
        init(_ rect: LayoutRect) { x = rect.minX; y = rect.minY; width = rect.width; height = rect.height }
    }

    struct Node: Encodable {
        var id: String?
        var kind: String
        var path: String
        var frame: Frame
        var hidden: Bool
    }

    var theme: String
    var screen: String
    var state: String
    var variant: String
    var canvas: Frame
    var contentArea: Frame
    var resolution: [Step]
    var nodes: [Node]
    /// The state's second node (`accessory`), when it has one.
    var accessory: [Node]?
    var chrome: [Node]?

    init(_ explanation: ScreenStateExplanation, screen: String, state: String) {
        theme = explanation.theme.name
        self.screen = screen
        self.state = state
        variant = explanation.variant.fileStem
        let layout = explanation.layout
        canvas = Frame(LayoutRect(origin: .zero, size: layout.canvas))
        contentArea = Frame(layout.contentArea)
        resolution = explanation.resolution.steps.map {
            Step(value: $0.value, level: $0.level, stateKey: $0.stateKey, file: $0.location.file, line: $0.location.line, column: $0.location.column)
        }
        func described(_ placed: [PlacedNode], prefix: String) -> [Node] {
            placed.map {
                Node(
                    id: $0.node.id, kind: $0.node.kind, path: ([prefix] + $0.indexPath.map(String.init)).joined(separator: "."),
                    frame: Frame($0.frame), hidden: $0.isHidden)
            }
        }
        nodes = layout.scene.showsPlaceholder ? described(layout.placedNodes(), prefix: "0") : []
        let accessory = layout.placedAccessoryNodes()
        self.accessory = accessory.isEmpty ? nil : described(accessory, prefix: "accessory")
        // The bars laid out as nodes: each bar (`chrome.<n>`, as fingerprints name it), then its title and items.
        let chrome = layout.placedChromeNodes().flatMap { bar -> [Node] in
            let index = bar.first.flatMap { ChromeBarKind.content(of: $0.node) }?.index ?? 0
            return described(bar, prefix: "chrome.\(index)")
        }
        self.chrome = chrome.isEmpty ? nil : chrome
    }
}

extension ScreenStateExplanation {
    /// The explanation as JSON (keys sorted, so the same state gives the same bytes):
    /// `theme`, `screen`, `state`, `variant`, `canvas`, `contentArea`, `resolution` (each value
    /// with the cascade level and file:line:column it came from), `nodes` (kind, id, path,
    /// canvas frame, hidden), for a state with one, `accessory`, and for a screen with bars laid
    /// out as nodes, `chrome` (each bar, then its title, items and hairline).
    public func json(screen: String, state: String) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(ExplanationDocument(self, screen: screen, state: state))
    }
}
