import Foundation
import Stateboard

/// The review page's routes. Every request is checked for its Host first (DNS rebinding); a
/// POST must also come from the page's own origin (`Origin`, and `Sec-Fetch-Site` when the
/// browser sends it), as JSON (so a cross-site form cannot send it without a preflight, which is
/// never answered), with the session's token in `X-Stateboard-Token`. Images are served only as
/// the report lists them, by key, from inside the report's folder.
struct ReviewRoutes: Sendable {
    var session: ReviewSession
    var token: String
    var hostCheck: HostCheck

    /// A decision names a few keys or one group: 16 KB is ample, and nothing larger is read.
    static let maximumBodyBytes = 16 * 1024
    static let tokenField = "X-Stateboard-Token"

    func reply(to request: HTTPRequestHead) -> HTTPReply {
        if let refusal = hostCheck.refusal(for: request.host) { return refusal }
        if request.method == "POST" {
            if let refusal = writeRefusal(request) { return refusal }
            switch request.path {
            case "/_review/decide": return decide(request.body)
            case "/_review/apply": return apply()
            default: return .text(404, "not found\n")
            }
        }
        switch request.path {
        case "/", "/index.html":
            return Self.response(Data(ReviewPage.html(token: token, title: title).utf8), type: "text/html; charset=utf-8")
        case "/_review/state": return state()
        case "/_review/image": return image(key: request.queryValue("key"), which: request.queryValue("image"))
        default: return .text(404, "not found\n")
        }
    }

    private var title: String {
        "Review · " + session.set.folders.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
    }

    /// Why a POST is not answered, or nil when it is the page's own.
    func writeRefusal(_ request: HTTPRequestHead) -> HTTPReply? {
        guard let host = request.host, let origin = request.field("Origin"),
            origin.caseInsensitiveCompare("http://" + host) == .orderedSame
        else { return .text(403, "a write must come from this page's origin\n") }
        if let site = request.field("Sec-Fetch-Site"), site != "same-origin" { return .text(403, "a write must come from this page\n") }
        let type = request.field("Content-Type")?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard type == "application/json" else { return .text(415, "a write is JSON (Content-Type: application/json)\n") }
        guard let given = request.field(Self.tokenField), Self.constantTimeEqual(given, token) else {
            return .text(403, "a write carries the page's session token\n")
        }
        return nil
    }

    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// `{"keys": [...]}`, `{"group": "id"}` or `{"screen": "theme/screen"}`, a `verdict` (`accept`, `reject`, `undo`) and an
    /// optional `note`.
    struct Decision: Decodable {
        var keys: [String]?
        var group: String?
        /// `theme/screen`: every image of that screen.
        var screen: String?
        var verdict: String
        var note: String?
    }

    private func decide(_ body: Data) -> HTTPReply {
        let decision: Decision
        do { decision = try JSONDecoder().decode(Decision.self, from: body) } catch {
            return .text(400, "not a decision: \(error.localizedDescription)\n")
        }
        let verdict: ReviewDecision.Verdict?
        switch decision.verdict {
        case "accept": verdict = .accept
        case "reject": verdict = .reject
        case "undo": verdict = nil
        default: return .text(400, "a verdict is accept, reject or undo\n")
        }
        var keys = decision.keys ?? []
        if let id = decision.group {
            guard let group = session.set.groups.first(where: { $0.id == id }) else { return .text(400, "no such group\n") }
            keys += group.keys
        }
        if let screen = decision.screen {
            keys += session.set.items.filter { "\($0.theme)/\($0.screen)" == screen }.map(\.key)
        }
        guard !keys.isEmpty, keys.count <= session.set.items.count else { return .text(400, "a decision names images of the review\n") }
        do { try session.decide(keys, verdict, note: decision.note) } catch { return .text(400, "\(error.message)\n") }
        return state()
    }

    private func apply() -> HTTPReply {
        do {
            let result = try session.apply()
            let body: [String: [String]] = [
                "accepted": result.accepted, "deleted": result.deleted, "rejected": result.rejected, "undecided": result.undecided,
            ]
            return Self.json(body)
        } catch {
            return .text(409, "\(error.message)\n")
        }
    }

    /// The items, groups and decisions, for the page.
    private func state() -> HTTPReply {
        struct State: Encodable {
            var items: [ReviewItem]
            var groups: [ReviewGroup]
            var decisions: [String: ReviewDecision]
            var left: Int
            var passed: Int
            var stale: [String]
        }
        let decisions = session.decisions
        let left = session.set.items.filter { decisions[$0.key] == nil }.count
        return Self.json(
            State(
                items: session.set.items, groups: session.set.groups, decisions: decisions, left: left, passed: session.set.passed,
                stale: session.staleDecisions))
    }

    /// One of an item's images (`actual`, `reference` or `diff`), from inside its report folder.
    private func image(key: String?, which: String?) -> HTTPReply {
        guard let key, let item = session.set.item(key) else { return .text(404, "not found\n") }
        let relative: String?
        switch which {
        case "actual": relative = item.actualImage
        case "reference": relative = item.referenceImage
        case "diff": relative = item.diffImage
        default: relative = nil
        }
        guard let relative, let file = ServedFiles(root: session.set.folders[item.report]).file(for: relative),
            let data = FileManager.default.contents(atPath: file)
        else { return .text(404, "not found\n") }
        return Self.response(data, type: "image/png")
    }

    static func json(_ value: some Encodable) -> HTTPReply {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value) else { return .text(500, "cannot encode the answer\n") }
        return response(data, type: "application/json")
    }

    static func response(_ data: Data, type: String) -> HTTPReply {
        HTTPReply(
            status: 200,
            fields: [
                .init(name: "Content-Type", value: type), .init(name: "Cache-Control", value: "no-store"),
                .init(name: "X-Content-Type-Options", value: "nosniff"), .init(name: "X-Frame-Options", value: "DENY"),
                .init(
                    name: "Content-Security-Policy",
                    value:
                        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
                ),
            ], body: .bytes(data))
    }
}
