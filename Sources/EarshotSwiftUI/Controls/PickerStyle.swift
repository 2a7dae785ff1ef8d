/// How a `Picker` shows its options (SwiftUI's `PickerStyle`). Only SwiftUI's built-in styles
/// exist, as in SwiftUI, whose protocol has no requirements an app can implement.
public protocol PickerStyle: Sendable {}

/// The built-in styles Earshot draws.
enum PickerStyleKind: Sendable {
    case automatic, menu, segmented, wheel, inline
}

/// A style Earshot knows how to draw.
protocol BuiltInPickerStyle: PickerStyle {
    var kind: PickerStyleKind { get }
}

/// The platform's default: a menu on iOS 16 and later.
public struct DefaultPickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .automatic }
}

/// A button that opens a menu of the options.
public struct MenuPickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// UIKit's segmented control.
public struct SegmentedPickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

/// UIKit's picker wheel.
public struct WheelPickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .wheel }
}

/// Every option in place, the chosen one checked.
public struct InlinePickerStyle: BuiltInPickerStyle {
    public init() {}
    var kind: PickerStyleKind { .inline }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

nonisolated extension View {
    /// The style of every `Picker` in this view's subtree.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInPickerStyle)?.kind ?? .automatic
        return environmentModifier { $0.pickerStyle = kind }
    }
}
