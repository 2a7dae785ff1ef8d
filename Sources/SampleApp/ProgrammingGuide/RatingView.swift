import EarshotUIKit

/// The Accessibility Programming Guide for iOS, "让非文字数据支持无障碍阅读": a view that draws stars to show an item's rating, and says
/// what the stars mean: "1 star", "3 stars".
public final class RatingView: UIView {
    /// How many stars to draw (the guide's `_starCount`).
    public var starCount: Int

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(starCount: Int) {
        self.starCount = starCount
        super.init(frame: .zero)
        isAccessibilityElement = true
    }

    public override var accessibilityLabel: String? {
        get {
            let ratingString: String
            if starCount == 1 {
                ratingString = NSLocalizedString("rating.singular.label", comment: "")  // "star"
            } else {
                ratingString = NSLocalizedString("rating.plural.label", comment: "")  // "stars"
            }
            return "\(starCount) \(ratingString)"
        }
        set {}
    }
}

/// A list of coffee places, each with its name and its rating.
public final class RatingsViewController: UIViewController {
    /// The places and their ratings, top to bottom.
    public let places: [(name: String, stars: Int)] = [("Corner Café", 1), ("Bean There", 3), ("Blue Bottle", 5)]
    public private(set) var ratingViews: [RatingView] = []

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Ratings"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        var column = ColumnLayout()
        for place in places {
            column.place(UILabel(text: place.name), height: 30, in: view)
            ratingViews.append(column.place(RatingView(starCount: place.stars), height: 24, in: view))
        }
    }
}
