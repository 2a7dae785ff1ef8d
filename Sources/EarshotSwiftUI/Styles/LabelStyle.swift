import EarshotUIKit

/// SwiftUI's `LabelStyle`. Whatever it shows, a `Label` speaks its title: `.iconOnly` draws only
/// the icon and VoiceOver still says the title; `.titleOnly` draws and says the title. A custom
/// style's body is one element combining what it shows, as a `Label` is (docs/swiftui.md,
/// "Styles").
@MainActor
@preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` draws from.
public struct LabelStyleConfiguration {
    public struct Title {
        let content: any View
        public var body: Never { fatalError("LabelStyleConfiguration.Title has no body") }
    }
    public struct Icon {
        let content: any View
        public var body: Never { fatalError("LabelStyleConfiguration.Icon has no body") }
    }
    public let title: Title
    public let icon: Icon
}

extension LabelStyleConfiguration.Title: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, id: "title") }
}

extension LabelStyleConfiguration.Icon: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content, id: "icon")
        nodes.forEach { $0.accessibility.isHidden = true }
        return nodes
    }
}

/// The built-in styles and what each draws.
public struct DefaultLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }

/// A style Earshot draws itself.
@MainActor
protocol BuiltInLabelStyle: LabelStyle {
    var showsTitle: Bool { get }
    var showsIcon: Bool { get }
}

extension BuiltInLabelStyle {
    /// A built-in style's body: the label itself, drawn with this style.
    public func makeBody(configuration: Configuration) -> Label<LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon> {
        Label(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension DefaultLabelStyle: BuiltInLabelStyle {
    var showsTitle: Bool { true }
    var showsIcon: Bool { true }
}
extension TitleAndIconLabelStyle: BuiltInLabelStyle {
    var showsTitle: Bool { true }
    var showsIcon: Bool { true }
}
extension TitleOnlyLabelStyle: BuiltInLabelStyle {
    var showsTitle: Bool { true }
    var showsIcon: Bool { false }
}
extension IconOnlyLabelStyle: BuiltInLabelStyle {
    var showsTitle: Bool { false }
    var showsIcon: Bool { true }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// `.labelStyle`: the style of every label inside.
public struct _LabelStyleModifier<Style: LabelStyle> {
    public var style: Style
}

extension _LabelStyleModifier: ViewModifier, InheritedStyleModifier {
    public func body(content: Content) -> Never { fatalError("_LabelStyleModifier has no body") }
    func apply(to styles: inout InheritedStyles) { styles.labelStyle = style }
}

nonisolated extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _LabelStyleModifier<S>> {
        modifier(_LabelStyleModifier(style: style))
    }
}
