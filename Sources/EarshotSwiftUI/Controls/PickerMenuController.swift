import EarshotUIKit

/// The menu a menu-style `Picker` opens: its options as buttons in a column, the chosen one
/// "Selected" (the checkmark iOS draws). Presented modally, so VoiceOver reads only the menu;
/// choosing an option or Escape closes it and focus returns to the picker.
@MainActor
final class PickerMenuController: UIViewController {
    private let titles: [String]
    private let selected: Int?
    private let choose: (Int) -> Void
    private let close: () -> Void

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    init(titles: [String], selected: Int?, choose: @escaping (Int) -> Void, close: @escaping () -> Void) {
        self.titles = titles
        self.selected = selected
        self.choose = choose
        self.close = close
        super.init()
    }

    override func loadView() {
        let menu = PickerMenuView(frame: UIScreen.phone.bounds)
        menu.close = close
        // A menu row is 44 pt high, 250 pt wide, the menu centred on the screen.
        let width: CGFloat = 250
        let rowHeight: CGFloat = 44
        let top = ((menu.bounds.height - rowHeight * CGFloat(titles.count)) / 2).rounded(.down)
        for (index, title) in titles.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.isSelected = index == selected
            button.frame = CGRect(
                x: ((menu.bounds.width - width) / 2).rounded(.down),
                y: max(0, top) + CGFloat(index) * rowHeight, width: width, height: rowHeight)
            let choose = choose
            button.addAction(UIAction { _ in choose(index) }, for: .primaryActionTriggered)
            menu.addSubview(button)
        }
        view = menu
    }
}

/// The menu's view: Escape closes the menu.
@MainActor
private final class PickerMenuView: UIView {
    var close: (() -> Void)? { didSet { UIKitChanges.note() } }

    override func accessibilityPerformEscape() -> Bool {
        guard let close else { return false }
        close()
        return true
    }
}
