import EarshotUIKit

/// SwiftUI's `View`: a value that describes part of a screen through its `body`.
///
/// Earshot evaluates `body` when a `UIHostingController` renders, lays the result out and hosts it
/// as UIKit views, so the one accessibility walk orders it and VoiceOver speaks it.
@MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
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
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError("EmptyView has no body") }
}

extension EmptyView: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] { [] }
}
