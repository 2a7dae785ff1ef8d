/// The bar at the top of a navigation interface (UIKit's `UINavigationBar`): the top item's title
/// in the middle, its bar button items at the sides, and a back button naming the item behind it.
///
/// Accessibility: the bar is a container, read in this order: the back button, the left items,
/// the title, the right items (the visual order left to right; in a right-to-left layout the bar
/// is mirrored and the order, starting from the right, is the same). The title is an element with
/// the `header` trait; the back button is an element with `button` and `backButton` whose label is
/// the previous item's back title (its `backBarButtonItem` title, else `backButtonTitle`, else its
/// title, else "Back"); bar button items are themselves elements. The bar's identifier defaults to
/// the title, as XCUITest dumps show. VoiceOver's double tap taps an element's centre, and the bar
/// routes the tap: the back button pops (asking its delegate), an item runs its action.
///
/// Geometry (in bar coordinates, left to right): the back button from x = 0, 34 pt plus 8 pt per
/// character wide (at most a third of the bar); left items after it and right items from 8 pt
/// inside the right edge, each 16 pt plus 9 pt per character (at least 44 pt) wide, 8 pt apart,
/// all the bar's height; the title centred, 21 pt high, 8 pt plus 9.5 pt per character wide (the
/// widths match real dumps of the Settings app: "General" 89 pt, "Keyboards" 86 pt).
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarItemHosting {
    /// The items, bottom to top; the last is shown.
    open private(set) var items: [UINavigationItem]? {
        didSet {
            UIKitChanges.note()
            for item in items ?? [] { item.bar = self }
            showTitleView()
        }
    }
    /// The top item's title view while it is shown in the bar.
    private weak var shownTitleView: UIView? { didSet { UIKitChanges.note() } }
    /// The size the title view asked for when it was shown (its own, else its content's); the bar
    /// narrows it to fit without forgetting it.
    private var titleViewSize = CGSize.zero { didSet { UIKitChanges.note() } }
    /// Asked before the back button pops; a navigation controller sets itself.
    open weak var delegate: UINavigationBarDelegate? { didSet { UIKitChanges.note() } }
    /// Whether the bar shows large titles (drawn only; VoiceOver reads the title the same way).
    open var prefersLargeTitles = false { didSet { UIKitChanges.note() } }

    private lazy var backElement = NavigationBarPartElement(bar: self, part: .back)
    private lazy var titleElement = NavigationBarPartElement(bar: self, part: .title)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    // MARK: Items

    /// The item shown.
    open var topItem: UINavigationItem? { items?.last }

    /// The item behind the top one; the back button names it.
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
    }

    /// Shows `item` on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        items = (items ?? []) + [item]
    }

    /// Removes the top item and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var stack = items, let top = stack.popLast() else { return nil }
        items = stack
        return top
    }

    /// Whether the back button is shown.
    private var showsBackButton: Bool {
        guard backItem != nil, let top = topItem, !top.hidesBackButton else { return false }
        return (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton
    }

    /// The top item's left items, left to right, and right items, left to right.
    private var barButtonItems: (left: [UIBarButtonItem], right: [UIBarButtonItem]) {
        let top = topItem
        return (top?.leftBarButtonItems ?? [], (top?.rightBarButtonItems ?? []).reversed())
    }

    // MARK: Title view

    /// Shows the top item's title view in the middle of the bar, in place of its title.
    package func showTitleView() {
        let titleView = topItem?.titleView
        if shownTitleView !== titleView, let old = shownTitleView, old.superview === self { old.removeFromSuperview() }
        if let titleView, titleView.superview !== self {
            var size = titleView.bounds.size
            if size == .zero {
                let content = titleView.intrinsicContentSize
                size = CGSize(width: max(content.width, 0), height: max(content.height, 0))
            }
            titleViewSize = size
            addSubview(titleView)
        }
        shownTitleView = titleView
        layoutTitleView()
    }

    /// Centres the title view: its own size, else its content's, at most the bar's width less 8
    /// points each side and its height.
    private func layoutTitleView() {
        guard let titleView = shownTitleView, bounds.size != .zero else { return }
        let size = CGSize(width: min(titleViewSize.width, max(bounds.width - 16, 0)), height: min(titleViewSize.height, bounds.height))
        titleView.frame = CGRect(
            x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    open override var frame: CGRect { didSet { layoutTitleView() } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTitleView()
    }

    // MARK: Geometry

    /// Whether the bar is laid out right to left (the application's direction).
    private var isRightToLeft: Bool {
        (window?.application ?? UIApplication.current)?.userInterfaceLayoutDirection == .rightToLeft
    }

    private static func itemWidth(_ item: UIBarButtonItem) -> CGFloat {
        if item.systemItem == .fixedSpace { return item.width }
        if item.systemItem == .flexibleSpace { return 0 }
        let characters = CGFloat((item.title ?? "").count)
        return max(44, 16 + 9 * characters)
    }

    /// The left-to-right rectangles of everything the bar shows.
    private func layoutRects() -> (back: CGRect?, title: CGRect?, items: [ObjectIdentifier: CGRect]) {
        let height = bounds.height
        var rects: [ObjectIdentifier: CGRect] = [:]
        var left: CGFloat = 0
        var back: CGRect?
        if showsBackButton, let backItem {
            let width = min(bounds.width / 3, 34 + 8 * CGFloat(backItem.backButtonLabel.count))
            back = CGRect(x: 0, y: 0, width: width, height: height)
            left = width
        } else {
            left = 8
        }
        let (leftItems, rightItems) = barButtonItems
        for item in leftItems {
            let width = Self.itemWidth(item)
            rects[ObjectIdentifier(item)] = CGRect(x: left, y: 0, width: width, height: height)
            left += width + 8
        }
        var right = bounds.width - 8
        for item in rightItems.reversed() {
            let width = Self.itemWidth(item)
            right -= width
            rects[ObjectIdentifier(item)] = CGRect(x: right, y: 0, width: width, height: height)
            right -= 8
        }
        var title: CGRect?
        if let text = topItem?.effectiveTitle, !text.isEmpty {
            let width = min(bounds.width, 8 + 9.5 * CGFloat(text.count))
            title = CGRect(x: (bounds.width - width) / 2, y: (height - 21) / 2, width: width, height: min(21, height))
        }
        guard isRightToLeft else { return (back, title, rects) }
        func mirrored(_ rect: CGRect) -> CGRect {
            CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        return (back.map(mirrored), title.map(mirrored), rects.mapValues(mirrored))
    }

    /// The rectangle of a part, in bar coordinates.
    fileprivate func rect(of part: NavigationBarPart) -> CGRect? {
        let rects = layoutRects()
        return part == .back ? rects.back : rects.title
    }

    /// The rectangle of a bar button item of the top item, in bar coordinates.
    package func rect(for item: UIBarItem) -> CGRect? {
        layoutRects().items[ObjectIdentifier(item)]
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A tap on the back button pops; a tap on an enabled item runs its action.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        let rects = layoutRects()
        if let back = rects.back, back.contains(point) {
            tapBackButton()
            return
        }
        let (leftItems, rightItems) = barButtonItems
        for item in leftItems + rightItems {
            if let rect = rects.items[ObjectIdentifier(item)], rect.contains(point) {
                item.performPrimaryAction()
                return
            }
        }
    }

    /// Pops the top item, as the back button does, unless the delegate refuses (a navigation
    /// controller refuses and pops its view controller, which pops the item).
    private func tapBackButton() {
        guard let top = topItem, backItem != nil else { return }
        if let delegate, !delegate.navigationBar(self, shouldPop: top) { return }
        popItem(animated: true)
        delegate?.navigationBar(self, didPop: top)
    }

    // MARK: UIAccessibility defaults for navigation bars

    /// The back button, the left items, the title, the right items, unless the app set elements.
    open override var accessibilityElements: [Any]? {
        get {
            if let explicit = accessibilityElementStorage { return explicit }
            let (leftItems, rightItems) = barButtonItems
            for item in leftItems + rightItems { item.hostBar = self }
            var elements: [Any] = []
            if showsBackButton { elements.append(backElement) }
            elements.append(contentsOf: leftItems as [Any])
            if let titleView = shownTitleView {
                elements.append(titleView)
            } else if let title = topItem?.effectiveTitle, !title.isEmpty {
                elements.append(titleElement)
            }
            elements.append(contentsOf: rightItems as [Any])
            return elements
        }
        set {
            accessibilityElementStorage = newValue
            UIKitChanges.note()
        }
    }

    /// The title, unless the app set an identifier (XCUITest names a navigation bar by its title).
    open override var accessibilityIdentifier: String? {
        get { accessibilityOverrides.identifier ?? topItem?.effectiveTitle }
        set { accessibilityOverrides.identifier = newValue }
    }
}

/// The parts of a navigation bar that are not bar button items.
private enum NavigationBarPart {
    case back, title
}

/// The back button or the title of a navigation bar, as the element VoiceOver focuses.
@MainActor
private final class NavigationBarPartElement: ControlPartElement {
    let part: NavigationBarPart

    init(bar: UINavigationBar, part: NavigationBarPart) {
        self.part = part
        super.init(control: bar) { control, _ in
            (control as? UINavigationBar)?.rect(of: part) ?? .zero
        }
    }

    private var bar: UINavigationBar? { control as? UINavigationBar }

    override var accessibilityLabel: String? {
        get {
            if let explicit = accessibilityOverrides.label { return explicit }
            switch part {
            case .back: return bar?.backItem?.backButtonLabel
            case .title: return bar?.topItem?.effectiveTitle
            }
        }
        set { accessibilityOverrides.label = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? (part == .back ? [.button, .backButton] : .header) }
        set { accessibilityOverrides.traits = newValue }
    }
}
