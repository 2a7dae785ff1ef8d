/// A control made of wheels that VoiceOver adjusts one at a time (UIPickerView, UIDatePicker).
@MainActor
package protocol PickerWheelSource: UIView {
    /// The number of rows of wheel `component`.
    func wheelRowCount(_ component: Int) -> Int
    /// The selected row of wheel `component`, or -1.
    func wheelSelectedRow(_ component: Int) -> Int
    /// What VoiceOver speaks for `row` of wheel `component`.
    func wheelTitle(row: Int, component: Int) -> String?
    /// The wheel's own label, if it has one.
    func wheelLabel(_ component: Int) -> String?
    /// The rectangle of wheel `component`, in the control's coordinates.
    func wheelRect(_ component: Int) -> CGRect
    /// Selects `row` of wheel `component` as the user does (the control clamps or wraps and
    /// tells its delegate or sends `.valueChanged`).
    func wheelUserSelect(row: Int, component: Int)
    /// Whether the wheel is a loop (stepping past the last row reaches the first).
    func wheelWraps(_ component: Int) -> Bool
}

/// One wheel of a picker as the element VoiceOver focuses: adjustable, its value the selected
/// row's title, and "i of n" over the rows (it provides the `.pickerRows` position context).
/// Swipe up selects the next row, swipe down the previous one; they stop at the ends, except on
/// a looping wheel (a date picker's hours, minutes, months and days).
@MainActor
package final class PickerWheelElement: ControlPartElement, AccessibilityPositionContextProviding {
    package let component: Int

    package init(source: PickerWheelSource, component: Int) {
        self.component = component
        super.init(control: source) { control, _ in
            (control as? PickerWheelSource)?.wheelRect(component) ?? .zero
        }
    }

    private var source: PickerWheelSource? { control as? PickerWheelSource }

    /// "i of n" over the wheel's rows.
    package var accessibilityPositionContext: AccessibilityPositionContext {
        guard let source else { return .pickerRows(selectedRow: 0, count: 0) }
        return .pickerRows(selectedRow: max(0, source.wheelSelectedRow(component)), count: source.wheelRowCount(component))
    }

    package override var accessibilityLabel: String? {
        get { accessibilityOverrides.label ?? source?.wheelLabel(component) }
        set { accessibilityOverrides.label = newValue }
    }

    package override var accessibilityValue: String? {
        get {
            if let explicit = accessibilityOverrides.value { return explicit }
            guard let source else { return nil }
            let row = source.wheelSelectedRow(component)
            return row >= 0 ? source.wheelTitle(row: row, component: component) : nil
        }
        set { accessibilityOverrides.value = newValue }
    }

    package override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let explicit = accessibilityOverrides.traits { return explicit }
            let enabled = (source as? UIControl)?.isEnabled ?? true
            return enabled ? .adjustable : [.adjustable, .notEnabled]
        }
        set { accessibilityOverrides.traits = newValue }
    }

    package override func accessibilityIncrement() { move(by: 1) }
    package override func accessibilityDecrement() { move(by: -1) }

    private func move(by delta: Int) {
        guard let source, (source as? UIControl)?.isEnabled ?? true else { return }
        let count = source.wheelRowCount(component)
        guard count > 0 else { return }
        let current = source.wheelSelectedRow(component)
        var next = current + delta
        if source.wheelWraps(component) {
            next = ((next % count) + count) % count
        } else {
            next = min(max(next, 0), count - 1)
        }
        guard next != current else { return }
        source.wheelUserSelect(row: next, component: component)
    }
}
