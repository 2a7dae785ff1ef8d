import EarshotUIKit

/// SwiftUI's `ToggleStyle`. The built-in styles keep the toggle's accessibility: `.switch` (the
/// automatic style on iOS) speaks as UISwitch, `.button` as a button with the toggle trait, which
/// VoiceOver speaks the same way ("Wi-Fi, Switch Button, Off", docs/swiftui.md). A custom style's
/// body is what VoiceOver reads, as written (docs/swiftui.md, "Styles").
@MainActor
@preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` draws from.
public struct ToggleStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let label: Label
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ: never, for one binding.
    public var isMixed: Bool { false }

    /// The binding itself, readable off the main actor as a stored value.
    var binding: Binding<Bool> { _isOn }

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// The built-in styles.
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
public struct SwitchToggleStyle: ToggleStyle {
    /// The colour of the switch when on: drawn only, so VoiceOver hears the same switch.
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
}
public struct ButtonToggleStyle: ToggleStyle { public init() {} }

/// A style Earshot draws itself.
@MainActor
protocol BuiltInToggleStyle: ToggleStyle {
    /// The toggle as a button rather than a switch.
    var isButton: Bool { get }
}

extension BuiltInToggleStyle {
    /// A built-in style's body: the toggle itself, drawn with this style.
    public func makeBody(configuration: Configuration) -> Toggle<ToggleStyleConfiguration.Label> {
        Toggle(configuration)
    }
}

extension DefaultToggleStyle: BuiltInToggleStyle { var isButton: Bool { false } }
extension SwitchToggleStyle: BuiltInToggleStyle { var isButton: Bool { false } }
extension ButtonToggleStyle: BuiltInToggleStyle { var isButton: Bool { true } }

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// `.toggleStyle`: the style of every toggle inside.
public struct _ToggleStyleModifier<Style: ToggleStyle> {
    public var style: Style
}

extension _ToggleStyleModifier: ViewModifier, InheritedStyleModifier {
    public func body(content: Content) -> Never { fatalError("_ToggleStyleModifier has no body") }
    func apply(to styles: inout InheritedStyles) { styles.toggleStyle = style }
}

nonisolated extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _ToggleStyleModifier<S>> {
        modifier(_ToggleStyleModifier(style: style))
    }
}
