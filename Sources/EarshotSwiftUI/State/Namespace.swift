import Foundation

/// SwiftUI's `@Namespace`: an identity for a group of views, stable for the lifetime of the view
/// that declares it (kept by the graph at that view's identity, as `@State` is), which
/// `accessibilityRotorEntry(id:in:)` and `AccessibilityRotorEntry(_:id:in:)` share to name the
/// same view.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    let box: StateBox<ID>

    public init() { box = StateBox(ID(value: NamespaceCounter.shared.next())) }

    public var wrappedValue: ID { box.current.value }
}

extension Namespace: StateBoxed {}

/// Hands out namespace identities, unique in the process.
private final class NamespaceCounter: @unchecked Sendable {
    static let shared = NamespaceCounter()
    private let lock = NSLock()
    private var last = 0

    func next() -> Int {
        lock.withLock {
            last += 1
            return last
        }
    }
}
