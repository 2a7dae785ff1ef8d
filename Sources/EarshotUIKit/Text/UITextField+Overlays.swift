/// A text field's overlays: the standard clear button and the app's left and right views, each
/// shown per its `ViewMode`, placed by the rectangle methods UIKit lets subclasses override.
///
/// VoiceOver reaches them on their own: the clear button is a button named "Clear text" beside the
/// field (docs/voiceover-behaviour.md §10 (Standard UIKit controls)), and a side view's elements
/// (a button in `rightView`) are the field's accessibility children, so while any of them shows
/// the field is a container of them and of the element that stands for it
/// (`UITextFieldContentElement`), as a table cell with a control is.
extension UITextField {
    /// What the clear button clears: the typed text (a search field's tokens too).
    package var hasClearableContent: Bool { hasText || !searchTokenTexts.isEmpty }

    /// A search field's tokens' texts (`UISearchTextField`); none for a plain field.
    package var searchTokenTexts: [String] {
        (self as? UISearchTextField)?.tokens.map(\.text) ?? []
    }

    /// Whether the clear button shows now: its mode allows it and there is something to clear.
    package var showsClearButton: Bool {
        clearButtonMode.shows(editing: isEditing) && hasClearableContent
    }

    /// The overlays showing now that VoiceOver reaches on their own, left to right.
    package var overlayElements: [NSObject] {
        var overlays: [NSObject] = []
        if let leftView, leftView.superview === self, Self.offersElements(leftView) { overlays.append(leftView) }
        if let clearButton, !clearButton.isHidden { overlays.append(clearButton) }
        if let rightView, rightView.superview === self, Self.offersElements(rightView) { overlays.append(rightView) }
        return overlays
    }

    /// Whether the walk could find an element in `view`: it is visible and is an element or has
    /// children (a decorative image view has none).
    private static func offersElements(_ view: UIView) -> Bool {
        guard !AccessibilityFilter.isPruned(view) else { return false }
        return view.isAccessibilityElement || !view.subviews.isEmpty || !(view.accessibilityElements ?? []).isEmpty
    }

    /// Shows or removes each overlay per its mode and the editing state, then places them. Called
    /// when the text, the editing state, a mode or a side view changes.
    package func updateOverlays() {
        let editing = isEditing
        for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
            guard let view else { continue }
            if mode.shows(editing: editing) {
                if view.superview !== self { addSubview(view) }
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        let showsClear = showsClearButton
        if showsClear, clearButton == nil {
            let button = UITextFieldClearButton(field: self)
            clearButton = button
            addSubview(button)
        }
        if let clearButton, clearButton.isHidden == showsClear { clearButton.isHidden = !showsClear }
        layoutOverlays()
    }

    /// Places the shown overlays in the rectangles the field's methods give.
    package func layoutOverlays() {
        let bounds = self.bounds
        if let leftView, leftView.superview === self { leftView.frame = leftViewRect(forBounds: bounds) }
        if let rightView, rightView.superview === self { rightView.frame = rightViewRect(forBounds: bounds) }
        if let clearButton, !clearButton.isHidden { clearButton.frame = clearButtonRect(forBounds: bounds) }
    }

    /// The clear button's tap: asks the delegate (`textFieldShouldClear(_:)`), starts editing if
    /// the field was not being edited, empties it and sends `.editingChanged`.
    package func clearFromButton() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        text = ""
        (self as? UISearchTextField)?.tokens = []
        sendActions(for: .editingChanged)
    }

    /// The size a side view is shown at: its own, else its content's.
    package static func overlaySize(of view: UIView) -> CGSize {
        if view.bounds.size != .zero { return view.bounds.size }
        let content = view.intrinsicContentSize
        return CGSize(width: max(content.width, 0), height: max(content.height, 0))
    }
}
