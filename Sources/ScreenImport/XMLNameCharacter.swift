/// The characters XML 1.0 (fifth edition, §2.3 "Common Syntactic Constructs") allows in names
/// of tags, attributes, entities and processing-instruction targets.
enum XMLNameCharacter {
    /// Whether the ASCII byte `byte` may stand in a name (first: at its start).
    @inline(__always)
    static func allows(ascii byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"):
            true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            !first
        default:
            false
        }
    }

    /// Whether the non-ASCII character `value` may stand in a name (first: at its start).
    static func allows(_ value: UInt32, first: Bool) -> Bool {
        switch value {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
            0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
            0x10000...0xEFFFF:
            true
        case 0xB7, 0x300...0x36F, 0x203F...0x2040:
            !first
        default:
            false
        }
    }
}
