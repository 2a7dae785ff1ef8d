import EarshotUIKit

/// One row of the Stocks screen: a company, its price and the day's change.
public struct Stock: Hashable, Sendable {
    public var company: String
    public var price: Double
    /// The change in percent; negative when the price fell.
    public var changePercent: Double

    public init(company: String, price: Double, changePercent: Double) {
        self.company = company
        self.price = price
        self.changePercent = changePercent
    }
}

/// The Accessibility Programming Guide for iOS, "让表格视图支持无障碍使用": a cell holding several pieces of information gives them all
/// in one label, as Apple's Stocks app does: "Apple Inc., $432.39, up 1.3%" rather than three
/// separate strings, commas making VoiceOver pause. The change is drawn as "+1.3%"; the label says
/// it in words.
public final class StockCell: UITableViewCell {
    public let companyLabel = UILabel(frame: .zero)
    public let priceLabel = UILabel(frame: .zero)
    public let changeLabel = UILabel(frame: .zero)

    public var stock: Stock? {
        didSet {
            guard let stock else { return }
            companyLabel.text = stock.company
            priceLabel.text = Self.price(stock.price)
            changeLabel.text = (stock.changePercent >= 0 ? "+" : "-") + Self.percent(abs(stock.changePercent))
        }
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public init(reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(companyLabel)
        contentView.addSubview(priceLabel)
        contentView.addSubview(changeLabel)
    }

    /// The initializer a table view makes registered cells with (UITableViewCell).
    public required convenience init() {
        self.init(reuseIdentifier: nil)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width
        let height = contentView.bounds.height
        companyLabel.frame = CGRect(x: 16, y: 0, width: width * 0.5, height: height)
        priceLabel.frame = CGRect(x: 16 + width * 0.5, y: 0, width: width * 0.25, height: height)
        changeLabel.frame = CGRect(x: 16 + width * 0.75, y: 0, width: width * 0.25 - 32, height: height)
    }

    /// The company, the price and the change in words, joined with commas.
    public override var accessibilityLabel: String? {
        get {
            guard let stock else { return super.accessibilityLabel }
            let direction = stock.changePercent >= 0 ? "up" : "down"
            return "\(stock.company), \(Self.price(stock.price)), \(direction) \(Self.percent(abs(stock.changePercent)))"
        }
        set { super.accessibilityLabel = newValue }
    }

    static func price(_ value: Double) -> String {
        "$" + String(format: "%.2f", value)
    }

    static func percent(_ value: Double) -> String {
        String(format: "%.1f", value) + "%"
    }
}

/// The Stocks screen: a table of `StockCell`s.
public final class StocksViewController: UIViewController, UITableViewDataSource {
    public let stocks: [Stock] = [
        Stock(company: "Apple Inc.", price: 432.39, changePercent: 1.3),
        Stock(company: "Microsoft Corporation", price: 27.91, changePercent: -0.4),
        Stock(company: "Alphabet Inc.", price: 611.11, changePercent: 0.8),
    ]
    public let tableView = UITableView(frame: .zero, style: .plain)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Stocks"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        stocks.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = (tableView.dequeueReusableCell(withIdentifier: "Stock") as? StockCell) ?? StockCell(reuseIdentifier: "Stock")
        cell.stock = stocks[indexPath.row]
        return cell
    }
}
