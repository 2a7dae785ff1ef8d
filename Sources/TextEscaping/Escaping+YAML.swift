extension Escaping {
    /// A YAML double-quoted scalar, quotes included, with every character libyaml will not take
    /// literally escaped: the quote and the backslash, line breaks and tabs, NUL, the C0 and C1
    /// controls and DEL (as `\x1B`), NEL, the line and paragraph separators, the byte order mark
    /// and U+FFFE / U+FFFF.
    /// - Complexity: O(n) in the length of `string`.
    package static func yamlDoubleQuoted(_ string: String) -> String {
        respelled(string, between: "\"") { scalar in
            switch scalar.value {
            case 0x22: "\\\""
            case 0x5C: "\\\\"
            case 0x0A: "\\n"
            case 0x0D: "\\r"
            case 0x09: "\\t"
            case 0x00: "\\0"
            case 0x85: "\\N"
            case 0x2028: "\\L"
            case 0x2029: "\\P"
            case 0x01...0x1F, 0x7F...0x9F: "\\x" + scalar.value.hex(digits: 2)
            case 0xFEFF, 0xFFFE, 0xFFFF: "\\u" + scalar.value.hex(digits: 4)
            default: nil
            }
        }
    }
}
