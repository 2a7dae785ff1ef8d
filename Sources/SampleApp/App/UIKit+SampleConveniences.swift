import EarshotUIKit

// Small initializers the sample screens use to build their views in one line.

extension UILabel {
    /// A label showing `text`.
    convenience init(text: String) {
        self.init(frame: .zero)
        self.text = text
    }
}

extension UIButton {
    /// A system button titled `title` that runs `action` when tapped.
    convenience init(title: String, action: @escaping @MainActor () -> Void) {
        self.init(type: .system)
        setTitle(title, for: .normal)
        addAction(UIAction { _ in action() }, for: .touchUpInside)
    }
}
