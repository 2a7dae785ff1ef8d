import OpenCombine

/// SwiftUI's `@ObservedObject`: a published object (Combine's `ObservableObject`) the view is
/// given; its `objectWillChange` re-renders the host. The view does not own it: each render's
/// value is the one its parent passes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// `$model.property`: bindings to the object's properties.
    @MainActor @preconcurrency public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    /// Bindings to the properties of a published object (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = root
            return Binding(unchecked: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }
}

/// A property wrapper holding a published object whose changes re-render the host
/// (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`): the graph subscribes to its
/// `objectWillChange` while the view's identity lives.
@MainActor
protocol PublishedObjectProperty {
    /// The object this render reads, if it has one.
    var publishedObject: AnyObject? { get }
    /// Subscribes `onChange` to the object's `objectWillChange`.
    func subscribe(_ onChange: @escaping @Sendable () -> Void) -> AnyCancellable?
}

extension ObservableObject {
    /// Calls `onChange` before each change the object announces.
    func subscribeWillChange(_ onChange: @escaping @Sendable () -> Void) -> AnyCancellable {
        objectWillChange.sink { _ in onChange() }
    }
}

extension ObservedObject: PublishedObjectProperty {
    var publishedObject: AnyObject? { wrappedValue }
    func subscribe(_ onChange: @escaping @Sendable () -> Void) -> AnyCancellable? { wrappedValue.subscribeWillChange(onChange) }
}
