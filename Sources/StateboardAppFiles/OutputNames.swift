/// Names that become parts of output paths (`<out>/<theme>/<screen>/<state>/<device>-…-<locale>`)
/// must be identifiers: letters, digits, `_`, `-`, `+` and single dots, not starting with a dot,
/// at most 100 characters. They are checked when the theme loads, where they are written, so
/// that `../../x`, `a/b`, an empty locale or one with a newline never reaches a file name.
package enum OutputNames {
    /// The longest name allowed.
    package static let maximumLength = 100

    /// Whether `name` may be part of a file name.
    package static func isIdentifier(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= maximumLength, !name.hasPrefix("."), !name.contains("..") else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) || "_-+.".unicodeScalars.contains(scalar)
        }
    }
}
