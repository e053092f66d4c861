import Foundation
import Stateboard
import StateboardTestSupport
import Testing

@testable import StateboardServer

/// The review loop in headless Chromium: a nudged theme verified, the page opened, two images
/// accepted and one rejected with the keys, the accepted written as references.
@Suite(.serialized, .enabled(if: HeadlessChromium.find() != nil, "no Chromium at /usr/bin/chromium: `make deps` installs it"))
struct ReviewBrowserTests {
    struct Seen: Sendable {
        var decided: [String] = []
        var leftAfter = "", message = "", resumedLeft = "", resumedKey = "", marks = 0
        var lightBackground = "", darkBackground = ""
    }

    static func pixels(_ path: String) throws -> RGBAImage { try RGBAImage(png: try Data(contentsOf: URL(fileURLWithPath: path))) }

    @Test func twoAcceptedAndOneRejectedWithTheKeysMoveTheBaselineAndAReloadResumes() async throws {
        let project = try ReviewProject()
        defer { project.remove() }
        let keys = try project.session().set.items.map(\.key)
        #expect(keys.count == 4)
        let before = try Dictionary(
            uniqueKeysWithValues: keys.map { ($0, try Data(contentsOf: URL(fileURLWithPath: project.store.folder + "/" + $0 + ".png"))) })
        let running = try await RunningReview.start(ReviewServer(session: try project.session()))
        let url = running.url
        let shots = FileManager.default.temporaryDirectory.path
        let seen = try await offPool { () throws -> Seen in
            var seen = Seen()
            let browser = try HeadlessChromium(executable: HeadlessChromium.find()!, width: 1280, height: 900, scale: 1)
            try browser.navigate(to: url)
            guard try browser.waitUntil("document.body.dataset.ready === 'true'", timeout: 20) else { throw HarnessError("the page did not load its state") }
            for (key, leftAfter) in [("a", 3), ("a", 2), ("r", 1)] {
                seen.decided.append(try browser.evaluate("document.querySelector('.item').dataset.key") as? String ?? "")
                try browser.press(key)
                guard try browser.waitUntil("document.getElementById('left').textContent === '\(leftAfter) left'", timeout: 10) else {
                    throw HarnessError("`\(key)` was not taken: \(try browser.evaluate("document.body.innerText") ?? "")")
                }
            }
            seen.leftAfter = try browser.evaluate("document.getElementById('left').textContent") as? String ?? ""
            try browser.press("Enter", shift: true)
            _ = try browser.waitUntil("document.getElementById('message').textContent.startsWith('Wrote')", timeout: 20)
            seen.message = try browser.evaluate("document.getElementById('message').textContent") as? String ?? ""
            try browser.press("1")
            try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
            try browser.emulateColorScheme("light")
            seen.lightBackground = try browser.evaluate("getComputedStyle(document.body).backgroundColor") as? String ?? ""
            try browser.screenshot().write(to: URL(fileURLWithPath: shots + "/stateboard-review-light.png"))
            try browser.emulateColorScheme("dark")
            seen.darkBackground = try browser.evaluate("getComputedStyle(document.body).backgroundColor") as? String ?? ""
            try browser.screenshot().write(to: URL(fileURLWithPath: shots + "/stateboard-review-dark.png"))
            // A reload resumes: the decisions are marked and the page opens on the one left.
            try browser.navigate(to: url)
            _ = try browser.waitUntil("document.body.dataset.ready === 'true'", timeout: 20)
            seen.resumedLeft = try browser.evaluate("document.getElementById('left').textContent") as? String ?? ""
            seen.resumedKey = try browser.evaluate("document.querySelector('.item').dataset.key") as? String ?? ""
            seen.marks = try browser.evaluate("document.querySelectorAll('nav .mark-accept, nav .mark-reject').length") as? Int ?? 0
            return seen
        }
        await running.stop()
        let (first, second, rejected) = (seen.decided[0], seen.decided[1], seen.decided[2])
        #expect(Set(seen.decided).count == 3, "\(seen.decided)")
        #expect(seen.leftAfter == "1 left" && seen.message.hasPrefix("Wrote 2 references"), "\(seen)")
        for key in [first, second] {
            let reference = try Self.pixels(project.store.folder + "/" + key + ".png")
            #expect(reference == (try Self.pixels(project.report + "/" + key + ".actual.png")), "\(key): not the actual image, pixel for pixel")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: project.store.folder + "/" + rejected + ".png")) == before[rejected])
        let review = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: project.report + "/review.json"))) as? [String: Any]
        let decisions = review?["decisions"] as? [String: [String: Any]] ?? [:]
        #expect(decisions.count == 3 && decisions[rejected]?["verdict"] as? String == "reject" && decisions[first]?["time"] is String)
        #expect(seen.resumedLeft == "1 left" && !seen.decided.contains(seen.resumedKey) && seen.marks == 3, "\(seen)")
        #expect(seen.lightBackground != seen.darkBackground, "the page follows prefers-color-scheme: \(seen)")
        // The same report with an image swapped is refused before a page is served.
        let left = seen.resumedKey
        try FileManager.default.removeItem(atPath: project.report + "/" + left + ".actual.png")
        try FileManager.default.copyItem(atPath: project.report + "/" + first + ".actual.png", toPath: project.report + "/" + left + ".actual.png")
        #expect(throws: PipelineError.self) { _ = try ReviewSet.load([project.report]) }
    }
}
