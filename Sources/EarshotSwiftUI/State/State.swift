import Foundation

/// SwiftUI's `@State`: a value owned by a view, kept across renders by the view's identity;
/// setting it re-renders the hosting controller.
///
/// As in the SDK it is a nonisolated struct, `Sendable` when its value is: Apple's documentation
/// of `State` says a state property may be mutated from any thread. The value is kept behind a
/// lock; the render it causes always runs on the main actor (`StateBox.set`).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    public var wrappedValue: Value {
        get { box.current.value }
        nonmutating set { box.current.set(newValue) }
    }

    /// A binding to the stored value, usable from any thread as the state itself.
    public var projectedValue: Binding<Value> {
        let storage = box.current
        return Binding(unchecked: { storage.value }, set: { storage.set($0) })
    }
}

extension State: Sendable where Value: Sendable {}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// The storage of one `@State`: the first render's box is kept; later renders' boxes redirect to
/// it. Any thread may read and write it (the lock); the graph it invalidates is the main actor's.
final class StateBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    private var target: StateBox<Value>?
    private weak var graph: ViewGraph?

    init(_ value: Value) { stored = value }

    /// The box holding the value: the kept one once a render linked this one to it.
    var current: StateBox<Value> { lock.withLock { target } ?? self }

    /// The value; assigning it stores without rendering (for a built-in view inside a batch,
    /// which renders once at its end).
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// Stores `newValue` and re-renders the graph holding this state: at once on the main
    /// actor, else on the main actor's next turn.
    func set(_ newValue: Value) {
        let graph = lock.withLock {
            stored = newValue
            return self.graph
        }
        guard let graph else { return }
        MainActor.runNowOrNext { graph.invalidate() }
    }

    /// Makes `graph` re-render when the value changes.
    func attach(to graph: ViewGraph) { lock.withLock { self.graph = graph } }

    func link(to other: StateBox<Value>) { lock.withLock { target = other } }
}

/// Lets `ViewGraph` find and connect `@State` properties by reflection.
@MainActor
protocol StateProperty {
    func storage(graph: ViewGraph) -> AnyObject
    func redirect(to storage: AnyObject)
}

/// A property wrapper whose storage is a `StateBox` the graph keeps across renders (`@State`,
/// `@AccessibilityFocusState`, `@FocusState`): the first render's box is kept, later renders
/// link to it.
protocol StateBoxed: StateProperty {
    associatedtype Stored
    var box: StateBox<Stored> { get }
}

extension StateBoxed {
    func storage(graph: ViewGraph) -> AnyObject {
        box.attach(to: graph)
        return box
    }

    func redirect(to storage: AnyObject) {
        guard let stored = storage as? StateBox<Stored>, stored !== box else { return }
        box.link(to: stored)
    }
}

extension State: StateBoxed {}
