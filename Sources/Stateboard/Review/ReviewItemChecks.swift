import Foundation
import StateboardSnapshot

extension ReviewItem {
    /// The review item of a report entry (`entries[index]` of the report at `path`), refused
    /// when its key could name a file outside the references folder or its images are not the
    /// ones its key names.
    init(_ entry: VerificationReport.Entry, index: Int, report: Int, path: String) throws(PipelineError) {
        let place = "\(path): entries[\(index)]"
        let parts = [entry.theme, entry.screen, entry.state, entry.variant]
        for part in parts where !Self.isPlainName(part) {
            throw .badInput(
                "\(place): `\(Self.shown(part))` is not a name a reference path is made of (letters, digits, `-`, `_`, `+`, `@`, single dots; no `/`, `..` or control characters); the report was edited"
            )
        }
        guard entry.key == parts.joined(separator: "/") else {
            throw .badInput(
                "\(place): its key `\(Self.shown(entry.key))` is not \(parts.joined(separator: "/")), the path its parts name; the report was edited")
        }
        let kind: Kind
        switch entry.status {
        case .failed: kind = .changed
        case .missing: kind = .new
        case .removed: kind = .removed
        case .passed, .error: throw .badInput("\(place): a \(entry.status.rawValue) image is not reviewed")
        }
        let expected: [(String?, String, String)] = [
            (entry.referenceImage, ".reference.png", "referenceImage"), (entry.actualImage, ".actual.png", "actualImage"),
            (entry.diffImage, ".diff.png", "diffImage"),
        ]
        for (given, suffix, field) in expected {
            if let given, given != entry.key + suffix {
                throw .badInput("\(place) (\(entry.key)): its \(field) is `\(Self.shown(given))`, not its own `\(entry.key + suffix)`; the report was edited")
            }
        }
        if kind != .removed, entry.actualImage == nil || entry.actualRecord == nil {
            throw .badInput("\(place) (\(entry.key)): no actual image or record (a report of an earlier Stateboard?); run `stateboard verify --report` again")
        }
        self.init(
            key: entry.key, kind: kind, theme: entry.theme, screen: entry.screen, state: entry.state, variant: entry.variant,
            summary: entry.summary, explanation: entry.explanation, group: "", report: report, referenceImage: entry.referenceImage,
            actualImage: kind == .removed ? nil : entry.actualImage, diffImage: entry.diffImage, actualRecord: entry.actualRecord)
    }

    /// One component of a reference path: what `OutputPath` lets a path be made of.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && name.count <= 255 && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { scalar in
                scalar != "/" && scalar != "\\" && scalar.properties.generalCategory != .control
                    && scalar.properties.generalCategory != .format
            }
    }

    /// A name from a hostile file, printable and short.
    static func shown(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) }.prefix(120))
    }
}

/// Words for JSON decoding errors: the path of the value that failed and why.
enum ReviewJSON {
    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            let at = path(context)
            return (at.isEmpty ? "" : "at \(at): ") + context.debugDescription
        @unknown default: return "\(error)"
        }
    }
}
