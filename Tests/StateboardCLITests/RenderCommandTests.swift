import Foundation
import Testing

@Suite struct RenderCommandTests {
    /// Rule: an image that cuts its placeholder off (taller than its content area: on a device it
    /// would scroll) is named on standard error with the first node cut; the images are written.
    @Test func renderWarnsWhenThePlaceholderIsCutOff() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("tall")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try """
        stateboard: 1
        screens:
          home:
            chrome: [navigationBar, tabBar]
            states:
              empty:
                node:
                  stack: { axis: vertical, spacing: 8 }
                  nodes:
                    - box: { height: 520 }
                    - button: { id: retry, title: Retry }
        matrix: { devices: [iphone-se], appearances: [light], locales: [en], states: [empty, loading] }
        """.write(to: theme.appendingPathComponent("theme.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["render", theme.path, "--out", folder.appendingPathComponent("out").path, "-q"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("tall/home/empty/iphone-se-light-en@2x.png: button `retry` runs"), "\(result.stderr)")
        #expect(!result.stderr.contains("loading"), "the loading state fits and is not named")
    }

    @Test func twoProcessesWriteByteIdenticalPNGs() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a", "b"] {
            let result = try CommandRunner.run([
                "render-scene", "Tests/RenderScenes/chrome.yaml", "-o", folder.appendingPathComponent("\(name).png").path,
                "--scale", "3", "--appearance", "dark",
            ])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let a = try Data(contentsOf: folder.appendingPathComponent("a.png")), b = try Data(contentsOf: folder.appendingPathComponent("b.png"))
        #expect(!a.isEmpty && a == b)
    }

    @Test func oneAndTwoJobsWriteTheSameImages() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for jobs in ["1", "2"] {
            let result = try CommandRunner.run([
                "render", "ios", "--screen", "favorites", "--locale", "ar", "--device", "iphone-se",
                "--text-size", "large", "-o", folder.appendingPathComponent("jobs\(jobs)").path, "--jobs", jobs, "-q",
            ])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("jobs1").path).filter { $0.hasSuffix("@2x.png") }.sorted()
        #expect(files.count == 16)  // 8 states (custom.signedOut among them) × light, dark
        for file in files {
            let one = try Data(contentsOf: folder.appendingPathComponent("jobs1/\(file)"))
            let two = try Data(contentsOf: folder.appendingPathComponent("jobs2/\(file)"))
            #expect(one == two, "\(file)")
        }
    }

    @Test func renderWithNoArgumentsUsesTheDefaultTheme() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "render", "--state", "empty", "--device", "iphone-se", "--locale", "en", "--text-size", "large",
            "--appearance", "light", "-o", folder.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Rendered 3 images"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ios/favorites/empty/iphone-se-light-en@2x.png").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ios/favorites/contact-sheet.png").path))
    }

    /// Rule: a render into a folder it filled says how many images it drew and how many it left
    /// as they were; after a changed filter, the new images are drawn and the others counted.
    @Test func aRenderAgainCountsTheImagesItLeftAsTheyWere() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let filter = ["--state", "empty", "--device", "iphone-se", "--locale", "en", "--text-size", "large", "-o", folder.path]
        let first = try CommandRunner.run(["render", "--appearance", "light"] + filter)
        #expect(first.status == 0 && first.stdout.contains("Rendered 3 images in"), "\(first.stdout)")
        let again = try CommandRunner.run(["render"] + filter)
        #expect(again.status == 0 && again.stdout.contains("Rendered 3 images, 3 unchanged since the last render"), "\(again.stdout)")
    }

    @Test func badInputIsOneLineAndExitTwo() throws {
        for arguments in [
            ["render", "--device", "iphone-99"], ["render", "--screen", "favourites"], ["render", "--shard", "5/4"],
            ["render", "--jobs", "0"], ["render", "nope-theme"], ["render-scene", "Tests/RenderScenes/chrome.yaml", "-o", "x.gif"],
        ] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.isEmpty)
        }
        let misspelt = try CommandRunner.run(["render", "--screen", "favourites"])
        #expect(misspelt.stderr.contains("did you mean `favorites`?"))
    }

    @Test func unwritableOutputFolderIsBadInput() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file")
        try Data().write(to: file)
        let result = try CommandRunner.run(["render", "--state", "empty", "-o", file.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot create the output folder"))
    }
}

@Suite struct CommandLineManualTests {
    @Test(arguments: [
        "render", "layout", "validate", "devices", "schema", "init", "explain", "render-scene", "watch", "record", "verify", "prune", "merge-reports",
    ])
    func helpExplainsWithAnExample(command: String) throws {
        let help = try CommandRunner.run([command, "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Example"), "\(command) --help has no example")
        #expect(help.stdout.contains("stateboard \(command == "render-scene" ? "render-scene" : command)"))
        // Examples are laid out by hand: a line the 80-column help would wrap breaks them.
        let examples = help.stdout.components(separatedBy: "Example").dropFirst().joined().components(separatedBy: "USAGE:")[0]
        for line in examples.split(separator: "\n") { #expect(line.count < 80, "\(command) --help wraps: \(line)") }
    }

    @Test func interruptedRenderLeavesOnlyWholeFiles() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["render", "ios", "--out", folder.path, "--jobs", "2", "-q"]
        process.currentDirectoryURL = CommandRunner.packageRoot
        try process.run()
        // Interrupted once five images are written: on a loaded machine the first may take many
        // seconds, so the wait is bounded only against a hang (two minutes).
        var seen = 0
        for _ in 0..<2_400 where seen < 5 {
            Thread.sleep(forTimeInterval: 0.05)
            seen = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }.count
        }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "interrupted runs exit 130")
        let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        #expect(!files.contains { $0.hasSuffix(".tmp") }, "temporary files were left: \(files.filter { $0.hasSuffix(".tmp") })")
        let images = files.filter { $0.hasSuffix(".png") }
        #expect(!images.isEmpty && images.count < 672)
        for image in images.prefix(20) {
            let data = try Data(contentsOf: folder.appendingPathComponent(image))
            #expect(data.suffix(8).starts(with: [0x49, 0x45, 0x4E, 0x44]), "\(image) is whole (ends with IEND)")
        }
    }
}
