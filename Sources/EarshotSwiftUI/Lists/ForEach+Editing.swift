import EarshotUIKit
import Foundation

extension ForEach where Content: View {
    /// SwiftUI's `onDelete(perform:)`: in a `List`, each row of this ForEach can be deleted. On
    /// iOS a row is deleted by swiping it; VoiceOver offers the swipe's "Delete" as a custom
    /// action of the row (docs/swiftui.md, "Lists"), which calls `action` with the row's offset.
    /// In edit mode the row also shows its delete control. Outside a List nothing offers
    /// deletion, as in SwiftUI.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// SwiftUI's `onMove(perform:)`: in a `List` in edit mode, each row of this ForEach shows a
    /// reorder control; moving a row calls `action` with its offset and the destination offset
    /// (docs/swiftui.md, "Lists").
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.moveAction = action
        return copy
    }

    /// The views of the row at `offset` with the row's editing: in a List, the swipe's "Delete"
    /// action, and in edit mode the delete and reorder controls around each view.
    @MainActor
    func offerEditing(on nodes: [ViewNode], offset: Int, in context: ResolveContext) -> [ViewNode] {
        guard context.environment.isInList else { return nodes }
        if let delete = deleteAction {
            for node in nodes {
                node.rowActions.append((name: "Delete", handler: { delete(IndexSet(integer: offset)) }))
            }
        }
        guard context.environment.editMode?.wrappedValue == .active, deleteAction != nil || moveAction != nil else { return nodes }
        return nodes.map { ListRowEditing.controls(around: $0, offset: offset, delete: deleteAction, move: moveAction, in: context) }
    }
}

/// A List row in edit mode, as UIKit's table view draws one (EarshotUIKit's
/// `UITableViewCell+Editing.swift`, whose words these are): a delete control at the leading edge,
/// a button labelled "Delete" and the row's label; its double tap shows the confirmation button
/// "Delete" after the row, whose double tap deletes the row; a reorder control at the trailing
/// edge labelled "Reorder" and the row's label. A SwiftUI list in edit mode shows the same
/// controls: realm/realm-swift's SwiftUI UI test (`SwiftUITestHostUITests.swift`) taps the
/// control "Delete " (an empty row's label) and then the revealed "Delete", and finds the reorder
/// control by "Reorder"; UI tests of SwiftUI and UIKit lists find "Reorder ⟨row text⟩".
@MainActor
enum ListRowEditing {
    /// The width UIKit's editing controls take (`UITableViewCell.editingIndentation`).
    static let controlSide: CGFloat = 38
    /// The controls' height: the symbol they draw.
    static let controlHeight: CGFloat = 22
    /// The delete confirmation's width (`UITableViewCell.deleteConfirmationWidth`).
    static let confirmationWidth: CGFloat = 74

    /// `node` in a row with its editing controls. The confirmation's state is kept by the row's
    /// identity, so it survives the render its control's double tap causes.
    static func controls(
        around node: ViewNode, offset: Int, delete: ((IndexSet) -> Void)?, move: ((IndexSet, Int) -> Void)?, in context: ResolveContext
    ) -> ViewNode {
        let rowLabel = node.rowLabel
        func named(_ verb: String) -> String { rowLabel.isEmpty ? verb : verb + " " + rowLabel }
        var children: [ViewNode] = []
        let confirming = context.graph.stateBox(at: node.path + "#confirmingDelete", initial: false)
        if delete != nil {
            let toggle = ElementDefaults(label: named("Delete"), traits: .button, activate: { confirming.value.toggle() })
            children.append(control(node.path + "#delete", width: controlSide, role: .element(context.control(toggle))))
        } else {
            confirming.value = false
        }
        children.append(node)
        // The trailing controls sit at the row's trailing edge.
        children.append(ViewNode(path: node.path + "#editingSpace", layout: .spacer(minLength: 0)))
        if let delete, confirming.value {
            let commit = ElementDefaults(
                label: "Delete", traits: .button,
                activate: {
                    confirming.value = false
                    delete(IndexSet(integer: offset))
                })
            children.append(control(node.path + "#confirmDelete", width: confirmationWidth, role: .element(context.control(commit))))
        } else if move != nil {
            // The reorder control moves a row by dragging it; no double tap moves it (docs/swiftui.md, "Lists").
            let handle = ElementDefaults(label: named("Reorder"), traits: .button)
            children.append(control(node.path + "#reorder", width: controlSide, role: .element(context.control(handle))))
        }
        // Top-aligned, so the controls and the row's content share a line of the reading order
        // (docs/voiceover-behaviour.md §2) and are read leading to trailing, as a cell's are.
        let row = ViewNode(path: node.path + "#editing", layout: .stack(.horizontal, spacing: 0, alignment: .top), children: children)
        row.listRowInsets = node.listRowInsets
        row.tag = node.tag
        return row
    }

    private static func control(_ path: String, width: CGFloat, role: ViewNode.Role) -> ViewNode {
        ViewNode(path: path, layout: .leaf { _ in CGSize(width: width, height: controlHeight) }, role: role)
    }
}

extension ViewNode {
    /// The label of the row this node makes: its elements' labels joined, as a table cell's.
    var rowLabel: String {
        HostedItem.items(for: self).flatMap(\.elements).compactMap(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
