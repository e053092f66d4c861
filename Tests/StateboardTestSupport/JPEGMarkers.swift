/// Where a JPEG's headers sit, for tests that edit a fixture's frame header in place.
public enum JPEGMarkers {
    /// The offset of the first baseline start-of-frame marker (`FF C0`). After it come the
    /// segment's length (2 bytes), the sample precision (1), the height (2) and the width (2).
    public static func startOfFrame(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 2 else { return nil }
        for offset in 0..<(bytes.count - 1) where bytes[offset] == 0xFF && bytes[offset + 1] == 0xC0 {
            return offset
        }
        return nil
    }
}
