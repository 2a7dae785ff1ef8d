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
        if let style = context.styles.disclosureGroupStyle {
            // A custom style draws the group; VoiceOver reads the group's own elements in the
            // frame of what the style draws (DisclosureGroupStyle.swift). Groups inside it take
            // the automatic style again.
            var inner = context
            inner.styles.disclosureGroupStyle = nil
            let configuration = DisclosureGroupStyleConfiguration(
                label: .init(content: label), content: .init(content: content), isExpanded: expanded)
            let drawn = ReflectedBody(owner: style) { style.makeBody(configuration: configuration) }
            let (label, content) = (label, content)
            return inner.resolve(
                VStack(alignment: .leading, spacing: 0) { drawn }
                    .accessibilityRepresentation {
                        DisclosureGroup(isExpanded: expanded) {
                            content
                        } label: {
                            label
                        }
                    },
                id: "style")
        }
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
