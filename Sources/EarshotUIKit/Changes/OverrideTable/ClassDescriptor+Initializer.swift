import Foundation

extension ClassDescriptor {
    /// A class that adds nothing to `Foundation.NSObject`: its override table names, once, the
    /// `init()` every such class inherits.
    private final class InitializerProbe: Foundation.NSObject {}

    /// The allocating entry point of `type`'s `init()`, inherited or its own, read from its
    /// override table, for code that must create an instance of a class it knows only at run time
    /// where Swift's type checker asks for a `required` initializer (SwiftUI's
    /// `UIApplicationDelegateAdaptor` creating the app's delegate, as UIKit does through the
    /// Objective-C runtime). nil when the class has no `init()` (it declares other initializers
    /// only), is generic, or its descriptor does not read as expected.
    static func allocatingInitializer(of type: Foundation.NSObject.Type) -> UnsafeRawPointer? {
        guard let probe = ClassDescriptor(InitializerProbe.self)?.overrides?.filter({ $0.kind == .initializer }),
            probe.count == 1, let overrides = ClassDescriptor(type)?.overrides
        else { return nil }
        return overrides.first { $0.kind == .initializer && $0.method == probe[0].method }?.implementation
    }
}

/// `ClassDescriptor.allocatingInitializer(of:)` for the modules above EarshotUIKit.
package enum ClassInitializer {
    /// The allocating entry point of `type`'s `init()`, or nil (`ClassDescriptor`).
    package static func allocatingEntryPoint(of type: Foundation.NSObject.Type) -> UnsafeRawPointer? {
        ClassDescriptor.allocatingInitializer(of: type)
    }
}
