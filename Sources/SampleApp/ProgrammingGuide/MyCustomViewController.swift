import EarshotUIKit

/// The subclass-way view of the same name, reachable from inside `MyCustomViewController`, whose
/// nested `MyCustomView` hides it.
public typealias SubclassedCustomView = MyCustomView

/// The Accessibility Programming Guide for iOS, "让自定义独立视图支持无障碍使用" and "通过编程定义自定义属性信息": a custom standalone view
/// made accessible *by its controller*, which sets the view's properties when it creates it
/// (`setIsAccessibilityElement:`, traits, label, hint). Beneath it, for comparison, the
/// subclass-way `MyCustomView`.
///
/// VoiceOver reads "Like, Button, Adds the song to your favorites." then "Play, Button, Plays the
/// song.": the two ways sound the same.
public final class MyCustomViewController: UIViewController {
    /// The guide's `MyCustomView` as this controller knows it: a custom-drawn view with no
    /// accessibility code of its own (the controller makes it accessible). Inside this class the
    /// name means this type; the top-level `MyCustomView` is the subclass way.
    public final class MyCustomView: UIView {
        /// How many taps reached the view.
        public private(set) var tapCount = 0

        public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            tapCount += 1
        }
    }

    /// The guide's `_view`, made accessible here.
    public let customView: MyCustomView
    /// The same kind of view made accessible in its subclass.
    public let subclassedView = SubclassedCustomView(frame: .zero)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public override init() {
        customView = MyCustomView(frame: .zero)
        customView.isAccessibilityElement = true
        customView.accessibilityTraits = .button
        customView.accessibilityLabel = NSLocalizedString("view.label", comment: "")
        customView.accessibilityHint = NSLocalizedString("view.hint", comment: "")
        super.init()
        title = "Custom standalone view"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        var column = ColumnLayout()
        column.place(customView, height: 60, in: view)
        column.place(subclassedView, height: 60, in: view)
    }
}
