import CCairo
import Foundation
import StateboardCore
import StateboardLayout

extension LoadedImage {
    /// With decoder workers, draws a PDF or SVG in a worker at the device pixel size `rect` has on
    /// `cr` before this process draws it as vectors (output bytes stay what in-process drawing
    /// gives, and PDF and SVG output stay vector): a file that does not finish within the
    /// deadline, or crashes its decoder, fails there and is never drawn here.
    func proveVector(drawnAt rect: LayoutRect, on cr: OpaquePointer, deadline: RenderDeadline?) throws {
        guard let pool = decoding.pool else { return }
        let kind: VectorKind
        switch source {
        case .pdf: kind = .pdf
        case .svg: kind = .svg
        case .bitmap: return
        }
        var width = rect.width, height = rect.height
        cairo_user_to_device_distance(cr, &width, &height)
        let pixels = Self.proofSize(width: abs(width), height: abs(height), limits: .current)
        let limits = InputLimits.current
        guard let data = pool.files.contents(of: path, limit: limits.assetBytes) else {
            throw RenderError.input("cannot read the image \(path)")
        }
        let request = DecoderWire.Request(
            operation: .prove, kind: kind.rawValue, imagePixels: limits.imagePixels, svgSize: limits.svgSize,
            pixelWidth: pixels.width, pixelHeight: pixels.height, payload: data)
        let response = try pool.answer(request, path: path, deadline: deadline)
        if response.status == .inputError { throw pool.inputError(response, path: path) }
    }

    /// Whole device pixels for a proof: at least one a side, at most 16 384, and within
    /// `canvasPixels` in all (scaled down together, so the proof draws the same paths).
    static func proofSize(width: Double, height: Double, limits: InputLimits) -> (width: Int, height: Int) {
        var w = width.isFinite ? max(1, width.rounded(.up)) : 1, h = height.isFinite ? max(1, height.rounded(.up)) : 1
        let shrink = min(1, 16_384 / max(w, h), (Double(limits.canvasPixels) / (w * h)).squareRoot())
        w = max(1, (w * shrink).rounded(.down))
        h = max(1, (h * shrink).rounded(.down))
        return (Int(w), Int(h))
    }
}

extension DecoderPool {
    /// The bitmap at `path` decoded by a worker, as a Cairo image surface (the caller destroys it).
    /// Without `remember`, neither the file's bytes nor the answer are kept (a thumbnail's source,
    /// which the caller keeps in its own small form); such a PNG may be as large as a canvas.
    func surface(_ kind: BitmapKind, path: String, deadline: RenderDeadline?, limits: InputLimits = .current, remember: Bool = true) throws -> OpaquePointer {
        let data = remember ? files.contents(of: path, limit: limits.assetBytes) : FileManager.default.contents(atPath: path)
        guard let data, data.count <= limits.assetBytes else {
            throw RenderError.input("cannot read the \(kind == .jpeg ? "JPEG" : kind == .png ? "PNG" : "HEIF image") \(path)")
        }
        let pixels = remember ? limits.imagePixels : max(limits.imagePixels, limits.canvasPixels)
        let request = DecoderWire.Request(
            operation: .decode, kind: kind.rawValue, imagePixels: pixels, svgSize: limits.svgSize, pixelWidth: 0, pixelHeight: 0, payload: data)
        let response = try answer(request, path: path, deadline: deadline, remember: remember)
        if response.status == .inputError { throw inputError(response, path: path) }
        return try DecodedPixels(width: response.width, height: response.height, words: response.payload).surface()
    }

    /// A worker's message about the input, with the image's path where the worker could not name it.
    func inputError(_ response: DecoderWire.Response, path: String) -> RenderError {
        let message = String(decoding: response.payload, as: UTF8.self)
        return .input(message.replacingOccurrences(of: DecoderService.namePlaceholder, with: path))
    }
}
