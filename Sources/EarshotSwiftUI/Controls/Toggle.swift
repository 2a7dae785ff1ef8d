import EarshotUIKit

/// SwiftUI's `Toggle` (switch style): one element that speaks as a UISwitch — "Wi-Fi, Switch
/// Button, Off" — whose double tap flips the binding; the host re-renders and VoiceOver hears the
/// new state. A custom accessibility value is ignored, as UIKit ignores it on a UISwitch.
public struct Toggle<Label: View> {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: Never { fatalError("Toggle has no body") }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle from a style's configuration, as a style's body uses it.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.binding) { configuration.label }
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// UIKit's switch size, which SwiftUI's switch-style toggle draws too.
let switchSize = CGSize(width: 51, height: 31)

extension Toggle: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let binding = isOn
        let builtIn = context.styles.toggleStyle as? any BuiltInToggleStyle
        if let style = context.styles.toggleStyle, builtIn == nil {
            // A custom style draws the toggle; VoiceOver still reads the toggle, in the frame of
            // what the style draws (WWDC24 session 10073, 4:04). Toggles inside it are automatic.
            var inner = context
            inner.styles.toggleStyle = nil
            let configuration = ToggleStyleConfiguration(label: .init(content: label), isOn: binding)
            let drawn = ReflectedBody(owner: style) { style.makeBody(configuration: configuration) }
            return inner.resolve(drawn.accessibilityRepresentation { Toggle(isOn: binding) { label } }, id: "style")
        }
        let isButton = builtIn?.isButton ?? false
        let defaults = context.control(
            ElementDefaults(
                value: binding.wrappedValue ? "1" : "0",
                traits: [.button, .switchButton],
                activate: { binding.wrappedValue.toggle() },
                standardControl: isButton ? nil : UISwitch.self
            ))
        if isButton {
            // `.button`: the label drawn as a button; the same toggle to VoiceOver.
            return [
                ViewNode(
                    path: context.path, layout: .overlay(.center), role: .combining(defaults),
                    children: context.resolve(label, id: "label"))
            ]
        }
        if context.styles.labelsHidden {
            // Only the switch is drawn; the label still names it (`labelsHidden()`).
            return [
                ViewNode(
                    path: context.path, layout: .leaf { _ in switchSize }, role: .combining(defaults),
                    children: context.resolve(label, id: "label"))
            ]
        }
        // The label leading, the switch trailing: an HStack with a Spacer between.
        let children =
            context.resolve(label, id: "label") + [
                ViewNode(path: context.path + "/spacer", layout: .spacer(minLength: defaultStackSpacing)),
                ViewNode(path: context.path + "/switch", layout: .leaf { _ in switchSize }),
            ]
        return [
            ViewNode(
                path: context.path, layout: .stack(.horizontal, spacing: defaultStackSpacing, alignment: .center),
                role: .combining(defaults), children: children)
        ]
    }
}
