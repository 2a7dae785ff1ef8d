import EarshotUIKit

/// SwiftUI's `ProgressViewStyle`. The built-in `.linear` and `.circular` draw a bar or a spinner
/// and speak as the automatic style does; a custom style's body is what VoiceOver reads, as
/// written (docs/swiftui.md, "Styles").
@MainActor
@preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a `ProgressViewStyle` draws from.
public struct ProgressViewStyleConfiguration {
    public struct Label {
        let content: any View
        public var body: Never { fatalError("ProgressViewStyleConfiguration.Label has no body") }
    }
    /// The fraction done, from 0 to 1; nil when indeterminate.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: Label?
}

extension ProgressViewStyleConfiguration.Label: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, id: "label") }
}

public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }

/// A style Earshot draws itself.
@MainActor
protocol BuiltInProgressViewStyle: ProgressViewStyle {}

extension BuiltInProgressViewStyle {
    /// A built-in style's body: the progress view itself.
    public func makeBody(configuration: Configuration) -> ProgressView<AnyView, AnyView> { ProgressView(configuration) }
}

extension DefaultProgressViewStyle: BuiltInProgressViewStyle {}
extension LinearProgressViewStyle: BuiltInProgressViewStyle {}
extension CircularProgressViewStyle: BuiltInProgressViewStyle {}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressView where Label == AnyView, CurrentValueLabel == AnyView {
    /// A progress view from a style's configuration, as a style's body uses it.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            fraction: configuration.fractionCompleted, label: AnyView(configuration.label),
            currentValueLabel: AnyView(configuration.currentValueLabel))
    }
}

/// `.progressViewStyle`: the style of every progress view inside.
public struct _ProgressViewStyleModifier<Style: ProgressViewStyle> {
    public var style: Style
}

extension _ProgressViewStyleModifier: ViewModifier, InheritedStyleModifier {
    public func body(content: Content) -> Never { fatalError("_ProgressViewStyleModifier has no body") }
    func apply(to styles: inout InheritedStyles) { styles.progressViewStyle = style }
}

nonisolated extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _ProgressViewStyleModifier<S>> {
        modifier(_ProgressViewStyleModifier(style: style))
    }
}
