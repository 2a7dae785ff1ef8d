/// An alert or action sheet (UIKit's `UIAlertController`): a title, a message and buttons, shown
/// with `present(_:animated:)`.
///
/// Accessibility: its view is modal (`accessibilityViewIsModal`), so VoiceOver reaches nothing
/// behind it; the title and the message are static texts and the actions are buttons (Dimmed when
/// disabled). When it appears it posts `.screenChanged` with a nil argument, so focus moves into it
/// (to its first element, the title). VoiceOver's Escape runs the cancel action and dismisses the
/// alert, returning true; an alert without an enabled cancel action cannot be escaped (false), as
/// in UIKit, where such an alert only goes away through one of its buttons.
///
/// Layout: a box 270 pt wide (at most the view's width), centred in the view: the title and the
/// message 16 pt from the box's edges, then the buttons, 44 pt high. An alert with exactly two
/// actions puts them side by side, the cancel action on the left; otherwise they are stacked,
/// the cancel action last (also in an action sheet).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Alert or action sheet (UIKit's raw values).
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// The explanatory text under the title.
    open var message: String? {
        didSet {
            UIKitChanges.note()
            alertView?.update()
        }
    }
    /// Alert or action sheet.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = [] { didSet { UIKitChanges.note() } }
    /// The action drawn in bold (Return triggers it).
    open var preferredAction: UIAlertAction? { didSet { UIKitChanges.note() } }
    /// The text fields added with `addTextField(configurationHandler:)`.
    public private(set) var textFields: [UITextField]? { didSet { UIKitChanges.note() } }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// An alert or action sheet with `title` and `message`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
        alertView?.update()
    }

    /// Adds a text field (alerts only), configured by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else { return }
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        alertView?.update()
    }

    private var alertView: AlertView? { viewIfLoaded as? AlertView }

    open override func loadView() {
        view = AlertView(controller: self, frame: UIScreen.phone.bounds)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        alertView?.update()
    }

    /// Moves VoiceOver's focus into the alert when it is shown without a presentation (placed
    /// in a view hierarchy); a presented alert's screen change is the presentation's.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if presentingViewController == nil { view.postAccessibilityNotification(.screenChanged, argument: nil) }
    }

    /// The actions in the order their buttons are laid out.
    fileprivate var orderedActions: [UIAlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        if preferredStyle == .alert && actions.count == 2 { return cancel + others }
        return others + cancel
    }

    /// Dismisses the alert, then runs the action's handler, as a tap on its button does. An alert
    /// that was not presented (placed directly in a view hierarchy) removes its view.
    open func performAction(_ action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        if presentingViewController != nil {
            dismiss(animated: true) { action.handler?(action) }
        } else {
            viewIfLoaded?.removeFromSuperview()
            action.handler?(action)
        }
    }

    /// Escape runs the enabled cancel action and dismisses the alert; false when there is none.
    open override func accessibilityPerformEscape() -> Bool {
        guard let cancel = actions.first(where: { $0.style == .cancel && $0.isEnabled }) else { return false }
        performAction(cancel)
        return true
    }
}

/// An alert's view: a dimmed full-size backdrop holding the centred box with the labels and buttons.
@MainActor
private final class AlertView: UIView, AccessibilityComposedParts {
    weak var controller: UIAlertController? { didSet { UIKitChanges.note() } }
    let box = UIView(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    let messageLabel = UILabel(frame: .zero)
    private var buttons: [UIButton] = [] { didSet { UIKitChanges.note() } }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init(controller: UIAlertController, frame: CGRect) {
        self.controller = controller
        super.init(frame: frame)
        accessibilityViewIsModal = true
        titleLabel.numberOfLines = 0
        titleLabel.font = .boldSystemFont(ofSize: 17)
        messageLabel.numberOfLines = 0
        messageLabel.font = .systemFont(ofSize: 13)
        box.addSubview(titleLabel)
        box.addSubview(messageLabel)
        addSubview(box)
        update()
    }

    override var frame: CGRect { didSet { layoutBox() } }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutBox()
    }

    /// The title label 0, the message label 1, then each action's button by the order the
    /// actions were added (`UIAlertController.actions`), not the order they are laid out in.
    func accessibilityPartIndex(of object: NSObject) -> Int? {
        if object === titleLabel { return 0 }
        if object === messageLabel { return 1 }
        guard let controller, let shown = buttons.firstIndex(where: { $0 === object }),
            controller.orderedActions.indices.contains(shown)
        else { return nil }
        let action = controller.orderedActions[shown]
        return controller.actions.firstIndex { $0 === action }.map { $0 + 2 }
    }

    /// Rebuilds the labels and buttons from the controller.
    func update() {
        guard let controller else { return }
        titleLabel.text = controller.title
        titleLabel.isHidden = (controller.title ?? "").isEmpty
        messageLabel.text = controller.message
        messageLabel.isHidden = (controller.message ?? "").isEmpty
        buttons.forEach { $0.removeFromSuperview() }
        (controller.textFields ?? []).forEach { box.addSubview($0) }
        buttons = controller.orderedActions.map { action in
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.isEnabled = action.isEnabled
            button.addAction(
                UIAction { [weak controller, weak action] _ in
                    if let controller, let action { controller.performAction(action) }
                }, for: .touchUpInside)
            box.addSubview(button)
            return button
        }
        layoutBox()
    }

    /// Lays the box out (see UIAlertController's comment for the geometry).
    private func layoutBox() {
        guard let controller else { return }
        buttons.enumerated().forEach { index, button in
            if index < controller.orderedActions.count { button.isEnabled = controller.orderedActions[index].isEnabled }
        }
        let width = min(270, bounds.width)
        let inner = max(0, width - 32)
        var y: CGFloat = 16
        for label in [titleLabel, messageLabel] where !label.isHidden {
            let lines = max(1, ((CGFloat((label.text ?? "").count) * 8) / max(inner, 1)).rounded(.up))
            let height = lines * 20
            label.frame = CGRect(x: 16, y: y, width: inner, height: height)
            y += height + 4
        }
        for field in controller.textFields ?? [] {
            field.frame = CGRect(x: 16, y: y, width: inner, height: 28)
            y += 32
        }
        y += 12
        if controller.preferredStyle == .alert && buttons.count == 2 {
            buttons[0].frame = CGRect(x: 0, y: y, width: width / 2, height: 44)
            buttons[1].frame = CGRect(x: width / 2, y: y, width: width / 2, height: 44)
            y += 44
        } else {
            for button in buttons {
                button.frame = CGRect(x: 0, y: y, width: width, height: 44)
                y += 44
            }
        }
        let height = min(y, bounds.height)
        box.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }
}
