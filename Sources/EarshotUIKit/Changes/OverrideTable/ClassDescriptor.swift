import Foundation

/// One class's descriptor in the Swift runtime, read for its override table.
///
/// Layouts (swift/ABI/Metadata.h): a class's metadata holds its descriptor at word 5 without
/// Objective-C interoperability; the descriptor is a context descriptor (flags, parent), the type's
/// name, access function and fields, the class's superclass, bounds and counts (44 bytes), then
/// optional trailing parts in a fixed order: a resilient superclass and a run-time metadata
/// initialization (whose classes are left out), the vtable (header and 8-byte method descriptors)
/// and the override table (a count and 12-byte entries: introducing class, replaced method,
/// implementation, each a relative pointer).
struct ClassDescriptor {
    let address: UnsafeRawPointer

    /// What an override table entry replaces.
    struct Override {
        enum Kind: UInt32 {
            case method = 0
            case initializer, getter, setter, modify, read
        }
        /// The descriptor of the class that introduced the replaced member.
        let introducedBy: UnsafeRawPointer
        /// The replaced member's method descriptor.
        let method: UnsafeRawPointer
        /// nil for a kind this code does not know.
        let kind: Kind?
        /// The replacing implementation (an initializer's is its allocating entry point).
        let implementation: UnsafeRawPointer?
    }

    /// The descriptor of `type`, or nil where this reading does not apply: a generic class, or a
    /// runtime whose class layout this code does not read (`ClassDescriptor+ObjectiveC.swift`).
    init?(_ type: AnyClass) {
        guard let descriptor = Self.descriptor(of: type) else { return nil }
        let flags = descriptor.load(as: UInt32.self)
        // A class's context (kind 16) that is not generic (bit 7).
        guard flags & 0x1F == 16, flags & 0x80 == 0 else { return nil }
        address = descriptor
    }

    /// The override table's entries, or nil when the descriptor has parts this code cannot
    /// skip or counts no real class has.
    var overrides: [Override]? {
        let typeFlags = address.load(as: UInt32.self) >> 16
        // Only the layout the probes check: no resilient superclass (bit 13) and metadata made by
        // the compiler (bits 0–1), not at run time, as for a class below a generic one.
        guard typeFlags & (1 << 13) == 0, typeFlags & 0b11 == 0 else { return nil }
        var cursor = address + 44
        if typeFlags & (1 << 15) != 0 {
            let size = (cursor + 4).load(as: UInt32.self)
            guard size < 1 << 16 else { return nil }
            cursor += 8 + Int(size) * 8
        }
        guard typeFlags & (1 << 14) != 0 else { return [] }
        let count = Int(cursor.load(as: UInt32.self))
        guard count < 1 << 16 else { return nil }
        cursor += 4
        var result: [Override] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let entry = cursor + index * 12
            guard let introducedBy = Self.target(of: entry), let method = Self.target(of: entry + 4) else { return nil }
            let methodFlags = method.load(as: UInt32.self)
            result.append(
                Override(
                    introducedBy: introducedBy, method: method, kind: Override.Kind(rawValue: methodFlags & 0xF),
                    implementation: Self.target(of: entry + 8)))
        }
        return result
    }

    /// Where the relative pointer at `field` points; an odd offset points through an indirection
    /// cell (a reference to another image).
    static func target(of field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(field.load(as: Int32.self))
        guard offset != 0 else { return nil }
        if offset & 1 != 0 { return (field + (offset & ~1)).load(as: UnsafeRawPointer?.self) }
        return field + offset
    }
}
