/// The strings a dump repeats on nearly every node (type names, trait lists), made once per
/// import and shared: a direct-mapped table keyed by a hash of the bytes, where a collision only
/// costs making the string again.
struct WDAXMLStringTable {
    private struct Entry {
        var bytes: Range<Int>
        var string: String
        var isTypeName: Bool
        var type: DumpElementType?
    }

    private var entries = [Entry?](repeating: nil, count: 256)

    /// The type name spelled by `range`, and the XCTest type it names.
    mutating func typeName(_ range: Range<Int>, in bytes: [UInt8]) -> (name: String, type: DumpElementType?) {
        let entry = self.entry(range, in: bytes, typed: true)
        return (entry.string, entry.type)
    }

    /// The text of `range`.
    mutating func string(_ range: Range<Int>, in bytes: [UInt8]) -> String {
        entry(range, in: bytes, typed: false).string
    }

    private mutating func entry(_ range: Range<Int>, in bytes: [UInt8], typed: Bool) -> Entry {
        var hash: UInt64 = typed ? 0xCBF2_9CE4_8422_2325 : 0x8422_2325_CBF2_9CE4
        for index in range {
            hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01B3
        }
        let slot = Int(truncatingIfNeeded: (hash ^ hash >> 32) & UInt64(entries.count - 1))
        if let entry = entries[slot], entry.isTypeName == typed, entry.bytes.count == range.count, bytes[entry.bytes] == bytes[range] {
            return entry
        }
        let string = String(decoding: bytes[range], as: UTF8.self)
        let entry = Entry(bytes: range, string: string, isTypeName: typed, type: typed ? DumpElementType(dumpName: string) : nil)
        entries[slot] = entry
        return entry
    }
}
