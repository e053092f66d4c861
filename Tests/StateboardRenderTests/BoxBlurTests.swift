import StateboardTestSupport
import Testing

@testable import StateboardRender

/// The blur's bytes do not depend on how it is computed: `BoxBlur.blur` (running sums down the
/// columns, means looked up) against the plain version it replaced, a box pass at a time along
/// each row and then each column, dividing each sum.
@Suite struct BoxBlurTests {
    /// The version `BoxBlur.blur` replaced, kept as the definition of its bytes.
    static func reference(_ alpha: inout [UInt8], width: Int, height: Int, stride: Int, sigma: Double) {
        var line = [UInt8](repeating: 0, count: max(width, height))
        func pass(count: Int, radius: Int, write: (Int, UInt8) -> Void) {
            let size = 2 * radius + 1
            var sum = 0
            for i in 0..<min(radius, count) { sum += Int(line[i]) }
            for i in 0..<count {
                let entering = i + radius, leaving = i - radius - 1
                if entering < count { sum += Int(line[entering]) }
                if leaving >= 0 { sum -= Int(line[leaving]) }
                write(i, UInt8((sum + size / 2) / size))
            }
        }
        for box in BoxBlur.boxes(sigma: sigma) where box > 1 {
            for y in 0..<height {
                for x in 0..<width { line[x] = alpha[y * stride + x] }
                pass(count: width, radius: box / 2) { alpha[y * stride + $0] = $1 }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = alpha[y * stride + x] }
                pass(count: height, radius: box / 2) { alpha[$0 * stride + x] = $1 }
            }
        }
    }

    /// Rule: the same bytes as the reference for planes of noise, flat colour and hard edges, in
    /// sizes smaller and larger than the boxes, with padding after each row left untouched.
    @Test(arguments: [(1, 1, 0.5), (7, 3, 2.0), (77, 33, 4.4), (33, 77, 6.0), (120, 40, 1.2), (9, 200, 12.0), (64, 64, 30.0)])
    func sameBytesAsBoxPassesOneAtATime(_ width: Int, _ height: Int, _ sigma: Double) {
        var generator = SeededGenerator(seed: UInt64(width * 1000 + height))
        let stride = width + 3
        for pattern in 0..<3 {
            var plane = (0..<(stride * height)).map { index -> UInt8 in
                let x = index % stride, y = index / stride
                if x >= width { return 0xA5 }  // padding: must stay as it is
                switch pattern {
                case 0: return UInt8(truncatingIfNeeded: generator.next())
                case 1: return 200
                default: return (x < width / 2) != (y < height / 3) ? 255 : 17
                }
            }
            var expected = plane
            Self.reference(&expected, width: width, height: height, stride: stride, sigma: sigma)
            plane.withUnsafeMutableBufferPointer { BoxBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma) }
            #expect(plane == expected, "\(width) × \(height), σ \(sigma), pattern \(pattern)")
        }
    }
}
