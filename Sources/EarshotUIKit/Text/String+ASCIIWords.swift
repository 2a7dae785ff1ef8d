extension String {
    /// Whether every character is ASCII: text that the ASCII fast paths below may read.
    /// - Complexity: O(n) in the bytes.
    package var isAllASCII: Bool {
        // Over the stored bytes when they are at hand: the UTF-8 view's iterator is several
        // times slower, and the auditor asks this of every label.
        if let answer = utf8.withContiguousStorageIfAvailable({ bytes in !bytes.contains { $0 >= 0x80 } }) {
            return answer
        }
        return utf8.allSatisfy { $0 < 0x80 }
    }

    /// The words of ASCII text, lower-cased: its runs of A–Z and a–z (and of 0–9 too, with
    /// `includingDigits`), everything else separating them. For ASCII these are exactly the words
    /// that lower-casing and splitting the characters at those that are not `isLetter` (or
    /// `isNumber`) give, without Unicode's tables: in ASCII the letters are A–Z and a–z, the
    /// numbers 0–9, and "\r\n", the one character of two scalars, is neither. The language guess
    /// and the auditor split every text they read, and most are ASCII.
    /// - Complexity: O(n) in the bytes.
    package func asciiWords(includingDigits: Bool) -> [String] {
        if let words = utf8.withContiguousStorageIfAvailable({ Self.asciiWords(of: $0, includingDigits: includingDigits) }) {
            return words
        }
        return Array(utf8).withUnsafeBufferPointer { Self.asciiWords(of: $0, includingDigits: includingDigits) }
    }

    /// `asciiWords` of the bytes: each word is made straight from its run of bytes (a word of up
    /// to 15 bytes is stored in the string itself, with no allocation).
    private static func asciiWords(of bytes: UnsafeBufferPointer<UInt8>, includingDigits: Bool) -> [String] {
        func inWord(_ byte: UInt8) -> Bool {
            // A–Z and a–z: no other byte maps into a–z by setting the lower-case bit.
            let lower = byte | 0x20
            return (lower >= 0x61 && lower <= 0x7A) || (includingDigits && byte >= 0x30 && byte <= 0x39)
        }
        // Counted first, so the list is allocated once at its size rather than grown.
        var count = 0
        var previousInWord = false
        for byte in bytes {
            let current = inWord(byte)
            if current && !previousInWord { count += 1 }
            previousInWord = current
        }
        guard count > 0 else { return [] }
        var words: [String] = []
        words.reserveCapacity(count)
        var start: Int?
        for index in bytes.indices {
            if inWord(bytes[index]) {
                if start == nil { start = index }
            } else if let first = start {
                words.append(lowercasedWord(bytes, first..<index))
                start = nil
            }
        }
        if let first = start { words.append(lowercasedWord(bytes, first..<bytes.count)) }
        return words
    }

    /// The letters and digits of `bytes[range]`, A–Z lower-cased.
    private static func lowercasedWord(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            for (offset, index) in range.enumerated() {
                let byte = bytes[index]
                buffer[offset] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            }
            return range.count
        }
    }
}
