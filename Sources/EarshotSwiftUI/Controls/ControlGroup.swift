import EarshotUIKit

/// SwiftUI's `ControlGroup`: related controls side by side in one visual group. It is a layout
/// only, so each control inside stays its own element, read in order ("Bold, Button", "Italic,
/// Button"). Its label is shown only by the menu style of control group, which Earshot does not
/// have, so the label is neither drawn nor read.
public struct ControlGroup<Content: View> {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group with a label (shown only by the menu style, which Earshot does not have).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }

    /// A group with a title (shown only by the menu style, which Earshot does not have).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("ControlGroup has no body") }
}

extension ControlGroup: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(HStack(spacing: 0) { content }, id: "controls")
    }
}
