import EarshotUIKit
import Testing

@MainActor
private final class Fruits: UIPickerViewDataSource, UIPickerViewDelegate {
    let rows = [["Apple", "Banana", "Cherry"], ["Small", "Large"]]
    var picked: [(Int, Int)] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component].count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { rows[component][row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { picked.append((row, component)) }
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? { component == 0 ? "Fruit" : nil }
}

@MainActor
@Suite("UIPickerView and UIDatePicker")
struct PickerTests {
    @Test func eachWheelIsAnAdjustableElementWithRowContext() throws {
        let fruits = Fruits()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 500, width: 390, height: 216))
        picker.dataSource = fruits
        picker.delegate = fruits
        picker.selectRow(1, inComponent: 0, animated: false)
        let wheels = try #require(picker.accessibilityElements as? [NSObject])
        #expect(wheels.count == 2)
        #expect(wheels.map(\.accessibilityValue) == ["Banana", "Small"])
        #expect(wheels.map(\.accessibilityLabel) == ["Fruit", nil])
        #expect(wheels.allSatisfy { $0.accessibilityTraits == .adjustable })
        let context = try #require(wheels[0] as? AccessibilityPositionContextProviding)
        #expect(context.accessibilityPositionContext == .pickerRows(selectedRow: 1, count: 3))
        #expect(wheels[1].accessibilityFrame == CGRect(x: 195, y: 500, width: 195, height: 216))
        #expect(fruits.picked.isEmpty, "selectRow does not tell the delegate")
    }

    @Test(arguments: [(0, true, 1), (1, true, 2), (2, true, 2), (2, false, 1), (0, false, 0)])
    func incrementMovesTheRowAndTellsTheDelegate(start: Int, up: Bool, expected: Int) throws {
        let fruits = Fruits()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
        picker.dataSource = fruits
        picker.delegate = fruits
        picker.selectRow(start, inComponent: 0, animated: false)
        let wheel = try #require((picker.accessibilityElements as? [NSObject])?.first)
        if up { wheel.accessibilityIncrement() } else { wheel.accessibilityDecrement() }
        #expect(picker.selectedRow(inComponent: 0) == expected)
        #expect(wheel.accessibilityValue == fruits.rows[0][expected])
        #expect(fruits.picked.count == (expected == start ? 0 : 1))
    }

    @Test func pickerWithoutRowsHasNoSelection() {
        #expect(UIPickerView(frame: .zero).selectedRow(inComponent: 0) == -1)
        #expect(UIPickerView(frame: .zero).accessibilityElements?.count == 0)
    }

    /// A date picker in UTC showing 2025-06-03 15:05.
    private func datePicker(_ mode: UIDatePicker.Mode) -> UIDatePicker {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.datePickerMode = mode
        picker.date = Date(timeIntervalSince1970: 1_748_963_100)
        return picker
    }

    @Test(arguments: [
        (UIDatePicker.Mode.date, ["June", "3", "2025"]),
        (.time, ["3 o'clock", "5 minutes", "PM"]),
        (.dateAndTime, ["Tue Jun 3", "3 o'clock", "5 minutes", "PM"]),
    ])
    func datePickerWheels(mode: UIDatePicker.Mode, values: [String]) throws {
        let picker = datePicker(mode)
        #expect(!picker.isAccessibilityElement)
        let wheels = try #require(picker.accessibilityElements as? [NSObject])
        #expect(wheels.map(\.accessibilityValue) == values)
        #expect(wheels.allSatisfy { $0.accessibilityTraits == .adjustable })
    }

    @Test func adjustingADateWheelChangesTheDateAndSendsValueChanged() throws {
        let picker = datePicker(.time)
        let log = EventLog(picker, [("changed", .valueChanged)])
        let wheels = try #require(picker.accessibilityElements as? [NSObject])
        wheels[0].accessibilityIncrement()
        #expect(wheels[0].accessibilityValue == "4 o'clock")
        wheels[2].accessibilityDecrement()
        #expect(wheels[2].accessibilityValue == "AM")
        #expect(wheels[0].accessibilityValue == "4 o'clock")
        let context = try #require(wheels[1] as? AccessibilityPositionContextProviding)
        #expect(context.accessibilityPositionContext == .pickerRows(selectedRow: 5, count: 60))
        #expect(log.count("changed") == 2)
        let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: picker.date)
        #expect(parts.hour == 4 && parts.minute == 5)
    }

    @Test func monthWheelLoopsAndDayIsClampedToTheMonth() throws {
        let picker = datePicker(.date)
        var parts = DateComponents()
        parts.year = 2025
        parts.month = 12
        parts.day = 31
        picker.date = picker.calendar.date(from: parts)!
        let wheels = try #require(picker.accessibilityElements as? [NSObject])
        wheels[0].accessibilityIncrement()
        #expect(wheels.map(\.accessibilityValue) == ["January", "31", "2025"])
        wheels[0].accessibilityIncrement()
        #expect(wheels.map(\.accessibilityValue) == ["February", "28", "2025"])
    }

    @Test func minimumDateClampsAdjustment() throws {
        let picker = datePicker(.time)
        picker.minimumDate = picker.date
        let log = EventLog(picker, [("changed", .valueChanged)])
        let wheels = try #require(picker.accessibilityElements as? [NSObject])
        wheels[1].accessibilityDecrement()
        #expect(wheels[1].accessibilityValue == "5 minutes")
        #expect(log.events.isEmpty)
    }
}
