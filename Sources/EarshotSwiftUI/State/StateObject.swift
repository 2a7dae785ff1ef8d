import OpenCombine

/// SwiftUI's `@StateObject`: a published object the view owns. It is made once per view
/// identity, just before the first evaluation of `body` (later renders' initial values are never
/// evaluated, as Apple's documentation of `StateObject.init(wrappedValue:)` says), kept across
/// renders, and its `objectWillChange` re-renders the host.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = StateObjectBox(thunk) }

    @MainActor @preconcurrency public var wrappedValue: ObjectType { box.current.object }

    /// `$model.property`: bindings to the object's properties.
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

/// The storage of one `@StateObject`: the first render's box makes and keeps the object; later
/// renders' boxes redirect to it without making theirs. A view's init may make the box anywhere
/// (the struct is nonisolated); everything else runs on the main actor (the render and the
/// `@MainActor` accessors), so its fields need no lock.
final class StateObjectBox<ObjectType>: @unchecked Sendable {
    private let make: () -> ObjectType
    private var made: ObjectType?
    private var target: StateObjectBox<ObjectType>?

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var current: StateObjectBox<ObjectType> { target ?? self }

    /// The object, made on first use.
    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }

    func link(to other: StateObjectBox<ObjectType>) { target = other }
}

extension StateObject: StateProperty {
    func storage(graph: ViewGraph) -> AnyObject { box }

    func redirect(to storage: AnyObject) {
        guard let stored = storage as? StateObjectBox<ObjectType>, stored !== box else { return }
        box.link(to: stored)
    }
}

extension StateObject: PublishedObjectProperty {
    var publishedObject: AnyObject? { wrappedValue }
    func subscribe(_ onChange: @escaping @Sendable () -> Void) -> AnyCancellable? { wrappedValue.subscribeWillChange(onChange) }
}
