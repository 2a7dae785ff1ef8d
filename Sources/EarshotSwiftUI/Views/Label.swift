import EarshotUIKit

/// SwiftUI's `Label`: an icon and a title, one element that speaks the title only (the icon is
/// decorative; docs/swiftui.md).
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { fatalError("Label has no body") }
}

extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let iconNodes = context.resolve(icon, id: "icon")
        iconNodes.forEach { $0.accessibility.isHidden = true }
        let children = iconNodes + context.resolve(title, id: "title")
        return [
            ViewNode(
                path: context.path, layout: .stack(.horizontal, spacing: defaultStackSpacing, alignment: .center),
                role: .combining(ElementDefaults(traits: .staticText)), children: children)
        ]
    }
}
