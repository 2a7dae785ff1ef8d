import EarshotUIKit

/// The View Controller Programming Guide for iOS, "Escape": going back one level of a navigation hierarchy is what VoiceOver users
/// expect the two-finger Z gesture to do, and `UINavigationController` does it by default. Each
/// level has a button that pushes the next one; Escape pops one level at a time.
public final class NavigationLevelViewController: UIViewController {
    /// The depth of this screen, from 1.
    public let level: Int
    public private(set) var deeperButton: UIButton!

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(level: Int) {
        self.level = level
        super.init()
        title = "Level \(level)"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        deeperButton = UIButton(title: "Go to level \(level + 1)") { [weak self] in
            guard let self else { return }
            navigationController?.pushViewController(NavigationLevelViewController(level: level + 1), animated: true)
        }
        var column = ColumnLayout()
        column.place(UILabel(text: "Escape goes back one level"), height: 30, in: view)
        column.place(deeperButton, height: 44, in: view)
    }
}
