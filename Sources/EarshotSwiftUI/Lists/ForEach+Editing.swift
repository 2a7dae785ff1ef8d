import EarshotUIKit
import Foundation

extension ForEach {
    /// SwiftUI's `onDelete(perform:)`: in a `List`, each row of this ForEach can be deleted. On
    /// iOS a row is deleted by swiping it; VoiceOver offers the swipe's "Delete" as a custom
    /// action of the row (docs/swiftui.md, "Lists"), which calls `action` with the row's offset.
    /// Outside a List nothing offers deletion, as in SwiftUI.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Gives the views of the row at `offset` the row's editing actions, in a List.
    @MainActor
    func offerEditing(on nodes: [ViewNode], offset: Int, in context: ResolveContext) {
        guard context.environment.isInList, let delete = deleteAction else { return }
        for node in nodes {
            node.rowActions.append((name: "Delete", handler: { delete(IndexSet(integer: offset)) }))
        }
    }
}
