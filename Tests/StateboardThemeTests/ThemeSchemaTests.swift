import Foundation
import Testing
import StateboardLayout
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
}
