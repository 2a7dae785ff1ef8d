import EarshotUIKit

/// SwiftUI's `LabeledContent`: a label and its value in a row, the label leading and the value
/// trailing. VoiceOver reads the row as one element, the label then the value: "Version, 1.0 (1)",
/// as a device's accessibility dump of a `LabeledContent` row shows (one element labelled
/// "Version, 1.0 (1)" over its two texts; Tests/EarshotCLITests/EditingAndLabeledContentTests.swift).
public struct LabeledContent<Label: View, Content: View> {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: Never { fatalError("LabeledContent has no body") }
}

extension LabeledContent where Label == Text {
    /// A row titled `title` showing `content`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row titled `title` showing `value`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A row titled `title` showing `value` formatted by `format`.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}

extension LabeledContent: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let row = HStack {
            label
            Spacer(minLength: 8)
            content.foregroundStyle(.secondary)
        }
        return [
            ViewNode(
                path: context.path, layout: .overlay(.leading), role: .combining(context.control(ElementDefaults())),
                children: context.resolve(row, id: "row"))
        ]
    }
}
