import StateboardCore
import StateboardLayout

extension PangoTextMeasurer {
    /// With Apple's fonts, throws the environment error naming each script `scene` has text in
    /// whose face was not found (`AppleFaces.requireFaces`): a face is needed only by a theme
    /// that draws that script, so an English-only theme renders on a Mac without Thonburi or
    /// the Kohinoor fonts. Its labels, buttons and bar texts are checked, as drawing lays them out.
    public func requireAppleFaces(in scene: LaidOutScene) throws {
        guard let apple = pool.systemFaces.apple else { return }
        var texts: [(text: String, language: String?)] = []
        func visit(_ node: LaidOutNode) {
            guard !node.isHidden else { return }
            if let content = node.measuredText?.content { texts.append((content.text, content.language ?? scene.scene.language)) }
            node.children.forEach(visit)
        }
        scene.content.map(visit)
        if scene.scene.showsPlaceholder { visit(scene.root) }
        scene.accessory.map(visit)
        for bar in scene.scene.screen.chrome {
            for text in [bar.title].compactMap({ $0 }) + bar.items { texts.append((text, scene.scene.language)) }
        }
        // The bars' nodes: the keyboard's key labels and suggestions are nowhere else.
        scene.chrome.forEach(visit)
        try apple.requireFaces(for: texts)
    }
}
