/// The line and column (1-based; lines end at LF, columns count Unicode scalars) of byte offsets
/// in UTF-8 text, asked for in increasing order: each byte is counted once, however many places
/// are asked for, so a dump of one 12 MB line costs no more than a pretty one. Every reader's
/// places come from here (the XML scanner, the screen-file readers' errors).
package struct TextPosition {
    private(set) var offset: Int
    private(set) var line = 1
    private(set) var column = 1

    /// Line 1, column 1 at byte `start`.
    package init(from start: Int = 0) {
        offset = start
    }

    /// Moves to `target`, which must not be before `offset`.
    /// - Complexity: O(target − offset).
    package mutating func advance(to target: Int, in bytes: [UInt8]) {
        var index = offset
        let end = min(target, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        offset = max(offset, end)
    }
}
