import EarshotUIKit

/// SwiftUI's `GeometryReader`: takes the space offered and builds its content from that space's
/// size and position (`GeometryProxy`), placing it at its top-leading corner. The content is
/// built when the reader is placed, once its frame is known.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public var body: Never { fatalError("GeometryReader has no body") }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        let content = content
        let builder = GeometryReaderBuilder { proxy in context.resolve(content(proxy), id: "c") }
        return [ViewNode(path: context.path, layout: .geometry(builder))]
    }
}

/// What a `GeometryReader` builds once placed.
@MainActor
final class GeometryReaderBuilder {
    let build: (GeometryProxy) -> [ViewNode]
    init(build: @escaping (GeometryProxy) -> [ViewNode]) { self.build = build }

    /// The size a reader offered nothing chooses, as SwiftUI's does.
    static let idealLength: CGFloat = 10
}

/// SwiftUI's `GeometryProxy`: the reader's size, its frame, and the safe area's insets at it.
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size: CGSize
    /// The safe area's insets at the reader's edges: the screen's insets on each edge the reader
    /// reaches the safe area's boundary, 0 elsewhere.
    public let safeAreaInsets: EdgeInsets
    /// The frame in the window (scrolling included).
    let globalFrame: CGRect

    /// The reader's frame in `coordinateSpace`: `.global` is the window's (a scrolled content's
    /// frames move with it), `.local` the reader's own (origin zero).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: globalFrame
        case .local: CGRect(origin: .zero, size: size)
        }
    }
}

/// SwiftUI's `CoordinateSpace`: the window's (`.global`) or a view's own (`.local`). Named spaces
/// (`.named`, `.coordinateSpace(name:)`) are not in Earshot.
public enum CoordinateSpace: Sendable, Hashable {
    case global, local
}
