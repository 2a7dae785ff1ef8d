import EarshotUIKit

/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "隐藏的元素" (listing 6-16), and the developer notes Accessibility in iOS, "Скрытие элементов".
///
/// - A menu panel slides over the content. The content stays on screen, partly covered, but
///   VoiceOver must not wander into it: `contentView.accessibilityElementsHidden = true` while the
///   menu is open (listing 6-16). Opening the menu posts `.layoutChanged` with its first item.
/// - The developer notes Accessibility in iOS's volume overlay: the view that appears when the volume changes is seen by sighted
///   users but must not interrupt VoiceOver users or move their cursor (the click already gives
///   audio feedback), so it is hidden with `accessibilityElementsHidden`.
public final class HiddenElementsViewController: UIViewController {
    public let contentView = UIView(frame: .zero)
    public private(set) var contentButtons: [UIButton] = []
    public private(set) var openMenuButton: UIButton!
    public private(set) var volumeUpButton: UIButton!
    public let menuView = UIView(frame: .zero)
    public private(set) var menuButtons: [UIButton] = []
    public let volumeOverlay = UILabel(frame: .zero)
    /// The volume, in percent.
    public private(set) var volume = 50

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        title = "Hidden elements"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        openMenuButton = UIButton(title: "Open menu") { [weak self] in self?.openMenu() }
        volumeUpButton = UIButton(title: "Volume up") { [weak self] in self?.volumeUp() }
        contentButtons = [openMenuButton, volumeUpButton]
        contentView.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
        var column = ColumnLayout()
        column.place(UILabel(text: "Playlist: Road trip"), height: 30, in: contentView)
        for button in contentButtons { column.place(button, height: 44, in: contentView) }
        view.addSubview(contentView)

        menuView.frame = CGRect(x: 0, y: 0, width: 260, height: 400)
        menuView.isHidden = true
        menuButtons = [
            UIButton(title: "Library") {},
            UIButton(title: "Settings") {},
            UIButton(title: "Close menu") { [weak self] in self?.closeMenu() },
        ]
        var menuColumn = ColumnLayout(width: 228)
        for button in menuButtons { menuColumn.place(button, height: 44, in: menuView) }
        view.addSubview(menuView)

        volumeOverlay.frame = CGRect(x: 95, y: 300, width: 200, height: 60)
        volumeOverlay.isHidden = true
        // The developer notes Accessibility in iOS: a transient overlay sighted users see, kept away from VoiceOver.
        volumeOverlay.accessibilityElementsHidden = true
        view.addSubview(volumeOverlay)
    }

    /// Slides the menu over the content and hides the covered content from VoiceOver.
    public func openMenu() {
        menuView.isHidden = false
        // Listing 6-16
        contentView.accessibilityElementsHidden = true
        UIAccessibility.post(notification: .layoutChanged, argument: menuButtons.first)
    }

    /// Closes the menu and gives the content back to VoiceOver, with the cursor on "Open menu".
    public func closeMenu() {
        menuView.isHidden = true
        contentView.accessibilityElementsHidden = false
        UIAccessibility.post(notification: .layoutChanged, argument: openMenuButton)
    }

    /// Raises the volume and shows the overlay, which VoiceOver ignores.
    public func volumeUp() {
        volume = min(100, volume + 10)
        volumeOverlay.text = "Volume \(volume)%"
        volumeOverlay.isHidden = false
    }
}
