/// The line and column (1-based; lines end at LF, columns count Unicode scalars, as in every
/// other reader's places) of byte offsets asked for in increasing order: each byte is counted once,
/// however many places are asked for, so a dump of one 12 MB line costs no more than a pretty one.
struct WDAXMLPosition {
    private(set) var offset = 0
    private(set) var line = 1
    private(set) var column = 1

    /// Moves to `target`, which must not be before `offset`.
    /// - Complexity: O(target − offset).
    mutating func advance(to target: Int, in bytes: [UInt8]) {
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
