/// `Binding.animation(_:)`: a binding whose changes SwiftUI animates. Nothing moves here (changes
/// reach their end state at once, docs/swiftui.md "Lifecycle and time"), so the binding reads
/// and writes the same value; the animation is kept in its `transaction`.
extension Binding {
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var animated = self
        animated.transaction.animation = animation
        return animated
    }
}
