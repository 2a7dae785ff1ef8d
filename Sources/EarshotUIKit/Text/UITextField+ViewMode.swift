extension UITextField {
    /// When an overlay of the field — its clear button, its left or right view — shows (UIKit's
    /// `UITextField.ViewMode`, with its raw values).
    public enum ViewMode: Int, Sendable {
        /// Never shown.
        case never = 0
        /// Shown only while the field is being edited.
        case whileEditing = 1
        /// Shown only while the field is not being edited.
        case unlessEditing = 2
        /// Always shown.
        case always = 3

        /// Whether an overlay in this mode shows while the field is (or is not) being edited.
        func shows(editing: Bool) -> Bool {
            switch self {
            case .never: false
            case .whileEditing: editing
            case .unlessEditing: !editing
            case .always: true
            }
        }
    }
}
