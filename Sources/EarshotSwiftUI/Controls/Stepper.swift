import EarshotUIKit

/// SwiftUI's `Stepper`: its label as text, then "Decrement" and "Increment" buttons as UIStepper
/// speaks them; a button at its bound (or given no action) does nothing and, as on iOS 26.2, is
/// not dimmed (AccessibilitySnapshot's testStepperAtMin); `.disabled` dims both.
public struct Stepper<Label: View> {
    let label: Label
    /// The two buttons' actions as the value stands when the view is resolved: nil at a bound.
    let actions: @MainActor () -> (increment: (() -> Void)?, decrement: (() -> Void)?)

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.label = label()
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let fixed = (increment: onIncrement, decrement: onDecrement)
        actions = { fixed }
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let (value, bounds, step) = (value, bounds, step)
        actions = {
            let current = value.wrappedValue
            let increment: (() -> Void)? =
                current >= bounds.upperBound
                ? nil : { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
            let decrement: (() -> Void)? =
                current <= bounds.lowerBound
                ? nil : { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
            return (increment, decrement)
        }
    }

    /// A stepper with no bounds: neither button is ever dimmed.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let (value, step) = (value, step)
        actions = {
            (
                { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
            )
        }
    }

    public var body: Never { fatalError("Stepper has no body") }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(title) }
    }
}

/// The size of each half of UIKit's stepper (94 × 32 in all).
let stepperHalfSize = CGSize(width: 47, height: 32)

extension Stepper: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        func button(_ name: String, _ action: (() -> Void)?) -> ViewNode {
            let defaults = ElementDefaults(label: name, traits: .button, activate: action, standardControl: UIStepper.self)
            return ViewNode(
                path: context.path + "/" + name, layout: .leaf { _ in stepperHalfSize },
                role: .element(context.control(defaults)))
        }
        let (onIncrement, onDecrement) = actions()
        let children =
            context.resolve(label, id: "label") + [
                ViewNode(path: context.path + "/spacer", layout: .spacer(minLength: defaultStackSpacing)),
                button("Decrement", onDecrement),
                button("Increment", onIncrement),
            ]
        return [ViewNode(path: context.path, layout: .stack(.horizontal, spacing: 0, alignment: .center), children: children)]
    }
}
