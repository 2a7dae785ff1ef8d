import EarshotUIKit

/// SwiftUI's `Slider`: an adjustable element whose value is the position as a whole percentage of
/// the range ("50%"), as UISlider speaks; swipe up/down move it by `step`, or by 10 % of the range
/// without one, and VoiceOver speaks the new value. The label is the `label:` view's text.
/// Minimum and maximum value labels are drawn before and after the track and read as elements of
/// their own, "0", then the slider, then "100": an audit of the native slider found VoiceOver
/// reading them apart and asks apps to hide them for that reason (the `Slider` entry of docs/swiftui.md).
public struct Slider<Label: View, ValueLabel: View> {
    let get: @MainActor () -> Double
    let set: @MainActor (Double) -> Void
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let valueLabels: (minimum: ValueLabel, maximum: ValueLabel)?

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(),
            valueLabels: (minimumValueLabel(), maximumValueLabel()))
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), label: label(),
            valueLabels: (minimumValueLabel(), maximumValueLabel()))
    }

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label,
        valueLabels: (minimum: ValueLabel, maximum: ValueLabel)?
    ) {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let value = value
        get = { Double(value.wrappedValue) }
        set = { value.wrappedValue = V($0) }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.label = label
        self.valueLabels = valueLabels
    }

    public var body: Never { fatalError("Slider has no body") }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), valueLabels: nil)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), valueLabels: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), valueLabels: nil)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: EmptyView(), valueLabels: nil)
    }
}

extension Slider: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let bounded = BoundedValue(minimum: bounds.lowerBound, maximum: bounds.upperBound, value: get())
        let span = bounded.maximum - bounded.minimum
        let fraction = span > 0 ? (bounded.value - bounded.minimum) / span : 0
        let delta = step ?? span / 10
        let set = self.set
        let defaults = context.control(
            ElementDefaults(
                value: UISlider.percentString(fraction),
                traits: .adjustable,
                increment: { set(bounded.clamped(bounded.value + delta)) },
                decrement: { set(bounded.clamped(bounded.value - delta)) },
                standardControl: UISlider.self
            ))
        // The label is accessibility-only here (SwiftUI's iOS slider does not draw it).
        var labelContext = context
        labelContext.path += "/label"
        let labelNodes = labelContext.resolveHere(label)
        let track = ViewNode(
            path: context.path + "/track",
            layout: .leaf { proposal in
                // A slider fills the width offered; with none offered it is 100 pt wide.
                let width = Layout.clean(proposal.width ?? 0)
                return CGSize(width: width == 0 ? 100 : width, height: 34)
            }, role: .combining(defaults), children: labelNodes)
        guard let valueLabels else { return [track] }
        // The value labels flank the track, as an HStack would place them; each is read as it is.
        return [
            ViewNode(
                path: context.path, layout: .stack(.horizontal, spacing: defaultStackSpacing, alignment: .center),
                children: context.resolve(valueLabels.minimum, id: "minimum") + [track]
                    + context.resolve(valueLabels.maximum, id: "maximum"))
        ]
    }
}
