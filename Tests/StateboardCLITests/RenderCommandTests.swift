import Foundation
import Testing

@Suite struct RenderCommandTests {
    @Test func twoProcessesWriteByteIdenticalPNGs() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a", "b"] {
            let result = try CommandRunner.run(["render-scene", "Tests/RenderScenes/chrome.yaml", "-o", folder.appendingPathComponent("\(name).png").path,
                                                "--scale", "3", "--appearance", "dark"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let a = try Data(contentsOf: folder.appendingPathComponent("a.png")), b = try Data(contentsOf: folder.appendingPathComponent("b.png"))
        #expect(!a.isEmpty && a == b)
    }

    @Test func oneAndTwoJobsWriteTheSameImages() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for jobs in ["1", "2"] {
            let result = try CommandRunner.run(["render", "ios", "--screen", "favorites", "--locale", "ar", "--device", "iphone-se",
                                                "--text-size", "large", "-o", folder.appendingPathComponent("jobs\(jobs)").path, "--jobs", jobs, "-q"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("jobs1").path).filter { $0.hasSuffix("@2x.png") }.sorted()
        #expect(files.count == 14)  // 7 states × light, dark
        for file in files {
            let one = try Data(contentsOf: folder.appendingPathComponent("jobs1/\(file)"))
            let two = try Data(contentsOf: folder.appendingPathComponent("jobs2/\(file)"))
            #expect(one == two, "\(file)")
        }
    }

    @Test func renderWithNoArgumentsUsesTheDefaultTheme() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["render", "--state", "empty", "--device", "iphone-se", "--locale", "en", "--text-size", "large",
                                            "--appearance", "light", "-o", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Rendered 3 images"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ios/favorites/empty/iphone-se-light-en@2x.png").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ios/favorites/contact-sheet.png").path))
    }

    @Test func badInputIsOneLineAndExitTwo() throws {
        for arguments in [["render", "--device", "iphone-99"], ["render", "--screen", "favourites"], ["render", "--shard", "5/4"],
                          ["render", "--jobs", "0"], ["render", "nope-theme"], ["render-scene", "Tests/RenderScenes/chrome.yaml", "-o", "x.gif"]] {
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
