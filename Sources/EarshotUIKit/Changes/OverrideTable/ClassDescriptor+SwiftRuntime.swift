#if !canImport(ObjectiveC)
extension ClassDescriptor {
    /// Where the Swift runtime without Objective-C interoperability keeps a class's descriptor:
    /// word 5 of its metadata (swift/ABI/Metadata.h).
    static func descriptor(of type: AnyClass) -> UnsafeRawPointer? {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        return metadata.load(fromByteOffset: 40, as: UnsafeRawPointer?.self)
    }
}
#endif
