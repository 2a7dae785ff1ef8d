#if os(Linux)
/// The types of the loaded code that conform to a protocol, read from the Swift runtime's
/// conformance records, as the runtime itself finds conformances for `as?`.
///
/// Layouts (swift/ABI/Metadata.h, swift/shims/MetadataSections.h): every Swift image registers
/// its metadata sections with the runtime (`swift_enumerateAllMetadataSections` lists them; the
/// conformance section's start and length are words 6 and 7). The section is an array of 32-bit
/// relative pointers to conformance descriptors: protocol (relative, indirectable), type
/// reference (relative; its kind in bits 3–5 of the flags: 0 a type descriptor, 1 a pointer to
/// one), witness table, flags. A context descriptor holds flags (kind in bits 0–4, generic bit
/// 7), its parent (relative, indirectable) and name (relative); a type's descriptor then its
/// metadata access function (relative), called for the type's metadata.
///
/// Every address is checked against the loaded images' segments (`dl_iterate_phdr`) before it is
/// read, so a record this code does not understand is passed over, never followed out of bounds.
/// ClassDescriptor (EarshotUIKit) reads the same kind of relative pointers inside one class's
/// descriptor, where the compiler made every address; here each comes from any loaded image.
enum ConformanceRecords {
    /// The non-generic types conforming to the protocol named `protocolName` declared at the top
    /// level of the module `moduleName`, in the order the images and their records are loaded.
    /// - Complexity: O(r + i·s), r the conformance records of all loaded images, i the images,
    ///   s their segments; each protocol descriptor's name is read once.
    static func types(conformingTo protocolName: String, in moduleName: String) -> [Any.Type] {
        types(conformingTo: protocolName, in: moduleName, sections: registeredSections())
    }

    /// The conformance sections of every loaded Swift image: start and length in bytes.
    static func registeredSections() -> [(start: UInt, length: UInt)] {
        var sections: [(start: UInt, length: UInt)] = []
        withUnsafeMutablePointer(to: &sections) { list in
            enumerateAllMetadataSections(
                { sections, context in
                    // Words 6 and 7: swift5_protocol_conformances. Version 1 and later have them.
                    if sections.loadUnaligned(as: UInt.self) >= 1 {
                        let start = sections.loadUnaligned(fromByteOffset: 6 * 8, as: UInt.self)
                        let length = sections.loadUnaligned(fromByteOffset: 7 * 8, as: UInt.self)
                        context.assumingMemoryBound(to: [(start: UInt, length: UInt)].self).pointee.append((start, length))
                    }
                    return true
                }, list)
        }
        return sections
    }

    /// `types(conformingTo:in:)` over the conformance records in `sections`; a section or record
    /// that does not lie in the loaded images, or does not read as the layouts above, is passed
    /// over.
    static func types(conformingTo protocolName: String, in moduleName: String, sections: [(start: UInt, length: UInt)]) -> [Any.Type] {
        let memory = LoadedSegments()
        var matches: [UInt: Bool] = [:]
        var types: [Any.Type] = []
        // A section is whole records, shorter than any image (4 GiB).
        for section in sections where section.length % 4 == 0 && section.length < 1 << 32 {
            guard memory.contains(section.start, count: Int(section.length)) else { continue }
            for offset in stride(from: 0, to: Int(section.length), by: 4) {
                let record = section.start + UInt(offset)
                guard let descriptor = memory.relative(record, indirect: false), memory.contains(descriptor, count: 16),
                    let protocolDescriptor = memory.relative(descriptor, indirect: true)
                else { continue }
                let isMatch =
                    matches[protocolDescriptor]
                    ?? memory.isContext(protocolDescriptor, kind: 3, named: protocolName, inModuleNamed: moduleName)
                matches[protocolDescriptor] = isMatch
                guard isMatch, let type = memory.type(of: descriptor) else { continue }
                types.append(type)
            }
        }
        return types
    }
}

/// The readable and executable address ranges of the loaded images (their `PT_LOAD` segments).
private struct LoadedSegments {
    private(set) var readable: [ClosedRange<UInt>] = []
    private(set) var executable: [ClosedRange<UInt>] = []

    init() {
        withUnsafeMutablePointer(to: &self) { segments in
            _ = dlIteratePhdr(
                { info, _, context in
                    guard let info, let context else { return 0 }
                    let segments = context.assumingMemoryBound(to: LoadedSegments.self)
                    // struct dl_phdr_info: dlpi_addr, dlpi_name, dlpi_phdr, dlpi_phnum (16 bits).
                    let base = info.loadUnaligned(as: UInt.self)
                    guard let headers = info.load(fromByteOffset: 16, as: UnsafeRawPointer?.self) else { return 0 }
                    let count = Int(info.loadUnaligned(fromByteOffset: 24, as: UInt16.self))
                    for index in 0..<count {
                        // Elf64_Phdr (56 bytes): p_type, p_flags, p_offset, p_vaddr, p_paddr, p_filesz, p_memsz.
                        let header = headers + index * 56
                        let type = header.loadUnaligned(as: UInt32.self)
                        let flags = header.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
                        let (start, overflow) = base.addingReportingOverflow(header.loadUnaligned(fromByteOffset: 16, as: UInt.self))
                        let size = header.loadUnaligned(fromByteOffset: 40, as: UInt.self)
                        // PT_LOAD, readable (PF_R); PF_X marks code.
                        guard type == 1, flags & 4 != 0, size > 0, !overflow, start <= UInt.max - size else { continue }
                        segments.pointee.readable.append(start...(start + size - 1))
                        if flags & 1 != 0 { segments.pointee.executable.append(start...(start + size - 1)) }
                    }
                    return 0
                }, segments)
        }
    }

    /// Whether `count` bytes from `address` lie in one readable segment.
    func contains(_ address: UInt, count: Int) -> Bool {
        guard count > 0, address <= UInt.max - UInt(count) else { return false }
        return readable.contains { $0.contains(address) && $0.contains(address + UInt(count) - 1) }
    }

    /// Where the 32-bit relative pointer at `field` points, when that is readable; an
    /// indirectable pointer with its low bit set points at a pointer to the target.
    func relative(_ field: UInt, indirect: Bool) -> UInt? {
        guard contains(field, count: 4), let pointer = UnsafeRawPointer(bitPattern: field) else { return nil }
        let offset = Int(pointer.loadUnaligned(as: Int32.self))
        guard offset != 0 else { return nil }
        let target = UInt(bitPattern: Int(bitPattern: field) &+ (offset & ~1))
        guard indirect, offset & 1 != 0 else { return target }
        guard contains(target, count: 8), let cell = UnsafeRawPointer(bitPattern: target) else { return nil }
        return cell.loadUnaligned(as: UInt.self)
    }

    /// The NUL-terminated string at `address`, up to 256 bytes, when readable.
    func string(at address: UInt) -> String? {
        var bytes: [UInt8] = []
        for index in 0..<256 {
            guard contains(address + UInt(index), count: 1), let byte = UnsafeRawPointer(bitPattern: address + UInt(index)) else {
                return nil
            }
            let value = byte.loadUnaligned(as: UInt8.self)
            if value == 0 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(value)
        }
        return nil
    }

    /// Whether the context descriptor at `address` is of `kind`, named `name`, and its parent is
    /// the module named `module` (kind 0).
    func isContext(_ address: UInt, kind: UInt32, named name: String, inModuleNamed module: String) -> Bool {
        guard contains(address, count: 12), let descriptor = UnsafeRawPointer(bitPattern: address),
            descriptor.loadUnaligned(as: UInt32.self) & 0x1F == kind,
            let nameAddress = relative(address + 8, indirect: false), string(at: nameAddress) == name,
            let parent = relative(address + 4, indirect: true), contains(parent, count: 12),
            let parentDescriptor = UnsafeRawPointer(bitPattern: parent), parentDescriptor.loadUnaligned(as: UInt32.self) & 0x1F == 0,
            let moduleName = relative(parent + 8, indirect: false)
        else { return false }
        return string(at: moduleName) == module
    }

    /// The type a conformance descriptor names, when it names a non-generic struct, enum or class
    /// by its descriptor, through the type's metadata access function.
    func type(of conformance: UInt) -> Any.Type? {
        guard contains(conformance + 12, count: 4), let flags = UnsafeRawPointer(bitPattern: conformance + 12) else { return nil }
        let typeField = conformance + 4
        let typeDescriptor: UInt?
        switch (flags.loadUnaligned(as: UInt32.self) >> 3) & 0x7 {
        case 0: typeDescriptor = relative(typeField, indirect: false)
        case 1:
            guard let cell = relative(typeField, indirect: false), contains(cell, count: 8) else { return nil }
            typeDescriptor = UnsafeRawPointer(bitPattern: cell)?.loadUnaligned(as: UInt.self)
        default: typeDescriptor = nil
        }
        guard let typeDescriptor, contains(typeDescriptor, count: 16), let descriptor = UnsafeRawPointer(bitPattern: typeDescriptor)
        else { return nil }
        let typeFlags = descriptor.loadUnaligned(as: UInt32.self)
        // A class, struct or enum (kinds 16–18) that is not generic (bit 7).
        guard (16...18).contains(typeFlags & 0x1F), typeFlags & 0x80 == 0,
            let accessor = relative(typeDescriptor + 12, indirect: false),
            executable.contains(where: { $0.contains(accessor) }),
            let function = UnsafeRawPointer(bitPattern: accessor)
        else { return nil }
        // MetadataResponse accessor(MetadataRequest): request 0 is complete metadata; the
        // response's first word, returned in the first return register, is the metadata.
        let access = unsafeBitCast(function, to: (@convention(c) (Int) -> UnsafeRawPointer?).self)
        guard let metadata = access(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}

/// The Swift runtime's list of every loaded image's metadata sections (exported by the runtime
/// on ELF platforms; Swift Testing finds its tests the same way).
@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer)

/// The C library's walk of the loaded images (link.h), which Glibc's module map leaves out.
@_silgen_name("dl_iterate_phdr")
private func dlIteratePhdr(
    _ body: @convention(c) (_ info: UnsafeRawPointer?, _ size: Int, _ context: UnsafeMutableRawPointer?) -> Int32,
    _ context: UnsafeMutableRawPointer?
) -> Int32
#endif
