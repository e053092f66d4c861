import StateboardRender

/// The picture of a failed comparison: reference | difference | actual, side by side.
///
/// The middle pane shows the reference faded to a light gray with every differing pixel in
/// magenta, so a one-pixel change is as easy to find as a moved button. Panes of different
/// sizes are top-aligned; a thin gray gutter separates them.
public enum DiffImage {
    /// The gutter between panes, in pixels.
    public static let gutter = 12

    /// The three-pane image for `result`, the comparison of `reference` with `actual`.
    public static func threePane(reference: RGBAImage, actual: RGBAImage, result: ImageComparisonResult) -> RGBAImage {
        let difference = differencePane(reference: reference, actual: actual, result: result)
        let panes = [reference, difference, actual]
        let width = panes.map(\.width).reduce(0, +) + 2 * gutter
        let height = panes.map(\.height).max() ?? 0
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i] = 199; pixels[i + 1] = 199; pixels[i + 2] = 204; pixels[i + 3] = 255 }
        var left = 0
        for pane in panes {
            for y in 0..<pane.height {
                let source = y * pane.width * 4, target = (y * width + left) * 4
                pixels.replaceSubrange(target..<(target + pane.width * 4), with: pane.pixels[source..<(source + pane.width * 4)])
            }
            left += pane.width + gutter
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The reference faded towards white and desaturated, differing pixels in magenta. When the
    /// sizes differ, every pixel of the larger image counts as changed.
    static func differencePane(reference: RGBAImage, actual: RGBAImage, result: ImageComparisonResult) -> RGBAImage {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let sameSize = reference.width == actual.width && reference.height == actual.height
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let changed = sameSize ? (!result.mask.isEmpty && result.mask[y * width + x]) : true
                if changed {
                    pixels[i] = 255; pixels[i + 1] = 0; pixels[i + 2] = 153
                } else if x < reference.width, y < reference.height {
                    let p = reference[x, y]
                    let (r, g, b) = ColorDifference.blendedOverWhite(p.r, p.g, p.b, p.a)
                    let luma = (299 * Int(r) + 587 * Int(g) + 114 * Int(b)) / 1000
                    let faded = UInt8(255 - (255 - luma) / 4)
                    pixels[i] = faded; pixels[i + 1] = faded; pixels[i + 2] = faded
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
