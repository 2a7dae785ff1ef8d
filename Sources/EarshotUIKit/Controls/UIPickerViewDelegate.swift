/// What a picker view asks for titles and tells about selections (UIKit's `UIPickerViewDelegate`
/// with `UIPickerViewAccessibilityDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The title of a row.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The user selected a row.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    /// The accessibility label of a wheel (UIPickerViewAccessibilityDelegate).
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String?
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? { nil }
}
