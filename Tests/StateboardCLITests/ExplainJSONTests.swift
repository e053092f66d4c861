import Foundation
import Testing

/// `stateboard explain --json`: the cascade trail and the frames as one JSON object for tools.
@Suite struct ExplainJSONTests {
    @Test func explainJSONHoldsTheTrailAndTheFrames() throws {
        let result = try CommandRunner.run([
            "explain", "ios", "--screen", "favorites", "--state", "error.timeout", "--json",
            "--device", "iphone-se", "--locale", "en", "--appearance", "light", "--text-size", "large",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["theme"] as? String == "ios" && object["screen"] as? String == "favorites" && object["state"] as? String == "error.timeout")
        #expect((object["canvas"] as? [String: Any])?["width"] as? Double == 375)
        let steps = try #require(object["resolution"] as? [[String: Any]])
        let image = try #require(steps.first { $0["value"] as? String == "params.symbol" && $0["stateKey"] as? String == "error.timeout" })
        #expect((image["file"] as? String)?.hasSuffix("Themes/ios/theme.yaml") == true && image["line"] as? Int == 27, "\(image)")
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        let title = try #require(nodes.first { $0["id"] as? String == "title" })
        #expect(title["kind"] as? String == "label" && (title["path"] as? String)?.hasPrefix("0.") == true)
        #expect(((title["frame"] as? [String: Any])?["width"] as? Double ?? 0) > 0)
        #expect(object["accessory"] == nil, "no accessory in this state")
    }
}
