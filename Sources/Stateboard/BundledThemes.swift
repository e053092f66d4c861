import Foundation
import StateboardCore

/// The themes that ship inside the binary (the package's `Themes/` folder, embedded at build
/// time). Loading works on folders (fonts and images are files), so the first use writes them
/// once into a private cache folder named after their digest.
public enum BundledThemes {
    /// The bundled themes' names, sorted.
    public static let names: [String] = Array(Set(embeddedThemeFiles.compactMap { $0.path.split(separator: "/").first.map(String.init) })).sorted()

    /// The default theme: what `stateboard render` draws with no arguments.
    public static let defaultName = "ios"

    /// The folder holding the bundled themes, written on first use.
    public static func folder() throws(PipelineError) -> String {
        switch materialized {
        case .success(let folder): return folder
        case .failure(let error): throw error
        }
    }

    private static let materialized: Result<String, PipelineError> = {
        var hash = StableHash()
        for file in embeddedThemeFiles { hash.add(bytes: file.path.utf8); hash.add(bytes: file.base64.utf8) }
        let digest = String(hash.value, radix: 16)
        let cacheRoot = cacheFolder()
        let folder = (cacheRoot as NSString).appendingPathComponent("themes-\(digest)")
        if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".complete")) { return .success(folder) }
        // Write into a fresh folder, then rename: another process may be doing the same.
        let staging = folder + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        do {
            try FileManager.default.createDirectory(
                atPath: staging, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            for file in embeddedThemeFiles {
                guard let data = Data(base64Encoded: file.base64), !file.path.contains("..") else { continue }
                let path = (staging as NSString).appendingPathComponent(file.path)
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try data.write(to: URL(fileURLWithPath: path))
            }
            try Data().write(to: URL(fileURLWithPath: (staging as NSString).appendingPathComponent(".complete")))
            if rename(staging, folder) != 0 {
                // Another process won the race (or an old incomplete folder is in the way).
                try? FileManager.default.removeItem(atPath: staging)
                if !FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".complete")) {
                    try? FileManager.default.removeItem(atPath: folder)
                    return .failure(.environment("cannot write the bundled themes into \(folder)"))
                }
            }
            return .success(folder)
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            return .failure(
                .environment("cannot write the bundled themes into \(cacheRoot): \(error.localizedDescription); set XDG_CACHE_HOME to a writable folder"))
        }
    }()

    /// `$XDG_CACHE_HOME/stateboard`, else `~/.cache/stateboard`, else a per-user temporary folder.
    private static func cacheFolder() -> String {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/stateboard" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/stateboard" }
        return NSTemporaryDirectory() + "stateboard-\(getuid())"
    }
}
