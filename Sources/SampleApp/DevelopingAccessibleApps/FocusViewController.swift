import EarshotUIKit

/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "控制焦点" (listing 6-21): a view that learns when VoiceOver's cursor arrives and
/// leaves, through `accessibilityElementDidBecomeFocused()` and `accessibilityElementDidLoseFocus()`,
/// and changes its state: it draws a second highlight and shows a "Tap to see details" badge while
/// focused, and resets when the cursor moves on.
public final class FocusHighlightView: UIView {
    public let nameLabel = UILabel(frame: .zero)
    /// Whether the view draws its focus highlight.
    public private(set) var isShowingFocusHighlight = false
    /// Where the view reports its focus changes.
    weak var log: FocusViewController?

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public init(name: String) {
        super.init(frame: .zero)
        nameLabel.text = name
        addSubview(nameLabel)
        isAccessibilityElement = true
        accessibilityLabel = name
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        nameLabel.frame = bounds
    }

    public override func accessibilityElementDidBecomeFocused() {
        // This element became focused: change its status as needed.
        isShowingFocusHighlight = true
        backgroundColor = UIColor(red: 1, green: 0.9, blue: 0.3, alpha: 1)
        log?.record("\(nameLabel.text ?? "") became focused")
    }

    public override func accessibilityElementDidLoseFocus() {
        // This element lost focus: reset its status.
        isShowingFocusHighlight = false
        backgroundColor = nil
        log?.record("\(nameLabel.text ?? "") lost focus")
    }
}

/// Three destinations that highlight themselves while VoiceOver's cursor is on them.
public final class FocusViewController: UIViewController {
    public let destinations = ["Beach", "Mountains", "City"].map { FocusHighlightView(name: $0) }
    /// The focus callbacks, in the order they ran.
    public private(set) var focusLog: [String] = []

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Focus callbacks"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        var column = ColumnLayout()
        for destination in destinations {
            destination.log = self
            column.place(destination, height: 60, in: view)
        }
    }

    func record(_ entry: String) {
        focusLog.append(entry)
    }
}
