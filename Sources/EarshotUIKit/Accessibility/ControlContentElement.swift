/// The element that stands for a control's own content while the control is a container of
/// parts (a table cell holding controls, a text field showing its clear button or side views): it
/// covers the control's bounds and reads the control's own label, value, hint, traits, language,
/// identifier and custom actions, unless the app set them on this element. Subclasses add what
/// activating it does.
@MainActor
package class ControlContentElement: ControlPartElement {
    package init(standingFor control: UIView) {
        super.init(control: control) { control, _ in control.bounds }
    }

    package override var accessibilityLabel: String? {
        get { accessibilityOverrides.label ?? control?.accessibilityLabel }
        set { accessibilityOverrides.label = newValue }
    }

    package override var accessibilityValue: String? {
        get { accessibilityOverrides.value ?? control?.accessibilityValue }
        set { accessibilityOverrides.value = newValue }
    }

    package override var accessibilityHint: String? {
        get { accessibilityOverrides.hint ?? control?.accessibilityHint }
        set { accessibilityOverrides.hint = newValue }
    }

    package override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? control?.accessibilityTraits ?? .none }
        set { accessibilityOverrides.traits = newValue }
    }

    package override var accessibilityLanguage: String? {
        get { accessibilityOverrides.language ?? control?.accessibilityLanguage }
        set { accessibilityOverrides.language = newValue }
    }

    package override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityOverrides.customActions ?? control?.accessibilityCustomActions }
        set { accessibilityOverrides.customActions = newValue }
    }

    package override var accessibilityIdentifier: String? {
        get { accessibilityOverrides.identifier ?? control?.accessibilityIdentifier }
        set { accessibilityOverrides.identifier = newValue }
    }
}
