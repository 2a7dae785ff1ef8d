#if canImport(ObjectiveC)
extension ClassDescriptor {
    /// With Objective-C interoperability (Apple's platforms) a class's metadata has Objective-C's
    /// layout, which this code does not read: no descriptor, so `ClassOverrides.ownCode(of:below:)`
    /// answers "anything" for every app class and readers read such a class's objects again at
    /// every occasion. Slower, never wrong.
    static func descriptor(of type: AnyClass) -> UnsafeRawPointer? { nil }
}
#endif
