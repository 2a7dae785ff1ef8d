import EarshotUIKit

/// The developer notes Accessibility in iOS, "Изменение макета" (layout change): a form whose
/// content changes after the user's answer tells VoiceOver with `.layoutChanged`, naming the new
/// element so VoiceOver moves to it and reads it.
///
/// A sign-up form: Submit with an empty name shows an error under the field. The fixed form posts
/// `.layoutChanged` with the error label; the form before the fix shows it silently, so a
/// VoiceOver user on Submit hears nothing and does not know why nothing happened
/// (`interaction.silent-change`). Another form before the fix posts `.screenChanged` where
/// `.layoutChanged` is meant ("Изменение экрана": the tones say a new screen came, and moving
/// the cursor so disorients): VoiceOver reads the error, but the user hears a screen that did
/// not change announced as new (`announce.disruptive`).
public final class ErrorFormViewController: UIViewController {
    public let nameField = UITextField()
    public let errorLabel = UILabel(text: "Enter your name.")
    public private(set) var submitButton: UIButton!
    /// Whether the form tells VoiceOver about the error (the fix).
    public let postsLayoutChange: Bool
    /// Whether the form posts `.screenChanged` with the error instead (a form before the fix).
    public let postsScreenChange: Bool

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(postsLayoutChange: Bool, postsScreenChange: Bool = false) {
        self.postsLayoutChange = postsLayoutChange && !postsScreenChange
        self.postsScreenChange = postsScreenChange
        super.init()
        title =
            postsScreenChange
            ? "Sign-up form (screen change, before the fix)" : postsLayoutChange ? "Sign-up form" : "Sign-up form (before the fix)"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        nameField.placeholder = "Name"
        nameField.accessibilityLabel = "Name"
        submitButton = UIButton(title: "Submit") { [weak self] in self?.submit() }
        errorLabel.isHidden = true
        var column = ColumnLayout()
        column.place(nameField, height: 44, in: view)
        column.place(errorLabel, height: 30, in: view)
        column.place(submitButton, height: 44, in: view)
    }

    /// Checks the name; an empty one shows the error (and, fixed, moves VoiceOver to it).
    public func submit() {
        guard (nameField.text ?? "").isEmpty else { return }
        errorLabel.isHidden = false
        if postsScreenChange {
            UIAccessibility.post(notification: .screenChanged, argument: errorLabel)
        } else if postsLayoutChange {
            UIAccessibility.post(notification: .layoutChanged, argument: errorLabel)
        }
    }
}
