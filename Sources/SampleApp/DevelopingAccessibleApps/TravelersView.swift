import EarshotUIKit

/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "Accessible Slider" and "自定义操作" (listing 6-20): the travelers slider *after* the
/// fix, a semantic view. The container is one adjustable element labelled "Travelers" whose value
/// is the whole number of travelers: "Travelers, 0, Adjustable". Swipe up / down go to the slider
/// (`accessibilityIncrement` / `accessibilityDecrement`), and every change is announced as the
/// rounded number, as the slider used to announce its percentage. A custom action, "10
/// travelers", sets the slider to 10 at once.
public final class TravelersView: TravelersSliderView {
    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits.update(with: .adjustable)
    }

    public override var accessibilityLabel: String? {
        set {}
        get { "Travelers" }
    }

    public override var accessibilityValue: String? {
        set {}
        get { "\(Int(slider.value))" }
    }

    public override func accessibilityDecrement() {
        slider.accessibilityDecrement()
    }

    public override func accessibilityIncrement() {
        slider.accessibilityIncrement()
    }

    /// Listing 6-20.
    public override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        set {}
        get {
            [
                UIAccessibilityCustomAction(name: "10 travelers") { [weak self] _ in
                    guard let self else { return false }
                    self.slider.value = 10
                    // Setting the value in code sends no .valueChanged; keep the visible label true.
                    self.updateTravelersLabel()
                    return true
                }
            ]
        }
    }

    override func sliderValueChanged() {
        super.sliderValueChanged()
        let rounded = travelers
        UIAccessibility.post(notification: .announcement, argument: "\(rounded)")
    }
}

/// The Mars holiday page: where and how long, the travelers control, and Book. `semantic` picks
/// the fixed `TravelersView` or, before the fix, the plain `TravelersSliderView`.
public final class MarsTripViewController: UIViewController {
    public let semantic: Bool
    public let destinationLabel = UILabel(text: "Mars: Olympus Mons, 7 days")
    public let travelersView: TravelersSliderView
    public private(set) var bookButton: UIButton!
    /// The number of travelers booked, once Book was tapped.
    public private(set) var bookedTravelers: Int?

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(semantic: Bool) {
        self.semantic = semantic
        self.travelersView = semantic ? TravelersView(frame: .zero) : TravelersSliderView(frame: .zero)
        super.init()
        title = semantic ? "Travelers (semantic view)" : "Travelers (before the fix)"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        bookButton = UIButton(title: "Book") { [weak self] in
            guard let self else { return }
            bookedTravelers = travelersView.travelers
        }
        var column = ColumnLayout()
        column.place(destinationLabel, height: 30, in: view)
        column.place(travelersView, height: 84, in: view)
        column.place(bookButton, height: 44, in: view)
    }
}
