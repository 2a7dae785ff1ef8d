import EarshotUIKit

/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "视图是模态的" (listing 6-17) and "逃跑" (listing 6-19); the developer notes Accessibility in iOS, "Модальный вид";
/// the View Controller Programming Guide for iOS, "Escape".
///
/// A custom alert asking whether to delete a photo. Its container view has
/// `accessibilityViewIsModal` (set by the controller, listing 6-17), so VoiceOver ignores
/// everything beside it, and it implements `accessibilityPerformEscape()` (listing 6-19): the
/// two-finger Z dismisses it, as Cancel does.
public final class CustomAlertView: UIView {
    public let titleLabel = UILabel(text: "Delete this photo?")
    public let messageLabel = UILabel(text: "This cannot be undone.")
    public private(set) var deleteButton: UIButton!
    public private(set) var cancelButton: UIButton!
    /// Called when the alert goes away: true when the user chose Delete.
    var onDismiss: (@MainActor (Bool) -> Void)?

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.accessibilityTraits = [.staticText, .header]
        deleteButton = UIButton(title: "Delete") { [weak self] in self?.dismiss(deleting: true) }
        cancelButton = UIButton(title: "Cancel") { [weak self] in self?.dismiss(deleting: false) }
        var column = ColumnLayout(x: 16, y: 16, width: 238)
        column.place(titleLabel, height: 30, in: self)
        column.place(messageLabel, height: 30, in: self)
        column.place(deleteButton, height: 44, in: self)
        column.place(cancelButton, height: 44, in: self)
    }

    private func dismiss(deleting: Bool) {
        removeFromSuperview()
        onDismiss?(deleting)
    }

    /// Listing 6-19: dismiss the current view; true, since it can always be dismissed.
    public override func accessibilityPerformEscape() -> Bool {
        dismiss(deleting: false)
        return true
    }
}

/// A photo with a Delete button that shows the custom alert. Before the fix (`isModal` false)
/// the alert is not marked modal: VoiceOver moves to it, but swiping goes on to the photo behind
/// it (`interaction.modal-leak`).
///
/// The alert is added to the window, not to this screen's view: the modal flag hides only the
/// alert's siblings, and the navigation bar is not one of them here. The developer notes Accessibility in iOS warns of exactly
/// this ("if VoiceOver still moves to other elements, hide the problem views").
public final class CustomAlertViewController: UIViewController {
    public let photoLabel = UILabel(text: "Photo: Beach at sunset")
    public private(set) var deletePhotoButton: UIButton!
    /// The alert while it is shown.
    public private(set) var customAlert: CustomAlertView?
    public private(set) var photoDeleted = false
    /// Whether the alert is marked `accessibilityViewIsModal` (listing 6-17, the fix).
    public let isModal: Bool

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(isModal: Bool = true) {
        self.isModal = isModal
        super.init()
        title = isModal ? "Custom alert" : "Custom alert (before the fix)"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        deletePhotoButton = UIButton(title: "Delete photo") { [weak self] in self?.showAlert() }
        var column = ColumnLayout()
        column.place(photoLabel, height: 200, in: view)
        column.place(deletePhotoButton, height: 44, in: view)
    }

    /// Shows the alert over the whole window and moves VoiceOver's cursor to its title.
    public func showAlert() {
        guard customAlert == nil, let window = view.window else { return }
        let customAlert = CustomAlertView(frame: CGRect(x: 60, y: 300, width: 270, height: 200))
        // Listing 6-17
        customAlert.accessibilityViewIsModal = isModal
        customAlert.onDismiss = { [weak self] deleted in self?.alertDismissed(deleted: deleted) }
        window.addSubview(customAlert)
        self.customAlert = customAlert
        UIAccessibility.post(notification: .screenChanged, argument: customAlert.titleLabel)
    }

    private func alertDismissed(deleted: Bool) {
        customAlert = nil
        if deleted {
            photoDeleted = true
            photoLabel.text = "Photo deleted"
        }
        UIAccessibility.post(notification: .screenChanged, argument: deleted ? photoLabel : deletePhotoButton)
    }
}
