import EarshotUIKit

/// SwiftUI's `ViewThatFits`: the first of its children whose ideal size fits the space offered
/// along `axes`, or the last when none does. Only the chosen child is shown, so VoiceOver reads
/// only it.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { fatalError("ViewThatFits has no body") }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(path: context.path, layout: .firstFitting(axes), children: context.resolve(content, id: "c"))]
    }
}

extension Layout {
    /// The child of a ViewThatFits shown for `proposal`: the first whose ideal size along `axes`
    /// is within the proposal, else the last.
    /// - Complexity: O(k) in the children, each measured once for its ideal size.
    static func fittingChild(of node: ViewNode, axes: Axis.Set, proposal: ProposedSize) -> ViewNode? {
        for child in node.children {
            let ideal = size(
                of: child,
                for: ProposedSize(
                    width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth, fitsHeight { return child }
        }
        return node.children.last
    }
}
