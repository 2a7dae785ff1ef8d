import EarshotUIKit
import Foundation

/// SwiftUI's `Gesture`: a touch gesture a view recognizes, whose `Value` its actions receive.
///
/// What VoiceOver perceives of a gesture (docs/swiftui.md, "Gestures"): its double tap is one tap
/// at the element, so a single `TapGesture` runs; a drag, a long press or a multi-tap needs the
/// finger it describes (on iOS, VoiceOver's pass-through: double tap and hold, then move), which
/// Earshot's VoiceOver does not perform, and no gesture adds a trait or an action an assistive
/// technology can read. Apps give those gestures an `accessibilityAction` instead.
public protocol Gesture<Value> {
    /// What the gesture's actions receive.
    associatedtype Value
}

/// A gesture VoiceOver's double tap runs: the action to run, when this gesture is a single tap.
protocol SingleTapRecognizing {
    var singleTapAction: (() -> Void)? { get }
}

extension Gesture {
    /// `action` runs with the gesture's last value when it ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// `action` runs with each new value while the gesture goes on.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    /// `body` updates `state` with each new value while the gesture goes on; the state returns to
    /// its initial value when the gesture ends (`GestureState`).
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(content: self, state: state, body: body)
    }
}

/// A gesture with an action for its end (`Gesture.onEnded`).
public struct _EndedGesture<Content: Gesture>: Gesture, SingleTapRecognizing {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    /// The content's own tap actions, then this one with the value a single tap ends the
    /// content with (a tap's `()`, a composed gesture's value), when one does.
    var singleTapAction: (() -> Void)? {
        let own = (content as? SingleTapRecognizing)?.singleTapAction
        guard let value = (content as? SingleTapValued)?.singleTapValue as? Value else { return own }
        let action = action
        return {
            own?()
            action(value)
        }
    }
}

/// A gesture with an action for each change (`Gesture.onChanged`).
public struct _ChangedGesture<Content: Gesture>: Gesture, SingleTapRecognizing {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    var singleTapAction: (() -> Void)? { (content as? SingleTapRecognizing)?.singleTapAction }
}

/// A gesture that updates a `GestureState` while it goes on (`Gesture.updating`).
public struct GestureStateGesture<Base: Gesture, State>: Gesture, SingleTapRecognizing {
    public typealias Value = Base.Value
    let content: Base
    let state: GestureState<State>
    let body: (Value, inout State, inout Transaction) -> Void

    var singleTapAction: (() -> Void)? { (content as? SingleTapRecognizing)?.singleTapAction }
}
