import EarshotUIKit

extension ViewGraph {
    /// Makes `field` follow `link` (`.focused`) from this render on. The field tells the state
    /// when its editing begins or ends; the actions are added once per field.
    func link(_ field: UIView, to link: KeyboardFocusLink) {
        let identity = ObjectIdentifier(field)
        let isNew = keyboardFocusLinks[identity] == nil
        keyboardFocusLinks[identity] = (field, link)
        guard isNew, let control = field as? UIControl else { return }
        control.addTarget(for: .editingDidBegin) { [weak self] control in
            guard let link = self?.keyboardFocusLinks[ObjectIdentifier(control)]?.link, !link.isFocused() else { return }
            link.setFocused(true)
        }
        control.addTarget(for: .editingDidEnd) { [weak self] control in
            guard let link = self?.keyboardFocusLinks[ObjectIdentifier(control)]?.link, link.isFocused() else { return }
            link.setFocused(false)
        }
    }

    /// After hosting: the field a focus state names becomes first responder and VoiceOver moves
    /// to it (a layout change naming it, as VoiceOver follows keyboard focus on iOS); a field the
    /// state no longer names resigns.
    /// - Complexity: O(f), f the fields linked to a focus state.
    func applyKeyboardFocus() {
        for (field, link) in keyboardFocusLinks.values where field.window != nil {
            let focused = link.isFocused()
            if focused, !field.isFirstResponder {
                if field.becomeFirstResponder() { UIAccessibility.post(notification: .layoutChanged, argument: field) }
            } else if !focused, field.isFirstResponder {
                _ = field.resignFirstResponder()
            }
        }
    }
}
