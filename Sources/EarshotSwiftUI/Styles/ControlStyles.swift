import EarshotUIKit

// Styles and sizes of controls that change only how they are drawn: a text field's border, a
// control's size, a button's border shape. VoiceOver hears the
// same control; the value is kept on the `ModifiedContent` the modifier returns (docs/swiftui.md,
// "Styles").

/// SwiftUI's `TextFieldStyle`: the built-in styles only, as the SDK's requirement is private.
@MainActor
@preconcurrency
public protocol TextFieldStyle {}

public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The size of controls inside.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button's border.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }
    let kind: Kind
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }
}

/// `.textFieldStyle`, `.controlSize`, `.buttonBorderShape`: how controls
/// inside are drawn; visual, kept.
public struct _ControlStyleEffect<Style> {
    public var style: Style
}

extension _ControlStyleEffect: ViewModifier, VisualModifier {
    public func body(content: Content) -> Never { fatalError("_ControlStyleEffect has no body") }
}

nonisolated extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _ControlStyleEffect<S>> {
        modifier(_ControlStyleEffect(style: style))
    }

    public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _ControlStyleEffect<ControlSize>> {
        modifier(_ControlStyleEffect(style: controlSize))
    }

    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _ControlStyleEffect<ButtonBorderShape>> {
        modifier(_ControlStyleEffect(style: shape))
    }
}
