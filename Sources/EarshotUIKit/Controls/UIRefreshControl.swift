/// A control that starts a refresh of a scroll view's content (UIKit's `UIRefreshControl`), given
/// to a scroll view's `refreshControl` (or a table view controller's). A finger pulls the content
/// down to refresh; VoiceOver users swipe down with three fingers while the content is at its top,
/// which begins refreshing and sends `.valueChanged`, as UIKit's control does
/// (docs/voiceover-behaviour.md §5, "three-finger swipe"); code starts one with `beginRefreshing()`,
/// which sends nothing, and ends it with `endRefreshing()`.
///
/// It sits above the content, out of sight until pulled, and is no element: VoiceOver's swipes do
/// not land on it (whether VoiceOver can focus it while it refreshes is not in the project's
/// sources). `attributedTitle` and `tintColor` are kept, not drawn.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false { didSet { UIKitChanges.note() } }
    /// The text shown under the spinner (kept, not drawn).
    open var attributedTitle: NSAttributedString?

    /// The height the control takes above the content, in points.
    static let height: CGFloat = 60

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A refresh control, sized by the scroll view that holds it.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows that a refresh the app started is under way; sends no event.
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends the refresh.
    open func endRefreshing() {
        isRefreshing = false
    }

    /// Begins refreshing and sends `.valueChanged`, as pulling the content down does; false when
    /// the control is disabled or already refreshing.
    package func refreshFromPull() -> Bool {
        guard isEnabled, !isRefreshing else { return false }
        isRefreshing = true
        sendActions(for: .valueChanged)
        return true
    }

    /// Not an element (see the type's documentation), unless the app says otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? false }
        set { accessibilityOverrides.isElement = newValue }
    }
}
