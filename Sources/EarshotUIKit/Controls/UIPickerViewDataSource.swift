/// What a picker view asks for its wheels and rows (UIKit's `UIPickerViewDataSource`).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of wheels.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of a wheel.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
