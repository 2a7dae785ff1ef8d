/// SwiftUI's `@State`: a value owned by a view, kept across renders by the view's identity;
/// setting it re-renders the hosting controller.
@MainActor
@propertyWrapper
public struct State<Value> {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    public var wrappedValue: Value {
        get { box.current.value }
        nonmutating set { box.current.set(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = box.current
        return Binding(get: { storage.value }, set: { storage.set($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// The storage of one `@State`: the first render's box is kept; later renders' boxes redirect to it.
@MainActor
final class StateBox<Value> {
    var value: Value
    weak var graph: ViewGraph?
    private var target: StateBox<Value>?

    init(_ value: Value) { self.value = value }

    var current: StateBox<Value> { target ?? self }

    func set(_ newValue: Value) {
        value = newValue
        graph?.invalidate()
    }

    func link(to other: StateBox<Value>) { target = other }
}

/// Lets `ViewGraph` find and connect `@State` properties by reflection.
@MainActor
protocol StateProperty {
    func storage(graph: ViewGraph) -> AnyObject
    func redirect(to storage: AnyObject)
}

/// A property wrapper whose storage is a `StateBox` the graph keeps across renders (`@State`,
/// `@AccessibilityFocusState`): the first render's box is kept, later renders link to it.
protocol StateBoxed: StateProperty {
    associatedtype Stored
    var box: StateBox<Stored> { get }
}

extension StateBoxed {
    func storage(graph: ViewGraph) -> AnyObject {
        box.graph = graph
        return box
    }

    func redirect(to storage: AnyObject) {
        guard let stored = storage as? StateBox<Stored>, stored !== box else { return }
        box.link(to: stored)
    }
}

extension State: StateBoxed {}
