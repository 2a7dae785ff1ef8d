import EarshotSwiftUI
import Foundation

/// A value a test owns, and a binding to it made with `Binding(get:set:)`, whose closures are
/// `@Sendable` as in the SDK: the value sits behind a lock so they may capture it.
final class StoredValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Value

    init(_ value: Value) { current = value }

    var value: Value {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }

    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}
