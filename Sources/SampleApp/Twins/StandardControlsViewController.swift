import EarshotUIKit

/// UIKit's standard controls, one under another, each named the way its SwiftUI twin
/// (`SwiftUIStandardControlsView`) names it, so the two halves of the guide's "The iOS
/// Accessibility Model" chapter can be heard side by side: Apple's controls need no
/// accessibility code beyond a label where no visible text names them.
public final class StandardControlsViewController: UIViewController {
    public let notificationsSwitch = UISwitch()
    public let volumeSlider = UISlider()
    public let sizeControl = UISegmentedControl(items: ["Small", "Medium", "Large"])
    public let nameField = UITextField()
    public let saveButton = UIButton(title: "Save") {}
    public let uploadProgress = UIProgressView()

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Standard controls"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let heading = UILabel(text: "Preferences")
        heading.accessibilityTraits = [.staticText, .header]
        notificationsSwitch.isOn = true
        notificationsSwitch.accessibilityLabel = "Notifications"
        volumeSlider.value = 0.5
        volumeSlider.accessibilityLabel = "Volume"
        sizeControl.selectedSegmentIndex = 1
        nameField.placeholder = "Your name"
        nameField.accessibilityLabel = "Name"
        uploadProgress.progress = 0.25
        uploadProgress.accessibilityLabel = "Upload"

        var column = ColumnLayout()
        column.place(heading, height: 30, in: view)
        column.place(notificationsSwitch, height: 31, in: view)
        column.place(volumeSlider, height: 31, in: view)
        column.place(sizeControl, height: 32, in: view)
        column.place(nameField, height: 34, in: view)
        column.place(uploadProgress, height: 4, in: view)
        column.place(saveButton, height: 44, in: view)
    }
}
