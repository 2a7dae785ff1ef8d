import EarshotUIKit

/// SwiftUI's `Gauge`: a value within a range, shown as a bar. VoiceOver reads it as one element,
/// as a determinate `ProgressView` is read: the label, then the value — the current value label's
/// text when one is given, else the fraction of the range as a percentage ("Battery, 40%").
/// No device recording of a `Gauge` is in the project's sources: the reading is the progress
/// view's (docs/swiftui.md, "Decisions"). The minimum and maximum value labels are drawn at the
/// ends and are not read.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View> {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public var body: Never { fatalError("Gauge has no body") }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, named by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: nil, minimumValueLabel: nil,
            maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge whose value is read as `currentValueLabel` says it.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with its current value and the bounds drawn at its ends.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension Gauge {
    /// Where `value` lies in `bounds`, from 0 to 1 (a value outside is clamped, an empty range is 0).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, value.isFinite else { return 0 }
        return min(max(Double(value - bounds.lowerBound) / span, 0), 1)
    }
}

extension Gauge: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let labels = context.resolve(label, id: "label")
        let current = currentValueLabel.map { context.resolve($0, id: "current") } ?? []
        let spoken = current.flatMap { HostedItem.items(for: $0).flatMap(\.elements).compactMap(\.label) }.joined(separator: ", ")
        var defaults = ElementDefaults(
            label: labels.isEmpty ? "Progress" : nil,
            value: spoken.isEmpty ? UISlider.percentString(fraction) : spoken, traits: .updatesFrequently)
        defaults = context.control(defaults)
        let ends =
            (minimumValueLabel.map { context.resolve($0, id: "minimum") } ?? [])
            + [
                ViewNode(
                    path: context.path + "/bar", layout: .leaf { proposal in CGSize(width: Layout.clean(proposal.width ?? 100), height: 4) }
                )
            ]
            + (maximumValueLabel.map { context.resolve($0, id: "maximum") } ?? [])
        for node in current + ends { node.accessibility.isHidden = true }
        let bar = ViewNode(path: context.path + "/ends", layout: .stack(.horizontal, spacing: 4, alignment: .center), children: ends)
        return [
            ViewNode(
                path: context.path, layout: .stack(.vertical, spacing: 4, alignment: .leading), role: .combining(defaults),
                children: labels + current + [bar])
        ]
    }
}
