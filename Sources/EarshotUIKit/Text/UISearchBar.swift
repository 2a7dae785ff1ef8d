/// A search field with its surroundings (UIKit's `UISearchBar`). The bar itself is a plain
/// container for VoiceOver; its `searchTextField` is the element.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The field the user types in; it fills the bar, inset 8 pt left and right and 6 pt top and bottom.
    public let searchTextField = UISearchTextField(frame: .zero)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(searchTextField)
        layoutField()
    }

    /// The search text (the field's).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The placeholder (the field's).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    open override var frame: CGRect { didSet { layoutField() } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutField()
    }

    private func layoutField() {
        searchTextField.frame = bounds.insetBy(dx: min(8, bounds.width / 2), dy: min(6, bounds.height / 2))
    }
}
