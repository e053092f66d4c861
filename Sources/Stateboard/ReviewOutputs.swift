import Foundation
import StateboardCore
import StateboardRender
import StateboardTheme

/// What a render leaves for review beside the images: `index.html`, and a contact sheet per
/// theme and screen.
public struct ReviewOutputs: Sendable {
    public let out: String
    public let format: OutputFormat

    public init(out: String, format: OutputFormat) { self.out = out; self.format = format }

    /// Writes the gallery and, for PNG runs, the contact sheets of what `results` holds.
    public func write(results: MatrixRenderer.Results, themes: [Theme], renderer: ImageRenderer) throws {
        guard !results.written.isEmpty else { return }
        let title = themes.map(\.name).joined(separator: ", ")
        try AtomicFile.write(Data(GalleryPage.html(images: results.written, title: title).utf8),
                                          to: (out as NSString).appendingPathComponent("index.html"))
        guard format == .png else { return }
        let byScreen = Dictionary(grouping: results.written) { "\($0.job.theme)/\($0.job.screen)" }
        for (key, images) in byScreen.sorted(by: { $0.key < $1.key }) {
            // One variant per state: preferably light mode at the default text size.
            let locales = themes.first { $0.name == images.first?.job.theme }?.matrix.locales ?? []
            func rank(_ image: MatrixRenderer.RenderedImage) -> (Int, Int, Int, String) {
                (image.job.variant.textSize == .large ? 0 : 1, image.job.variant.appearance == .light ? 0 : 1,
                 locales.firstIndex(of: image.job.variant.locale.identifier) ?? locales.count, image.path)
            }
            let chosen = Dictionary(grouping: images) { $0.job.state.key }.compactMap { $0.value.min { rank($0) < rank($1) } }
            let ordered = chosen.sorted { stateOrder($0.job.state) < stateOrder($1.job.state) }
            let items = ordered.map { ContactSheet.Item(caption: "\($0.job.state.key)\n\($0.job.variant.fileStem)",
                                                        path: (out as NSString).appendingPathComponent($0.path)) }
            let sheet = ContactSheet(title: key, items: items)
            try AtomicFile.write(try sheet.render(with: renderer), to: OutputPath.inside(out, relative: "\(key)/contact-sheet.png"))
        }
    }

    private func stateOrder(_ state: ViewState) -> Int { ViewState.builtIn.firstIndex(of: state) ?? ViewState.builtIn.count }
}
