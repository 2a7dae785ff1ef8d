/// A scroll view under Auto Layout (Auto Layout Guide, "Working with Scroll Views"; UIKit's
/// documentation of `contentLayoutGuide` and `frameLayoutGuide`): the scroll view's frame is
/// placed like any view's, and its content area is a rectangle of its own, whose size the
/// constraints of the content give and which becomes `contentSize`.
///
/// - Constraints between the scroll view's edges and its content attach to the content area;
///   its width, height and centres stay its frame's (the engine's `solve`).
/// - `contentLayoutGuide` is that content area, starting at the content's origin;
///   `frameLayoutGuide` is the frame.
/// - After a pass that laid the content area out, `contentSize` is its size, as UIKit sets it.
extension UIScrollView {
    /// The layout guide of the content area: its origin is the content's, its size what the
    /// content's constraints make it, and that size becomes `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        ownGuide(\.contentLayoutGuide, identifier: "UIScrollView-contentLayoutGuide", role: .scrollContent)
    }

    /// The layout guide of the scroll view's own frame, which does not scroll.
    public var frameLayoutGuide: UILayoutGuide {
        ownGuide(\.frameLayoutGuide, identifier: "UIScrollView-frameLayoutGuide", role: .scrollFrame)
    }
}
