import Foundation
import Stateboard
import Testing

/// Every write site goes through `OutputPath`: names that would climb out of the output folder,
/// or a link inside it that leads elsewhere, are refused before anything is written.
@Suite struct OutputPathTests {
    @Test func pathsInsideTheFolderAreAccepted() throws {
        let root = NSTemporaryDirectory() + "stateboard-out-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try OutputPath.inside(root, relative: "ios/inbox/empty/iphone-15-light-en@3x.png") == root + "/ios/inbox/empty/iphone-15-light-en@3x.png")
        #expect(try OutputPath.inside("Snapshots", relative: "ios/fingerprint.json") == "Snapshots/ios/fingerprint.json")
    }

    @Test(arguments: ["../../x.png", "ios/../../x.png", "/etc/passwd", "", "ios//x.png", "ios/./x", "a\nb/x.png", "ios/\u{1B}[31m/x"])
    func namesThatLeaveAreRefused(_ relative: String) {
        #expect(throws: PipelineError.self) { try OutputPath.inside("/tmp/stateboard-out", relative: relative) }
    }

    @Test func aLinkOutOfTheFolderIsRefused() throws {
        let root = NSTemporaryDirectory() + "stateboard-out-\(UUID().uuidString)"
        let elsewhere = root + "-elsewhere"
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: elsewhere) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/ios", withDestinationPath: elsewhere)
        #expect(throws: PipelineError.self) { try OutputPath.inside(root, relative: "ios/inbox/x.png") }
        #expect(throws: PipelineError.self) { try OutputPath.check(elsewhere + "/x.png", inside: root) }
    }

    /// A run's folder cache (`OutputPath.Folders`) is as strict as `inside`: the same names are
    /// refused, a folder that is a link out is refused each time, and a file that is itself a
    /// link out is refused although its folder was checked already.
    @Test(arguments: ["../../x.png", "ios/../../x.png", "/etc/passwd", "", "ios//x.png", "ios/./x", "a\nb/x.png"])
    func aRunsFolderCacheRefusesNamesThatLeave(_ relative: String) {
        let folders = OutputPath.Folders(root: "/tmp/stateboard-out")
        #expect(throws: PipelineError.self) { try folders.inside(relative: relative) }
    }

    @Test func aRunsFolderCacheRefusesLinksOutEveryTime() throws {
        let root = NSTemporaryDirectory() + "stateboard-out-\(UUID().uuidString)"
        let elsewhere = root + "-elsewhere"
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: elsewhere) }
        try FileManager.default.createDirectory(atPath: root + "/ios/inbox", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/ios/out", withDestinationPath: elsewhere)
        _ = FileManager.default.createFile(atPath: elsewhere + "/b.png", contents: Data())
        try FileManager.default.createSymbolicLink(atPath: root + "/ios/inbox/b.png", withDestinationPath: elsewhere + "/b.png")
        let folders = OutputPath.Folders(root: root)
        #expect(try folders.inside(relative: "ios/inbox/a.png") == root + "/ios/inbox/a.png")
        // The folder is known to be inside now; its file that is a link out is still refused.
        #expect(throws: PipelineError.self) { try folders.inside(relative: "ios/inbox/b.png") }
        #expect(try folders.inside(relative: "ios/inbox/c.png") == root + "/ios/inbox/c.png")
        for _ in 0..<2 { #expect(throws: PipelineError.self) { try folders.inside(relative: "ios/out/x.png") } }
    }
}
