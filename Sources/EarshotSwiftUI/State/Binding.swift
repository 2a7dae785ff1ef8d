/// SwiftUI's `@Binding`: read and write access to a value someone else owns.
///
/// As in the SDK it is a nonisolated struct, `Sendable` when its value is (Apple's documentation
/// of `Binding`: "A binding conforms to Sendable only if its wrapped value type also conforms to
/// Sendable"), whose public initializer takes `@Sendable` closures under `@preconcurrency`, so
/// app code gets the diagnostics it gets on iOS. The SDK's closures are also `@isolated(any)`;
/// Earshot's are not, because such a closure cannot be called synchronously.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// The transaction changes through this binding are made in (`animation(_:)`); nothing
    /// animates here, so it is kept for code that reads it.
    public var transaction = Transaction()

    @preconcurrency
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding over storage Earshot knows to be safe where the binding is used (a state box
    /// behind a lock, a built-in view's state read on the main actor).
    init(unchecked get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(unchecked: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            unchecked: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var whole = self.wrappedValue
                whole[keyPath: keyPath] = newValue
                self.wrappedValue = whole
            }
        )
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// `ForEach($items) { $item in … }`: a binding to a collection is a collection of bindings to its
/// elements, as in SwiftUI.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            unchecked: { self.wrappedValue[position] },
            set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
