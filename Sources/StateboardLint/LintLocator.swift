import StateboardCore
import StateboardLayout
import StateboardTheme

/// Picks the place in the theme's own files a finding about a node points at: where the
/// offending property's value was given, else the `component:` use that drew the node (the
/// nearest one up the tree), else the node's own mapping, else the screen; never the built-in
/// theme, which no one can edit.
struct LintLocator {
    let theme: Theme
    let screen: String

    /// `location` unless it is in the built-in theme.
    func editable(_ location: FileLocation?) -> FileLocation? {
        guard let location, location.file != Theme.builtInFile else { return nil }
        return location
    }

    /// The screen's definition, or the theme file's first line.
    var screenLocation: FileLocation {
        editable(theme.screen(named: screen)?.location) ?? FileLocation(file: theme.files.first ?? theme.name, line: 1, column: 1)
    }

    /// The location for `property` of the node at `path` (indices from the root) in `root`.
    func location(of property: String?, at path: [Int], in root: PlaceholderNode) -> FileLocation {
        var chain: [PlaceholderNode] = [root]
        var node = root
        for index in path where index < node.children.count {
            node = node.children[index]
            chain.append(node)
        }
        if let property, let found = editable(node.origin?.properties[property]) { return found }
        for ancestor in chain.reversed() {
            if let found = editable(ancestor.origin?.component) { return found }
        }
        return editable(node.origin?.node) ?? screenLocation
    }

    /// How a finding names a node: its id, else its kind and place in the tree.
    static func subject(_ node: PlaceholderNode, path: [Int]) -> String {
        if let id = node.id { return "\(node.kind) `\(id)`" }
        return path.isEmpty ? "the placeholder's root \(node.kind)" : "\(node.kind) at \(path.map(String.init).joined(separator: "."))"
    }
}
