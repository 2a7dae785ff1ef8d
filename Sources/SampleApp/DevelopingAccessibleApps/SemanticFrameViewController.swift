import EarshotUIKit

/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "基本框架" and listing 6-22: semantic views made by frames.
///
/// A star rating over the number of ratings would take two swipes. The rating button takes the
/// responses label's words into its own label, "4 stars from 1K ratings", the label is removed
/// from the tree, and the button's `accessibilityFrame` is stretched over both, recomputed in
/// `viewDidLayoutSubviews` so it follows the layout. Since the button is a control, its
/// `accessibilityActivationPoint` is put back on the button: the centre of the stretched frame
/// falls between the two, where a tap would hit nothing.
///
/// Listing 6-22's `myView` is the small info button: its frame grows by 10 points on every side,
/// so a finger exploring the screen finds it more easily.
///
/// The guide computes both frames from `frame`, which is in the superview's coordinates; an
/// accessibility frame is in screen coordinates (the developer notes Accessibility in iOS: "Note that the frame is in screen
/// coordinates!"), so they are converted here.
public final class SemanticFrameViewController: UIViewController {
    public let stars = 4
    public let respondents = "1K"
    public let padding: CGFloat = 10
    public let rating = UIButton(type: .system)
    public let responses = UILabel(text: "1K ratings")
    public let myView = UIButton(type: .infoLight)
    /// How many times the rating button was tapped.
    public private(set) var ratingTaps = 0
    /// How many times the info button was tapped.
    public private(set) var infoTaps = 0

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Semantic frames"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rating.setTitle("⭐⭐⭐⭐", for: .normal)
        rating.addAction(UIAction { [weak self] _ in self?.tappedRatings() }, for: .touchUpInside)
        myView.addAction(UIAction { [weak self] _ in self?.infoTaps += 1 }, for: .touchUpInside)
        rating.frame = CGRect(x: 16, y: 16, width: 160, height: 44)
        responses.frame = CGRect(x: 16, y: 16 + 44 + padding, width: 120, height: 44)
        myView.frame = CGRect(x: 300, y: 200, width: 24, height: 24)
        view.addSubview(rating)
        view.addSubview(responses)
        view.addSubview(myView)

        responses.isAccessibilityElement = false
        rating.accessibilityLabel = "\(stars) stars from \(respondents) ratings"
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()

        // Find the left-most item.
        let x = min(rating.frame.origin.x, responses.frame.origin.x)
        let y = rating.frame.origin.y
        // Match the width of the widest element.
        let width = max(rating.frame.size.width, responses.frame.size.width)
        // The height of both elements plus the padding between them.
        let height = rating.frame.size.height + padding + responses.frame.size.height
        rating.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(
            CGRect(x: x, y: y, width: width, height: height), in: view
        )
        let ratingOnScreen = UIAccessibility.convertToScreenCoordinates(rating.frame, in: view)
        rating.accessibilityActivationPoint = CGPoint(x: ratingOnScreen.midX, y: ratingOnScreen.midY)

        // Listing 6-22
        myView.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(
            CGRect(
                x: myView.frame.origin.x - 10, y: myView.frame.origin.y - 10,
                width: myView.frame.size.width + 20, height: myView.frame.size.height + 20),
            in: view
        )
    }

    func tappedRatings() {
        ratingTaps += 1
    }
}
