/// Wheels of rows to choose from (UIKit's `UIPickerView`), fed by a data source and a delegate.
///
/// Accessibility: the picker is a container of its wheels (components), left to right, sharing
/// its width equally. Each wheel is an adjustable element whose value is the selected row's title
/// and whose context is "i of n" over its rows; its label comes from the delegate's
/// `pickerView(_:accessibilityLabelForComponent:)`. Swipe up / down selects the next / previous
/// row (stopping at the ends) and tells the delegate `didSelectRow`, as a user's spin does.
@preconcurrency @MainActor
open class UIPickerView: UIView, PickerWheelSource {
    /// Supplies the number of wheels and rows.
    open weak var dataSource: UIPickerViewDataSource? { didSet { UIKitChanges.note() } }
    /// Supplies titles and hears selections.
    open weak var delegate: UIPickerViewDelegate? { didSet { UIKitChanges.note() } }
    private var selectedRows: [Int: Int] = [:] { didSet { UIKitChanges.note() } }
    private var wheels: [PickerWheelElement] = [] { didSet { UIKitChanges.note() } }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The number of wheels.
    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    /// The number of rows of wheel `component`.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents else { return 0 }
        return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// Selects `row` of wheel `component` without telling the delegate, as UIKit does.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let count = numberOfRows(inComponent: component)
        guard count > 0 else { return }
        selectedRows[component] = min(max(row, 0), count - 1)
    }

    /// The selected row of wheel `component` (the first row until one is selected), or -1 when
    /// the wheel has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        let count = numberOfRows(inComponent: component)
        guard count > 0 else { return -1 }
        return min(max(selectedRows[component] ?? 0, 0), count - 1)
    }

    /// Asks the data source and delegate again.
    open func reloadAllComponents() {}

    /// Asks the data source and delegate again for one wheel.
    open func reloadComponent(_ component: Int) {}

    // MARK: PickerWheelSource

    package func wheelRowCount(_ component: Int) -> Int { numberOfRows(inComponent: component) }
    package func wheelSelectedRow(_ component: Int) -> Int { selectedRow(inComponent: component) }
    package func wheelWraps(_ component: Int) -> Bool { false }

    package func wheelTitle(row: Int, component: Int) -> String? {
        delegate?.pickerView(self, titleForRow: row, forComponent: component)
    }

    package func wheelLabel(_ component: Int) -> String? {
        delegate?.pickerView(self, accessibilityLabelForComponent: component)
    }

    package func wheelRect(_ component: Int) -> CGRect {
        let count = numberOfComponents
        guard count > 0 else { return .zero }
        let width = bounds.width / CGFloat(count)
        return CGRect(x: bounds.minX + CGFloat(component) * width, y: bounds.minY, width: width, height: bounds.height)
    }

    package func wheelUserSelect(row: Int, component: Int) {
        selectRow(row, inComponent: component, animated: true)
        delegate?.pickerView(self, didSelectRow: selectedRow(inComponent: component), inComponent: component)
    }

    // MARK: UIAccessibility defaults for pickers

    /// One adjustable element per wheel, left to right, unless the app set elements.
    open override var accessibilityElements: [Any]? {
        get {
            if let explicit = accessibilityElementStorage { return explicit }
            let count = numberOfComponents
            while wheels.count < count { wheels.append(PickerWheelElement(source: self, component: wheels.count)) }
            return Array(wheels.prefix(count))
        }
        set {
            accessibilityElementStorage = newValue
            UIKitChanges.note()
        }
    }
}

extension UIPickerView: AppCodeAnswering {
    /// Its wheels' counts, titles and labels come from the data source and delegate, asked anew at
    /// every read.
    package var answersWithAppCode: Bool { dataSource != nil || delegate != nil }
}
