/// SwiftUI's `@GestureState`: a value a gesture sets while it goes on (`Gesture.updating`), which
/// returns to its initial value when the gesture ends. No gesture Earshot's assistive technologies
/// perform lasts past a render (VoiceOver's double tap begins and ends at once), so every render
/// reads the initial value, as SwiftUI renders after a gesture ends.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value

    public init(wrappedValue: Value) { initialValue = wrappedValue }
    public init(initialValue: Value) { self.initialValue = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initialValue = wrappedValue }
    public init(initialValue: Value, resetTransaction: Transaction) { self.initialValue = initialValue }

    /// The value while no gesture updates it: the initial one.
    public var wrappedValue: Value { initialValue }
    /// The state a gesture's `updating(_:body:)` writes to.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState: Sendable where Value: Sendable {}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { initialValue = nil }
}

/// SwiftUI's `Transaction`: the animation a state change is rendered with. Animations reach their
/// end state at once here (docs/swiftui.md, "Lifecycle and time"), so it keeps what the app chose.
public struct Transaction: @unchecked Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false
    /// What `addAnimationCompletion` added (Animation+Completion.swift). Apple's `Transaction` is
    /// `Sendable` while holding such closures; they run on the main actor.
    var completions: [() -> Void] = []

    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}
