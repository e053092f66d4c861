import Foundation
import StateboardCore

/// Folders of this user's own in the shared temporary directory, where no other local user can
/// plant a file: created with mode 0700 and checked after creation (a real folder, not a link,
/// owned by this user, closed to the group and others). A folder of that name that fails the
/// check was not made by Stateboard for this user and is never used; a fresh one is made instead.
enum PrivateFolder {
    /// The folder holding the generated font configurations (`stateboard-fonts-<uid>` in the
    /// temporary directory, or a fresh private folder when that name is taken by someone else).
    static func fontConfigurations() throws -> String {
        try cached.withLock { found in
            if let found, isOwnPrivateFolder(found) { return found }
            let made = try make(named: "stateboard-fonts-\(getuid())")
            found = made
            return made
        }
    }

    private static let cached = Locked<String?>(nil)

    /// `name` in the temporary directory when it is (or can be made) this user's private folder,
    /// else a new one of a unique name.
    static func make(named name: String, in parent: String = NSTemporaryDirectory()) throws -> String {
        let path = (parent as NSString).appendingPathComponent(name)
        if mkdir(path, 0o700) == 0 || errno == EEXIST, isOwnPrivateFolder(path) { return path }
        var template = Array(((parent as NSString).appendingPathComponent(name + "-XXXXXX")).utf8CString)
        guard let made = mkdtemp(&template) else {
            throw RenderError.environment("cannot create a private folder in \(parent): \(String(cString: strerror(errno)))")
        }
        let fresh = String(cString: made)
        guard isOwnPrivateFolder(fresh) else { throw RenderError.environment("the folder \(fresh) is not private to this user") }
        return fresh
    }

    /// Whether `path` is a folder (not a link to one) owned by this user with no access for the
    /// group or others.
    static func isOwnPrivateFolder(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFDIR && info.st_uid == getuid() && (info.st_mode & 0o077) == 0
    }
}
