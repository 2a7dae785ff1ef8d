import EarshotUIKit

/// SwiftUI's `HorizontalEdge`: the side a row's swipe actions come from.
public enum HorizontalEdge: Sendable, Hashable, CaseIterable {
    case leading, trailing
}

extension View {
    /// SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`: buttons a List row shows when
    /// swiped. VoiceOver cannot swipe a row; it offers each button as a custom action of the row,
    /// named by the button's label, as it offers a table row's swipe actions (docs/swiftui.md,
    /// "Lists"). `edge` and `allowsFullSwipe` change only how the row is swiped. Outside a List the
    /// modifier does nothing, as in SwiftUI.
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> some View {
        let actions = content()
        return ModifiedView(content: self, environment: nil) { nodes, context in
            guard context.environment.isInList else { return nodes }
            var buttons = context
            buttons.environment.isInList = false
            let named = buttons.resolve(actions, id: "swipeActions-\(edge)").flatMap(HostedItem.items).flatMap(\.elements)
                .compactMap { element in element.activate.map { (name: element.label ?? "", handler: $0) } }
            for node in nodes { node.rowActions += named }
            return nodes
        }
    }
}
