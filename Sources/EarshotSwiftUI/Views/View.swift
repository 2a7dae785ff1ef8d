import EarshotUIKit

/// SwiftUI's `View`: a value that describes part of a screen through its `body`.
///
/// Earshot evaluates `body` when a `UIHostingController` renders, lays the result out and hosts it
/// as UIKit views, so the one accessibility walk orders it and VoiceOver speaks it.
///
/// Isolated as the SDK declares it (`@MainActor @preconcurrency`): an app's own view infers the
/// main actor from conforming in its declaration, while the built-in views conform in an
/// extension, so they stay values that any code can build (docs/swiftui.md, "Isolation").
@MainActor
@preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

/// Views whose `body` is never evaluated: Earshot resolves them itself.
extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// A view built into Earshot: it turns itself into layout nodes instead of having a `body`.
@MainActor
protocol PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode]
}

/// A view that shows nothing.
public struct EmptyView: Sendable {
    public init() {}
    public var body: Never { fatalError("EmptyView has no body") }
}

extension EmptyView: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] { [] }
}
