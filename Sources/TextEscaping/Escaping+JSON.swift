extension Escaping {
    /// A JSON string literal, quotes included: the quote and the backslash escaped, the C0
    /// controls in their short forms where JSON has one (`\n`, `\t`, …) and as `\u001B` otherwise;
    /// everything else, non-ASCII included, as itself.
    /// - Complexity: O(n) in the length of `string`.
    package static func json(_ string: String) -> String {
        respelled(string, between: "\"") { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case "\u{08}": "\\b"
            case "\u{0C}": "\\f"
            case _ where scalar.value < 0x20: "\\u" + scalar.value.hex(digits: 4)
            default: nil
            }
        }
    }
}
