/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`).
///
/// Accessibility: an element with the `button` trait (plus `notEnabled` when disabled); its label
/// is its title, else the built-in name of its system item ("Add" for `.add`: the Accessibility Programming Guide for iOS — the
/// system "+" item "automatically includes a default label: Add"), else its image's label.
/// VoiceOver's double tap taps it; the bar then runs its action.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a titled item is drawn (UIKit's raw values).
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        case done = 2
    }

    /// The system-provided items (UIKit's raw values).
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
        case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
        case fastForward, undo, redo, pageCurl, close

        /// The localized (English) name UIKit gives the item; nil for spaces. Only "Add" is
        /// attested by the guides; the others are UIKit's visible titles or symbol names [U].
        var builtInAccessibilityLabel: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "Add"
            case .flexibleSpace, .fixedSpace: nil
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .pageCurl: "Page Curl"
            case .close: "Close"
            }
        }
    }

    /// How the item is drawn.
    open var style: Style = .plain { didSet { UIKitChanges.note() } }
    /// The system item the button was created as, if any.
    public let systemItem: SystemItem?
    /// The action run when the item is tapped.
    open var primaryAction: UIAction? { didSet { UIKitChanges.note() } }
    /// A custom view shown instead of the title or image.
    open var customView: UIView? { didSet { UIKitChanges.note() } }
    /// The width of a fixed space.
    open var width: CGFloat = 0 { didSet { UIKitChanges.note() } }

    /// A titled item that runs `handler` when tapped.
    public init(title: String?, style: Style, handler: ((UIBarButtonItem) -> Void)? = nil) {
        self.systemItem = nil
        super.init()
        self.title = title
        self.style = style
        setHandler(handler)
    }

    /// An image item that runs `handler` when tapped.
    public init(image: UIImage?, style: Style, handler: ((UIBarButtonItem) -> Void)? = nil) {
        self.systemItem = nil
        super.init()
        self.image = image
        self.style = style
        setHandler(handler)
    }

    /// An item with a title and / or image that runs `primaryAction` (UIKit's iOS 14 initializer).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?) {
        self.systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    /// A titled item that calls `action` on `target`: the closure form of UIKit's target / selector
    /// initializer, which needs the Objective-C runtime.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target, action: @escaping (Target) -> Void
    ) {
        self.init(title: title, style: style) { [weak target] _ in if let target { action(target) } }
    }

    /// A system item ("+", Done, …) that runs `handler` when tapped.
    public init(barButtonSystemItem systemItem: SystemItem, handler: ((UIBarButtonItem) -> Void)? = nil) {
        self.systemItem = systemItem
        super.init()
        self.style = systemItem == .done ? .done : .plain
        setHandler(handler)
    }

    /// A system item that calls `action` on `target`.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping (Target) -> Void
    ) {
        self.init(barButtonSystemItem: systemItem) { [weak target] _ in if let target { action(target) } }
    }

    /// A system item that runs `primaryAction` (UIKit's iOS 14 initializer).
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        super.init()
        self.style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
    }

    private func setHandler(_ handler: ((UIBarButtonItem) -> Void)?) {
        guard let handler else { return }
        primaryAction = UIAction { [weak self] _ in if let self { handler(self) } }
    }

    /// Whether the item is a space rather than a button.
    package var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// Runs the item's action, as a tap on an enabled item does.
    package func performPrimaryAction() {
        guard isEnabled, !isSpace else { return }
        primaryAction?.perform(sender: self)
    }

    // MARK: UIAccessibility defaults for bar button items

    /// Spaces are not elements; buttons are, unless the app says otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? !isSpace }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// The title, else the system item's name, else the image's label, unless the app set a label.
    open override var accessibilityLabel: String? {
        get {
            if let explicit = accessibilityOverrides.label { return explicit }
            if let title, !title.isEmpty { return title }
            if let name = systemItem?.builtInAccessibilityLabel { return name }
            return image?.accessibilityLabel
        }
        set { accessibilityOverrides.label = newValue }
    }

    /// `button`, plus `notEnabled` when disabled, unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? (isEnabled ? .button : [.button, .notEnabled]) }
        set { accessibilityOverrides.traits = newValue }
    }
}
