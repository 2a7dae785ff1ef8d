import EarshotUIKit

/// SwiftUI's `Button`: one element with the `button` trait, labelled by its content; double tap
/// runs the action.
public struct Button<Label: View> {
    let label: Label
    let action: () -> Void
    var role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }

    public var body: Never { fatalError("Button has no body") }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role. The role styles it (red for `.destructive`); VoiceOver hears the
    /// same "Delete, Button" (AccessibilitySnapshot's SwiftUI reference images).
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
        self.role = role
    }
}

extension Button {
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

/// What a button does, for its styling (SwiftUI's `ButtonRole`).
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let action = context.closingMenu(action)
        let children = context.styledButtonContent(label: label, role: role, action: action)
        let defaults = context.control(ElementDefaults(traits: .button, activate: action))
        // A primitive style whose body holds `Button(configuration)`: that button is the one.
        let role: ViewNode.Role =
            if case .primitive? = context.styles.buttonStyle, ViewNode.containsButton(children) { .layout } else { .combining(defaults) }
        let node = ViewNode(path: context.path, layout: .overlay(.center), role: role, children: children)
        node.buttonRole = self.role
        return [node]
    }
}

extension ResolveContext {
    /// `defaults` as the environment leaves them: inside `.disabled(true)` the control is dimmed
    /// (`notEnabled`) and does nothing.
    func control(_ defaults: ElementDefaults) -> ElementDefaults {
        guard !environment.isEnabled else { return defaults }
        var dimmed = defaults
        dimmed.traits.insert(.notEnabled)
        dimmed.activate = nil
        dimmed.increment = nil
        dimmed.decrement = nil
        return dimmed
    }
}
