import StateboardCore
import StateboardRender

/// The picture of a failed comparison: reference | difference | actual, side by side.
///
/// The middle pane shows the reference faded towards white with every differing pixel in
/// magenta, so a one-pixel change is as easy to find as a moved button. Panes of different
/// sizes are top-aligned; a thin gray gutter separates them.
///
/// The panes are composed by pixman and only the rows the comparison found changed are visited
/// in Swift, so the picture costs milliseconds even in an unoptimised test build. Write it with
/// ``PNGCompression/quick``.
public enum DiffImage {
    /// The gutter between panes, in pixels.
    public static let gutter = 12
    /// The gutter's and the background's color.
    static let gutterColor = RGBAColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255)
    /// Differing pixels in the middle pane.
    static let markColor = RGBAColor(red: 1, green: 0, blue: 0.6)

    /// The three-pane image for `result`, the comparison of `reference` with `actual`.
    public static func threePane(reference: RGBAImage, actual: RGBAImage, result: ImageComparisonResult) -> RenderedBitmap {
        let paneWidth = max(reference.width, actual.width), paneHeight = max(reference.height, actual.height)
        let middle = reference.width + gutter, right = middle + paneWidth + gutter
        return PixelCompositor.draw(width: right + actual.width, height: paneHeight, fill: gutterColor) { canvas in
            for (image, left) in [(reference, 0), (actual, right)] {
                canvas.fillRectangle(x: left, y: 0, width: image.width, height: image.height, color: RGBAColor(white: 1))
                canvas.place(image, x: left, y: 0)
            }
            canvas.fillRectangle(x: middle, y: 0, width: paneWidth, height: paneHeight, color: RGBAColor(white: 1))
            canvas.copy(x: 0, y: 0, width: reference.width, height: reference.height, toX: middle, toY: 0)
            canvas.fade(x: middle, y: 0, width: paneWidth, height: paneHeight, white: 0.75)
            let sameSize = reference.width == actual.width && reference.height == actual.height
            if !sameSize {
                // Every pixel of the larger image counts as changed.
                canvas.fillRectangle(x: middle, y: 0, width: paneWidth, height: paneHeight, color: markColor)
            } else if let box = result.boundingBox, result.mask.count == reference.width * reference.height {
                result.mask.withUnsafeBufferPointer { mask in
                    canvas.mark(mask, maskWidth: reference.width, region: box, x: middle, y: 0, color: markColor)
                }
            }
        }
    }
}
