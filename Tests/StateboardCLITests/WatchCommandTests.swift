import Foundation
import Testing

@Suite struct WatchCommandTests {
    /// Output of a running process, collected as it arrives.
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ data: Data) { lock.lock(); text += String(decoding: data, as: UTF8.self); lock.unlock() }
        var value: String { lock.lock(); defer { lock.unlock() }; return text }

        /// Waits until `fragment` has appeared `count` times (or 60 s pass).
        func wait(for fragment: String, count: Int = 1) -> Bool {
            for _ in 0..<600 {
                if value.components(separatedBy: fragment).count - 1 >= count { return true }
                Thread.sleep(forTimeInterval: 0.1)
            }
            return false
        }
    }

    @Test func rerendersOnChangeAndSurvivesErrors() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("Themes/ios")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Themes"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent("Themes/ios"), to: theme)
        let file = theme.appendingPathComponent("theme.yaml")
        let original = try String(contentsOf: file, encoding: .utf8)

        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = [
            "watch", theme.path, "--out", folder.appendingPathComponent("out").path, "--screen", "favorites",
            "--state", "empty", "--locale", "en", "--device", "iphone-se", "--appearance", "light",
            "--text-size", "large", "--interval", "0.1", "--exit-after", "3",
        ]
        let pipe = Pipe()
        let output = Output()
        pipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
        process.standardOutput = pipe
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        #expect(output.wait(for: "rendered 1 images"), "\(output.value)")
        #expect(output.value.contains("1 changed"), "the first render writes the image")
        let image = folder.appendingPathComponent("out/ios/favorites/empty/iphone-se-light-en@2x.png")
        let before = try Data(contentsOf: image)

        // An editor's swap file, there while the theme is saved: the next round is the save's,
        // and the image it rewrites is the edited one. (That a scratch file alone changes nothing
        // is `ThemeWatcherScratchTests`' rule, checked on the stamp without waiting on a process.)
        let swap = theme.appendingPathComponent(".theme.yaml.swp")
        try Data("scratch".utf8).write(to: swap)
        try original.replacingOccurrences(of: "No Favorites Yet", with: "Nothing Saved").write(to: file, atomically: true, encoding: .utf8)
        #expect(output.wait(for: "rendered 1 images", count: 2), "\(output.value)")
        #expect(output.value.contains("1 changed (ios/favorites/empty/iphone-se-light-en@2x.png)"), "\(output.value)")
        try FileManager.default.removeItem(at: swap)
        #expect(try Data(contentsOf: image) != before)

        try (original + "\nstates: { oops\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(output.wait(for: "the theme has errors"), "\(output.value)")
        #expect(output.value.contains("theme.yaml:"))
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
