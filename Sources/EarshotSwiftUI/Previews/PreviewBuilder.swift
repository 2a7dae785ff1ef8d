import EarshotUIKit

/// The result builder of a `#Preview` body: SwiftUI views as `@ViewBuilder` combines them, or
/// one UIKit view or view controller. (SwiftUI declares one `#Preview` per kind; Earshot's one
/// builder lets the type checker accept a body it cannot read before choosing, one declaring
/// `@Previewable @State`.)
@resultBuilder
@MainActor
public enum PreviewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildExpression(_ view: UIView) -> UIView { view }
    public static func buildExpression(_ controller: UIViewController) -> UIViewController { controller }

    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One SwiftUI view, as itself (more specific than the variadic form below, which would wrap
    /// it in a `TupleView`).
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// One UIKit view or view controller.
    public static func buildBlock<Content>(_ content: Content) -> Content { content }
    /// Several SwiftUI views, as `@ViewBuilder` combines them.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
