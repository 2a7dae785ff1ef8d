import EarshotUIKit

/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "Accessible Slider", *before* the fix: a label "Travelers: 0" above a slider choosing
/// how many travelers (0 to 10) to book for. The view updates the label when the slider moves and
/// does nothing for accessibility, so VoiceOver reads the two apart: "Travelers: 0", then the
/// slider as UIKit presents any slider, a percentage: "0%, Adjustable"; swiping up says "10%".
/// Nobody books a percentage of a traveler, and the slider does not say what it is for (it has
/// no label): the auditor's case.
///
/// `TravelersView` is the same view after the fix.
public class TravelersSliderView: UIView {
    public let travelersLabel = UILabel(text: "Travelers: 0")
    public let slider = UISlider(frame: .zero)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.value = 0
        slider.addTarget(for: .valueChanged) { [weak self] _ in self?.sliderValueChanged() }
        addSubview(travelersLabel)
        addSubview(slider)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        travelersLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 30)
        slider.frame = CGRect(x: 0, y: 40, width: bounds.width, height: 44)
    }

    /// The number of travelers chosen.
    public var travelers: Int { Int(slider.value.rounded()) }

    /// The slider moved: snap it to a whole number of travelers and show it.
    func sliderValueChanged() {
        let rounded = travelers
        slider.value = Float(rounded)
        updateTravelersLabel()
    }

    func updateTravelersLabel() {
        travelersLabel.text = "Travelers: \(travelers)"
    }
}
