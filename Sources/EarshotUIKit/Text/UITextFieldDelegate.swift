/// What a text field asks and tells its delegate while it is edited (UIKit's
/// `UITextFieldDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin; default true.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began (the field became first responder).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end; default true.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The user pressed Return; default true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Whether the clear button may clear the field; default true.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
}
