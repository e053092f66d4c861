import Foundation
import StateboardAppFiles
import StateboardCore
import StateboardLayout
import Testing

@testable import StateboardTheme

/// Themes and scene files decode nodes on one path: values are checked against the types the
/// kinds declare, and each kind builds its node from the typed values.
@Suite struct KindDecodingTests {
    static func scene(_ root: String) throws(DiagnosticsError) -> PlaceholderScene {
        try SceneFile.parse("stateboard: 1\ncanvas: { width: 100, height: 100 }\nroot: \(root)\n", path: "s.yaml", baseDirectory: "/tmp")
    }

    static func sceneErrors(_ root: String) -> [String] {
        do {
            _ = try scene(root)
            return []
        } catch {
            return error.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        }
    }

    @Test func aScenesTextIsLiteral() throws {
        let scene = try Self.scene("{ stack: {}, nodes: [ { label: $title }, { label: \"@key\" } ] }")
        let texts = scene.root.children.compactMap { node -> String? in
            if let label = node.content.value(as: LabelNode.self) { return label.content.text }
            return nil
        }
        #expect(texts == ["$title", "@key"])
    }

    @Test func aSceneHasNoComponentsOrConditions() {
        #expect(Self.sceneErrors("{ stack: {}, nodes: [ { component: card } ] }") == ["3:29 a node needs a kind key"])
        #expect(Self.sceneErrors("{ stack: {}, nodes: [ { label: x, if: $show } ] }").first?.contains("`if`") == true)
    }

    @Test func aValueReportedWrongIsNotAlsoReportedMissing() {
        #expect(Self.sceneErrors("{ stack: {}, nodes: [ { image: nope.svg } ] }") == ["3:38 no image file at `nope.svg`"])
        #expect(Self.sceneErrors("{ stack: {}, nodes: [ { label: { style: title2 } } ] }") == ["3:31 a label needs `text`"])
    }

    @Test func kindsCheckTheirLiteralsOnce() {
        #expect(
            Self.sceneErrors("{ stack: { alignment: firstBaseline }, nodes: [] }")
                == ["3:29 `firstBaseline` alignment works in horizontal stacks only"])
    }

    @Test func everyKeyHasItsKindsType() {
        for kind in NodeKindRegistry.builtIn.kinds {
            for property in kind.properties {
                #expect(NodeKindRegistry.builtIn.propertyType(kind: kind.name, key: property.key) == property.type)
            }
        }
        #expect(NodeKindRegistry.builtIn.propertyType(kind: "label", key: "width") == .number(minimum: 0))
        #expect(NodeKindRegistry.builtIn.propertyType(kind: "label", key: "nodes") == nil)
    }
}
