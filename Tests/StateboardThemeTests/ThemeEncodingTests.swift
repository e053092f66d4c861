import Foundation
import StateboardAppFiles
import StateboardCore
import Testing

@testable import StateboardTheme

/// A theme file saved as UTF-16 with a byte order mark (what Windows editors call "Unicode";
/// YAML allows it) reads as its UTF-8 twin; anything else that is not UTF-8 is refused, located.
@Suite struct ThemeEncodingTests {
    static let yaml = "stateboard: 1\r\nname: Café\r\nstrings: { en: { title: \"Nothing here 📭\" } }\r\nscreens:\r\n  home: {}\r\n"

    static func utf16(_ text: String, littleEndian: Bool) -> Data {
        var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for unit in text.utf16 {
            let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bytes += littleEndian ? pair : pair.reversed()
        }
        return Data(bytes)
    }

    @Test(arguments: [true, false])
    func utf16WithAByteOrderMarkReadsAsUTF8(littleEndian: Bool) throws {
        let text = try YAMLLimits.text(of: Self.utf16(Self.yaml, littleEndian: littleEndian), file: "theme.yaml").get()
        #expect(text == Self.yaml)
        let reader = YAMLReader(file: "theme.yaml")
        #expect(reader.compose(text, emptyHint: "") != nil && reader.diagnostics.isEmpty, "\(reader.diagnostics)")
    }

    @Test func utf16CutShortOrWithALoneSurrogateIsRefusedAtItsPlace() {
        var odd = Self.utf16(Self.yaml, littleEndian: true)
        odd.removeLast()
        #expect(Self.problem(odd)?.message == "the UTF-16 file has an odd number of bytes")
        // A high surrogate with no low one after it, on the second line.
        let lone = Self.utf16("a: 1\r\nb: x", littleEndian: true) + Data([0x3D, 0xD8, 0x41, 0x00])
        let problem = Self.problem(lone)
        #expect(problem?.message == "the UTF-16 text has an unpaired surrogate")
        #expect(problem?.location == FileLocation(file: "theme.yaml", line: 2, column: 5))
    }

    @Test func utf16WithoutAByteOrderMarkIsNotUTF8() {
        let bare = Data(Self.utf16("name: Café\n", littleEndian: true).dropFirst(2))
        #expect(Self.problem(bare)?.message.hasPrefix("the file is not UTF-8 text") == true, "\(String(describing: Self.problem(bare)))")
    }

    static func problem(_ data: Data) -> Diagnostic? {
        if case .failure(let problem) = YAMLLimits.text(of: data, file: "theme.yaml") { return problem.diagnostic }
        return nil
    }
}
