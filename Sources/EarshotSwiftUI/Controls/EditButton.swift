import EarshotUIKit

/// SwiftUI's `EditButton`: a button titled "Edit" that turns the environment's edit mode on, then
/// "Done" that turns it off, as UIKit's `editButtonItem` (docs/voiceover-behaviour.md, table
/// editing: "Edit" / "Done", the new title spoken after the double tap; rjchatfield/AX's
/// testEditButton: "Edit", a button). With no edit mode in the environment it does nothing, as
/// SwiftUI's.
public struct EditButton {
    public init() {}
    public var body: Never { fatalError("EditButton has no body") }
}

extension EditButton: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let mode = context.environment.editMode
        let editing = mode?.wrappedValue.isEditing ?? false
        let button = Button(editing ? "Done" : "Edit") {
            guard let mode else { return }
            mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
        }
        return context.resolveHere(button)
    }
}
