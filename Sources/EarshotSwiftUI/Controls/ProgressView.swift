import EarshotUIKit

/// SwiftUI's `ProgressView`: determinate, as UIProgressView speaks ("Progress, 50%", with
/// `updatesFrequently`); indeterminate, "In progress" (docs/swiftui.md).
public struct ProgressView<Label: View> {
    let fraction: Double?
    let label: Label

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.label = label()
        if let value, total > 0, value.isFinite, total.isFinite {
            fraction = min(max(Double(value) / Double(total), 0), 1)
        } else {
            fraction = value == nil ? nil : 0
        }
    }

    init(fraction: Double?, label: Label) {
        self.fraction = fraction
        self.label = label
    }

    public var body: Never { fatalError("ProgressView has no body") }
}

extension ProgressView where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { EmptyView() }
    }

    /// An indeterminate progress view (a spinner).
    public init() {
        label = EmptyView()
        fraction = nil
    }
}

extension ProgressView where Label == Text {
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
                fractionCompleted: fraction, label: ProgressViewStyleConfiguration.Label(content: label))
            return inner.resolve(ReflectedBody(owner: style) { style.makeBody(configuration: configuration) }, id: "style")
        }
        let labels = context.resolve(label, id: "label")
        let defaults: ElementDefaults
        if let fraction {
            defaults = ElementDefaults(
                label: labels.isEmpty ? "Progress" : nil,
                value: UISlider.percentString(fraction), traits: .updatesFrequently)
        } else {
            defaults = ElementDefaults(label: labels.isEmpty ? "In progress" : nil, traits: .updatesFrequently)
        }
        let bar = ViewNode(
            path: context.path + "/bar",
            layout: .leaf { proposal in
                fraction == nil ? CGSize(width: 20, height: 20) : CGSize(width: Layout.clean(proposal.width ?? 100), height: 4)
            })
        return [
            ViewNode(
                path: context.path, layout: .stack(.vertical, spacing: 4, alignment: .leading),
                role: .combining(defaults), children: labels + [bar])
        ]
    }
}
