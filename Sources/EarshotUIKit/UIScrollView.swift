/// A view whose content is larger than itself (UIKit's `UIScrollView`). `contentOffset` is the
/// bounds origin, so scrolling moves every subview on screen, as in UIKit.
@MainActor
open class UIScrollView: UIView {
    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero
    /// Whether scrolling stops on multiples of the view's size.
    open var isPagingEnabled = false
    /// Whether the user can scroll it.
    open var isScrollEnabled = true

    /// The point of the content shown at the view's top-left corner.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Scrolls to `offset`.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        contentOffset = offset
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
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
}
