import EarshotUIKit

/// SwiftUI's `DisclosureGroupStyle`. The automatic style is the button and content described in
/// `DisclosureGroup`. A custom style only draws: VoiceOver reads the disclosure group's own
/// elements — its label as a button whose value is "Collapsed" or "Expanded" and whose double tap
/// toggles the group, then the content while expanded — in the frame of what the style's body
/// draws, as a custom `ToggleStyle` keeps the toggle's (cvs-health's
/// ios-swiftui-accessibility-techniques, AccordionsView: "VoiceOver speaks the same "Collapsed…"
/// and "Expanded…" state and hint text" for a custom style as for the native group).
@MainActor
@preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a `DisclosureGroupStyle` draws from.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, as the style places it.
    public struct Label {
        let content: any View
        public var body: Never { fatalError("DisclosureGroupStyleConfiguration.Label has no body") }
    }
    /// The group's content, as the style places it.
    public struct Content {
        let content: any View
        public var body: Never { fatalError("DisclosureGroupStyleConfiguration.Content has no body") }
    }
    public let label: Label
    public let content: Content
    @Binding public var isExpanded: Bool

    /// The binding itself, readable off the main actor as a stored value.
    var binding: Binding<Bool> { _isExpanded }
}

extension DisclosureGroupStyleConfiguration.Label: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, id: "label") }
}

extension DisclosureGroupStyleConfiguration.Content: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, id: "content") }
}

/// The automatic style: the disclosure group as `DisclosureGroup` draws it.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> DisclosureGroup<Configuration.Label, Configuration.Content> {
        DisclosureGroup(isExpanded: configuration.binding) {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// `.disclosureGroupStyle`: the style of every disclosure group inside.
public struct _DisclosureGroupStyleModifier<Style: DisclosureGroupStyle> {
    public var style: Style
}

extension _DisclosureGroupStyleModifier: ViewModifier, InheritedStyleModifier {
    public func body(content: Content) -> Never { fatalError("_DisclosureGroupStyleModifier has no body") }
    func apply(to styles: inout InheritedStyles) {
        styles.disclosureGroupStyle = style is AutomaticDisclosureGroupStyle ? nil : style
    }
}

nonisolated extension View {
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> ModifiedContent<Self, _DisclosureGroupStyleModifier<S>> {
        modifier(_DisclosureGroupStyleModifier(style: style))
    }
}
