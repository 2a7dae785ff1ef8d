/// The element that stands for a text field while its overlays make it a container (see
/// `UITextField+Overlays.swift`): it reads the field's own attributes (`ControlContentElement`)
/// and covers the field's frame; VoiceOver's double tap lands on its centre, inside the field,
/// which starts editing.
@MainActor
package final class UITextFieldContentElement: ControlContentElement {
    package init(field: UITextField) {
        super.init(standingFor: field)
    }

    /// The field this element stands for, while it exists.
    package var field: UITextField? { control as? UITextField }
}
