import EarshotUIKit

/// The developer notes Accessibility in iOS, "Контейнер доступности": a view that draws its content itself (as with Core Graphics
/// or Metal) describes it through `accessibilityElements`, in the order users should move through
/// it, and may mix `UIAccessibilityElement`s with views in that array.
///
/// A bar chart of monthly rainfall: its title is a label (a view), each bar an element with the
/// month as label and the amount as value, and the legend under the chart is a label again.
public final class BarChartView: UIView {
    /// The bars, left to right: month and rainfall in millimetres.
    public static let bars: [(month: String, millimetres: Int)] = [("January", 78), ("February", 64), ("March", 51)]
    public let titleLabel = UILabel(text: "Rainfall in Lyon")
    public let legendLabel = UILabel(text: "Millimetres per month")
    public private(set) var barElements: [UIAccessibilityElement] = []

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.accessibilityTraits = [.staticText, .header]
        addSubview(titleLabel)
        addSubview(legendLabel)
        for (index, bar) in Self.bars.enumerated() {
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityLabel = bar.month
            element.accessibilityValue = "\(bar.millimetres) millimetres"
            element.accessibilityTraits = .image
            let height = CGFloat(bar.millimetres) * 2
            element.accessibilityFrameInContainerSpace = CGRect(
                x: 20 + CGFloat(index) * 110, y: 200 - height + 40, width: 90, height: height)
            barElements.append(element)
        }
        accessibilityElements = [titleLabel] + barElements + [legendLabel]
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 30)
        legendLabel.frame = CGRect(x: 0, y: 250, width: bounds.width, height: 24)
    }
}

/// The chart screen.
public final class ChartViewController: UIViewController {
    public let chart = BarChartView(frame: .zero)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Chart"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        var column = ColumnLayout()
        column.place(chart, height: 280, in: view)
    }
}
