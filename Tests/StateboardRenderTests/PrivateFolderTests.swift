import Foundation
import Testing

@testable import StateboardRender

/// The folder the fontconfig configuration is written in is this user's own: made with mode
/// 0700 and checked after creation; a folder of that name someone else made is never used.
@Suite struct PrivateFolderTests {
    static func parent() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stateboard-private-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        _ = lstat(path, &info)
        return info.st_mode & 0o777
    }

    @Test func aNewFolderIsPrivate() throws {
        let parent = try Self.parent()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let made = try PrivateFolder.make(named: "fonts", in: parent)
        #expect(made == (parent as NSString).appendingPathComponent("fonts"))
        #expect(Self.mode(made) == 0o700 && PrivateFolder.isOwnPrivateFolder(made))
        #expect(try PrivateFolder.make(named: "fonts", in: parent) == made, "its own folder is used again")
    }

    /// A folder of that name open to others (planted first), or a link of that name, is not used.
    @Test func aPlantedFolderOrLinkIsNeverUsed() throws {
        let parent = try Self.parent()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let planted = (parent as NSString).appendingPathComponent("fonts")
        try FileManager.default.createDirectory(atPath: planted, withIntermediateDirectories: true)
        chmod(planted, 0o777)
        try "<fontconfig><dir>/elsewhere</dir></fontconfig>".write(toFile: planted + "/fonts.conf", atomically: true, encoding: .utf8)
        let made = try PrivateFolder.make(named: "fonts", in: parent)
        #expect(made != planted && PrivateFolder.isOwnPrivateFolder(made), "\(made)")
        let target = (parent as NSString).appendingPathComponent("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        chmod(target, 0o700)
        try FileManager.default.createSymbolicLink(atPath: (parent as NSString).appendingPathComponent("linked"), withDestinationPath: target)
        let instead = try PrivateFolder.make(named: "linked", in: parent)
        #expect(!instead.hasSuffix("/linked") && PrivateFolder.isOwnPrivateFolder(instead), "\(instead)")
    }
}
