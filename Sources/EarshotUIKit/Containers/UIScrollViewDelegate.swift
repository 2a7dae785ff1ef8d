/// What a scroll view tells about its scrolling (UIKit's `UIScrollViewDelegate`); every method
/// is optional. Table and collection views' delegates inherit it, as in UIKit.
///
/// Earshot moves content only by code and by assistive technologies (VoiceOver's three-finger
/// swipe, focus moving below the fold), never by a finger's drag: `scrollViewDidScroll(_:)` and
/// `scrollViewDidEndScrollingAnimation(_:)` are told, the dragging and decelerating methods are
/// not, as on iOS when nothing drags (docs/uikit.md, "Scroll views").
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed, by whatever means (UIKit's `scrollViewDidScroll(_:)`).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A finger started dragging the content; never told here, where nothing drags.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A finger lifted after dragging; never told here, where nothing drags.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended; never told here, where nothing drags.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content started slowing after a drag; never told here, where nothing drags.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content stopped after a drag; never told here, where nothing drags.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated scroll the code asked for (`setContentOffset(_:animated: true)`,
    /// `scrollRectToVisible(_:animated: true)`) ended; Earshot does not animate, so it is told
    /// as soon as the offset has moved.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// Lets each scroll view class type its `delegate` as UIKit's Objective-C properties are: a plain
/// scroll view's is a `UIScrollViewDelegate`, a table view's a `UITableViewDelegate`. Swift does
/// not let a subclass override a property with another type, so the scroll view's own `delegate`
/// lives on this protocol, and a table or collection view's property of the same name, declared
/// in the class, is preferred for it. All of them are one weak reference,
/// `UIScrollView.scrollDelegate`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegateHolding: UIScrollView {}

extension UIScrollView: UIScrollViewDelegateHolding {}

extension UIScrollViewDelegateHolding {
    /// Told of scrolling (not retained).
    public var delegate: UIScrollViewDelegate? {
        get { scrollDelegate }
        set {
            scrollDelegate = newValue
            UIKitChanges.note()
        }
    }
}
