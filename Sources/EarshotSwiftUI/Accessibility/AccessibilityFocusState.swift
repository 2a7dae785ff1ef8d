import EarshotUIKit

/// SwiftUI's `@AccessibilityFocusState`: where VoiceOver's focus is, as a value. Setting it moves
/// VoiceOver there (the hosting view posts a layout change naming that element after the render);
/// VoiceOver moving its focus updates it. Kept across renders like `@State`.
@MainActor
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable> {
    let box: StateBox<Value>

    public init() where Value == Bool { box = StateBox(false) }
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

    public var wrappedValue: Value {
        get { box.current.value }
        nonmutating set { box.current.set(newValue) }
    }

    /// The binding `.accessibilityFocused` takes.
    public var projectedValue: Binding {
        Binding(box: box.current)
    }

    /// A binding to the focus state.
    @MainActor
    public struct Binding {
        let box: StateBox<Value>
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.set(newValue) }
        }
    }
}

extension AccessibilityFocusState: StateBoxed {}

/// An element's link to a focus state: whether the state names it, and how to name it or not.
@MainActor
struct FocusLink {
    let isFocused: () -> Bool
    let setFocused: (Bool) -> Void
}

nonisolated extension View {
    /// This view is focused when the state is true; VoiceOver focusing it sets the state true.
    public func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding) -> some View {
        accessibilityModifier(marking: false) {
            $0.focus = FocusLink(isFocused: { binding.wrappedValue }, setFocused: { binding.wrappedValue = $0 })
        }
    }

    /// This view is focused when the state equals `value`.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let value = value
        return accessibilityModifier(marking: false) {
            $0.focus = FocusLink(
                isFocused: { binding.wrappedValue == value },
                setFocused: { focused in
                    if focused {
                        binding.wrappedValue = value
                    } else if binding.wrappedValue == value, let cleared = Optional<Any>.none as? Value {
                        binding.wrappedValue = cleared
                    }
                }
            )
        }
    }
}
