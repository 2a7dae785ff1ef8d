/// Blanks XML processing instructions (`<?target data?>`) before `XMLParser` sees them.
///
/// swift-corelibs-foundation's `XMLParser` on Linux crashes (a NULL `strlen`) on a processing
/// instruction without data, such as `<?Encodable?>`, whenever a delegate is set (found by
/// fuzzing; Fixtures/crashers/xml-processing-instruction-without-data.bin). WebDriverAgent writes
/// none besides the XML declaration, and they carry nothing an importer needs, so every one is
/// overwritten with spaces, keeping line breaks so that line and column numbers stay right. The
/// XML declaration is blanked too: the input gate (`InputEncoding`) has already transcoded the text
/// to UTF-8, and a declaration's `encoding="UTF-16"` would make libxml2 decode it a second time.
enum XMLProcessingInstructionFilter {
    /// `bytes` with every processing instruction, the XML declaration included, blanked.
    /// - Complexity: O(n).
    static func filter(_ bytes: [UInt8]) -> [UInt8] {
        var output = bytes
        var index = 0
        let count = bytes.count
        let lt = UInt8(ascii: "<"), question = UInt8(ascii: "?")
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
