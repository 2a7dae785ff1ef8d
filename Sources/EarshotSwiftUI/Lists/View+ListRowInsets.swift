import EarshotUIKit

extension View {
    /// SwiftUI's `listRowInsets(_:)`: the space between a List row's edges and its content
    /// (nil: the default, 11 pt above and below, 20 pt at the sides). It moves the row's content and
    /// so the frames VoiceOver reports; outside a List it does nothing, as in SwiftUI.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, _ in
            for node in nodes { node.listRowInsets = insets.map(ListNode.sanitized) }
            return nodes
        }
    }
}

extension ListNode {
    /// Insets with negative or non-finite edges made 0, with SwiftUI's kind of warning.
    static func sanitized(_ insets: EdgeInsets) -> EdgeInsets {
        func edge(_ value: CGFloat) -> CGFloat {
            guard value.isFinite, value >= 0 else {
                SwiftUIWarnings.log("listRowInsets: invalid inset \(value) (negative or non-finite) used as 0.")
                return 0
            }
            return value
        }
        return EdgeInsets(
            top: edge(insets.top), leading: edge(insets.leading), bottom: edge(insets.bottom), trailing: edge(insets.trailing))
    }
}
