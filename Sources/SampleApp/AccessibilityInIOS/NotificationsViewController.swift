import EarshotUIKit

/// The developer notes Accessibility in iOS, "Изменение экрана", "Изменение макета" and "Объявление": the three ways an app tells
/// VoiceOver what changed.
///
/// - Layout change: a form that shows a further question depending on an answer. Turning on
///   "I have pets" reveals "Pet's name" and posts `.layoutChanged` with that new field, so the
///   cursor goes there.
/// - Announcement: "Download" finishes at once and posts `.announcement` "Download complete":
///   spoken, nothing moves.
/// - Screen change with a string: "Show results" replaces the form with results and posts
///   `.screenChanged` with "Results loaded": a short series of tones, the string spoken, the
///   cursor on the first element.
public final class NotificationsViewController: UIViewController {
    public let petsSwitch = UISwitch(frame: .zero)
    public let petNameField = UITextField(frame: .zero)
    public private(set) var downloadButton: UIButton!
    public private(set) var showResultsButton: UIButton!
    public let formView = UIView(frame: .zero)
    public let resultsLabel = UILabel(text: "3 vets near you")

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Notifications"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        petsSwitch.accessibilityLabel = "I have pets"
        petsSwitch.addTarget(for: .valueChanged) { [weak self] _ in self?.petsChanged() }
        petNameField.placeholder = "Rex"
        petNameField.accessibilityLabel = "Pet's name"
        petNameField.isHidden = true
        downloadButton = UIButton(title: "Download") {
            UIAccessibility.post(notification: .announcement, argument: "Download complete")
        }
        showResultsButton = UIButton(title: "Show results") { [weak self] in self?.showResults() }

        formView.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        petsSwitch.frame = CGRect(x: 16, y: 16, width: 51, height: 31)
        formView.addSubview(petsSwitch)
        petNameField.frame = CGRect(x: 16, y: 60, width: 358, height: 44)
        formView.addSubview(petNameField)
        downloadButton.frame = CGRect(x: 16, y: 120, width: 358, height: 44)
        formView.addSubview(downloadButton)
        showResultsButton.frame = CGRect(x: 16, y: 180, width: 358, height: 44)
        formView.addSubview(showResultsButton)
        view.addSubview(formView)

        resultsLabel.frame = CGRect(x: 16, y: 16, width: 358, height: 30)
        resultsLabel.isHidden = true
        view.addSubview(resultsLabel)
    }

    private func petsChanged() {
        petNameField.isHidden = !petsSwitch.isOn
        UIAccessibility.post(notification: .layoutChanged, argument: petsSwitch.isOn ? petNameField : nil)
    }

    private func showResults() {
        formView.isHidden = true
        resultsLabel.isHidden = false
        UIAccessibility.post(notification: .screenChanged, argument: "Results loaded")
    }
}
