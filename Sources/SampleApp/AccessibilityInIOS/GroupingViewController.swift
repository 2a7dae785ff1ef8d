import EarshotUIKit

/// The developer notes Accessibility in iOS, "Элементы заказа": when the pieces of one view belong together, VoiceOver should read
/// them one after another, whatever their positions; `shouldGroupAccessibilityChildren` says so.
///
/// A flight card has two columns, departure and arrival, each a city over a time over a gate.
/// Read by position, VoiceOver would go row by row: "Paris", "Berlin", "08:15", … With each
/// column grouped it reads "Departure", "Paris", "08:15", "Gate B12", then the arrival column.
public final class GroupingViewController: UIViewController {
    public let departureColumn = UIView(frame: .zero)
    public let arrivalColumn = UIView(frame: .zero)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Grouping"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        fill(departureColumn, with: ["Departure", "Paris", "08:15", "Gate B12"])
        fill(arrivalColumn, with: ["Arrival", "Berlin", "10:05", "Gate A3"])
        departureColumn.frame = CGRect(x: 16, y: 16, width: 170, height: 170)
        arrivalColumn.frame = CGRect(x: 204, y: 16, width: 170, height: 170)
        departureColumn.shouldGroupAccessibilityChildren = true
        arrivalColumn.shouldGroupAccessibilityChildren = true
        view.addSubview(departureColumn)
        view.addSubview(arrivalColumn)
    }

    private func fill(_ column: UIView, with texts: [String]) {
        var layout = ColumnLayout(x: 0, y: 0, width: 170, spacing: 10)
        for text in texts { layout.place(UILabel(text: text), height: 30, in: column) }
    }
}
