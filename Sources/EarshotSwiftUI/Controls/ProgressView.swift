import EarshotUIKit

/// SwiftUI's `ProgressView`: determinate, as UIProgressView speaks ("Progress, 50%", with
/// `updatesFrequently`); indeterminate, "In progress" (docs/swiftui.md). A label, and a current
/// value label after it, are the element's label; the fraction stays its value
/// (rjchatfield/AX's testProgressView: "label, currentValueLabel, 10%").
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel

    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        if let value, total > 0, value.isFinite, total.isFinite {
            fraction = min(max(Double(value) / Double(total), 0), 1)
        } else {
            fraction = value == nil ? nil : 0
        }
    }

    init(fraction: Double?, label: Label, currentValueLabel: CurrentValueLabel) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public var body: Never { fatalError("ProgressView has no body") }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label) { EmptyView() }
    }

    /// An indeterminate progress view (a spinner) described by `label`.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { EmptyView() }
    }

    /// An indeterminate progress view (a spinner).
    public init() {
        self.init(fraction: nil, label: EmptyView(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }
}

extension ProgressView: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        if let style = context.styles.progressViewStyle, !(style is any BuiltInProgressViewStyle) {
            // A custom style: its body is what VoiceOver reads; progress views inside it are automatic.
            var inner = context
            inner.styles.progressViewStyle = nil
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: ProgressViewStyleConfiguration.Label(content: label),
                currentValueLabel: CurrentValueLabel.self == EmptyView.self
                    ? nil : ProgressViewStyleConfiguration.Label(content: currentValueLabel))
            return inner.resolve(ReflectedBody(owner: style) { style.makeBody(configuration: configuration) }, id: "style")
        }
        let labels = context.resolve(label, id: "label")
        let current = context.resolve(currentValueLabel, id: "currentValueLabel")
        let defaults: ElementDefaults
        if let fraction {
            defaults = ElementDefaults(
                label: labels.isEmpty && current.isEmpty ? "Progress" : nil,
                value: UISlider.percentString(fraction), traits: .updatesFrequently)
        } else {
            defaults = ElementDefaults(label: labels.isEmpty && current.isEmpty ? "In progress" : nil, traits: .updatesFrequently)
        }
        let bar = ViewNode(
            path: context.path + "/bar",
            layout: .leaf { proposal in
                fraction == nil ? CGSize(width: 20, height: 20) : CGSize(width: Layout.clean(proposal.width ?? 100), height: 4)
            })
        return [
            ViewNode(
                path: context.path, layout: .stack(.vertical, spacing: 4, alignment: .leading),
                role: .combining(defaults), children: labels + [bar] + current)
        ]
    }
}
