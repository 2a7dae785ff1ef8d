/// The element that stands for a text field while its overlays make it a container (see
/// `UITextField+Overlays.swift`): it reads the field's label, value, hint, traits, language,
/// identifier and custom actions and covers the field's frame; VoiceOver's double tap lands on
/// its centre, inside the field, which starts editing.
@MainActor
package final class UITextFieldContentElement: ControlPartElement {
    package init(field: UITextField) {
        super.init(control: field) { control, _ in control.bounds }
    }

    /// The field this element stands for, while it exists.
    package var field: UITextField? { control as? UITextField }

    package override var accessibilityLabel: String? {
        get { accessibilityOverrides.label ?? field?.accessibilityLabel }
        set { accessibilityOverrides.label = newValue }
    }

    package override var accessibilityValue: String? {
        get { accessibilityOverrides.value ?? field?.accessibilityValue }
        set { accessibilityOverrides.value = newValue }
    }

    package override var accessibilityHint: String? {
        get { accessibilityOverrides.hint ?? field?.accessibilityHint }
        set { accessibilityOverrides.hint = newValue }
    }

    package override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? field?.accessibilityTraits ?? .none }
        set { accessibilityOverrides.traits = newValue }
    }

    package override var accessibilityLanguage: String? {
        get { accessibilityOverrides.language ?? field?.accessibilityLanguage }
        set { accessibilityOverrides.language = newValue }
    }

    package override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityOverrides.customActions ?? field?.accessibilityCustomActions }
        set { accessibilityOverrides.customActions = newValue }
    }

    package override var accessibilityIdentifier: String? {
        get { accessibilityOverrides.identifier ?? field?.accessibilityIdentifier }
        set { accessibilityOverrides.identifier = newValue }
    }
}
