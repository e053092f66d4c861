import CCairo
import StateboardCore

extension DrawingCanvas {
    /// Draws a resizable image cell by cell (see `NineSlice`): each cell clips the whole image,
    /// scaled so that the cell's part of it covers the cell.
    public func drawResizableImage(at path: String, in frame: LayoutRect, capInsets: Insets, tint: RGBAColor?) throws {
        try locatingDecoderFailures { try drawResizable(at: path, in: frame, capInsets: capInsets, tint: tint) }
    }

    private func drawResizable(at path: String, in frame: LayoutRect, capInsets: Insets, tint: RGBAColor?) throws {
        let loaded = try LoadedImage(path: path, scale: scale, decoding: decoding, deadline: deadline)
        let slices = NineSlice(imageSize: loaded.size, capInsets: capInsets, frame: frame)
        let draw = { () throws -> Void in
            for cell in slices.cells {
                let xScale = cell.destination.width / cell.source.width, yScale = cell.destination.height / cell.source.height
                let whole = LayoutRect(
                    x: cell.destination.minX - cell.source.minX * xScale, y: cell.destination.minY - cell.source.minY * yScale,
                    width: loaded.size.width * xScale, height: loaded.size.height * yScale)
                cairo_save(self.cr)
                cairo_rectangle(self.cr, cell.destination.minX, cell.destination.minY, cell.destination.width, cell.destination.height)
                cairo_clip(self.cr)
                defer { cairo_restore(self.cr) }
                try loaded.draw(in: self.cr, rect: whole, deadline: self.deadline)
            }
        }
        if let tint { try masked(to: frame, tint: tint, draw) } else { try draw() }
    }
}
