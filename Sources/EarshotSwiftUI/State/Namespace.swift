import Synchronization

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

    public init() { box = StateBox(ID(value: NamespaceCounter.next())) }

    public var wrappedValue: ID { box.current.value }
}

extension Namespace: StateBoxed {}

/// Hands out namespace identities, unique in the process.
private enum NamespaceCounter {
    static let last = Mutex(0)

    static func next() -> Int {
        last.withLock {
            $0 += 1
            return $0
        }
    }
}
