/// An image set of an Xcode asset catalog, as a theme's `image: { asset: Name }` draws it: the
/// files picked for the device (iPhone before universal), each an absolute path.
public struct ImageAssetReference: Hashable, Sendable {
    /// The light (or any-appearance) file; `@2x`/`@3x` siblings are picked by the render scale.
    public var path: String
    /// The dark-appearance file, if the set has one.
    public var darkPath: String?
    /// Whether the set renders as a template image (`template-rendering-intent: template`):
    /// drawn in the node's tint, `label` by default.
    public var isTemplate: Bool

    public init(path: String, darkPath: String? = nil, isTemplate: Bool = false) {
        self.path = path; self.darkPath = darkPath; self.isTemplate = isTemplate
    }
}
