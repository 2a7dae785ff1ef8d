import EarshotUIKit

/// The mistakes the guides warn against, built as views so the auditor has something to catch and
/// the tests something to hear. Each builder names the guide passage it breaks.
@MainActor
public enum BadExamples {
    /// The Accessibility Programming Guide for iOS, "如何创建标签": a label that includes the control's type. VoiceOver adds the type
    /// itself, so users hear "Add button, Button" (the guide: "添加按钮按钮").
    public static func addButtonRepeatingItsRole() -> UIButton {
        let button = UIButton(title: "+") {}
        button.accessibilityLabel = "Add button"
        return button
    }

    /// The Accessibility Programming Guide for iOS, "如何创建提示": a hint that names the gesture ("点击来播放音乐"). VoiceOver users
    /// activate with their own gestures; the hint should say what happens ("Plays the song.").
    public static func songWithGestureHint() -> UIButton {
        let button = UIButton(title: "Yesterday") {}
        button.accessibilityHint = "Tap to play the song"
        return button
    }

    /// The Accessibility Programming Guide for iOS, "如何创建提示": a hint that names the control ("保存按钮可以保存你的编辑"); the
    /// label already says which control it is.
    public static func saveButtonNamingItselfInItsHint() -> UIButton {
        let button = UIButton(title: "Save") {}
        button.accessibilityHint = "The Save button saves your edits."
        return button
    }

    /// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "Accessible Slider": the travelers slider before the fix, a separate label and a
    /// percentage slider with no label of its own.
    public static func travelersSliderBeforeTheFix() -> TravelersSliderView {
        TravelersSliderView(frame: .zero)
    }
}

/// The screen showing `BadExamples`' labels and hints, one under another.
public final class BadExamplesViewController: UIViewController {
    public let addButton = BadExamples.addButtonRepeatingItsRole()
    public let songButton = BadExamples.songWithGestureHint()
    public let saveButton = BadExamples.saveButtonNamingItselfInItsHint()

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Bad labels and hints"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        var column = ColumnLayout()
        column.place(addButton, height: 44, in: view)
        column.place(songButton, height: 44, in: view)
        column.place(saveButton, height: 44, in: view)
    }
}
