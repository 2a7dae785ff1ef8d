import EarshotUIKit

/// SwiftUI's `@FocusState`: which text field has keyboard focus, as a value (`Bool`, or an
/// optional `Hashable` naming one of several fields). Setting it moves keyboard focus with
/// `.focused(_:)` / `.focused(_:equals:)`: the hosted `UITextField` becomes first responder and
/// VoiceOver moves to it; a field starting or ending editing (VoiceOver's double tap, Return)
/// sets it back. Kept across renders like `@State`.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let box: StateBox<Value>

    public init() where Value == Bool { box = StateBox(false) }
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

    public var wrappedValue: Value {
        get { box.current.value }
        nonmutating set { box.current.set(newValue) }
    }

    /// The binding `.focused` takes.
    public var projectedValue: Binding { Binding(box: box.current) }

    /// A binding to a focus state.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>

        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.set(newValue) }
        }

        public var projectedValue: Binding { self }
    }
}

extension FocusState: StateBoxed {}

extension View {
    /// The text field in this view has keyboard focus while `condition` is true; its editing
    /// sets it.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        keyboardFocus(
            KeyboardFocusLink(
                isFocused: { condition.wrappedValue },
                setFocused: { condition.wrappedValue = $0 }))
    }

    /// The text field in this view has keyboard focus while the state equals `value`; its
    /// editing sets the state to `value`, and ending it clears the state (nil) if it still names
    /// this field.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        keyboardFocus(
            KeyboardFocusLink(
                isFocused: { binding.wrappedValue == value },
                setFocused: { focused in
                    if focused {
                        binding.wrappedValue = value
                    } else if binding.wrappedValue == value, let cleared = Optional<Any>.none as? Value {
                        binding.wrappedValue = cleared
                    }
                }))
    }

    private func keyboardFocus(_ link: KeyboardFocusLink) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, context in
            for node in nodes {
                if let field = node.firstTextInput { context.graph.link(field, to: link) }
            }
            return nodes
        }
    }
}

/// A text input's link to a focus state.
@MainActor
struct KeyboardFocusLink {
    let isFocused: () -> Bool
    let setFocused: (Bool) -> Void
}

extension ViewNode {
    /// The first hosted UIKit text input in this subtree, in builder order: what `.focused`
    /// gives keyboard focus to. Views without text input take no keyboard focus on an iPhone.
    /// - Complexity: O(n) in the subtree, with a worklist.
    var firstTextInput: UIView? {
        var pending: [ViewNode] = [self]
        while let node = pending.popLast() {
            if case .uiKit(let view) = node.role, view is UITextField { return view }
            pending.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}
