import EarshotUIKit

/// SwiftUI's `DisclosureGroup`: a button naming the group, then its content while expanded. The
/// button's value is its state — "Details, Collapsed, Button" (no device-verified source; the
/// decision is in docs/swiftui.md); double tap expands or collapses and VoiceOver hears the new
/// state. In a List each content view is its own row.
public struct DisclosureGroup<Label: View, Content: View> {
    let isExpanded: Binding<Bool>?
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = nil
        self.content = content()
        self.label = label()
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.content = content()
        self.label = label()
    }

    public var body: Never { fatalError("DisclosureGroup has no body") }
}

extension DisclosureGroup where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

extension DisclosureGroup: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let expanded: Binding<Bool> =
            isExpanded
            ?? {
                let box = context.graph.stateBox(at: context.path + ".expanded", initial: false)
                return Binding(get: { box.value }, set: { box.set($0) })
            }()
        let isOpen = expanded.wrappedValue
        let defaults = context.control(
            ElementDefaults(
                value: isOpen ? "Expanded" : "Collapsed", traits: .button, activate: { expanded.wrappedValue.toggle() }
            ))
        // The label leading, the chevron trailing.
        let header = ViewNode(
            path: context.path + "/header", layout: .stack(.horizontal, spacing: defaultStackSpacing, alignment: .center),
            role: .combining(defaults),
            children: context.resolve(label, id: "label") + [
                ViewNode(path: context.path + "/spacer", layout: .spacer(minLength: defaultStackSpacing))
            ])
        let children = isOpen ? context.resolve(content, id: "content") : []
        if context.environment.isInList { return [header] + children }
        return [
            ViewNode(
                path: context.path, layout: .stack(.vertical, spacing: defaultStackSpacing, alignment: .leading),
                children: [header] + children)
        ]
    }
}
