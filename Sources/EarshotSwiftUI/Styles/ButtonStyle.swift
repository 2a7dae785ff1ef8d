import EarshotUIKit

/// SwiftUI's `ButtonStyle`: how a button looks, drawn from its label. The button stays one
/// element with the `button` trait whose label is what the style's body shows and whose double
/// tap runs the action (docs/swiftui.md, "Styles").
@MainActor
@preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label {
        let content: any View
        public var body: Never { fatalError("ButtonStyleConfiguration.Label has no body") }
    }
    public let role: ButtonRole?
    public let label: Label
    /// Whether the button is held down: VoiceOver's double tap presses and releases at once, so
    /// a render never sees it held.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, id: "label") }
}

/// SwiftUI's `PrimitiveButtonStyle`: a style that also decides when the action runs
/// (`configuration.trigger()`). VoiceOver's double tap triggers it, as SwiftUI's button keeps its
/// accessibility action whatever the style (docs/swiftui.md, "Styles").
@MainActor
@preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` draws from.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public let label: Label
    let action: () -> Void
    /// Runs the button's action.
    public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button from a primitive style's configuration, as a style's body uses it.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(action: configuration.action) { configuration.label }
        self.role = configuration.role
    }
}

/// The built-in styles: each draws the label its own way (plain, bordered, filled with the tint);
/// VoiceOver hears the same button.
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }

/// A style Earshot draws itself: the button resolves as the automatic one.
@MainActor
protocol BuiltInButtonStyle: PrimitiveButtonStyle {}

extension BuiltInButtonStyle {
    public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
        Button(configuration)
    }
}

extension DefaultButtonStyle: BuiltInButtonStyle {}
extension PlainButtonStyle: BuiltInButtonStyle {}
extension BorderlessButtonStyle: BuiltInButtonStyle {}
extension BorderedButtonStyle: BuiltInButtonStyle {}
extension BorderedProminentButtonStyle: BuiltInButtonStyle {}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// `.buttonStyle`: the style of every button inside.
public struct _ButtonStyleModifier<Style> {
    public var style: Style
}

extension _ButtonStyleModifier: ViewModifier, BuiltInModifier, InheritedStyleModifier {
    public func body(content: Content) -> Never { fatalError("_ButtonStyleModifier has no body") }

    func apply(to styles: inout InheritedStyles) {
        if let style = style as? any ButtonStyle {
            styles.buttonStyle = .style(style)
        } else if style is any BuiltInButtonStyle {
            styles.buttonStyle = nil
        } else if let style = style as? any PrimitiveButtonStyle {
            styles.buttonStyle = .primitive(style)
        }
    }
}

nonisolated extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _ButtonStyleModifier<S>> {
        modifier(_ButtonStyleModifier(style: style))
    }

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _ButtonStyleModifier<S>> {
        modifier(_ButtonStyleModifier(style: style))
    }
}

extension ViewNode {
    /// Whether a button is among these nodes: a primitive style's body that holds
    /// `Button(configuration)` is that button, not a second one around it.
    /// - Complexity: O(n), n the nodes below; an explicit stack, not recursion.
    static func containsButton(_ nodes: [ViewNode]) -> Bool {
        var pending = nodes
        while let node = pending.popLast() {
            if case .combining(let defaults) = node.role, defaults.traits.contains(.button) { return true }
            pending += node.children
        }
        return false
    }
}

extension ResolveContext {
    /// A button's content as the inherited style draws it; inside the style's body buttons take
    /// the automatic style again, so `Button(configuration)` does not restyle itself.
    func styledButtonContent(label: any View, role: ButtonRole?, action: @escaping () -> Void) -> [ViewNode] {
        guard let kind = styles.buttonStyle else { return resolve(label, id: "label") }
        var inner = self
        inner.styles.buttonStyle = nil
        let styleLabel = ButtonStyleConfiguration.Label(content: label)
        switch kind {
        case .style(let style):
            let configuration = ButtonStyleConfiguration(role: role, label: styleLabel, isPressed: false)
            return inner.resolve(ReflectedBody(owner: style) { style.makeBody(configuration: configuration) }, id: "style")
        case .primitive(let style):
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: styleLabel, action: action)
            return inner.resolve(ReflectedBody(owner: style) { style.makeBody(configuration: configuration) }, id: "style")
        }
    }
}
