import EarshotUIKit

/// SwiftUI's composed gestures: two gestures recognized together, one after the other, or the
/// first that succeeds. What VoiceOver's double tap (one tap at the element) runs of them follows
/// from their parts (docs/swiftui.md, "Gestures"): the parts a single tap completes run, and the
/// composed gesture's own `onEnded` runs when a single tap completes it.
extension Gesture {
    /// This gesture and `other` at the same time (Apple's documentation of `simultaneously(with:)`).
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once it has succeeded (`sequenced(before:)`).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` when this one fails (`exclusively(before:)`).
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A gesture that a single tap completes, with the value it ends with.
protocol SingleTapValued {
    /// The gesture's value when one tap completes it; nil when one tap does not.
    var singleTapValue: Any? { get }
}

extension TapGesture: SingleTapValued {
    var singleTapValue: Any? { count == 1 ? () : nil }
}

/// Both gestures, recognized at the same time; either may be missing from the value.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension SimultaneousGesture: SingleTapRecognizing, SingleTapValued {
    /// A tap runs both parts' tap actions, the first's first.
    var singleTapAction: (() -> Void)? {
        let parts: [Any] = [first, second]
        let actions = parts.compactMap { ($0 as? SingleTapRecognizing)?.singleTapAction }
        guard !actions.isEmpty else { return nil }
        return { actions.forEach { $0() } }
    }

    var singleTapValue: Any? {
        let firstValue = (first as? SingleTapValued)?.singleTapValue as? First.Value
        let secondValue = (second as? SingleTapValued)?.singleTapValue as? Second.Value
        guard firstValue != nil || secondValue != nil else { return nil }
        return Value(first: firstValue, second: secondValue)
    }
}

/// The first gesture, then the second once the first has succeeded.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first has succeeded; the second is under way, if it has started.
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension SequenceGesture: SingleTapRecognizing, SingleTapValued {
    /// A single tap can complete the first part only: its action runs, and the sequence does not end.
    var singleTapAction: (() -> Void)? { (first as? SingleTapRecognizing)?.singleTapAction }
    var singleTapValue: Any? { nil }
}

/// The first gesture, or the second when the first fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension ExclusiveGesture: SingleTapRecognizing, SingleTapValued {
    /// Whether a single tap completes the first part; if not, the second gets the tap.
    private var firstTakesTheTap: Bool { (first as? SingleTapValued)?.singleTapValue != nil }

    var singleTapAction: (() -> Void)? {
        firstTakesTheTap ? (first as? SingleTapRecognizing)?.singleTapAction : (second as? SingleTapRecognizing)?.singleTapAction
    }

    var singleTapValue: Any? {
        if let value = (first as? SingleTapValued)?.singleTapValue as? First.Value { return Value.first(value) }
        if let value = (second as? SingleTapValued)?.singleTapValue as? Second.Value { return Value.second(value) }
        return nil
    }
}

extension _EndedGesture: SingleTapValued {
    var singleTapValue: Any? { (content as? SingleTapValued)?.singleTapValue }
}

extension _ChangedGesture: SingleTapValued {
    var singleTapValue: Any? { (content as? SingleTapValued)?.singleTapValue }
}

extension GestureStateGesture: SingleTapValued {
    var singleTapValue: Any? { (content as? SingleTapValued)?.singleTapValue }
}

nonisolated extension View {
    /// Runs `action` when a touch is held `minimumDuration` seconds: a `LongPressGesture` that
    /// VoiceOver's double tap does not perform, as VoiceOver on iOS needs a double tap and hold to
    /// pass a held touch through (docs/swiftui.md, "Gestures"). `onPressingChanged` runs as the
    /// press starts and ends, which no gesture Earshot's VoiceOver performs does.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action() })
    }
}
