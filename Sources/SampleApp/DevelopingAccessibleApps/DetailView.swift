import EarshotUIKit

/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "元素顺序" (listing 6-18): App Store's bar of details under an app's icon, three
/// columns of a header over a detail. Read by position VoiceOver goes row by row: "4 stars", "No.
/// 1", "12+", "14K ratings", "Strategy", "Age" — jumbled. `DetailView` tells VoiceOver the order:
/// each header, then its detail: "4 stars", "14K ratings", … Elements left out of the array would
/// be ignored.
///
/// The guide's outlets are `@IBOutlet weak var`; here the view makes its labels itself.
public final class DetailView: UIView {
    public weak var header1: UILabel!
    public weak var header2: UILabel!
    public weak var header3: UILabel!
    public weak var detail1: UILabel!
    public weak var detail2: UILabel!
    public weak var detail3: UILabel!

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let labels = AppStoreDetails.makeLabels(in: self)
        (header1, header2, header3) = (labels.headers[0], labels.headers[1], labels.headers[2])
        (detail1, detail2, detail3) = (labels.details[0], labels.details[1], labels.details[2])
    }

    public override var accessibilityElements: [Any]? {
        set {}
        get {
            [header1!, detail1!, header2!, detail2!, header3!, detail3!]
        }
    }
}

/// The labels of the App Store detail bar, shared by `DetailView` and the unordered view it fixes.
enum AppStoreDetails {
    static let headers = ["★★★★☆", "No. 1", "12+"]
    static let details = ["14K ratings", "Strategy", "Age"]

    /// Makes the six labels in `view`: headers on the top row, details under them, three columns.
    @MainActor
    static func makeLabels(in view: UIView) -> (headers: [UILabel], details: [UILabel]) {
        var headerLabels: [UILabel] = []
        var detailLabels: [UILabel] = []
        for column in 0..<3 {
            let x = CGFloat(column) * 120
            let header = UILabel(text: headers[column])
            header.frame = CGRect(x: x, y: 0, width: 110, height: 28)
            let detail = UILabel(text: details[column])
            detail.frame = CGRect(x: x, y: 32, width: 110, height: 20)
            view.addSubview(header)
            view.addSubview(detail)
            headerLabels.append(header)
            detailLabels.append(detail)
        }
        // The stars are drawn; say what they mean.
        headerLabels[0].accessibilityLabel = "4 stars"
        return (headerLabels, detailLabels)
    }
}

/// An app's page in App Store: its name, then the detail bar, either as a `DetailView` (read
/// column by column) or, before the fix, as a plain view (read row by row).
public final class AppStoreDetailViewController: UIViewController {
    /// Whether the detail bar is a `DetailView`.
    public let usesDetailView: Bool
    public let nameLabel = UILabel(text: "Mars Colony")
    public private(set) var detailBar: UIView!

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(usesDetailView: Bool) {
        self.usesDetailView = usesDetailView
        super.init()
        title = usesDetailView ? "DetailView order" : "Default order"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.accessibilityTraits = [.staticText, .header]
        var column = ColumnLayout()
        column.place(nameLabel, height: 30, in: view)
        if usesDetailView {
            detailBar = DetailView(frame: .zero)
        } else {
            detailBar = UIView(frame: .zero)
            _ = AppStoreDetails.makeLabels(in: detailBar)
        }
        column.place(detailBar, height: 52, in: view)
    }
}
