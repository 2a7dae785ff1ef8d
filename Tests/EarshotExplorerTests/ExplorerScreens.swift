import EarshotUIKit

// Small screens for the interaction rules the sample app has no twin for, each in a fixed and a
// broken form. Each is built from nothing, as `Explorer.Launch` asks.

/// An app of its own whose window shows `root` (inside a navigation controller when `navigation`).
@MainActor
func launchApp(navigation: Bool = false, _ root: @MainActor () -> UIViewController) -> (application: UIApplication, window: UIWindow) {
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    application.addWindow(window)
    let controller = root()
    window.rootViewController = navigation ? UINavigationController(rootViewController: controller) : controller
    window.makeKeyAndVisible()
    return (application, window)
}

/// A column of views placed top to bottom in `view`.
@MainActor
func place(_ views: [UIView], in view: UIView) {
    var y: CGFloat = 60
    for item in views {
        item.frame = CGRect(x: 16, y: y, width: 358, height: 44)
        view.addSubview(item)
        y += 56
    }
}

@MainActor
func label(_ text: String) -> UILabel {
    let label = UILabel(frame: .zero)
    label.text = text
    return label
}

@MainActor
func button(_ title: String, _ action: @escaping @MainActor () -> Void) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.addAction(UIAction { _ in action() }, for: .touchUpInside)
    return button
}

/// A wizard whose Next replaces the whole step in place: the fixed one posts `.screenChanged`
/// (the developer notes Accessibility in iOS, "Изменение экрана"), the broken one posts nothing.
final class WizardViewController: UIViewController {
    let postsScreenChange: Bool
    private var content: [UIView] = []

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    init(postsScreenChange: Bool) {
        self.postsScreenChange = postsScreenChange
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        content = [label("Step 1 of 2"), button("Next step") { [weak self] in self?.next() }]
        place(content, in: view)
    }

    private func next() {
        for item in content { item.removeFromSuperview() }
        content = [label("Step 2 of 2"), label("All done")]
        place(content, in: view)
        if postsScreenChange { UIAccessibility.post(notification: .screenChanged, argument: nil) }
    }
}

/// Show results replaces the screen and posts `.screenChanged` naming an element: the fixed one
/// names the first result, the broken one the button it just removed.
final class ResultsViewController: UIViewController {
    let namesNewElement: Bool

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    init(namesNewElement: Bool) {
        self.namesNewElement = namesNewElement
        super.init()
    }

    private var showButton: UIButton?

    override func viewDidLoad() {
        super.viewDidLoad()
        let show = button("Show results") { [weak self] in self?.showResults() }
        showButton = show
        place([label("Search"), show], in: view)
    }

    private func showResults() {
        for item in view.subviews { item.removeFromSuperview() }
        let first = label("Result 1")
        place([label("Results"), first, label("Result 2")], in: view)
        UIAccessibility.post(notification: .screenChanged, argument: namesNewElement ? first : showButton)
    }
}

/// Save announces "Saved" and pushes a confirmation screen: the broken one announces first, so
/// the push's `.screenChanged` cuts the announcement off; the fixed one pushes, then announces.
final class SaveViewController: UIViewController {
    let announcesFirst: Bool

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    init(announcesFirst: Bool) {
        self.announcesFirst = announcesFirst
        super.init()
        title = "Draft"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        place([button("Save") { [weak self] in self?.save() }], in: view)
    }

    private func save() {
        let confirmation = UIViewController()
        confirmation.title = "Saved"
        if announcesFirst { UIAccessibility.post(notification: .announcement, argument: "Your draft was saved") }
        navigationController?.pushViewController(confirmation, animated: true)
        if !announcesFirst { UIAccessibility.post(notification: .announcement, argument: "Your draft was saved") }
    }
}

/// Developing Accessible iOS Apps, chapter 6, "控制焦点" (listing 6-21): code run when an element
/// gains focus. The broken one sends focus back to the first element: a trap.
final class TrapLabel: UILabel {
    weak var home: UIView?

    override func accessibilityElementDidBecomeFocused() {
        if let home { UIAccessibility.post(notification: .layoutChanged, argument: home) }
    }
}

final class TrapViewController: UIViewController {
    let traps: Bool

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    init(traps: Bool) {
        self.traps = traps
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let first = label("One")
        let second = TrapLabel(frame: .zero)
        second.text = "Two"
        if traps { second.home = first }
        place([first, second, label("Three")], in: view)
    }
}

/// A modal panel over the screen (Developing Accessible iOS Apps, chapter 6, "视图是模态的" and
/// "逃跑", listings 6-17 and 6-19): the fixed one dismisses itself on Escape, the broken one does
/// not implement it.
final class PanelView: UIView {
    var escapes = false
    var onClose: (@MainActor () -> Void)?

    override func accessibilityPerformEscape() -> Bool {
        guard escapes else { return false }
        onClose?()
        return true
    }
}

final class PanelViewController: UIViewController {
    let escapes: Bool
    private var panel: PanelView?
    private var openButton: UIButton!

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    init(escapes: Bool) {
        self.escapes = escapes
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        openButton = button("Filters") { [weak self] in self?.open() }
        place([label("Hotels"), openButton], in: view)
    }

    private func open() {
        guard panel == nil, let window = view.window else { return }
        let panel = PanelView(frame: CGRect(x: 0, y: 400, width: 390, height: 300))
        panel.accessibilityViewIsModal = true
        panel.escapes = escapes
        panel.onClose = { [weak self] in self?.close() }
        place([label("Filters panel"), button("Done") { [weak self] in self?.close() }], in: panel)
        window.addSubview(panel)
        self.panel = panel
        UIAccessibility.post(notification: .screenChanged, argument: nil)
    }

    private func close() {
        panel?.removeFromSuperview()
        panel = nil
        UIAccessibility.post(notification: .screenChanged, argument: openButton)
    }
}
