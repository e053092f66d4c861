import Foundation
import StateboardCore

/// The renderer's own guards, for scenes and images that did not come through a theme's checks
/// (an app's code, a `--scale` flag): a canvas within `canvasPixels`, and image files that are
/// regular files within `assetBytes` whose PNG header stays within `imagePixels` before any
/// decoding.
enum RenderLimits {
    /// Throws when a canvas of `width` × `height` points at `scale` has too many pixels.
    static func checkCanvas(width: Double, height: Double, scale: Double, limits: InputLimits = .current) throws {
        let pixels = (width * scale) * (height * scale)
        guard width.isFinite, height.isFinite, scale.isFinite, width >= 0, height >= 0, scale > 0,
            pixels <= Double(limits.canvasPixels)
        else {
            throw RenderError.input(
                "a canvas of \(width) × \(height) points at scale \(scale) is over the limit of \(limits.canvasPixels) pixels (`canvasPixels`); "
                    + InputLimits.hint(raising: "canvasPixels"))
        }
    }

    /// Throws unless `path` is a regular file within the size limit and, for a PNG, within the pixel limit.
    static func checkImageFile(_ path: String, limits: InputLimits = .current) throws {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw RenderError.input("cannot read the image \(path): not a regular file")
        }
        guard Int(info.st_size) <= limits.assetBytes else {
            throw RenderError.input("the image \(path) is \(info.st_size) bytes, over the limit of \(limits.assetBytes) (`assetBytes`)")
        }
        guard !path.lowercased().hasSuffix(".svg"), let handle = FileHandle(forReadingAtPath: path) else { return }
        let head = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
        try? handle.close()
        guard head.count == 24, head.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return }  // JPEG and PDF sizes are checked as they decode
        let width = head[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = head[20..<24].reduce(0) { $0 << 8 | Int($1) }
        guard width * height <= limits.imagePixels else {
            throw RenderError.input("the PNG \(path) is \(width)×\(height) pixels, over the limit of \(limits.imagePixels) (`imagePixels`)")
        }
    }

    /// Whether `variant` (an `@2x` file) resolves into the folder `original` is written in, so a
    /// link beside an image cannot lead out of the theme.
    static func sameFolder(_ variant: String, as original: String) -> Bool {
        let folder = (original as NSString).deletingLastPathComponent
        guard let real = realPath(variant), let realFolder = realPath(folder.isEmpty ? "." : folder) else { return false }
        return (real as NSString).deletingLastPathComponent == realFolder
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
