import StateboardCore
import StateboardLayout

extension PangoTextMeasurer {
    /// The texts of `scene` that have characters no pinned font can draw (drawn as boxes): its
    /// placeholder's and content's labels and buttons, its bars' titles, items and key labels, once each in
    /// drawing order. Bar texts are laid out when the bars are drawn: ask after drawing.
    public func textsWithMissingGlyphs(in scene: LaidOutScene) -> [String] {
        var texts: [String] = []
        func visit(_ node: LaidOutNode) {
            guard !node.isHidden else { return }
            if let text = node.measuredText?.content.text { texts.append(text) }
            node.children.forEach(visit)
        }
        scene.content.map(visit)
        if scene.scene.showsPlaceholder { visit(scene.root) }
        scene.accessory.map(visit)
        for bar in scene.scene.screen.chrome { texts += [bar.title].compactMap { $0 } + bar.items }
        // The bars' nodes: the keyboard's key labels and suggestions are nowhere else.
        scene.chrome.forEach(visit)
        var seen = Set<String>()
        return texts.filter { !$0.isEmpty && hasMissingGlyphs($0) && seen.insert($0).inserted }
    }
}
