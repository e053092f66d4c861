import Foundation
import StateboardTestSupport
import Testing

/// The README, the changelog and docs/ are the user's manual: every relative link in them resolves
/// in a clone, and none points outside the repository. Every page in docs/ is checked, so a new
/// page is covered the day it is written.
@Suite struct DocumentationLinkTests {
    static let pages = ["README.md", "CHANGELOG.md"] + docsPages

    static var docsPages: [String] {
        let docs = TestPaths.packageRoot.appendingPathComponent("docs").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    @Test func everyDocsPageIsChecked() {
        #expect(Self.docsPages.count >= 12 && Self.docsPages.contains("docs/Architecture.md"))
    }

    @Test(arguments: pages)
    func everyRelativeLinkResolvesInsideTheRepository(page: String) throws {
        let url = TestPaths.packageRoot.appendingPathComponent(page)
        let text = try String(contentsOf: url, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let links = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
        // The README links to every page: finding none there means the pattern broke.
        if page == "README.md" { #expect(links.count > 20) }
        let root = TestPaths.packageRoot.standardizedFileURL.path
        for link in links where !link.contains("://") && !link.hasPrefix("#") && !link.hasPrefix("mailto:") {
            let path = String(link.split(separator: "#", maxSplits: 1)[0])
            let target = url.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL.path
            #expect(target.hasPrefix(root + "/") || target == root, "\(page) links outside the repository: \(link)")
            #expect(FileManager.default.fileExists(atPath: target), "\(page) links to a missing file: \(link)")
        }
    }
}
