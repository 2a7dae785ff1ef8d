/// The text field of a search bar (UIKit's `UISearchTextField`).
///
/// Accessibility: a text field that adds the `searchField` trait. Its label defaults to its
/// placeholder and its value is only the typed text: real dumps of UIKit search fields show the
/// placeholder as the label ("Search book title") and the typed text as the value, so an empty
/// field still speaks its placeholder once.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The placeholder, unless the app set a label.
    open override var accessibilityLabel: String? {
        get { accessibilityOverrides.label ?? placeholder }
        set { accessibilityOverrides.label = newValue }
    }

    /// The typed text (bullets when secure); nil while empty, unless the app set a value.
    open override var accessibilityValue: String? {
        get { accessibilityOverrides.value ?? textFieldDefaultValue(placeholderWhenEmpty: false) }
        set { accessibilityOverrides.value = newValue }
    }

    /// A text field's traits plus `searchField`, unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? textFieldDefaultTraits.union(.searchField) }
        set { accessibilityOverrides.traits = newValue }
    }
}
