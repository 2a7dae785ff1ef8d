/// A text field's standard clear button (UIKit draws an "x" in a circle at the trailing edge).
/// VoiceOver reaches it on its own as a button named "Clear text" (docs/voiceover-behaviour.md §10
/// (Standard UIKit controls)); its tap clears the field (`UITextField.clearFromButton()`).
@MainActor
package final class UITextFieldClearButton: UIButton {
    /// A clear button for `field`, which holds it as a subview.
    package init(field: UITextField) {
        super.init(frame: .zero)
        setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        accessibilityLabel = "Clear text"
        addAction(UIAction { [weak field] _ in field?.clearFromButton() }, for: .touchUpInside)
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    package required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
