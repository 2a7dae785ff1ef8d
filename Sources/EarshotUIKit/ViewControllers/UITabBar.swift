/// The row of tabs at the bottom of a tab interface (UIKit's `UITabBar`).
///
/// Accessibility: the bar is not an element; it has the `tabBar` trait and provides the `.tabs`
/// position context, so VoiceOver reads its items as "Tab, i of n". Its accessibility elements are
/// its items (bar items are elements themselves), left to right; they share the bar's width
/// equally and fill its height. VoiceOver's double tap on a tab taps its centre: the bar selects
/// an enabled tab and tells its delegate (a tab bar controller switches the screen).
@preconcurrency @MainActor
open class UITabBar: UIView, BarItemHosting, AccessibilityPositionContextProviding {
    /// The tabs, left to right.
    open var items: [UITabBarItem]? {
        didSet {
            UIKitChanges.note()
            if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
            (items ?? []).forEach { $0.hostBar = self }
        }
    }
    /// The selected tab; it must be one of `items`.
    open weak var selectedItem: UITabBarItem? { didSet { UIKitChanges.note() } }
    /// Hears when the user picks a tab.
    open weak var delegate: UITabBarDelegate? { didSet { UIKitChanges.note() } }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Replaces the tabs.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// The rectangle of a tab in bar coordinates: equal shares of the width, left to right.
    package func rect(for item: UIBarItem) -> CGRect? {
        guard let items, let index = items.firstIndex(where: { $0 === item }) else { return nil }
        let width = bounds.width / CGFloat(items.count)
        return CGRect(x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A tap on an enabled tab selects it and tells the delegate.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self), let items else { return }
        guard let item = items.first(where: { rect(for: $0)?.contains(point) == true }), item.isEnabled else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    // MARK: UIAccessibility defaults for tab bars

    /// "Tab, i of n" over the tabs.
    public var accessibilityPositionContext: AccessibilityPositionContext { .tabs }

    /// `tabBar`, unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? .tabBar }
        set { accessibilityOverrides.traits = newValue }
    }

    /// The tabs, left to right, unless the app set elements.
    open override var accessibilityElements: [Any]? {
        get {
            if let explicit = accessibilityElementStorage { return explicit }
            let tabs = items ?? []
            tabs.forEach { $0.hostBar = self }
            return tabs
        }
        set {
            accessibilityElementStorage = newValue
            UIKitChanges.note()
        }
    }
}
