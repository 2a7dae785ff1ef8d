import EarshotUIKit

/// SwiftUI's `ScrollView`: its content (an implicit stack along `axes`) at its ideal length, shown
/// through a viewport that fills the space offered. Hosted as UIKit's `UIScrollView`, so it reads
/// as UIKit's does: transparent to the walk (its content is read as without it, as
/// AccessibilitySnapshot's SwiftUI reference images show) and paged by three-finger swipes
/// ("Page 2 of 3"). The scroll position is kept by the view's identity.
public struct ScrollView<Content: View> {
    let axis: Axis
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        axis = axes.contains(.vertical) || axes.isEmpty ? .vertical : .horizontal
        self.content = content()
    }

    public var body: Never { fatalError("ScrollView has no body") }
}

extension Axis {
    /// A set of axes (`ScrollView`'s first argument).
    public struct Set: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension ScrollView: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        ScrollNode.make(axis: axis, context: context) { path in
            ViewNode(
                path: path, layout: .stack(axis, spacing: defaultStackSpacing, alignment: .center),
                children: context.resolve(content, id: "c"))
        }
    }
}

@MainActor
enum ScrollNode {
    /// A scroll view's node at `context`'s path, with its position kept by that identity, over the
    /// content `content` makes at the path given.
    static func make(axis: Axis, context: ResolveContext, content: (String) -> ViewNode) -> [ViewNode] {
        let position = context.graph.stateBox(at: context.path + "#position", initial: ScrollPosition()).value
        // A lazy container inside says so again when it is placed.
        position.rendersOnScroll = false
        position.request = context.environment.lists.scrollRequest
        position.alwaysBounces = context.environment.lists.scrollBounce.alwaysBounces(scrollingAlong: axis)
        let node = ViewNode(path: context.path, layout: .scroll(axis), role: .scrollView, children: [content(context.path + "/content")])
        node.scrollPosition = position
        node.refresh = context.environment.refresh
        return [node]
    }
}
