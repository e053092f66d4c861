import Foundation
import StateboardCore

extension LocatedJSON {
    /// The list under `key` in a set's Contents.json (`colors`, `images`, `symbols`), or `nil`,
    /// reported with the entry Xcode writes (`example`), when it is missing or not a list.
    func setEntries(_ key: String, of set: String, example: String, report: (Diagnostic) -> Void) -> [LocatedJSON]? {
        guard case .array(let entries, _)? = self[key] else {
            let article = key.hasPrefix("i") ? "an" : "a"  // an `images` list
            report(
                Diagnostic(
                    "\(set)'s Contents.json needs \(article) `\(key)` list", at: (self[key] ?? self).location,
                    hint: "Xcode writes `\"\(key)\": [\(example)]`"))
            return nil
        }
        return entries
    }
}

/// Why a file a set lists is not read: the message and hint its `filename` entry is reported with.
struct SetFileRefusal: Error {
    let message: String
    let hint: String
}

/// The real path of the file `name` in the set's `folder`: one that exists, stays inside the
/// catalog (`root`), is a regular file within the limits and passes its format's pre-check.
/// `missingHint` and `failsHint` say what to do, in the set's words, when it is missing or fails.
func confinedSetFile(
    _ name: String, in folder: String, root: String, limits: InputLimits, missingHint: String, failsHint: String
) -> Result<String, SetFileRefusal> {
    let path = (folder as NSString).appendingPathComponent(name)
    guard let real = ThemeConfinement.realPath(path) else {
        return .failure(SetFileRefusal(message: "no file `\(name)` in \(folder)", hint: missingHint))
    }
    guard ThemeConfinement.isInside(real, root: root) else {
        return .failure(
            SetFileRefusal(
                message: "`\(name)` leads outside the declared catalog (to \(real))",
                hint: "a theme reads only inside the catalogs `assets` declares; replace the link with the file"))
    }
    if case .failure(let refusal) = ThemeConfinement.checkFile(real, named: name, limits: limits) {
        return .failure(SetFileRefusal(message: refusal.message, hint: refusal.hint))
    }
    if let problem = AssetCheck.problem(at: real, limits: limits) { return .failure(SetFileRefusal(message: "`\(name)`: \(problem)", hint: failsHint)) }
    return .success(real)
}
