/// Blanks XML processing instructions (`<?target data?>`) before `XMLParser` sees them.
///
/// swift-corelibs-foundation's `XMLParser` on Linux crashes (a NULL `strlen`) on a processing
/// instruction without data, such as `<?Encodable?>`, whenever a delegate is set (found by
/// fuzzing; Fixtures/crashers/xml-processing-instruction-without-data.bin). WebDriverAgent writes
/// none besides the XML declaration, and they carry nothing an importer needs, so every one is
/// overwritten with spaces, keeping line breaks so that line and column numbers stay right. The
/// XML declaration at the very start is left alone (libxml2 reads it as a declaration).
enum XMLProcessingInstructionFilter {
    /// `bytes` with every processing instruction but a leading XML declaration blanked.
    /// - Complexity: O(n).
    static func filter(_ bytes: [UInt8]) -> [UInt8] {
        var output = bytes
        var index = 0
        let count = bytes.count
        let lt = UInt8(ascii: "<"), question = UInt8(ascii: "?")
        if startsWithDeclaration(bytes), let end = closing(bytes, from: 2) {
            index = end + 2
        }
        while index + 1 < count {
            guard bytes[index] == lt && bytes[index + 1] == question else {
                index += 1
                continue
            }
            let end = closing(bytes, from: index + 2).map { $0 + 2 } ?? count
            for position in index..<end where output[position] != 0x0A && output[position] != 0x0D {
                output[position] = 0x20
            }
            index = end
        }
        return output
    }

    /// Whether the bytes start with `<?xml` followed by white space (the XML declaration).
    private static func startsWithDeclaration(_ bytes: [UInt8]) -> Bool {
        let prefix = Array("<?xml".utf8)
        guard bytes.count > prefix.count, bytes.starts(with: prefix) else { return false }
        let next = bytes[prefix.count]
        return next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D
    }

    /// The index of the `?>` that closes a processing instruction whose body starts at `start`.
    private static func closing(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "?") && bytes[index + 1] == UInt8(ascii: ">") { return index }
            index += 1
        }
        return nil
    }
}
