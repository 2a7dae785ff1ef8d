extension UInt32 {
    /// Uppercase hexadecimal, zero-padded to at least `digits` digits (`0x1B` with 4: "001B"), as
    /// the escapes of JSON (`\u001B`) and YAML (`\x1B`) and the names of characters spell it.
    package func hex(digits: Int) -> String {
        let text = String(self, radix: 16, uppercase: true)
        return String(repeating: "0", count: Swift.max(0, digits - text.count)) + text
    }

    /// The code point as messages and visible marks name it: "U+001B", "U+1F600".
    package var codePointNotation: String {
        "U+" + hex(digits: 4)
    }
}
