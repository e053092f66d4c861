import Foundation
import StateboardLayout
import Testing

@testable import StateboardTheme

@Suite struct ThemeSchemaTests {
    static func properties(_ format: ThemeSchema.Format) throws -> [String: Any] {
        let json = try JSONSerialization.jsonObject(with: Data(ThemeSchema.json(for: format).utf8)) as? [String: Any]
        return try #require(json?["properties"] as? [String: Any])
    }

    @Test func themeSchemaNamesEveryTopLevelKeyTheLoaderAccepts() throws {
        #expect(Set(try Self.properties(.theme).keys) == Set(ThemeLoader.topKeys))
    }

    @Test func sceneSchemaNamesEveryTopLevelKeyTheSceneFileAccepts() throws {
        #expect(Set(try Self.properties(.scene).keys) == Set(SceneFile.topKeys))
    }

    @Test func nodeSchemaNamesEveryKind() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ThemeSchema.json(for: .theme).utf8)) as? [String: Any])
        let node = try #require((json["$defs"] as? [String: Any])?["node"] as? [String: Any])
        let kinds = Set((node["properties"] as? [String: Any] ?? [:]).keys)
        #expect(Set(NodeKindRegistry.builtIn.names).isSubset(of: kinds))
    }

    /// Rule: a label's `text` is a string or a list of runs (strings or run maps) in the schema, a
    /// shadow an object with `color`, a two-number `offset`, `radius` and `opacity`.
    @Test func richTextAndShadowHaveTheirShapesInTheSchema() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ThemeSchema.json(for: .theme).utf8)) as? [String: Any])
        let kinds = try #require(((json["$defs"] as? [String: Any])?["node"] as? [String: Any])?["properties"] as? [String: Any])
        let label = try #require(kinds["label"] as? [String: Any])
        let variants = try #require(label["anyOf"] as? [[String: Any]])
        let properties = variants.compactMap { $0["properties"] as? [String: Any] }.reduce(into: [String: Any]()) { $0.merge($1) { a, _ in a } }
        let text = try #require(properties["text"] as? [String: Any])
        let textOptions = try #require(text["anyOf"] as? [[String: Any]])
        #expect(textOptions.map { $0["type"] as? String } == ["string", "array"])
        let runOptions = try #require((textOptions[1]["items"] as? [String: Any])?["anyOf"] as? [[String: Any]])
        let runKeys = Set((runOptions.last?["properties"] as? [String: Any] ?? [:]).keys)
        #expect(runKeys == Set(PropertyDecoder.runKeys))
        let shadow = try #require(properties["shadow"] as? [String: Any])
        #expect(shadow["type"] as? String == "object")
        #expect(Set((shadow["properties"] as? [String: Any] ?? [:]).keys) == ["color", "offset", "radius", "opacity"])
        #expect(((shadow["properties"] as? [String: Any])?["offset"] as? [String: Any])?["minItems"] as? Int == 2)
    }

    /// Rule: a toolbar's items are a string (a symbol's name, `flexibleSpace`) or an object with
    /// every key of a navigation bar's item and `fixedSpace`, as the decoder takes them.
    @Test func toolbarItemsTakeTheBarItemKeysAndFixedSpace() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ThemeSchema.json(for: .theme).utf8)) as? [String: Any])
        let chrome = try #require(((json["$defs"] as? [String: Any])?["chrome"] as? [String: Any])?["items"] as? [String: Any])
        let bars = try #require(((chrome["anyOf"] as? [[String: Any]])?.last)?["properties"] as? [String: Any])
        func properties(_ bar: String, _ key: String) throws -> [[String: Any]] {
            let list = try #require(((bars[bar] as? [String: Any])?["properties"] as? [String: Any])?[key] as? [String: Any])
            let item = try #require(list["items"] as? [String: Any])
            return (item["anyOf"] as? [[String: Any]]) ?? [item]
        }
        let navigation = Set((try properties("navigationBar", "trailing").first?["properties"] as? [String: Any] ?? [:]).keys)
        let toolbar = try properties("toolbar", "items")
        #expect(toolbar.first?["type"] as? String == "string")
        #expect(Set((toolbar.last?["properties"] as? [String: Any] ?? [:]).keys) == navigation.union(["fixedSpace"]))
        #expect(navigation.contains("datePicker") && !navigation.contains("fixedSpace"))
    }
}
