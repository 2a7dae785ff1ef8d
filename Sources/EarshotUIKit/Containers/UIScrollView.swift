/// A view whose content is larger than itself (UIKit's `UIScrollView`). `contentOffset` is the
/// bounds origin, so scrolling moves every subview on screen, as in UIKit.
///
/// VoiceOver's three-finger swipe reaches `accessibilityScroll(_:)`, which pages the content by one
/// screenful (the bounds size) and posts `.pageScrolled` with "Page X of Y".
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the scrollable content.
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set {
            let oldValue = contentSizeStorage
            let observed = hasKeyValueObservers(of: "contentSize")
            if observed { tellKeyValueObservers(of: "contentSize", old: oldValue, new: newValue, prior: true) }
            contentSizeStorage = newValue
            UIKitChanges.note()
            if observed { tellKeyValueObservers(of: "contentSize", old: oldValue, new: newValue, prior: false) }
        }
    }
    /// The storage behind `contentSize`, private so its exclusivity checks are dropped.
    private var contentSizeStorage = CGSize.zero
    /// The storage behind `refreshControl`.
    private var heldRefreshControl: UIRefreshControl? { didSet { UIKitChanges.note() } }
    /// What `contentSize` holds, whatever an app's override of its getter answers: an override
    /// that answers this keeps VoiceOver's tree (`ClassOverrides`).
    package final var storedContentSize: CGSize { contentSizeStorage }
    /// Whether the scroll view sizes its content itself from its rows or items (a table or
    /// collection view), so Auto Layout's content area never sets `contentSize`.
    package class var sizesItsOwnContent: Bool { false }
    /// Whether scrolling stops on multiples of the view's size.
    open var isPagingEnabled = false { didSet { UIKitChanges.note() } }
    /// Whether the user can scroll it.
    open var isScrollEnabled = true { didSet { UIKitChanges.note() } }

    /// The point of the content shown at the view's top-left corner. Every change, by code or by
    /// an assistive technology, tells the delegate `scrollViewDidScroll(_:)` and the key-value
    /// observers of `contentOffset`, as UIKit does.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Told of scrolling. A table's or collection view's `delegate` is this object, typed as its
    /// own protocol (`UIScrollViewDelegate.swift`).
    package final weak var scrollDelegate: UIScrollViewDelegate?

    /// The key paths whose changes this class reports to key-value observers.
    package static let observedKeyPaths: Set<String> = ["contentOffset", "contentSize"]

    package override func boundsOriginWillChange() {
        guard hasKeyValueObservers(of: "contentOffset") else { return }
        tellKeyValueObservers(of: "contentOffset", old: bounds.origin, new: bounds.origin, prior: true)
    }

    package override func boundsOriginDidChange(from oldOrigin: CGPoint) {
        if hasKeyValueObservers(of: "contentOffset") {
            tellKeyValueObservers(of: "contentOffset", old: oldOrigin, new: bounds.origin, prior: false)
        }
        scrollDelegate?.scrollViewDidScroll(self)
    }

    /// Scrolls to `offset`. Earshot does not animate: an animated scroll ends at once, and the
    /// delegate hears `scrollViewDidEndScrollingAnimation(_:)` when the offset moved, as UIKit
    /// tells it when the animation ends.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let before = contentOffset
        contentOffset = offset
        if animated, contentOffset != before { scrollDelegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Whether the content bounces past its edges under a finger (kept; nothing drags here).
    open var bounces = true
    /// Whether the content bounces vertically even when it fits (kept; nothing drags here).
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits (kept; nothing drags here).
    open var alwaysBounceHorizontal = false
    /// Whether the horizontal scroll indicator shows while scrolling (kept, not drawn).
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical scroll indicator shows while scrolling (kept, not drawn).
    open var showsVerticalScrollIndicator = true
    /// Whether a tap on the status bar scrolls this view to the top (kept: Earshot shows no status
    /// bar to tap).
    open var scrollsToTop = true
    /// Whether a finger touches the content: never here, where nothing drags.
    open var isTracking: Bool { false }
    /// Whether a finger drags the content: never here.
    open var isDragging: Bool { false }
    /// Whether the content moves on after a drag: never here.
    open var isDecelerating: Bool { false }

    /// How the safe area adjusts the content's insets (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }
    /// How the safe area adjusts the content's insets. Kept: Earshot's scroll views have no
    /// content insets, and a navigation controller's content starts below its bar, where
    /// `.automatic` shows it on iOS, whatever the behaviour (docs/uikit.md, "Scroll views").
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// The control that refreshes the content when it is pulled down (UIKit's `refreshControl`): a
    /// subview just above the content's top, as wide as the scroll view.
    open var refreshControl: UIRefreshControl? {
        get { heldRefreshControl }
        set {
            guard newValue !== heldRefreshControl else { return }
            heldRefreshControl?.removeFromSuperview()
            heldRefreshControl = newValue
            guard let newValue else { return }
            newValue.frame = CGRect(x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
            insertSubview(newValue, at: 0)
        }
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let before = contentOffset
        defer { if animated, contentOffset != before { scrollDelegate?.scrollViewDidEndScrollingAnimation(self) } }
        var offset = contentOffset
        let size = bounds.size
        if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        offset.x = max(0, min(offset.x, max(0, contentSize.width - size.width)))
        offset.y = max(0, min(offset.y, max(0, contentSize.height - size.height)))
        contentOffset = offset
    }

    // MARK: VoiceOver scrolling

    /// Whether the content is taller than the view (VoiceOver pages it vertically).
    private var scrollsVertically: Bool { contentSize.height > bounds.height }

    /// The largest content offset, per axis (never negative).
    private var maximumContentOffset: CGPoint {
        CGPoint(x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
    }

    /// Pages the content by one screenful in `direction`, as UIKit's default does: `.down` /
    /// `.up` move a bounds height down / up the content, `.right` / `.left` a bounds width along it,
    /// `.next` / `.previous` go down / up when the content is taller than the view, else right /
    /// left. The offset is clamped to the content. Returns false (and posts nothing) when scrolling
    /// is disabled or the offset cannot move; otherwise posts `.pageScrolled` with
    /// `accessibilityScrollStatus` and returns true.
    ///
    /// At the top of content with a `refreshControl`, scrolling up (VoiceOver's three-finger swipe
    /// down) refreshes instead, as UIKit's refresh control does (docs/voiceover-behaviour.md §5).
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard isScrollEnabled else { return false }
        if let refreshControl, direction == .up || (direction == .previous && scrollsVertically), contentOffset.y <= 0 {
            return refreshControl.refreshFromPull()
        }
        var offset = contentOffset
        let limit = maximumContentOffset
        switch direction {
        case .down: offset.y += bounds.height
        case .up: offset.y -= bounds.height
        case .right: offset.x += bounds.width
        case .left: offset.x -= bounds.width
        case .next:
            if scrollsVertically { offset.y += bounds.height } else { offset.x += bounds.width }
        case .previous:
            if scrollsVertically { offset.y -= bounds.height } else { offset.x -= bounds.width }
        }
        offset.x = min(max(offset.x, 0), limit.x)
        offset.y = min(max(offset.y, 0), limit.y)
        guard offset != contentOffset else { return false }
        setContentOffset(offset, animated: false)
        postAccessibilityNotification(.pageScrolled, argument: accessibilityScrollStatus)
        return true
    }

    /// The position VoiceOver speaks after a scroll: "Page X of Y", over pages of the bounds height
    /// (of the bounds width when the content is only wider than the view). Y is the content size
    /// divided by the page size, rounded up (at least 1); X is the page the top (left) edge is on,
    /// from 1, and Y when scrolled to the end.
    open var accessibilityScrollStatus: String {
        let vertical = scrollsVertically || contentSize.width <= bounds.width
        let page = vertical ? bounds.height : bounds.width
        let content = vertical ? contentSize.height : contentSize.width
        let offset = vertical ? contentOffset.y : contentOffset.x
        let limit = vertical ? maximumContentOffset.y : maximumContentOffset.x
        guard page > 0, page.isFinite, content.isFinite, offset.isFinite else { return "Page 1 of 1" }
        let count = max(1, Int(saturating: (content / page).rounded(.up)))
        let current = limit > 0 && offset >= limit ? count : min(count, max(1, Int(saturating: (offset / page).rounded(.down)) &+ 1))
        return "Page \(current) of \(count)"
    }

    /// Scrolls the least distance that shows `view` (a descendant), as UIKit does when VoiceOver
    /// focuses an element below the fold. Does nothing for a view outside this scroll view.
    /// - Complexity: O(d), d the depth of `view` below this scroll view.
    package func scrollToMakeVisible(_ view: UIView) {
        guard view !== self, view.isDescendant(of: self) else { return }
        scrollRectToVisible(view.convert(view.bounds, to: self), animated: false)
    }

    /// Scrolls the least distance that shows `rect`, given in screen coordinates (an element's
    /// `accessibilityFrame`), as UIKit does for a focused element that is not a view.
    package func scrollToMakeVisible(screenRect rect: CGRect) {
        guard rect.isFinite else { return }
        let offset = screenOffset
        scrollRectToVisible(rect.offsetBy(dx: -offset.x, dy: -offset.y), animated: false)
    }
}
