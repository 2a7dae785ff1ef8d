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
        let builtIn = context.styles.labelStyle as? any BuiltInLabelStyle
        if let style = context.styles.labelStyle, builtIn == nil {
            // A custom style: one element combining what its body shows.
            var inner = context
            inner.styles.labelStyle = nil
            let configuration = LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon))
            let children = inner.resolve(ReflectedBody(owner: style) { style.makeBody(configuration: configuration) }, id: "style")
            return [
                ViewNode(
                    path: context.path, layout: .overlay(.center), role: .combining(ElementDefaults(traits: .staticText)),
                    children: children)
            ]
        }
        let showsTitle = builtIn?.showsTitle ?? true
        let showsIcon = builtIn?.showsIcon ?? true
        let iconNodes = showsIcon ? context.resolve(icon, id: "icon") : []
        iconNodes.forEach { $0.accessibility.isHidden = true }
        let titleNodes = context.resolve(title, id: "title")
        var defaults = ElementDefaults(traits: .staticText)
        if !showsTitle {
            // `.iconOnly` draws the icon alone; VoiceOver still says the title.
            defaults.label = HostedItem.items(
                for: ViewNode(path: context.path + "#title", layout: .overlay(.center), children: titleNodes)
            )
            .flatMap(\.elements).compactMap(\.label).joined(separator: ", ")
        }
        let children = iconNodes + (showsTitle ? titleNodes : [])
        return [
            ViewNode(
                path: context.path, layout: .stack(.horizontal, spacing: defaultStackSpacing, alignment: .center),
                role: .combining(defaults), children: children)
        ]
    }
}
