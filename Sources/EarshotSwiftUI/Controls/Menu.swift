import EarshotUIKit

/// SwiftUI's `Menu`: a button named by its label whose double tap opens the menu, its content
/// (buttons, toggles, pickers, dividers, nested menus) in a column presented modally, as the
/// menu-style `Picker`'s options are. VoiceOver reads only the open menu; a button of the menu
/// runs its action and closes it, Escape closes it, and focus returns to the menu's button.
/// The button says "Options, Button", UIKit's plain button as the menu picker does, where a
/// recording has "Pop up button" and a hint after it: a known departure (docs/swiftui.md,
/// "Decisions").
public struct Menu<Label: View, Content: View> {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: Never { fatalError("Menu has no body") }
}

extension Menu where Label == Text {
    /// A menu whose button shows `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == EarshotSwiftUI.Label<Text, Image> {
    /// A menu whose button shows `title` with a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { EarshotSwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Menu: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let isOpen = context.graph.stateBox(at: context.path + ".menu", initial: false)
        let graph = context.graph
        if isOpen.value {
            let close: @MainActor @Sendable () -> Void = { graph.batch { isOpen.value = false } }
            // Handed to the main actor that presents the menu (docs/swiftui.md, "Isolation").
            nonisolated(unsafe) let content = content
            let root = {
                AnyView(
                    VStack(alignment: .leading, spacing: 0) { content }
                        .environmentModifier { $0.closeMenu = close })
            }
            graph.requestPresentation(
                PresentationRequest(
                    key: context.path + "#menu",
                    make: {
                        let controller = UIHostingController(rootView: root())
                        controller.hostingView?.escape = close
                        return controller
                    },
                    update: { presented in (presented as? UIHostingController<AnyView>)?.rootView = root() }))
        }
        let defaults = context.control(ElementDefaults(traits: .button, activate: { isOpen.set(true) }))
        return [
            ViewNode(
                path: context.path, layout: .overlay(.center), role: .combining(defaults),
                children: context.resolve(label, id: "label"))
        ]
    }
}

extension ResolveContext {
    /// A button's action: inside an open menu it closes the menu first, then runs, as choosing a
    /// menu item does.
    func closingMenu(_ action: @escaping () -> Void) -> () -> Void {
        guard let close = environment.closeMenu else { return action }
        return {
            close()
            action()
        }
    }
}
