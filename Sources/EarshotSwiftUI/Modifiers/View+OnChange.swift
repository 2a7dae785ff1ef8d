import EarshotUIKit

/// `.onChange(of:)`: runs an action when a value the view was rendered with differs from the one of
/// the render before (Apple's documentation of `onChange(of:initial:_:)`: "SwiftUI passes the old
/// and new values to the closure"; the iOS 14 form, `onChange(of:perform:)`, passes the new value).
/// The action runs after the render, before VoiceOver reads the screen (`ViewLifecycle`).
nonisolated extension View {
    /// The iOS 17 form: `action` gets the old and the new value; with `initial`, it also runs when
    /// the view appears, with the first value as both.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        nonisolated(unsafe) let value = value
        nonisolated(unsafe) let action = action
        return lifecycleModifier("change") { record, appears, graph in
            let old = record.value as? V
            record.value = value
            if appears {
                if initial { graph.lifecycle.afterRender { action(value, value) } }
            } else if let old, old != value {
                graph.lifecycle.afterRender { action(old, value) }
            }
        }
    }

    /// The iOS 17 form whose action takes no value.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        nonisolated(unsafe) let action = action
        return onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }

    /// The iOS 14 form: `action` gets the new value.
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        nonisolated(unsafe) let action = action
        return onChange(of: value, initial: false) { (_: V, new: V) in action(new) }
    }
}
