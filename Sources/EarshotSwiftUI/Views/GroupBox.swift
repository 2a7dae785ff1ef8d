import EarshotUIKit

/// SwiftUI's `GroupBox`: its label above its content, inset in a rounded box. The box is drawn
/// only; VoiceOver reads the label and then the content's elements as they are, with no element
/// or container of the box's own (rjchatfield/AX's testGroupBox: a text and a button in a group
/// box are read as "item1", "item2, Button"). The label is read as plain text [U: no recording of
/// a labelled group box; docs/swiftui.md, "Elements and modifiers"].
public struct GroupBox<Label: View, Content: View> {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The iOS 14 spelling, the label first.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: Never { fatalError("GroupBox has no body") }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox: View, PrimitiveView {
    /// The box's inset on every side and the space between the label and the content, as iOS
    /// draws a group box (visual: VoiceOver hears the same words whatever they are).
    static var inset: CGFloat { 16 }
    static var labelSpacing: CGFloat { 8 }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        let label = label
        let content = content
        let column = VStack(alignment: .leading, spacing: Self.labelSpacing) {
            label.font(.headline)
            VStack(alignment: .leading) { content }
        }
        return context.resolveHere(column.padding(Self.inset))
    }
}
